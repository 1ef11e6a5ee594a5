// Load and soak: the product page, a category page and the cart action, one
// after the other, each under many concurrent connections for a while, against a fresh stack. Records
// requests/s, p50/p99 latency and errors of each, and the storefront's memory warm, at its peak, right
// after the runs and after a rest: its resident set (/proc/<pid>/status) and, of it, anonymous memory
// (/proc/<pid>/smaps_rollup), what V8 holds as found (heap held and used, external, ArrayBuffers) and,
// warm and after the rest, the heap after a full collection, read through the Node inspector the
// benchmark starts the storefront with (nothing of it is in the product: no debug endpoint). Nothing
// collects garbage for the storefront between the runs and the end of the rest: what it gives back
// there, it gives back by itself (V8's own heuristics: the server does nothing about its memory).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { freePort, startStack, type Stack } from '../e2e/support/stack.ts';
import { discoverPages } from './bench-pages.ts';
import { STOREFRONT_NODE_FLAGS } from '../server/node-flags.ts';

export interface LoadSoakSettings {
  connections: number;
  durationSeconds: number;
  /** How long the storefront rests after the last run before memory is read again. */
  restSeconds: number;
}

export type LoadTargetKind = 'product' | 'category' | 'cart action';

export interface LoadTarget {
  kind: LoadTargetKind;
  path: string;
  /** Pages the storefront keeps in its page cache (the p99 budget applies to them). */
  cachedPage: boolean;
}

export interface LoadRun {
  kind: LoadTargetKind;
  path: string;
  cachedPage: boolean;
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  /** Answers outside 2xx. */
  non2xx: number;
  /** Socket errors, timeouts included. */
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** Socket errors by code (ECONNRESET, timeouts…). */
  errorCodes: Record<string, number>;
  /**
   * CPU time the storefront spent per answered request (user + system): unlike req/s and latency,
   * hardly moved by other work on a shared machine, so comparable between runs.
   */
  cpuMsPerRequest: number;
  /** Highest resident set of the storefront seen during the run (sampled every second). */
  rssPeakBytes: number;
}

/** What the storefront's `process.memoryUsage()` says, in bytes. */
export interface V8Memory {
  /** The V8 heap the process holds from the system (used or not). */
  heapTotal: number;
  heapUsed: number;
  /** Memory of JS objects held outside the V8 heap: ArrayBuffer backing stores (Buffers, kept pages), external strings. */
  external: number;
  arrayBuffers: number;
}

/** The storefront's memory at one point: what it holds as found, then what a full collection leaves. */
export interface MemoryPoint {
  /** Resident set (/proc/<pid>/status), read first, as the process holds it. */
  rssBytes: number;
  /**
   * Of the resident set, anonymous memory (/proc/<pid>/smaps_rollup): the V8 heap, malloc (Node's
   * native objects, zlib, socket and parser buffers, ArrayBuffer backing stores), thread stacks. The
   * rest is file-backed: the node binary's and libraries' code.
   */
  anonymousBytes: number | null;
  /** process.memoryUsage() as found, without a collection first (what the resident set holds). */
  asFound: V8Memory | null;
  /** process.memoryUsage() after a full collection (a leak shows here); null where none was made. */
  afterGc: V8Memory | null;
  /** Bytes the page cache holds (src/lib/page-cache-memory.ts), as found. */
  pageCacheBytes: number | null;
  /** Heap in use plus ArrayBuffer backing stores (cached bodies live there), after the collection: the heap budget's figure. */
  heapUsedBytes: number | null;
}

/** The storefront at its highest resident set during the runs (sampled every second, no collection). */
export interface PeakPoint {
  rssBytes: number;
  anonymousBytes: number | null;
  asFound: V8Memory | null;
}

export interface LoadSoakFigures {
  settings: LoadSoakSettings;
  runs: LoadRun[];
  memory: { warm: MemoryPoint; peak: PeakPoint; afterRuns: MemoryPoint; afterRest: MemoryPoint };
}

/** Resident set of a process, from /proc (Linux). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kib) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) * 1024;
}

/** Anonymous memory of a process (/proc/<pid>/smaps_rollup; Linux), or null where it cannot be read. */
export function anonymousBytes(pid: number): number | null {
  try {
    const kib = /^Anonymous:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1];
    return kib ? Number(kib) * 1024 : null;
  } catch {
    return null;
  }
}

/** CPU time (user + system) a process has used, in milliseconds, from /proc (Linux; 100 ticks a second). */
export function cpuMilliseconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may contain spaces) in parentheses: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A Chrome DevTools Protocol session with the storefront's inspector. */
class Inspector {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly socket: WebSocket;
  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
      const waiter = message.id === undefined ? undefined : this.waiting.get(message.id);
      if (!waiter) return;
      this.waiting.delete(message.id!);
      if (message.error) waiter.reject(new Error(message.error.message));
      else waiter.resolve(message.result);
    });
  }

  static async connect(port: number): Promise<Inspector> {
    const targets = (await fetch(`http://127.0.0.1:${port}/json/list`).then((r) => r.json())) as Array<{ webSocketDebuggerUrl: string }>;
    const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error('inspector connection failed')), { once: true });
    });
    return new Inspector(socket);
  }

  send(method: string, params: Record<string, unknown> = {}): Promise<unknown> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ id, method, params }));
    return new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject }));
  }

  /** Bytes kept by the page cache's store (src/lib/page-cache-memory.ts), registered under a global symbol. */
  async pageCacheBytes(): Promise<number | null> {
    const result = (await this.send('Runtime.evaluate', {
      expression: "globalThis[Symbol.for('storefront.page-store')]?.bytes ?? null",
      returnByValue: true,
    })) as { result: { value: number | null } };
    return typeof result.result.value === 'number' ? result.result.value : null;
  }

  /** process.memoryUsage() as it is, without a collection. */
  async memoryUsage(): Promise<V8Memory> {
    const result = (await this.send('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true })) as {
      result: { value: string };
    };
    const { heapTotal, heapUsed, external, arrayBuffers } = JSON.parse(result.result.value) as V8Memory;
    return { heapTotal, heapUsed, external, arrayBuffers };
  }

  /** process.memoryUsage() after a full collection. */
  async heapAfterGc(): Promise<V8Memory> {
    await this.send('HeapProfiler.collectGarbage');
    return this.memoryUsage();
  }

  close(): void {
    this.socket.close();
  }
}

/** The storefront's memory now; with `collect`, then what a full collection leaves. */
async function memoryPoint(pid: number, inspector: Inspector | null, collect: boolean): Promise<MemoryPoint> {
  // The resident set first, as it is: the collection below may give pages back.
  const rssBytes = residentBytes(pid);
  const anonymous = anonymousBytes(pid);
  const asFound = (await inspector?.memoryUsage().catch(() => null)) ?? null;
  const pageCacheBytes = (await inspector?.pageCacheBytes().catch(() => null)) ?? null;
  const afterGc = collect ? ((await inspector?.heapAfterGc().catch(() => null)) ?? null) : null;
  return { rssBytes, anonymousBytes: anonymous, asFound, afterGc, pageCacheBytes, heapUsedBytes: afterGc ? afterGc.heapUsed + afterGc.arrayBuffers : null };
}

/** What the cart action is sent: the browser's request (src/stores/cart-processing.ts), one tab per request. */
function cartRequest(baseURL: string, productId: string): autocannon.Request {
  let tab = 0;
  return {
    method: 'POST',
    path: '/_actions/processCart',
    headers: { accept: 'application/json', 'content-type': 'application/json', origin: baseURL },
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({
        locale: 'pl',
        session: `bench-tab-${(tab++).toString(36).padStart(6, '0')}`,
        items: [{ cartitem_id: 'bench-line-1', product_id: productId, quantity: 1, schemas: {} }],
        coupons: [],
      }),
    }),
  };
}

async function loadOne(
  baseURL: string,
  target: LoadTarget,
  settings: LoadSoakSettings,
  pid: number,
  productId: string | null,
  seconds = settings.durationSeconds,
  onSample?: () => void,
): Promise<LoadRun> {
  let rssPeakBytes = residentBytes(pid);
  const sampler = setInterval(() => {
    rssPeakBytes = Math.max(rssPeakBytes, residentBytes(pid));
    onSample?.();
  }, 1000);
  const errorCodes: Record<string, number> = {};
  const cpuBefore = cpuMilliseconds(pid);
  try {
    const isAction = target.kind === 'cart action';
    const options: autocannon.Options = {
      url: `${baseURL}${target.path}`,
      connections: settings.connections,
      duration: seconds,
      // The platform's own timeout is 20 s: a request still unanswered after 30 s is an error.
      timeout: 30,
      ...(isAction
        ? { requests: [cartRequest(baseURL, productId!)] }
        : // A browser asking for the page, without compression (rendering and serving, not gzip).
          { headers: { accept: 'text/html' } }),
    };
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)));
      instance.on('reqError', (error: NodeJS.ErrnoException) => {
        const code = error.code ?? error.message;
        errorCodes[code] = (errorCodes[code] ?? 0) + 1;
      });
    });
    const cpuMs = cpuMilliseconds(pid) - cpuBefore;
    const statusCodes: Record<string, number> = {};
    for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = (stats as { count: number }).count;
    return {
      kind: target.kind,
      path: target.path,
      cachedPage: target.cachedPage,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      latencyMaxMs: result.latency.max,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      statusCodes,
      errorCodes,
      cpuMsPerRequest: Number((cpuMs / Math.max(1, result.requests.total)).toFixed(2)),
      rssPeakBytes,
    };
  } finally {
    clearInterval(sampler);
  }
}

async function productIdOf(platformURL: string, productPath: string): Promise<string | null> {
  const slug = productPath.split('/').pop()!;
  const response = await fetch(`${platformURL}/products/${encodeURIComponent(slug)}`, { headers: { accept: 'application/json' } }).catch(() => null);
  if (!response?.ok) return null;
  const body = (await response.json()) as { data?: { id?: unknown } };
  return typeof body.data?.id === 'string' ? body.data.id : null;
}

/**
 * Starts its own fresh stack (storefront with the inspector on), warms each target with a few
 * requests, reads the warm memory, runs the targets one after the other, reads memory right after
 * and after the rest.
 */
export async function loadAndSoak(settings: LoadSoakSettings, env: NodeJS.ProcessEnv = {}): Promise<LoadSoakFigures> {
  const inspectPort = await freePort();
  const stack: Stack = await startStack({ env, storefrontNodeArgs: [...STOREFRONT_NODE_FLAGS, `--inspect=127.0.0.1:${inspectPort}`] });
  let inspector: Inspector | null = null;
  try {
    inspector = await Inspector.connect(inspectPort).catch((error: unknown) => {
      console.error(`  the storefront's inspector is not reachable (${String(error)}): heap figures are not available`);
      return null;
    });
    const pid = stack.storefrontPid;
    const found = await discoverPages(stack.baseURL, stack.platformURL);
    const pathOf = (kind: 'product' | 'category') => found.find((page) => page.kind === kind && page.path && !page.unavailable)?.path ?? null;
    const targets = { product: pathOf('product'), category: pathOf('category') };
    const list: LoadTarget[] = [];
    if (targets.product) list.push({ kind: 'product', path: targets.product, cachedPage: true });
    if (targets.category) list.push({ kind: 'category', path: targets.category, cachedPage: true });
    const productId = targets.product ? await productIdOf(stack.platformURL, targets.product) : null;
    if (productId) list.push({ kind: 'cart action', path: '/_actions/processCart', cachedPage: false });

    // Warm: each page and the action a few times (JIT, page cache, platform response cache), then a
    // short light run of each target, so that the warm level is one of a storefront that has served
    // every request the load sends: the page cache already keeps the two pages (the load asks for them
    // uncompressed, so it adds no encoded copy) and the platform cache the answers the load uses.
    for (const target of list) {
      if (target.kind === 'cart action') continue;
      for (let i = 0; i < 3; i++) await fetch(`${stack.baseURL}${target.path}`, { headers: { accept: 'text/html' } }).then((r) => r.arrayBuffer());
    }
    for (const target of list) await loadOne(stack.baseURL, target, { ...settings, connections: 10 }, pid, productId, 3);
    // Then a full collection: the warm level is the floor of that storefront, not the garbage of its
    // warm-up (the strictest level to come back to).
    await inspector?.heapAfterGc().catch(() => null);
    await new Promise((r) => setTimeout(r, 2000));
    const warm = await memoryPoint(pid, inspector, true);

    // The peak's breakdown: each second, the resident set and what V8 holds, kept when the set is the highest yet.
    let peak: PeakPoint = { rssBytes: 0, anonymousBytes: null, asFound: null };
    let sampling = false;
    const samplePeak = () => {
      if (sampling) return;
      sampling = true;
      const rssBytes = residentBytes(pid);
      const anonymous = anonymousBytes(pid);
      void (inspector?.memoryUsage().catch(() => null) ?? Promise.resolve(null))
        .then((asFound) => {
          if (rssBytes > peak.rssBytes) peak = { rssBytes, anonymousBytes: anonymous, asFound };
        })
        .finally(() => {
          sampling = false;
        });
    };
    const runs: LoadRun[] = [];
    for (const target of list) {
      console.log(`  ${target.kind} ${target.path}: ${settings.connections} connections × ${settings.durationSeconds} s…`);
      runs.push(await loadOne(stack.baseURL, target, settings, pid, productId, settings.durationSeconds, samplePeak));
    }
    // No collection here: the rest shows what the storefront gives back by itself.
    const afterRuns = await memoryPoint(pid, inspector, false);
    if (afterRuns.rssBytes > peak.rssBytes) peak = { rssBytes: afterRuns.rssBytes, anonymousBytes: afterRuns.anonymousBytes, asFound: afterRuns.asFound };
    console.log(`  resting ${settings.restSeconds} s…`);
    await new Promise((r) => setTimeout(r, settings.restSeconds * 1000));
    const afterRest = await memoryPoint(pid, inspector, true);
    return { settings, runs, memory: { warm, peak, afterRuns, afterRest } };
  } finally {
    inspector?.close();
    await stack.stop();
  }
}

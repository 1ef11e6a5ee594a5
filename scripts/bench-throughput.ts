// Requests per second of the product page from the storefront against the same HTML served as a
// static file (sirv), by a bare node:http server from memory, by the storefront's own handler from memory
// (the shop floor) and by an Astro project that renders nothing, same machine, same run, same load
// (docs/benchmark.md#budgets): answered from the page cache (a hit), and
// rendered on every request (a miss:
// each request names another URL, as a crawler walking a large catalogue does; the platform's answers
// stay cached in the storefront, as they are after warm-up). Beside it, the full render of a category,
// a search and a signed-in shopper's pages (their cookie keeps every cache aside).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { startStack } from '../e2e/support/stack.ts';
import { STOREFRONT_NODE_FLAGS } from '../server/node-flags.ts';
import { hitHead, SHOP_FLOOR_PATH } from './bench-bare-answer.ts';

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  url: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

// The same request for both sides: a browser asking for a page, without compression so the
// comparison is rendering + serving, not compression work.
const HEADERS = { accept: 'text/html' };

/** Adds a query parameter the page ignores, different on every request: each one misses the page cache. */
function missingURLs(url: string): autocannon.Request[] {
  let count = 0;
  const path = new URL(url);
  return [
    {
      setupRequest(request) {
        count += 1;
        path.searchParams.set('bench-miss', String(count));
        return { ...request, path: `${path.pathname}${path.search}` };
      },
    },
  ];
}

/**
 * One autocannon run, stopped if it outlives its duration by 30 s (once, on a busy machine, a run never
 * resolved and held the whole benchmark). The benchmark's phases all load through it.
 */
export function runAutocannon(options: autocannon.Options & { duration: number }): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    let guard: NodeJS.Timeout | undefined;
    const instance = autocannon({ timeout: 10, ...options }, (error, result) => {
      clearTimeout(guard);
      if (error) reject(error);
      else resolve(result);
    });
    guard = setTimeout(
      () => {
        (instance as unknown as { stop(): void }).stop();
        reject(new Error(`autocannon ${String(options.url)} did not finish within ${options.duration + 30} s`));
      },
      (options.duration + 30) * 1000,
    );
  });
}

async function load(url: string, connections: number, durationSeconds: number, everyRequestMisses = false, cookie?: string): Promise<LoadResult> {
  const headers = cookie ? { ...HEADERS, cookie } : HEADERS;
  const result = await runAutocannon({ url, connections, duration: durationSeconds, headers, ...(everyRequestMisses && { requests: missingURLs(url) }) });
  return {
    url,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * One of the comparison servers (scripts/bench-static-server.ts, …-bare-server.ts, …-astro-floor-server.ts) in
 * its own process, once it has printed its URL (`script` from the project's root). The CPU benchmark reads its
 * process id.
 */
export async function startServer(
  script: string,
  argument: string,
  nodeArgs: readonly string[] = [],
  moreArguments: readonly string[] = [],
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const root = new URL('../', import.meta.url).pathname;
  const child = spawn(process.execPath, [...nodeArgs, join(root, script), argument, ...moreArguments], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  // Wait for the server to go before its directory is removed (a request still in flight would
  // otherwise fail on the missing file).
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, pid: child.pid!, stop };
}

/** A page rendered on every request, reported beside the product page. */
export interface FullRenderTarget {
  /** What the row is ("category", "search", "product, signed in", "account, signed in"). */
  kind: string;
  path: string;
  /** A signed-in shopper's cookie: the page cache steps aside for it. */
  cookie?: string;
}

export interface FullRenderResult extends LoadResult {
  kind: string;
  htmlBytes: number;
}

export interface ThroughputResult {
  /** Answered from the storefront's page cache. */
  hit: LoadResult;
  /** Rendered on every request (page cache missed). */
  miss: LoadResult;
  static: LoadResult;
  /** The same bytes from memory by a bare node:http server. */
  bare: LoadResult;
  /** The same bytes from memory by the storefront's own handler, in a process that served the page too (scripts/bench-shop-floor-server.ts). */
  shopFloor: LoadResult;
  /** The same bytes as the one page of an Astro project that renders nothing (scripts/bench-astro-floor-server.ts). */
  astroFloor: LoadResult;
  bytes: number;
  others: FullRenderResult[];
}

async function pageHtml(url: string, cookie?: string): Promise<string> {
  const response = await fetch(url, { headers: cookie ? { ...HEADERS, cookie } : HEADERS, redirect: 'manual' });
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Signs a shopper in as the login form does (POST /login, no JavaScript) and returns their cookies as a
 * Cookie header, or null when the sign-in is refused (a real platform without the demo customer).
 */
export async function signedInCookie(baseURL: string, email: string, password: string): Promise<string | null> {
  const response = await fetch(`${baseURL}/login`, {
    method: 'POST',
    headers: { origin: baseURL, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ locale: 'pl', step: 'password', email, password }),
    redirect: 'manual',
  });
  const cookies = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0]!)
    .filter((pair) => !pair.endsWith('='));
  return response.status === 303 && cookies.length > 0 ? cookies.join('; ') : null;
}

/** `platformURL`: the platform the storefront at `pageURL` speaks to (the shop floor is started against it). */
export async function ssrAgainstStatic(
  pageURL: string,
  platformURL: string,
  settings: LoadSettings,
  others: readonly FullRenderTarget[] = [],
): Promise<ThroughputResult> {
  const html = await pageHtml(pageURL);
  const directory = mkdtempSync(join(tmpdir(), 'bench-static-'));
  writeFileSync(join(directory, 'page.html'), html);
  // The bare server and the shop floor send a hit's head too: the same bytes as a hit, head and body.
  writeFileSync(join(directory, 'head.json'), JSON.stringify(await hitHead(pageURL)));
  const servers: { stop(): Promise<void> }[] = [];
  try {
    const shopFloor = await startStack({
      platformURL,
      storefrontScript: 'scripts/bench-shop-floor-server.ts',
      storefrontNodeArgs: STOREFRONT_NODE_FLAGS,
      env: { SHOP_FLOOR_BODY: join(directory, 'page.html'), SHOP_FLOOR_HEAD: join(directory, 'head.json') },
    });
    servers.push(shopFloor);
    const sirvServer = await startServer('scripts/bench-static-server.ts', directory);
    servers.push(sirvServer);
    const bareServer = await startServer('scripts/bench-bare-server.ts', join(directory, 'page.html'), [], [join(directory, 'head.json')]);
    servers.push(bareServer);
    // With the storefront's Node flags, as the storefront runs in this phase.
    const astroServer = await startServer('scripts/bench-astro-floor-server.ts', join(directory, 'page.html'), STOREFRONT_NODE_FLAGS);
    servers.push(astroServer);
    const staticURL = `${sirvServer.url}/page.html`;
    const bareURL = `${bareServer.url}/`;
    const astroURL = `${astroServer.url}/`;
    const shopFloorPage = `${shopFloor.baseURL}${new URL(pageURL).pathname}`;
    const shopFloorURL = `${shopFloor.baseURL}${SHOP_FLOOR_PATH}`;
    // Warm up each (JIT, the storefront's platform response cache), then measure one after the other.
    // The shop floor renders and answers the page as the storefront does first: like with like.
    await load(pageURL, settings.connections, settings.warmupSeconds, true);
    await load(pageURL, settings.connections, settings.warmupSeconds);
    await load(shopFloorPage, settings.connections, settings.warmupSeconds, true);
    await load(shopFloorPage, settings.connections, settings.warmupSeconds);
    await load(shopFloorURL, settings.connections, settings.warmupSeconds);
    await load(staticURL, settings.connections, settings.warmupSeconds);
    await load(bareURL, settings.connections, settings.warmupSeconds);
    await load(astroURL, settings.connections, settings.warmupSeconds, true);
    const miss = await load(pageURL, settings.connections, settings.durationSeconds, true);
    const hit = await load(pageURL, settings.connections, settings.durationSeconds);
    const floorOfShop = await load(shopFloorURL, settings.connections, settings.durationSeconds);
    const statik = await load(staticURL, settings.connections, settings.durationSeconds);
    const bare = await load(bareURL, settings.connections, settings.durationSeconds);
    const astroFloor = await load(astroURL, settings.connections, settings.durationSeconds, true);
    const rendered: FullRenderResult[] = [];
    const origin = new URL(pageURL).origin;
    for (const target of others) {
      const url = `${origin}${target.path}`;
      const htmlBytes = Buffer.byteLength(await pageHtml(url, target.cookie));
      await load(url, settings.connections, settings.warmupSeconds, true, target.cookie);
      rendered.push({ kind: target.kind, htmlBytes, ...(await load(url, settings.connections, settings.durationSeconds, true, target.cookie)) });
    }
    return { hit, miss, static: statik, bare, shopFloor: floorOfShop, astroFloor, bytes: Buffer.byteLength(html), others: rendered };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(directory, { recursive: true, force: true });
  }
}

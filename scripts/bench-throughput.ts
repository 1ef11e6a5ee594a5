// Requests per second of the product page from the storefront against the same HTML served as a
// static file, same machine, same run, same load (design §4): answered from the page cache (a hit),
// and rendered on every request (a miss: each request names another URL, as a crawler walking a large
// catalogue does; the platform's answers stay cached in the storefront, as they are after warm-up).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

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
    guard = setTimeout(() => {
      (instance as unknown as { stop(): void }).stop();
      reject(new Error(`autocannon ${String(options.url)} did not finish within ${options.duration + 30} s`));
    }, (options.duration + 30) * 1000);
  });
}

async function load(url: string, connections: number, durationSeconds: number, everyRequestMisses = false): Promise<LoadResult> {
  const result = await runAutocannon({ url, connections, duration: durationSeconds, headers: HEADERS, ...(everyRequestMisses && { requests: missingURLs(url) }) });
  return {
    url,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function startStaticServer(directory: string): Promise<{ url: string; stop(): Promise<void> }> {
  const root = new URL('../', import.meta.url).pathname;
  const child = spawn(process.execPath, [join(root, 'scripts/bench-static-server.ts'), directory], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`static server exited with ${code}`)));
  });
  // Wait for the server to go before its directory is removed (a request still in flight would
  // otherwise fail on the missing file).
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, stop };
}

export interface ThroughputResult {
  /** Answered from the storefront's page cache. */
  hit: LoadResult;
  /** Rendered on every request (page cache missed). */
  miss: LoadResult;
  static: LoadResult;
  bytes: number;
}

export async function ssrAgainstStatic(pageURL: string, settings: LoadSettings): Promise<ThroughputResult> {
  const html = await fetch(pageURL, { headers: HEADERS }).then(async (response) => {
    if (!response.ok) throw new Error(`${pageURL}: HTTP ${response.status}`);
    return response.text();
  });
  const directory = mkdtempSync(join(tmpdir(), 'bench-static-'));
  writeFileSync(join(directory, 'page.html'), html);
  const server = await startStaticServer(directory);
  try {
    const staticURL = `${server.url}/page.html`;
    // Warm up each (JIT, the storefront's platform response cache), then measure one after the other.
    await load(pageURL, settings.connections, settings.warmupSeconds, true);
    await load(pageURL, settings.connections, settings.warmupSeconds);
    await load(staticURL, settings.connections, settings.warmupSeconds);
    const miss = await load(pageURL, settings.connections, settings.durationSeconds, true);
    const hit = await load(pageURL, settings.connections, settings.durationSeconds);
    const statik = await load(staticURL, settings.connections, settings.durationSeconds);
    return { hit, miss, static: statik, bytes: Buffer.byteLength(html) };
  } finally {
    await server.stop();
    rmSync(directory, { recursive: true, force: true });
  }
}

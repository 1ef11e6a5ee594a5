// Requests per second of the product page rendered by the storefront (platform responses
// cached by the storefront after warm-up) against the same HTML served as a static file,
// same machine, same run, same load (design §4).
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

async function load(url: string, connections: number, durationSeconds: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: durationSeconds, headers: HEADERS });
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

export async function ssrAgainstStatic(pageURL: string, settings: LoadSettings): Promise<{ ssr: LoadResult; static: LoadResult; bytes: number }> {
  const html = await fetch(pageURL, { headers: HEADERS }).then(async (response) => {
    if (!response.ok) throw new Error(`${pageURL}: HTTP ${response.status}`);
    return response.text();
  });
  const directory = mkdtempSync(join(tmpdir(), 'bench-static-'));
  writeFileSync(join(directory, 'page.html'), html);
  const server = await startStaticServer(directory);
  try {
    const staticURL = `${server.url}/page.html`;
    // Warm up both (JIT, the storefront's platform response cache), then measure one after the other.
    await load(pageURL, settings.connections, settings.warmupSeconds);
    await load(staticURL, settings.connections, settings.warmupSeconds);
    const ssr = await load(pageURL, settings.connections, settings.durationSeconds);
    const statik = await load(staticURL, settings.connections, settings.durationSeconds);
    return { ssr, static: statik, bytes: Buffer.byteLength(html) };
  } finally {
    await server.stop();
    rmSync(directory, { recursive: true, force: true });
  }
}

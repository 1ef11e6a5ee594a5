// Starts a fresh embedded platform (own temp data dir) and the built storefront on free
// ports, for one Playwright worker. Nothing is shared with other workers or earlier runs.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms: ${String(lastError)}`);
}

/** How much of a process's output is kept for the tests that read its log (the latest part). */
const KEPT_OUTPUT = 1 << 20;
const outputs = new WeakMap<ChildProcess, { text: string }>();

function startProcess(file: string, env: NodeJS.ProcessEnv, name: string, nodeArgs: readonly string[] = []): ChildProcess {
  const child = spawn(process.execPath, [...nodeArgs, join(root, file)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { text: '' };
  outputs.set(child, output);
  const log = (chunk: Buffer) => {
    output.text = (output.text + chunk.toString()).slice(-KEPT_OUTPUT);
    if (process.env.E2E_VERBOSE) process.stderr.write(`[${name}] ${chunk}`);
  };
  child.stdout?.on('data', log);
  child.stderr?.on('data', log);
  return child;
}

export interface Stack {
  baseURL: string;
  platformURL: string;
  platformDataDir: string;
  /** Where the storefront writes its mail (SMTP_URL is unset in tests). */
  mailOutboxDir: string;
  /** The storefront's process id (the benchmark reads its memory from /proc). */
  storefrontPid: number;
  /** Every storefront process (`storefronts` option): the first is `baseURL`/`storefrontPid`. */
  storefronts: { baseURL: string; pid: number }[];
  /** The embedded platform's process id (absent with an outside platform). */
  platformPid?: number;
  /** What the first storefront process has written to stdout and stderr so far (its latest megabyte). */
  storefrontOutput(): string;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Start the storefront against this platform URL instead of a fresh embedded one. */
  platformURL?: string;
  /**
   * Puts something between the storefront and the platform: called with the platform's URL once it is up,
   * answers the URL the storefront should use as PLATFORM_API_URL (e2e/support/fault-proxy.ts).
   * `Stack.platformURL` stays the platform's own, for the tests' admin calls.
   */
  inFront?: (platformURL: string) => Promise<string>;
  /** Extra environment of the storefront's process. */
  env?: NodeJS.ProcessEnv;
  /** Extra environment of the embedded platform's process (e.g. PLATFORM_DEMO_PRODUCTS for a large catalogue). */
  platformEnv?: NodeJS.ProcessEnv;
  /** Node options for the storefront's process only (the benchmark's load phase: --inspect). */
  storefrontNodeArgs?: readonly string[];
  /** How many storefront processes to start against the one platform (default 1; e2e/nginx.spec.ts: 2). */
  storefronts?: number;
  /** The script the storefront's processes run (default `server/storefront.ts`; the benchmark's shop floor). */
  storefrontScript?: string;
}

async function stopAll(children: readonly ChildProcess[], dataDir: string): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 3000).unref();
        }),
    ),
  );
  rmSync(dataDir, { recursive: true, force: true });
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const children: ChildProcess[] = [];
  const platformDataDir = mkdtempSync(join(tmpdir(), 'platform-e2e-'));
  const stop = () => stopAll(children, platformDataDir);
  try {
    // E2E_PLATFORM_URL runs the tests against an already running platform instead.
    let platformURL = options.platformURL ?? process.env.E2E_PLATFORM_URL;
    let platformPid: number | undefined;
    if (!platformURL) {
      const platformPort = await freePort();
      platformURL = `http://127.0.0.1:${platformPort}`;
      children.push(
        startProcess(
          'platform/server.ts',
          {
            PLATFORM_PORT: String(platformPort),
            PLATFORM_DATA_DIR: platformDataDir,
            PLATFORM_PUBLIC_URL: platformURL,
            PLATFORM_TEST_HOOKS: '1',
            PLATFORM_DEMO: '1',
            PLATFORM_TEST_PASSWORD_COST: '1',
            PLATFORM_TRUST_PROXY: '1',
            ...options.platformEnv,
          },
          'platform',
        ),
      );
      // A large catalogue is seeded before the platform listens: about half a second of CPU per thousand
      // products, several seconds of waiting per thousand on a busy machine.
      const products = Number(options.platformEnv?.PLATFORM_DEMO_PRODUCTS ?? 0) || 0;
      platformPid = children.at(-1)!.pid;
      await waitForHttp(`${platformURL}/health`, 30_000 + products * 6);
    }
    const storefrontPlatformURL = options.inFront ? await options.inFront(platformURL) : platformURL;
    const mailOutboxDir = join(platformDataDir, 'storefront-outbox');
    const storefronts: { baseURL: string; pid: number }[] = [];
    for (let index = 0; index < (options.storefronts ?? 1); index += 1) {
      const port = await freePort();
      const baseURL = `http://127.0.0.1:${port}`;
      const storefront = startProcess(
        options.storefrontScript ?? 'server/storefront.ts',
        {
          PORT: String(port),
          HOST: '127.0.0.1',
          PLATFORM_API_URL: storefrontPlatformURL,
          PRICE_TRACKER_URL: `${storefrontPlatformURL}/price-tracker`,
          APP_HOST: baseURL,
          MAIL_OUTBOX_DIR: mailOutboxDir,
          ...options.env,
        },
        index === 0 ? 'storefront' : `storefront-${index + 1}`,
        options.storefrontNodeArgs,
      );
      children.push(storefront);
      storefronts.push({ baseURL, pid: storefront.pid! });
    }
    await Promise.all(storefronts.map((storefront) => waitForHttp(`${storefront.baseURL}/robots.txt`)));
    const [first] = storefronts;
    const firstOutput = outputs.get(children.find((child) => child.pid === first!.pid)!)!;
    return {
      baseURL: first!.baseURL,
      platformURL,
      platformDataDir,
      mailOutboxDir,
      storefrontPid: first!.pid,
      storefronts,
      ...(platformPid !== undefined && { platformPid }),
      storefrontOutput: () => firstOutput.text,
      stop,
    };
  } catch (error) {
    // A stack that failed to start leaves no process behind.
    await stop();
    throw error;
  }
}

// `npm start`: build when needed, start the embedded platform (unless PLATFORM_API_URL
// points at a real one), wait until it is healthy, then start the storefront. Ctrl-C stops both.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv, EnvError } from '../src/lib/env.ts';
import { STOREFRONT_NODE_FLAGS } from '../server/node-flags.ts';

const root = new URL('../', import.meta.url).pathname;
const builtEntry = join(root, 'dist/server/entry.mjs');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

function buildIsStale(): boolean {
  if (!existsSync(builtEntry)) return true;
  const built = statSync(builtEntry).mtimeMs;
  const sources = ['src', 'public', 'integrations', 'astro.config.ts', 'package-lock.json'];
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

async function waitForHealth(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The embedded platform did not become healthy at ${url} within ${timeoutMs / 1000} s.`);
}

const children: ChildProcess[] = [];
function run(file: string, env: NodeJS.ProcessEnv, nodeArgs: readonly string[] = []): ChildProcess {
  const child = spawn(process.execPath, [...nodeArgs, join(root, file)], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${file} exited with code ${code}; stopping.`);
      stop(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0): void {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const embedded = !process.env.PLATFORM_API_URL;
const platformPort = process.env.PLATFORM_PORT ?? '4322';
const platformURL = process.env.PLATFORM_API_URL ?? `http://127.0.0.1:${platformPort}`;
let config;
try {
  config = parseEnv({ ...process.env, PLATFORM_API_URL: platformURL });
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

if (buildIsStale()) {
  console.log('Building the storefront…');
  const result = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The embedded platform tells the storefront what changed through Heseya's webhooks: a webhook to the
// storefront's receiver, registered at every start with a secret made for this run alone (never printed),
// which the storefront checks each webhook's Signature with. A real platform's webhook is the operator's
// to register (docs/real-platform.md).
const storefrontHost = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST === '::' ? '::1' : config.HOST;
// A storefront on any free port (PORT=0) has no address to register beforehand: it relies on its caches' expiry.
const webhookSecret = embedded && config.PORT !== 0 ? randomBytes(32).toString('hex') : undefined;

if (embedded) {
  const webhookHost = storefrontHost.includes(':') ? `[${storefrontHost}]` : storefrontHost;
  // Outside demo mode the platform sends webhooks to loopback only to hosts it is told to.
  const allowedHosts = [process.env.PLATFORM_WEBHOOK_ALLOWED_HOSTS, storefrontHost].filter(Boolean).join(',');
  // The storefront sends each shopper's address as X-Forwarded-For; the platform (on loopback) counts its throttles by it.
  run('platform/server.ts', {
    PLATFORM_DEMO: process.env.PLATFORM_DEMO ?? '1',
    PLATFORM_TRUST_PROXY: process.env.PLATFORM_TRUST_PROXY ?? '1',
    PLATFORM_PORT: platformPort,
    PLATFORM_PUBLIC_URL: process.env.PLATFORM_PUBLIC_URL ?? platformURL,
    ...(webhookSecret && {
      PLATFORM_STOREFRONT_WEBHOOK_URL: `http://${webhookHost}:${config.PORT}/api/webhooks/platform`,
      PLATFORM_STOREFRONT_WEBHOOK_SECRET: webhookSecret,
    }),
    PLATFORM_WEBHOOK_ALLOWED_HOSTS: allowedHosts,
  });
  await waitForHealth(`${platformURL}/health`);
  console.log(`Embedded platform: ${platformURL}`);
}

const priceTrackerURL = config.PRICE_TRACKER_URL ?? (embedded ? `${platformURL}/price-tracker` : undefined);
run(
  'server/storefront.ts',
  {
    PLATFORM_API_URL: platformURL,
    ...(priceTrackerURL && { PRICE_TRACKER_URL: priceTrackerURL }),
    ...(webhookSecret && { PLATFORM_WEBHOOK_SECRET: webhookSecret }),
  },
  STOREFRONT_NODE_FLAGS,
);
console.log(`Storefront: http://${config.HOST}:${config.PORT}`);

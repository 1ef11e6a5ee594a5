// A Redis server of Debian's package (scripts/ensure-redis.ts) for one test: a fresh empty config in a
// temp dir, loopback only, a free port, nothing persisted. A non-daemon child, stopped with the test.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { REDIS_SERVER_PATH } from '../../scripts/ensure-redis.ts';
import { freePort } from './stack.ts';

export interface RedisServer {
  /** redis://127.0.0.1:<port> */
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'redis-e2e-'));
  const port = await freePort();
  const config = join(dir, 'redis.conf');
  writeFileSync(config, '');
  const child: ChildProcess = spawn(
    REDIS_SERVER_PATH,
    [config, '--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--logfile', ''],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const log = (chunk: Buffer) => {
    if (process.env.E2E_VERBOSE) process.stderr.write(`[redis] ${chunk}`);
  };
  child.stdout?.on('data', log);
  child.stderr?.on('data', log);
  const url = `redis://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 3000).unref();
    });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => {});
    try {
      await client.connect();
      if ((await client.ping()) === 'PONG') return { url, stop };
    } catch (error) {
      if (Date.now() > deadline || child.exitCode !== null) {
        await stop();
        throw new Error(`redis-server did not come up on ${url}: ${String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      client.disconnect();
    }
  }
}

// Makes sure Debian's redis-server is present for e2e/hostile/shared-limits.spec.ts (the storefront's
// shared rate limits, RATE_LIMIT_REDIS_URL), as scripts/ensure-nginx.ts does for nginx: apt-get when
// missing and running as root. The package's own service is not used: the test starts its own server.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export function ensureRedis(): void {
  if (existsSync(REDIS_SERVER_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `redis-server is missing at ${REDIS_SERVER_PATH}. Install Debian's package: sudo apt-get install -y redis-server (or set REDIS_SERVER_PATH).`,
    );
  }
  console.log('Installing Debian redis-server for the end-to-end tests…');
  // RUNLEVEL=1: the package's service is not started by the install.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'redis-server'], { stdio: 'inherit', env });
  if (!existsSync(REDIS_SERVER_PATH)) throw new Error(`apt-get installed redis-server, yet ${REDIS_SERVER_PATH} is missing.`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureRedis();

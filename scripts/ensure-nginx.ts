// Makes sure Debian's nginx (and its brotli modules) is present for e2e/nginx.spec.ts, as
// scripts/ensure-chromium.ts does for the browser: apt-get when missing and running as root.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Debian 12's packages: nginx itself and the two brotli modules (deploy/nginx/brotli*.conf). */
const PACKAGES = ['nginx', 'libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static'];

export function ensureNginx(): void {
  if (existsSync(NGINX_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`nginx is missing at ${NGINX_PATH}. Install Debian's packages: sudo apt-get install -y ${PACKAGES.join(' ')} (or set NGINX_PATH).`);
  }
  console.log('Installing Debian nginx for the end-to-end tests…');
  // The package's service is never started (the tests run their own nginx on a free port).
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], { stdio: 'inherit', env });
  } catch {
    // A distribution without the brotli modules: nginx alone (gzip and the .gz files; e2e/support/nginx.ts adapts).
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env });
  }
  if (!existsSync(NGINX_PATH)) throw new Error(`apt-get installed nginx, yet ${NGINX_PATH} is missing.`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureNginx();

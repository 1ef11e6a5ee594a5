// Makes sure Debian's Chromium is present for the end-to-end tests: never a browser download.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  console.log('Installing Debian chromium for the end-to-end tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get installed chromium, yet ${CHROMIUM_PATH} is missing.`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();

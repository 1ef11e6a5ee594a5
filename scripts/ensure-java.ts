// Makes sure Debian's Java runtime is present for e2e/html-validity.spec.ts, which runs the W3C Nu HTML
// checker (the vnu-jar dev dependency's vnu.jar), as scripts/ensure-chromium.ts does for Chromium:
// apt-get when missing and running as root; never a runtime download of its own.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export const JAVA_PATH = process.env.JAVA_PATH ?? '/usr/bin/java';

export function ensureJava(): void {
  if (existsSync(JAVA_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Java is missing at ${JAVA_PATH}. Install Debian's package: sudo apt-get install -y default-jre-headless (or set JAVA_PATH).`);
  }
  console.log('Installing Debian default-jre-headless for the HTML checker…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'default-jre-headless'], { stdio: 'inherit', env });
  if (!existsSync(JAVA_PATH)) throw new Error(`apt-get installed default-jre-headless, yet ${JAVA_PATH} is missing.`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureJava();

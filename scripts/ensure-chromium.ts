// Makes sure Debian's Chromium is present: never a browser download. Two builds of the same Chromium:
// - the end-to-end tests drive `chromium-headless-shell`, Chromium's headless build for automation (the
//   same engine without the browser's window and user interface; what Playwright itself runs headless).
//   It costs about half the CPU of the full browser per test on a 2-core machine (docs/benchmark.md).
// - the benchmark measures in `chromium`, the browser a shopper runs (Lighthouse, navigation, INP).
// `node scripts/ensure-chromium.ts` installs both.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

interface DebianBrowser {
  /** Debian's package. */
  package: string;
  /** Where it puts the executable, or the environment variable's path. */
  path: string;
  /** The environment variable that points at another executable. */
  variable: string;
}

/** The browser of the end-to-end tests (playwright.config.ts, e2e/support/devtools.ts). */
export const TEST_BROWSER: DebianBrowser = {
  package: 'chromium-headless-shell',
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  variable: 'CHROMIUM_PATH',
};

/** The browser of the benchmark (scripts/bench.ts). */
export const BENCH_BROWSER: DebianBrowser = {
  package: 'chromium',
  path: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  variable: 'CHROME_PATH',
};

export function ensureChromium(browser: DebianBrowser = TEST_BROWSER): void {
  if (existsSync(browser.path)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${browser.path}. Install Debian's package: sudo apt-get install -y ${browser.package} (or set ${browser.variable}).`,
    );
  }
  console.log(`Installing Debian ${browser.package}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', browser.package], { stdio: 'inherit', env });
  if (!existsSync(browser.path)) throw new Error(`apt-get installed ${browser.package}, yet ${browser.path} is missing.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureChromium(TEST_BROWSER);
  ensureChromium(BENCH_BROWSER);
}

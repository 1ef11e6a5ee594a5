import { defineConfig } from '@playwright/test';
import { TEST_BROWSER } from './scripts/ensure-chromium.ts';

// The 100 000-product sitemap spec seeds its own platform for minutes on one core: it goes to a worker
// first, so that the other worker runs the rest of the suite meanwhile instead of both waiting on it at
// the end (projects are dispatched in this order; tests and their fixtures are the same either way).
const LARGE = /sitemap-large\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    launchOptions: {
      // Debian's Chromium, its headless build (scripts/ensure-chromium.ts).
      executablePath: TEST_BROWSER.path,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
    // Recording a trace of every test nearly doubles the suite's time on a 2-core machine; a failure
    // still leaves its page snapshot (error-context.md). For a trace: `npx playwright test --trace on <spec>`.
    trace: 'off',
  },
  projects: [
    { name: 'large catalogue', testMatch: LARGE },
    { name: 'e2e', testIgnore: [LARGE] },
  ],
});

import { defineConfig } from 'vitest/config';

/**
 * Test files of pure rules and message catalogues: modules without state of their own (a few memoised
 * formatters) and tests that mock and stub nothing. They share their workers' module graph instead of
 * importing it afresh for every file; every other file keeps Vitest's isolation.
 */
const SHARED_MODULES = [
  'src/lib/commerce/**/*.test.ts',
  'src/i18n/**/*.test.ts',
  'src/lib/analytics/**/*.test.ts',
  'src/lib/consent/**/*.test.ts',
  'src/lib/prefetch/**/*.test.ts',
  'src/routes/checkout/**/*.test.ts',
];

export default defineConfig({
  test: {
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    testTimeout: 20_000,
    // One worker per core: left alone, Vitest keeps one core free, which on a 2-core machine runs every
    // isolated file one after another.
    maxWorkers: '100%',
    projects: [
      { extends: true, test: { name: 'pure', include: SHARED_MODULES, isolate: false } },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'platform/**/*.test.ts',
            'scripts/**/*.test.ts',
            'server/**/*.test.ts',
            'integrations/**/*.test.ts',
          ],
          exclude: ['e2e/**', 'node_modules/**', 'dist/**', ...SHARED_MODULES],
        },
      },
    ],
    // The commerce rules' own tests (the 'pure' project) cover them: `npm test` measures coverage in that
    // project's run alone (scripts/test.ts), so no other test file runs under V8's coverage counters.
    coverage: {
      provider: 'v8',
      include: ['src/lib/commerce/**/*.ts'],
      exclude: ['src/lib/commerce/**/*.test.ts', 'src/lib/commerce/**/fixtures/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 95 },
    },
  },
});

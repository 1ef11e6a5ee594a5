import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'platform/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts', 'integrations/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    testTimeout: 20_000,
    coverage: {
      provider: 'v8',
      include: ['src/lib/commerce/**/*.ts'],
      exclude: ['src/lib/commerce/**/*.test.ts', 'src/lib/commerce/**/fixtures/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 95 },
    },
  },
});

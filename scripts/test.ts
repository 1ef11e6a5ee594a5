// `npm test`: the type check of every file, .astro templates included (`astro check`), the layer rules
// (scripts/layers.ts: dependency-cruiser over the tree, .astro files included), Biome's format and lint check
// (biome.jsonc; a warning fails it too), unit and
// contract tests (Vitest, with coverage), then a fresh build and the end-to-end tests (Playwright in
// Debian's Chromium; e2e/nginx.spec.ts in Debian's nginx; e2e/html-validity.spec.ts in Debian's Java). Ends with one line 'N passed, N failed'.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.ts';
import { ensureJava } from './ensure-java.ts';
import { ensureNginx } from './ensure-nginx.ts';
import { ensureRedis } from './ensure-redis.ts';
import { checkLayers } from './layers.ts';

const reports = mkdtempSync(join(tmpdir(), 'storefront-test-'));
const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

let passed = 0;
let failed = 0;
let exitCode = 0;

// Type check: .astro files like the rest (counts as one check; an error or a warning fails the run)
const checkCode = run('astro', ['check', '--minimumSeverity', 'warning', '--minimumFailingSeverity', 'warning']);
if (checkCode === 0) passed += 1;
else {
  failed += 1;
  exitCode ||= checkCode;
}

// Layers: the rules of .dependency-cruiser.cjs (counts as one check; any violation fails the run)
const layersCode = checkLayers('.');
if (layersCode === 0) passed += 1;
else {
  failed += 1;
  exitCode ||= 1;
}

// Format and lint: Biome over the files biome.jsonc includes (counts as one check; a difference from the
// format, an error or a warning fails the run)
const biomeCode = run('biome', ['ci', '--error-on-warnings', '.']);
if (biomeCode === 0) passed += 1;
else {
  failed += 1;
  exitCode ||= biomeCode;
}

// Unit + contract
const vitestJson = join(reports, 'vitest.json');
// Every phase runs whatever the one before it gave (`exitCode ||= run(…)` would skip it once one failed).
const vitestCode = run('vitest', ['run', '--coverage', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
exitCode ||= vitestCode;
try {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  passed += r.numPassedTests;
  failed += r.numFailedTests;
} catch {
  failed += 1;
  exitCode ||= 1;
}

// End to end. The build, Playwright's workers and every stack's platform and storefront start the same
// code over and over: Node's compile cache (keyed by each file's contents) keeps its compiled form.
if (process.env.SKIP_E2E !== '1') {
  process.env.NODE_COMPILE_CACHE ??= join(tmpdir(), 'node-compile-cache');
  ensureChromium();
  ensureJava(); // e2e/html-validity.spec.ts (the W3C Nu HTML checker)
  ensureNginx(); // e2e/nginx.spec.ts
  ensureRedis(); // e2e/hostile/shared-limits.spec.ts
  const buildCode = run('astro', ['build']);
  if (buildCode !== 0) {
    failed += 1;
    exitCode ||= buildCode;
  } else {
    const pwJson = join(reports, 'playwright.json');
    const playwrightCode = run('playwright', ['test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson });
    exitCode ||= playwrightCode;
    try {
      const r = JSON.parse(readFileSync(pwJson, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
      passed += r.stats.expected + r.stats.flaky;
      failed += r.stats.unexpected;
    } catch {
      failed += 1;
      exitCode ||= 1;
    }
  }
}

rmSync(reports, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed > 0 ? 1 : 0));

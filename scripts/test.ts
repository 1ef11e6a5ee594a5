// `npm test`: the type check of every file, .astro templates included (`astro check`), the layer rules
// (scripts/layers.ts: dependency-cruiser over the tree, .astro files included), Biome's format and lint check
// (biome.jsonc; a warning fails it too), unit and
// contract tests (Vitest, with coverage), then a fresh build and the end-to-end tests (Playwright in
// Debian's headless Chromium, scripts/ensure-chromium.ts; e2e/nginx.spec.ts in Debian's nginx; e2e/html-validity.spec.ts in Debian's Java;
// the blog's specs against a real Directus, scripts/ensure-directus.ts). Ends with one line 'N passed, N failed'.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.ts';
import { ensureDirectusPrerequisites } from './ensure-directus.ts';
import { ensureJava } from './ensure-java.ts';
import { ensureNginx } from './ensure-nginx.ts';
import { ensureRedis } from './ensure-redis.ts';
import { checkLayers } from './layers.ts';

const reports = mkdtempSync(join(tmpdir(), 'storefront-test-'));
const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

// SKIP_E2E=1: the checks and Vitest only, with nothing installed.
const endToEnd = process.env.SKIP_E2E !== '1';

let passed = 0;
let failed = 0;
let exitCode = 0;

// Directus for the blog's end-to-end specs: installed outside the repository when missing (minutes on a
// new machine; a check of a few files otherwise), in a process of its own beside the type check and the
// unit tests, and waited for before Playwright. Its output goes to a file, shown only when it fails.
const directusLog = join(reports, 'ensure-directus.log');
const directusStarted = Date.now();
// Debian's build tools (when the install is missing) first, so that apt-get never runs twice at once.
if (endToEnd) {
  try {
    ensureDirectusPrerequisites();
  } catch {
    // Not root and a tool missing: the install below fails with the same message, shown before Playwright.
  }
}
const directusInstall = endToEnd
  ? new Promise<number>((resolve) => {
      const out = openSync(directusLog, 'w');
      const child = spawn(process.execPath, ['scripts/ensure-directus.ts'], { stdio: ['ignore', out, out] });
      closeSync(out);
      child.once('error', () => resolve(1));
      child.once('exit', (code) => resolve(code ?? 1));
    })
  : undefined;
// Debian's browser and servers (apt-get, as root, when missing), while Directus installs, and before any test:
// Vitest's scripts/nginx-demo.test.ts runs the real nginx too, and would skip on a new machine without it.
if (endToEnd) {
  ensureChromium();
  ensureJava(); // e2e/html-validity.spec.ts (the W3C Nu HTML checker)
  ensureNginx(); // scripts/nginx-demo.test.ts, e2e/nginx.spec.ts
  ensureRedis(); // e2e/hostile/shared-limits.spec.ts
}

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

// Unit + contract: coverage is reported for the pure rules of src/lib/commerce (vitest.config.ts), and their own
// tests (the 'pure' project) cover them; measuring it in that project alone spares every other file V8's
// coverage counters. Both runs go on whatever the other gave.
for (const [project, coverage] of [
  ['pure', ['--coverage']],
  ['isolated', []],
] as const) {
  const vitestJson = join(reports, `vitest-${project}.json`);
  const vitestCode = run('vitest', ['run', '--project', project, ...coverage, '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
  exitCode ||= vitestCode;
  try {
    const r = JSON.parse(readFileSync(vitestJson, 'utf8')) as { numPassedTests: number; numFailedTests: number };
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  } catch {
    failed += 1;
    exitCode ||= 1;
  }
}

// End to end. The build, Playwright's workers and every stack's platform and storefront start the same
// code over and over: Node's compile cache (keyed by each file's contents) keeps its compiled form.
if (endToEnd) {
  process.env.NODE_COMPILE_CACHE ??= join(tmpdir(), 'node-compile-cache');
  const directusCode = (await directusInstall) ?? 0;
  if (directusCode === 0) {
    console.log(
      `[directus] ready for the e2e specs (${Math.round((Date.now() - directusStarted) / 1000)} s after the start of the test command, beside the checks)`,
    );
  } else {
    console.error(`[directus] could not be installed (scripts/ensure-directus.ts exited with ${directusCode}):\n${readFileSync(directusLog, 'utf8')}`);
    failed += 1;
    exitCode ||= directusCode;
  }
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

// `npm run bench`: builds if needed, starts a fresh embedded platform and the built storefront
// on free ports, warms them up, then measures the budgets (docs/benchmark.md#budgets) on this machine:
// Lighthouse mobile and JS bytes of home, a category, a product, a content page and the blog,
// SSR vs static requests/s of the product page, and load and soak (scripts/bench-load.ts: product,
// category and the cart action under 200 connections, the storefront's memory after a rest). Writes
// bench/reports/latest.json and prints a table with pass/miss per figure. Not part of `npm test`.
//
//   npm run bench -- [--runs 3] [--connections 10] [--duration 10] [--out bench/reports/latest.json]
//                    [--only pages|throughput|load|nginx|scale|navigation|inp|live] [--page-kinds home,content]
//                    [--load-connections 200] [--load-duration 60] [--load-rest 60]
//                    [--load-env NAME=VALUE …] (the load phase's storefront environment)
//                    [--nginx-connections 50] [--nginx-duration 10] [--inp-repetitions 5]
//                    [--lighthouse-cpu calibrated|4] [--inp-cpu calibrated|6]
//   --lighthouse-cpu, --inp-cpu: the CPU slowdown. 'calibrated' (the default) measures the host's benchmarkIndex
//   before each Lighthouse run and each page of the interaction phase and slows it to the phone the budgets stand
//   for (lighthouseCpuSlowdown in scripts/bench-budgets.ts); a number fixes the multiplier (e.g. 4, Lighthouse's
//   default), for comparing with figures taken that way.
//   --only pages | throughput | load | nginx | scale | navigation | inp | live: only that phase; its figures replace its key
//   of the report (`pages`, `throughput`, `load`, `nginx`, `scale`, `navigation`, `inp`, `live`; the other keys stay as the last
//   full run wrote them). The throughput phase alone starts a fresh stack of its own and warms its pages up
//   first. The nginx phase (scripts/bench-nginx.ts)
//   needs Debian's nginx (scripts/ensure-nginx.ts).
//   --only scale [--scale-sizes 46,10000,100000] [--scale-sequential 30] [--scale-connections 4]
//   [--scale-duration 5]: the scale phase (scripts/bench-scale.ts: latency and memory with 46,
//   10 000 and 100 000 products, caches off), its figures in the report's `scale` key.
//   --only navigation [--navigation-runs 5] [--navigation-dwell 2000]: click to largest contentful paint,
//   category → product, on the throttled mobile profile (scripts/bench-navigation.ts), key `navigation`.
//   --only inp: Interaction to Next Paint on a slow phone (scripts/bench-inp.ts: six interactions, the CPU
//   one and a half times slower than Lighthouse's phone, real input, Event Timing in the page), each judged
//   against INP_BUDGETS (scripts/bench-budgets.ts).
//   --only pages [--page-kinds home,content]: Lighthouse (performance, accessibility, best practices, SEO) and
//   the JavaScript of the pages (scripts/bench-pages.ts), or of the kinds named, on a stack of its own; key `pages`.
//   --only live [--live-changes 30] [--live-interval 20]: changes live in seconds (scripts/bench-live.ts: two processes
//   behind nginx sharing Redis, the platform's own webhook; a content page changed N times, a hidden page made
//   public, a price), ms from the admin API's answer until each process and nginx show it, key `live`. Not part of
//   the full run (it needs Redis: scripts/ensure-redis.ts, and nginx).
//   CHROME_PATH (default /usr/bin/chromium); BENCH_BUILD_LOCK=<file> wraps a needed build in flock.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startStack, type Stack } from '../e2e/support/stack.ts';
import {
  BUDGETS,
  INP_BUDGETS,
  LOAD_BUDGETS,
  formatTable,
  judgeCacheHit,
  judgeFullRender,
  judgeHtmlSize,
  inpFigures,
  judgeInteraction,
  judgeLive,
  type InpFigures,
  type InpRepetition,
  type InpSummary,
  judgeLoadRun,
  judgeNavigation,
  judgeMemory,
  judgePage,
  medianFigures,
  totalScriptBytes,
  type Check,
  type LighthouseFigures,
  type PageKind,
  type ScriptFile,
  type IntegrationsState,
} from './bench-budgets.ts';
import { startLighthouse, type LighthouseRun } from './bench-lighthouse.ts';
import { parseCpuSlowdown, type CpuSlowdown, type CpuSlowdownSetting } from './bench-host-cpu.ts';
import { loadAndSoak, type MemoryPoint, type PeakPoint, type V8Memory } from './bench-load.ts';
import { discoverPages } from './bench-pages.ts';
import { signedInCookie, ssrAgainstStatic, type FullRenderTarget, type LoadResult } from './bench-throughput.ts';
import { STOREFRONT_NODE_FLAGS } from '../server/node-flags.ts';
import { nginxAgainstOneProcess, type NginxFigures } from './bench-nginx.ts';
import { BENCH_BROWSER } from './ensure-chromium.ts';
import { NGINX_PATH } from './ensure-nginx.ts';
import { measureNavigation, type NavigationFigures } from './bench-navigation.ts';
import { FLOOR_PATH, measureInteractions } from './bench-inp.ts';
import { measureLive, ADDRESSES, type LiveFigures } from './bench-live.ts';
import { REDIS_SERVER_PATH } from './ensure-redis.ts';
import { judgeScale, scaleRun, SCALE_FACTOR, SCALE_SIZES, type ScaleCheck, type ScaleRun, type ScaleSettings } from './bench-scale.ts';

const root = new URL('../', import.meta.url).pathname;

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** What each Lighthouse run measured of the host, and the CPU slowdown it simulated. */
type HostRuns = Array<Pick<LighthouseRun, 'benchmarkIndex' | 'cpuSlowdown'>>;

/** The host over a phase's Lighthouse runs: its benchmarkIndex (Lighthouse's own, median) and the slowdowns used. */
function hostSummary(hosts: HostRuns) {
  const rates = hosts.map((host) => host.cpuSlowdown.rate).sort((a, b) => a - b);
  return {
    lighthouseBenchmarkIndex: hosts.length ? Math.round(medianOf(hosts.map((host) => host.benchmarkIndex))) : null,
    lighthouseCpuSlowdown: rates.length ? { min: rates[0]!, median: medianOf(rates), max: rates.at(-1)! } : null,
  };
}

function describeHost(summary: ReturnType<typeof hostSummary>): string {
  const slowdown = summary.lighthouseCpuSlowdown;
  const range = !slowdown ? '—' : slowdown.min === slowdown.max ? `${slowdown.min}×` : `${slowdown.min}–${slowdown.max}× (median ${slowdown.median}×)`;
  return `Lighthouse benchmarkIndex ${summary.lighthouseBenchmarkIndex ?? '—'}, CPU slowdown ${range}${lighthouseCpu === 'calibrated' ? ' calibrated to the host' : ''}`;
}
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    out: { type: 'string', default: 'bench/reports/latest.json' },
    only: { type: 'string' },
    'load-connections': { type: 'string', default: String(LOAD_BUDGETS.connections) },
    'load-duration': { type: 'string', default: String(LOAD_BUDGETS.durationSeconds) },
    'load-rest': { type: 'string', default: String(LOAD_BUDGETS.restSeconds) },
    // NAME=VALUE for the load phase's storefront (e.g. PAGE_CACHE_MEMORY_MB=16, MALLOC_ARENA_MAX=2).
    'load-env': { type: 'string', multiple: true, default: [] },
    'nginx-connections': { type: 'string', default: '50' },
    'nginx-duration': { type: 'string', default: '10' },
    'scale-sizes': { type: 'string', default: SCALE_SIZES.join(',') },
    'scale-sequential': { type: 'string', default: '30' },
    'scale-connections': { type: 'string', default: '4' },
    'scale-duration': { type: 'string', default: '5' },
    'navigation-runs': { type: 'string', default: '5' },
    'navigation-dwell': { type: 'string', default: '2000' },
    'inp-repetitions': { type: 'string', default: String(INP_BUDGETS.repetitions) },
    'inp-cpu': { type: 'string', default: 'calibrated' },
    'lighthouse-cpu': { type: 'string', default: 'calibrated' },
    'page-kinds': { type: 'string' },
    'live-changes': { type: 'string', default: '30' },
    'live-interval': { type: 'string', default: '20' },
  },
});
/** The phases that run alone (`--only`), each writing its own key of the report. */
const PHASES_ALONE = ['pages', 'throughput', 'load', 'nginx', 'scale', 'navigation', 'inp', 'live'] as const;
type PhaseAlone = (typeof PHASES_ALONE)[number];
if (args.only !== undefined && !PHASES_ALONE.includes(args.only as PhaseAlone)) {
  throw new Error(`--only ${args.only}: the phases that run alone are ${PHASES_ALONE.map((phase) => `"${phase}"`).join(', ')}`);
}
const scaleSettings: ScaleSettings = {
  sizes: args['scale-sizes']!.split(',').map((n) => Number(n.trim())),
  sequential: Number(args['scale-sequential']),
  connections: Number(args['scale-connections']),
  durationSeconds: Number(args['scale-duration']),
};
if (!scaleSettings.sizes.every((n) => Number.isInteger(n) && n >= 46 && n <= 1_000_000) || scaleSettings.sizes[0] !== Math.min(...scaleSettings.sizes)) {
  throw new Error('--scale-sizes: whole numbers from 46 to 1000000, the smallest first (the others are judged against it)');
}
if (![scaleSettings.sequential, scaleSettings.connections, scaleSettings.durationSeconds].every((n) => Number.isInteger(n) && n > 0)) {
  throw new Error('--scale-sequential, --scale-connections and --scale-duration: positive whole numbers');
}
const liveSettings = { changes: Number(args['live-changes']), intervalMs: Number(args['live-interval']), giveUpMs: 30_000 };
if (!Number.isInteger(liveSettings.changes) || liveSettings.changes < 1 || !Number.isInteger(liveSettings.intervalMs) || liveSettings.intervalMs < 1) {
  throw new Error('--live-changes and --live-interval: positive whole numbers');
}
const inpSettings = { repetitions: Number(args['inp-repetitions']), cpuSlowdown: parseCpuSlowdown('inp-cpu', args['inp-cpu']!) };
if (!Number.isInteger(inpSettings.repetitions) || inpSettings.repetitions < 1) throw new Error('--inp-repetitions: a positive whole number');
const lighthouseCpu = parseCpuSlowdown('lighthouse-cpu', args['lighthouse-cpu']!);
const soakEnv = Object.fromEntries(
  args['load-env']!.map((pair) => {
    const at = pair.indexOf('=');
    if (at < 1) throw new Error(`--load-env ${pair}: expected NAME=VALUE`);
    return [pair.slice(0, at), pair.slice(at + 1)];
  }),
);
const soak = { connections: Number(args['load-connections']), durationSeconds: Number(args['load-duration']), restSeconds: Number(args['load-rest']) };
const runs = Math.max(1, Number(args.runs));
const load = { connections: Number(args.connections), durationSeconds: Number(args.duration), warmupSeconds: 3 };
const chromePath = BENCH_BROWSER.path;

function newestSourceTime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestSourceTime(join(path, name))));
}

function buildIfNeeded(): void {
  const entry = join(root, 'dist/server/entry.mjs');
  const sources = ['src', 'public', 'integrations', 'astro.config.ts', 'package-lock.json'].map((p) => join(root, p)).filter(existsSync);
  if (existsSync(entry) && statSync(entry).mtimeMs >= Math.max(...sources.map(newestSourceTime))) return;
  console.log('Building the storefront (dist/ is missing or older than the sources)…');
  const astro = join(root, 'node_modules/.bin/astro');
  const lock = process.env.BENCH_BUILD_LOCK;
  const [command, commandArgs] = lock ? ['flock', [lock, astro, 'build']] : [astro, ['build']];
  const result = spawnSync(command, commandArgs as string[], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('astro build failed');
}

function commandOutput(command: string, commandArgs: string[]): string {
  try {
    return execFileSync(command, commandArgs, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

interface PageReport {
  kind: PageKind;
  /** What sets the page apart from the other pages of its kind (scripts/bench-pages.ts). */
  variant?: string | undefined;
  /** Measured on a storefront with every optional integration configured (bench: integrations). */
  integrations?: IntegrationsState;
  path: string | null;
  available: boolean;
  reason?: string;
  /** The median of the runs, and the median CPU slowdown they simulated. */
  lighthouse?: LighthouseFigures & { runs: number; cpuSlowdown: number };
  lighthouseError?: string;
  jsFiles?: ScriptFile[];
  jsTransferBytes?: number;
  frameworkIslands?: number;
  checks?: Check[];
}

/**
 * Every optional integration configured (made-up ids; the vendors are not reachable from this machine,
 * so their scripts fail to load and their own cost is not in these figures: what is measured is the
 * shop's part, the consent, the queue, Partytown and the loaders). Home and product, before consent
 * (every budget of the page) and consented (Lighthouse ≥ 90), on a storefront of their own.
 */
const ALL_INTEGRATIONS = {
  GTM_ID: 'GTM-BENCH42',
  ANALYTICS_ID: 'G-BENCH42',
  ADS_CONVERSION_ID: 'AW-424242',
  SOCIAL_PIXEL_ID: '424242424242',
  EMAIL_MARKETING_ID: 'bench-edrone',
  PRICE_COMPARISON_SURVEY_ID: 'bench-ceneo',
  CALLBACK_WIDGET_ID: 'bench-callpage',
  REVIEW_WIDGET_CUSTOMER_ID: '424242',
  REVIEW_WIDGET_POPUP_TOKEN: 'bench-popup',
};

async function measureWithIntegrations(found: Awaited<ReturnType<typeof discoverPages>>, reports: PageReport[], hosts: HostRuns): Promise<void> {
  if (!existsSync(chromePath)) return;
  // The first home page and product page found (Polish).
  const targets = (['home', 'product'] as const).flatMap((kind) => found.find((page) => page.kind === kind && page.path && !page.unavailable) ?? []);
  if (targets.length === 0) return;
  console.log('Home and product with every optional integration configured…');
  const withTags = await startStack({ platformURL: stack.platformURL, env: ALL_INTEGRATIONS });
  const lighthouse = await startLighthouse(chromePath, lighthouseCpu);
  try {
    for (const page of targets) for (let i = 0; i < 3; i++) await fetch(`${withTags.baseURL}${page.path}`).then((r) => r.arrayBuffer());
    for (const state of ['before consent', 'consented'] as const) {
      await lighthouse.setCookie(withTags.baseURL, 'cookie_consent', state === 'consented' ? 'required.functional.analytics.ads' : null);
      for (const page of targets) {
        const url = `${withTags.baseURL}${page.path}`;
        const figures: LighthouseFigures[] = [];
        const cpuSlowdowns: number[] = [];
        let scripts: ScriptFile[] = [];
        for (let attempt = 0; figures.length < runs && attempt < runs + 2; attempt++) {
          try {
            // The consent cookie must stay, the files must not: each run loads the page as a first visit would.
            await lighthouse.clearCache();
            const run = await lighthouse.run(url, { keepStorage: true });
            if (figures.length === 0) scripts = run.scripts;
            figures.push(run.figures);
            cpuSlowdowns.push(run.cpuSlowdown.rate);
            hosts.push(run);
          } catch {
            // retried, as above
          }
        }
        const median = medianFigures(figures);
        if (!median) continue;
        const html = await fetch(url).then((r) => r.text());
        const frameworkIslands = (html.match(/<astro-island\b/g) ?? []).length;
        reports.push({
          kind: page.kind,
          integrations: state,
          path: page.path,
          available: true,
          lighthouse: {
            performance: median.performance,
            lcpMs: Math.round(median.lcpMs),
            tbtMs: Math.round(median.tbtMs),
            cls: Number(median.cls.toFixed(3)),
            runs: figures.length,
            cpuSlowdown: medianOf(cpuSlowdowns),
          },
          jsFiles: scripts.map((script) => ({
            ...script,
            url: script.url.startsWith(withTags.baseURL) ? script.url.slice(withTags.baseURL.length) : script.url,
          })),
          jsTransferBytes: totalScriptBytes(scripts),
          frameworkIslands,
          checks: judgePage(page.kind, { lighthouse: median, scripts, frameworkIslands }, state),
        });
        console.log(`  ${page.kind} ${page.path} (integrations, ${state}): performance ${median.performance}`);
      }
    }
  } finally {
    await lighthouse.close();
    await withTags.stop();
  }
}

const megabytes = (bytes: number) => Number((bytes / 2 ** 20).toFixed(1));
const megabytesOrNull = (bytes: number | null | undefined) => (bytes === null || bytes === undefined ? null : megabytes(bytes));
const v8Report = (usage: V8Memory | null) =>
  usage && {
    heapTotalMB: megabytes(usage.heapTotal),
    heapUsedMB: megabytes(usage.heapUsed),
    externalMB: megabytes(usage.external),
    arrayBuffersMB: megabytes(usage.arrayBuffers),
  };
/** One memory point of the report: the resident set and what explains it (bench/README.md, load and soak). */
const memoryReport = (point: MemoryPoint | PeakPoint) => ({
  rssMB: megabytes(point.rssBytes),
  anonymousMB: megabytesOrNull(point.anonymousBytes),
  // Anonymous memory outside the V8 heap: malloc (Node's native objects, buffers, zlib), ArrayBuffer backing stores, stacks.
  anonymousOutsideHeapMB: point.anonymousBytes !== null && point.asFound ? megabytes(point.anonymousBytes - point.asFound.heapTotal) : null,
  asFound: v8Report(point.asFound),
  ...('afterGc' in point && {
    afterGc: v8Report(point.afterGc),
    heapUsedAfterGcMB: megabytesOrNull(point.heapUsedBytes),
    pageCacheMB: megabytesOrNull(point.pageCacheBytes),
  }),
});

/** The load and soak phase on a stack of its own, as the report's `load` key. */
async function loadPhase(): Promise<LoadReport> {
  console.log(
    `Load and soak on a fresh stack: product, category and the cart action, ${soak.connections} connections × ${soak.durationSeconds} s each, then ${soak.restSeconds} s of rest…`,
  );
  const before = loadavg()[0]!;
  try {
    const figures = await loadAndSoak(soak, soakEnv);
    const { memory } = figures;
    return {
      available: true,
      ...soak,
      ...(Object.keys(soakEnv).length > 0 && { storefrontEnv: soakEnv }),
      loadAverage1mBefore: Number(before.toFixed(2)),
      loadAverage1mAfter: Number(loadavg()[0]!.toFixed(2)),
      runs: figures.runs.map(({ rssPeakBytes, ...run }) => ({ ...run, rssPeakMB: megabytes(rssPeakBytes) })),
      memory: {
        warm: memoryReport(memory.warm),
        peak: memoryReport(memory.peak),
        afterRuns: memoryReport(memory.afterRuns),
        afterRest: memoryReport(memory.afterRest),
      },
      checks: [...figures.runs.flatMap(judgeLoadRun), ...judgeMemory(memory.warm, memory.afterRest)],
    };
  } catch (error) {
    console.error(`Load and soak failed: ${String(error)}`);
    return { available: false, reason: String(error instanceof Error ? error.message : error) };
  }
}

interface LoadReport {
  available: boolean;
  reason?: string;
  connections?: number;
  durationSeconds?: number;
  loadAverage1mBefore?: number;
  loadAverage1mAfter?: number;
  runs?: Array<{
    kind: string;
    path: string;
    requestsPerSecond: number;
    latencyP50Ms: number;
    latencyP99Ms: number;
    non2xx: number;
    errors: number;
    errorCodes: Record<string, number>;
    cpuMsPerRequest: number;
    rssPeakMB: number;
  }>;
  memory?: Record<'warm' | 'peak' | 'afterRuns' | 'afterRest', ReturnType<typeof memoryReport>>;
  checks?: Check[];
}

function printLoad(loadReport: LoadReport): void {
  if (!loadReport.available) {
    console.log(`Load and soak: not available (${loadReport.reason})`);
    return;
  }
  const check = (metric: string) => loadReport.checks?.find((c) => c.metric === metric);
  const verdict = (c: Check | undefined) => (c ? (c.pass ? '✓' : '✗ MISS') : '');
  const rows = [
    [
      `load (${loadReport.connections} conn × ${loadReport.durationSeconds} s)`,
      'path',
      'req/s',
      'p50',
      'p99',
      'non-2xx',
      'socket errors',
      'CPU/request',
      'peak RSS',
    ],
  ];
  for (const run of loadReport.runs ?? []) {
    rows.push([
      run.kind,
      run.path,
      String(run.requestsPerSecond),
      `${run.latencyP50Ms} ms`,
      `${run.latencyP99Ms} ms ${verdict(check(`${run.kind}: p99`))}`,
      `${run.non2xx} ${verdict(check(`${run.kind}: errors`))}`,
      `${run.errors}${
        run.errors
          ? ` (${Object.entries(run.errorCodes)
              .map(([code, n]) => `${code} ${n}`)
              .join(', ')})`
          : ''
      }`,
      `${run.cpuMsPerRequest} ms`,
      `${run.rssPeakMB} MB`,
    ]);
  }
  console.log(`\n${formatTable(rows)}\n`);
  const memory = loadReport.memory!;
  const mbOrDash = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${value} MB`);
  const memoryRows = [
    ['storefront memory', 'RSS', 'anonymous (outside V8 heap)', 'V8 heap held / used', 'external (ArrayBuffers)', 'heap used after GC', 'page cache'],
  ];
  for (const [label, point] of [
    ['warm', memory.warm],
    ['peak during the runs', memory.peak],
    ['right after the runs', memory.afterRuns],
    ['after the rest', memory.afterRest],
  ] as const) {
    memoryRows.push([
      label,
      `${point.rssMB} MB`,
      point.anonymousMB === null ? '—' : `${point.anonymousMB} MB (${mbOrDash(point.anonymousOutsideHeapMB)})`,
      point.asFound ? `${point.asFound.heapTotalMB} / ${point.asFound.heapUsedMB} MB` : '—',
      point.asFound ? `${point.asFound.externalMB} MB (${point.asFound.arrayBuffersMB} MB)` : '—',
      mbOrDash(point.heapUsedAfterGcMB),
      mbOrDash(point.pageCacheMB),
    ]);
  }
  console.log(formatTable(memoryRows));
  for (const c of loadReport.checks?.filter((c) => c.metric.includes('after rest')) ?? [])
    console.log(`${c.metric}: ${c.value} → ${c.pass ? '✓' : '✗ MISS'} (budget ${c.budget})`);
  console.log(
    `Load average (1 min) ${loadReport.loadAverage1mBefore} → ${loadReport.loadAverage1mAfter} on ${cpus().length} CPUs: other work on the machine shares them.`,
  );
}

type NavigationReport =
  | (NavigationFigures & { checks: Check[]; loadAverage1mBefore: number; loadAverage1mAfter: number })
  | { available: false; reason: string };

/** The next page at once as the report's `navigation` key, on a stack of its own. */
async function navigationPhase(): Promise<NavigationReport> {
  if (!existsSync(chromePath)) return { available: false, reason: `no Chromium at ${chromePath} (node scripts/ensure-chromium.ts, or set CHROME_PATH)` };
  const settings = { runs: Number(args['navigation-runs']), dwellMs: Number(args['navigation-dwell']), cpuSlowdown: lighthouseCpu };
  const stack = await startStack();
  const before = loadavg()[0]!;
  try {
    const category = (await discoverPages(stack.baseURL, stack.platformURL)).find((page) => page.kind === 'category' && page.path && !page.unavailable);
    if (!category?.path) return { available: false, reason: 'no category page answered 200' };
    // Warm-up: the storefront's platform answers and its page cache (a shopper's click is rarely the site's first request).
    for (let i = 0; i < 2; i++) await fetch(`${stack.baseURL}${category.path}`).then((r) => r.arrayBuffer());
    console.log(
      `Click → largest contentful paint, ${category.path} → its products: ${settings.runs} runs, pointer resting ${settings.dwellMs} ms on the link…`,
    );
    const figures = await measureNavigation(chromePath, stack.baseURL, category.path, { ...settings, log: console.log });
    return {
      ...figures,
      checks: judgeNavigation(figures.runs),
      loadAverage1mBefore: Number(before.toFixed(2)),
      loadAverage1mAfter: Number(loadavg()[0]!.toFixed(2)),
    };
  } catch (error) {
    console.error(`The navigation phase failed: ${String(error)}`);
    return { available: false, reason: String(error instanceof Error ? error.message : error) };
  } finally {
    await stack.stop();
  }
}

function printNavigation(report: NavigationReport): void {
  if (!report.available) {
    console.log(`Next page (click → LCP): not available (${report.reason})`);
    return;
  }
  for (const check of report.checks) console.log(`${check.metric}: ${check.value} → ${check.pass ? '✓' : '✗ MISS'} (budget ${check.budget})`);
  console.log(`  ${report.profile}; pointer resting ${report.dwellMs} ms; load average (1 min) ${report.loadAverage1mBefore} → ${report.loadAverage1mAfter}`);
}

type LiveReport =
  | { available: false; reason: string }
  | ({ available: true; loadAverage1mBefore: number; loadAverage1mAfter: number; cpus: number; checks: Check[] } & LiveFigures);

/** The changes-live phase as the report's `live` key (scripts/bench-live.ts). */
async function livePhase(): Promise<LiveReport> {
  if (!existsSync(NGINX_PATH)) return { available: false, reason: `nginx is not installed at ${NGINX_PATH} (node scripts/ensure-nginx.ts)` };
  if (!existsSync(REDIS_SERVER_PATH)) return { available: false, reason: `Redis is not installed at ${REDIS_SERVER_PATH} (node scripts/ensure-redis.ts)` };
  console.log(
    `Changes live: two processes behind nginx sharing Redis, the platform's webhook; ${liveSettings.changes} changes of a content page, each address asked every ${liveSettings.intervalMs} ms…`,
  );
  const before = loadavg()[0]!;
  try {
    const figures = await measureLive(liveSettings);
    return {
      available: true,
      loadAverage1mBefore: Number(before.toFixed(2)),
      loadAverage1mAfter: Number(loadavg()[0]!.toFixed(2)),
      cpus: cpus().length,
      checks: [judgeLive(figures.contentChanges)],
      ...figures,
    };
  } catch (error) {
    console.error(`The changes-live phase failed: ${String(error)}`);
    return { available: false, reason: String(error instanceof Error ? error.message : error) };
  }
}

function printLive(report: LiveReport): void {
  if (!report.available) {
    console.log(`Changes live: not available (${report.reason})`);
    return;
  }
  const ms = (value: number) => (Number.isNaN(value) ? '—' : `${value} ms`);
  const rows = [[`content page changed ${report.contentChanges.length}×, from the PATCH's answer`, 'median', 'p90', 'max', 'never shown']];
  for (const row of report.summary) rows.push([row.address, ms(row.medianMs), ms(row.p90Ms), ms(row.maxMs), String(row.missed)]);
  console.log(`\n${formatTable(rows)}\n`);
  const once = [['once', ...ADDRESSES, 'everywhere']];
  for (const change of report.once)
    once.push([
      change.change,
      ...ADDRESSES.map((address) => (change.ms[address] === null ? 'never' : `${change.ms[address]} ms`)),
      change.everywhereMs === null ? 'never' : `${change.everywhereMs} ms`,
    ]);
  console.log(`${formatTable(once)}\n`);
  for (const check of report.checks) console.log(`${check.metric}: ${check.value} → ${check.pass ? '✓' : '✗ MISS'} (budget ${check.budget})`);
  console.log(
    `  asked every ${report.settings.intervalMs} ms; ${report.cpus} CPUs, load average (1 min) ${report.loadAverage1mBefore} → ${report.loadAverage1mAfter}`,
  );
}

/** The nginx phase as the report's `nginx` key. */
async function nginxPhase(): Promise<NginxReport> {
  if (!existsSync(NGINX_PATH)) return { available: false, reason: `nginx is not installed at ${NGINX_PATH} (node scripts/ensure-nginx.ts)` };
  const settings = { connections: Number(args['nginx-connections']), durationSeconds: Number(args['nginx-duration']) };
  console.log(`nginx with two storefront processes against one process alone: ${settings.connections} connections × ${settings.durationSeconds} s per run…`);
  const before = loadavg()[0]!;
  try {
    const figures = await nginxAgainstOneProcess(settings);
    return {
      available: true,
      ...settings,
      cpus: cpus().length,
      note: `${cpus().length} CPUs shared by the load generator, nginx and the storefront processes: two processes cannot double a figure on this machine.`,
      loadAverage1mBefore: Number(before.toFixed(2)),
      loadAverage1mAfter: Number(loadavg()[0]!.toFixed(2)),
      ...figures,
    };
  } catch (error) {
    console.error(`The nginx phase failed: ${String(error)}`);
    return { available: false, reason: String(error instanceof Error ? error.message : error) };
  }
}

interface ScaleReport {
  available: boolean;
  reason?: string;
  settings?: ScaleSettings;
  loadAverage1mBefore?: number;
  loadAverage1mAfter?: number;
  runs?: ScaleRun[];
  checks?: ScaleCheck[];
}

/** The scale phase: a stack per catalogue size, one after the other (scripts/bench-scale.ts). */
async function scalePhase(): Promise<ScaleReport> {
  console.log(
    `Scale: stacks with ${scaleSettings.sizes.join(', ')} products, caches off; ${scaleSettings.sequential} sequential requests and ${scaleSettings.connections} connections × ${scaleSettings.durationSeconds} s per row…`,
  );
  const before = loadavg()[0]!;
  try {
    const scaleRuns: ScaleRun[] = [];
    for (const size of scaleSettings.sizes) scaleRuns.push(await scaleRun(size, scaleSettings));
    return {
      available: true,
      settings: scaleSettings,
      loadAverage1mBefore: Number(before.toFixed(2)),
      loadAverage1mAfter: Number(loadavg()[0]!.toFixed(2)),
      runs: scaleRuns,
      checks: judgeScale(scaleRuns),
    };
  } catch (error) {
    console.error(`Scale failed: ${String(error)}`);
    return { available: false, reason: String(error instanceof Error ? error.message : error) };
  }
}

type NginxReport =
  | { available: false; reason: string }
  | ({
      available: true;
      connections: number;
      durationSeconds: number;
      cpus: number;
      note: string;
      loadAverage1mBefore: number;
      loadAverage1mAfter: number;
    } & NginxFigures);

function printNginx(report: NginxReport): void {
  if (!report.available) {
    console.log(`nginx: not available (${report.reason})`);
    return;
  }
  const rows = [[`nginx (${report.connections} conn × ${report.durationSeconds} s)`, 'request', 'served by', 'req/s', 'p50', 'p99', 'non-2xx', 'errors']];
  for (const run of report.runs)
    rows.push([
      `${run.page} ${run.path}`,
      run.request,
      run.via,
      String(run.requestsPerSecond),
      `${run.latencyP50Ms} ms`,
      `${run.latencyP99Ms} ms`,
      String(run.non2xx),
      String(run.errors),
    ]);
  console.log(`\n${formatTable(rows)}\n`);
  for (const ratio of report.ratios) console.log(`${ratio.page}, ${ratio.request}: nginx + two processes / one process = ${ratio.ratio}`);
  console.log(
    `nginx cache statuses: ${Object.entries(report.cacheStatuses)
      .map(([status, n]) => `${status} ${n}`)
      .join(', ')}`,
  );
  console.log(`${report.note} Load average (1 min) ${report.loadAverage1mBefore} → ${report.loadAverage1mAfter}.`);
}

function printScale(scaleReport: ScaleReport): void {
  if (!scaleReport.available) {
    console.log(`Scale: not available (${scaleReport.reason})`);
    return;
  }
  const rows = [
    [
      'products',
      'row',
      'status',
      'first request',
      'p50 (sequential)',
      'p99 (sequential)',
      'req/s (load)',
      'p50 / p99 (load)',
      `within ${SCALE_FACTOR}× of ${scaleReport.runs![0]!.products}`,
    ],
  ];
  for (const run of scaleReport.runs ?? []) {
    for (const row of run.rows) {
      const check = scaleReport.checks?.find((c) => c.products === run.products && c.kind === row.kind.replace(/page \d+/, 'deep page'));
      rows.push([
        String(run.products),
        row.kind,
        String(row.status),
        `${row.firstMs} ms`,
        `${row.sequentialP50Ms} ms`,
        `${row.sequentialP99Ms} ms`,
        String(row.loadRequestsPerSecond),
        `${row.loadP50Ms} / ${row.loadP99Ms} ms`,
        check ? `${check.pass ? '✓' : '✗'} ${check.ratio}×` : '—',
      ]);
    }
  }
  console.log(`\n${formatTable(rows)}\n`);
  const memoryRows = [['products', 'stack start (seed included)', 'platform RSS', 'storefront RSS']];
  for (const run of scaleReport.runs ?? [])
    memoryRows.push([String(run.products), `${run.startSeconds} s`, `${run.memory.platformRssMB ?? '—'} MB`, `${run.memory.storefrontRssMB} MB`]);
  console.log(formatTable(memoryRows));
  console.log(
    `Load average (1 min) ${scaleReport.loadAverage1mBefore} → ${scaleReport.loadAverage1mAfter} on ${cpus().length} CPUs: other work on the machine shares them.`,
  );
}

interface InpReport {
  available: boolean;
  reason?: string;
  cpuSlowdown?: CpuSlowdownSetting;
  repetitionsEach?: number;
  viewport?: string;
  loadAverage1mBefore?: number;
  loadAverage1mAfter?: number;
  interactions?: Array<{ kind: string; path: string; unavailable?: string; cpuSlowdown?: CpuSlowdown; summary: InpSummary | null; repetitions: unknown[] }>;
  /** The same tap on a page with nothing of the shop's (scripts/bench-inp.ts, measureFloor): the host's share, not judged. */
  floor?: { path: string; cpuSlowdown: CpuSlowdown; figures: InpFigures | null; repetitions: InpRepetition[] } | { unavailable: string };
  checks?: Check[];
}

/** The interaction phase on a stack of its own (scripts/bench-inp.ts), as the report's `inp` key. */
async function inpPhase(): Promise<InpReport> {
  if (!existsSync(chromePath)) return { available: false, reason: `no Chromium at ${chromePath} (node scripts/ensure-chromium.ts, or set CHROME_PATH)` };
  const slowdown = inpSettings.cpuSlowdown === 'calibrated' ? 'the CPU slowed to the phone calibrated to the host' : `CPU slowed ${inpSettings.cpuSlowdown}×`;
  console.log(`Interaction to Next Paint: six interactions × ${inpSettings.repetitions}, ${slowdown}, a phone's viewport…`);
  const before = loadavg()[0]!;
  const inpStack = await startStack();
  try {
    const { runs, floor } = await measureInteractions({ baseURL: inpStack.baseURL, chromePath, ...inpSettings });
    const interactions = runs.map((run) => ({
      kind: run.kind,
      path: run.path,
      ...(run.unavailable && { unavailable: run.unavailable }),
      ...(run.cpuSlowdown && { cpuSlowdown: run.cpuSlowdown }),
      summary: judgeInteraction(run.kind, run.repetitions),
      repetitions: run.repetitions,
    }));
    return {
      available: true,
      cpuSlowdown: inpSettings.cpuSlowdown,
      repetitionsEach: inpSettings.repetitions,
      viewport: '412 × 823, device scale 1.75, touch',
      loadAverage1mBefore: Number(before.toFixed(2)),
      loadAverage1mAfter: Number(loadavg()[0]!.toFixed(2)),
      interactions,
      floor: 'repetitions' in floor ? { ...floor, figures: inpFigures(floor.repetitions) } : floor,
      checks: interactions.map(
        (interaction) =>
          interaction.summary?.check ?? {
            metric: `INP: ${interaction.kind}`,
            value: `not measured (${interaction.unavailable})`,
            budget: `≤ ${INP_BUDGETS.interactionMs} ms`,
            pass: false,
          },
      ),
    };
  } catch (error) {
    console.error(`The interaction phase failed: ${String(error)}`);
    return { available: false, reason: String(error instanceof Error ? error.message : error) };
  } finally {
    await inpStack.stop();
  }
}

function printInp(report: InpReport): void {
  if (!report.available) {
    console.log(`Interaction to Next Paint: not available (${report.reason})`);
    return;
  }
  const rows = [
    [
      `INP (${report.repetitionsEach} each)`,
      'page',
      'CPU',
      'median',
      'worst',
      'worst: event',
      'input delay',
      'processing',
      'presentation',
      `≤ ${INP_BUDGETS.interactionMs} ms`,
    ],
  ];
  const ms = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${value} ms`);
  const shown = (value: number, below?: boolean) => `${below ? '< ' : ''}${value} ms`;
  const row = (name: string, path: string, cpu: CpuSlowdown | undefined, f: InpFigures, verdict: string) => [
    name,
    path,
    cpu ? `${cpu.rate}×` : '—',
    shown(f.medianMs, f.medianBelowThreshold),
    shown(f.worstMs, f.worst.belowThreshold),
    f.worst.event ?? '—',
    ms(f.worst.inputDelayMs),
    ms(f.worst.processingMs),
    ms(f.worst.presentationDelayMs),
    verdict,
  ];
  for (const interaction of report.interactions ?? []) {
    const s = interaction.summary;
    if (s) rows.push(row(interaction.kind, interaction.path, interaction.cpuSlowdown, s, s.check.pass ? '✓' : '✗ MISS'));
    else rows.push([interaction.kind, interaction.path, '', `not measured (${interaction.unavailable})`, '', '', '', '', '', '✗ MISS']);
  }
  const floor = report.floor;
  if (floor && 'unavailable' in floor) rows.push(['floor', FLOOR_PATH, '', `not measured (${floor.unavailable})`, '', '', '', '', '', '(not judged)']);
  else if (floor?.figures) rows.push(row('floor', `${floor.path} (one button)`, floor.cpuSlowdown, floor.figures, '(not judged)'));
  console.log(`\n${formatTable(rows)}\n`);
  console.log("The floor is the same tap on a page with nothing of the shop's: what an interaction takes beyond it is the shop's, a slow floor the host's.");
  console.log(
    `Load average (1 min) ${report.loadAverage1mBefore} → ${report.loadAverage1mAfter} on ${cpus().length} CPUs: other work on the machine slows the throttled CPU further.`,
  );
}

/** The demo customer of the embedded platform (docs/embedded-platform.md: its password is published). */
const DEMO_CUSTOMER = { email: 'klient@example.com', password: 'demo-klient-haslo-2026' };

type ThroughputReport = Record<string, unknown> & { available: boolean };

/**
 * The product page from the page cache and rendered on every request against the same HTML from sirv, from
 * a bare node:http server, from the shop floor and from an Astro project that renders nothing, then the full render of a category, a search and a signed-in shopper's
 * product and account pages (scripts/bench-throughput.ts), as the report's `throughput` key.
 */
async function throughputPhase(stack: Stack, found: Awaited<ReturnType<typeof discoverPages>>): Promise<ThroughputReport> {
  const { baseURL } = stack;
  const product = found.find((page) => page.kind === 'product' && page.path && !page.unavailable);
  const target = product ?? found.find((page) => page.kind === 'home' && page.path && !page.unavailable);
  if (!target?.path) return { available: false, reason: 'neither a product page nor the home page answered 200' };
  const category = found.find((page) => page.kind === 'category' && page.path && !page.unavailable);
  const others: FullRenderTarget[] = [];
  if (category?.path) others.push({ kind: 'category', path: category.path });
  if (product?.path) others.push({ kind: 'search', path: `/search/${encodeURIComponent(product.path.split('/').at(-1)!.split('-')[0]!)}` });
  const cookie = await signedInCookie(baseURL, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password).catch(() => null);
  if (cookie) {
    if (product?.path) others.push({ kind: 'product, signed in', path: product.path, cookie });
    others.push({ kind: 'account, signed in', path: '/account', cookie });
  }
  console.log(
    `Load test: ${target.path} from the page cache and rendered, vs the same HTML from sirv, a bare node:http server, the shop floor and an Astro project that renders nothing, then ${others.map((other) => other.kind).join(', ')} rendered (${load.connections} connections × ${load.durationSeconds} s)…`,
  );
  const before = loadavg()[0]!;
  try {
    const result = await ssrAgainstStatic(`${baseURL}${target.path}`, stack.platformURL, load, others);
    const strip = <T extends LoadResult>(r: T) => ({ ...r, url: new URL(r.url).pathname + new URL(r.url).search });
    return {
      available: true,
      page: target.path,
      ...(product ? {} : { note: 'no product page is available yet: measured the home page instead' }),
      ...(cookie ? {} : { signedIn: 'the demo customer could not sign in: no signed-in rows' }),
      connections: load.connections,
      durationSeconds: load.durationSeconds,
      loadAverage1mBefore: Number(before.toFixed(2)),
      loadAverage1mAfter: Number(loadavg()[0]!.toFixed(2)),
      htmlBytes: result.bytes,
      hit: strip(result.hit),
      miss: strip(result.miss),
      static: strip(result.static),
      bare: strip(result.bare),
      shopFloor: strip(result.shopFloor),
      shopFloorShareOfBare: Number((result.shopFloor.requestsPerSecond / result.bare.requestsPerSecond).toFixed(3)),
      hitShareOfBare: Number((result.hit.requestsPerSecond / result.bare.requestsPerSecond).toFixed(3)),
      astroFloor: strip(result.astroFloor),
      astroFloorShareOfBare: Number((result.astroFloor.requestsPerSecond / result.bare.requestsPerSecond).toFixed(3)),
      hitRatio: Number((result.hit.requestsPerSecond / result.static.requestsPerSecond).toFixed(3)),
      missRatio: Number((result.miss.requestsPerSecond / result.static.requestsPerSecond).toFixed(3)),
      missShareOfBare: Number((result.miss.requestsPerSecond / result.bare.requestsPerSecond).toFixed(3)),
      fullRenders: result.others.map((other) => ({
        ...strip(other),
        shareOfBare: Number((other.requestsPerSecond / result.bare.requestsPerSecond).toFixed(3)),
      })),
      checks: [
        judgeCacheHit(result.hit.requestsPerSecond, result.shopFloor.requestsPerSecond),
        ...(product ? [judgeFullRender(result.miss.requestsPerSecond, result.astroFloor.requestsPerSecond), judgeHtmlSize(result.bytes)] : []),
      ],
    };
  } catch (error) {
    console.error(`The throughput phase failed: ${String(error)}`);
    return { available: false, reason: String(error instanceof Error ? error.message : error) };
  }
}

/**
 * Lighthouse (median of `runs`: performance, accessibility, best practices, SEO) and the JavaScript each
 * found page loads, against its budgets. The cart and the checkout are measured with a line in the cart.
 */
async function measurePages(baseURL: string, found: Awaited<ReturnType<typeof discoverPages>>, hosts: HostRuns): Promise<PageReport[]> {
  const reports: PageReport[] = [];
  const hasChromium = existsSync(chromePath);
  if (!hasChromium) console.error(`No Chromium at ${chromePath} (node scripts/ensure-chromium.ts, or set CHROME_PATH): Lighthouse figures are not available.`);
  const lighthouse = !hasChromium
    ? null
    : await startLighthouse(chromePath, lighthouseCpu).catch((error: unknown) => {
        console.error(`Lighthouse could not start Chromium at ${chromePath}: ${String(error)}`);
        return null;
      });
  try {
    for (const page of found) {
      if (!lighthouse) {
        reports.push({
          kind: page.kind,
          variant: page.variant,
          path: page.path,
          available: false,
          reason: `Lighthouse could not start Chromium (${chromePath})`,
        });
        continue;
      }
      if (!page.path || page.unavailable) {
        reports.push({ kind: page.kind, variant: page.variant, path: page.path, available: false, reason: page.unavailable ?? 'not available' });
        console.log(`  ${page.kind}: not available (${page.unavailable})`);
        continue;
      }
      const url = `${baseURL}${page.path}`;
      const isCart = page.kind === 'cart' || page.kind === 'checkout';
      if (isCart) {
        const product = found.find((candidate) => candidate.kind === 'product' && candidate.path && !candidate.unavailable);
        if (!product?.path) {
          reports.push({ kind: page.kind, variant: page.variant, path: page.path, available: false, reason: 'no product to put in the cart' });
          continue;
        }
        try {
          await lighthouse.fillCart(`${baseURL}${product.path}`);
        } catch (error) {
          reports.push({ kind: page.kind, variant: page.variant, path: page.path, available: false, reason: `the cart could not be filled: ${String(error)}` });
          continue;
        }
      }
      const html = await fetch(url).then((r) => r.text());
      const frameworkIslands = (html.match(/<astro-island\b/g) ?? []).length;
      const figures: LighthouseFigures[] = [];
      const cpuSlowdowns: number[] = [];
      let scripts: ScriptFile[] = [];
      let lighthouseError: string | undefined;
      // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is retried.
      for (let attempt = 0; figures.length < runs && attempt < runs + 2; attempt++) {
        try {
          // Keeping storage (the cart) keeps the HTTP cache too: each run empties it, or the cart's files
          // would come from the run before and count as nothing transferred.
          if (isCart) await lighthouse.clearCache();
          const run = await lighthouse.run(url, { keepStorage: isCart, allCategories: true });
          if (figures.length === 0) scripts = run.scripts;
          figures.push(run.figures);
          cpuSlowdowns.push(run.cpuSlowdown.rate);
          hosts.push(run);
        } catch (error) {
          lighthouseError = String(error instanceof Error ? error.message : error);
        }
      }
      const median = medianFigures(figures);
      if (!median) {
        reports.push({ kind: page.kind, variant: page.variant, path: page.path, available: false, reason: `Lighthouse failed: ${lighthouseError}` });
        console.log(`  ${page.kind} ${page.path}: Lighthouse failed: ${lighthouseError}`);
        continue;
      }
      const report: PageReport = {
        kind: page.kind,
        ...(page.variant && { variant: page.variant }),
        path: page.path,
        available: true,
        lighthouse: {
          ...median,
          lcpMs: Math.round(median.lcpMs),
          tbtMs: Math.round(median.tbtMs),
          cls: Number(median.cls.toFixed(3)),
          runs: figures.length,
          cpuSlowdown: medianOf(cpuSlowdowns),
        },
        ...(lighthouseError && { lighthouseError }),
        // Paths, not URLs: the port changes from run to run.
        jsFiles: scripts.map((script) => ({ ...script, url: script.url.startsWith(baseURL) ? script.url.slice(baseURL.length) : script.url })),
        jsTransferBytes: totalScriptBytes(scripts),
        frameworkIslands,
        checks: judgePage(page.kind, { lighthouse: median, scripts, frameworkIslands }),
      };
      reports.push(report);
      console.log(
        `  ${page.kind} ${page.path}: performance ${median.performance}, accessibility ${median.accessibility}, best practices ${median.bestPractices}, SEO ${median.seo}`,
      );
    }
  } finally {
    await lighthouse?.close();
  }
  return reports;
}

/** The pages phase alone (`--only pages`): a fresh stack, its pages found (or those of `--page-kinds`) and warmed up. */
async function pagesAlone(): Promise<{ pages: PageReport[]; loadAverage1m: [number, number] } & ReturnType<typeof hostSummary>> {
  const kinds = args['page-kinds']?.split(',').map((kind) => kind.trim());
  const own = await startStack({ storefrontNodeArgs: STOREFRONT_NODE_FLAGS });
  const before = loadavg()[0]!;
  try {
    const found = (await discoverPages(own.baseURL, own.platformURL)).filter((page) => !kinds || kinds.includes(page.kind));
    for (const page of found)
      if (page.path && !page.unavailable) for (let i = 0; i < 3; i++) await fetch(`${own.baseURL}${page.path}`).then((r) => r.arrayBuffer());
    const hosts: HostRuns = [];
    const pages = await measurePages(own.baseURL, found, hosts);
    return {
      pages,
      ...hostSummary(hosts),
      loadAverage1m: [Number(before.toFixed(2)), Number(loadavg()[0]!.toFixed(2))],
    };
  } finally {
    await own.stop();
  }
}

function printPages(pages: readonly PageReport[]): void {
  const mark = (check: Check | undefined) => (check ? `${check.value} ${check.pass ? '✓' : '✗ MISS'}` : '—');
  const rows = [['page', 'path', 'CPU', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'JS', 'framework JS']];
  for (const page of pages) {
    const label = page.integrations ? `${page.kind} (integrations, ${page.integrations})` : page.variant ? `${page.kind} (${page.variant})` : page.kind;
    if (!page.available) {
      rows.push([label, page.path ?? '—', '', `not available (${page.reason})`, '', '', '', '', '', '', '', '']);
      continue;
    }
    const find = (metric: string) => page.checks?.find((check) => check.metric === metric);
    const score = (value: number | undefined) => (value === undefined ? '—' : String(value));
    rows.push([
      label,
      page.path ?? '',
      page.lighthouse ? `${page.lighthouse.cpuSlowdown}×` : '—',
      mark(find('performance')),
      score(page.lighthouse?.accessibility),
      score(page.lighthouse?.bestPractices),
      score(page.lighthouse?.seo),
      mark(find('LCP')),
      mark(find('TBT')),
      mark(find('CLS')),
      mark(find('JS (transferred)')),
      mark(find('framework JS')),
    ]);
  }
  console.log(`\n${formatTable(rows)}\n`);
}

/** The throughput phase alone (`--only throughput`): a fresh stack, its pages found and warmed up. */
async function throughputAlone(): Promise<ThroughputReport> {
  const own = await startStack({ storefrontNodeArgs: STOREFRONT_NODE_FLAGS });
  try {
    const found = await discoverPages(own.baseURL, own.platformURL);
    for (const page of found)
      if (page.path && !page.unavailable) for (let i = 0; i < 3; i++) await fetch(`${own.baseURL}${page.path}`).then((r) => r.arrayBuffer());
    return await throughputPhase(own, found);
  } finally {
    await own.stop();
  }
}

function printThroughput(throughput: ThroughputReport): void {
  if (!throughput.available) {
    console.log(`SSR vs static: not available (${String(throughput.reason)})`);
    return;
  }
  const t = throughput as ThroughputReport & {
    page: string;
    htmlBytes: number;
    hit: LoadResult;
    miss: LoadResult;
    static: LoadResult;
    bare: LoadResult;
    shopFloor?: LoadResult;
    shopFloorShareOfBare?: number;
    hitShareOfBare?: number;
    astroFloor?: LoadResult;
    astroFloorShareOfBare?: number;
    fullRenders: (LoadResult & { kind: string; htmlBytes: number; shareOfBare: number })[];
    checks: Check[];
    note?: string;
  };
  const mark = (metric: string) => {
    const check = t.checks.find((c) => c.metric === metric);
    return check ? `${check.value} ${check.pass ? '✓' : '✗ MISS'} (${check.budget})` : '—';
  };
  const rows = [[`${t.page} (${t.htmlBytes} B: ${mark('product page HTML (uncompressed)')})`, 'req/s', 'p50', 'p99', 'judged']];
  const row = (label: string, r: LoadResult, judged: string) =>
    rows.push([label, r.requestsPerSecond.toFixed(0), `${r.latencyP50Ms} ms`, `${r.latencyP99Ms} ms`, judged]);
  row('bare node:http server, same bytes from memory', t.bare, '');
  row('static file (sirv)', t.static, '');
  if (t.astroFloor)
    row(
      'Astro with nothing to render, same bytes as one string',
      t.astroFloor,
      `÷ bare ${((t.astroFloorShareOfBare ?? 0) * 100).toFixed(1)} % (no budget: the floor under any page Astro answers)`,
    );
  if (t.shopFloor)
    row(
      'shop floor: the storefront answering the same bytes from memory',
      t.shopFloor,
      `÷ bare ${((t.shopFloorShareOfBare ?? 0) * 100).toFixed(1)} % (no budget: the floor under any answer of the shop's process)`,
    );
  row('page cache hit', t.hit, `÷ shop floor ${mark('page cache hit: req/s ÷ shop floor req/s')}; ÷ bare ${((t.hitShareOfBare ?? 0) * 100).toFixed(1)} %`);
  row('rendered (page cache miss)', t.miss, `÷ Astro floor ${mark('page cache miss: req/s ÷ Astro floor req/s')}`);
  for (const other of t.fullRenders)
    row(`${other.kind} rendered (${other.url.split('?')[0]}, ${other.htmlBytes} B)`, other, `÷ bare ${(other.shareOfBare * 100).toFixed(1)} % (no budget)`);
  console.log(`\n${formatTable(rows)}${t.note ? `\n${t.note}` : ''}\n`);
}

buildIfNeeded();
if (args.only !== undefined) {
  const phase = args.only as PhaseAlone;
  const outFile = resolve(root, args.out!);
  const previous = existsSync(outFile) ? (JSON.parse(readFileSync(outFile, 'utf8')) as Record<string, unknown>) : {};
  const figures =
    phase === 'pages'
      ? await pagesAlone()
      : phase === 'load'
        ? await loadPhase()
        : phase === 'nginx'
          ? await nginxPhase()
          : phase === 'throughput'
            ? await throughputAlone()
            : phase === 'navigation'
              ? await navigationPhase()
              : phase === 'inp'
                ? await inpPhase()
                : phase === 'live'
                  ? await livePhase()
                  : await scalePhase();
  mkdirSync(dirname(outFile), { recursive: true });
  const stamp = { [`${phase}GeneratedAt`]: new Date().toISOString(), [`${phase}Commit`]: commandOutput('git', ['rev-parse', '--short', 'HEAD']) };
  writeFileSync(outFile, `${JSON.stringify({ ...previous, ...stamp, [phase]: figures }, null, 2)}\n`);
  if (phase === 'pages') {
    const alone = figures as Awaited<ReturnType<typeof pagesAlone>>;
    printPages(alone.pages);
    console.log(`Machine: load average ${alone.loadAverage1m[0]} → ${alone.loadAverage1m[1]}, ${describeHost(alone)}`);
  } else if (phase === 'load') printLoad(figures as LoadReport);
  else if (phase === 'nginx') printNginx(figures as NginxReport);
  else if (phase === 'navigation') printNavigation(figures as NavigationReport);
  else if (phase === 'inp') printInp(figures as InpReport);
  else if (phase === 'throughput') printThroughput(figures as ThroughputReport);
  else if (phase === 'live') printLive(figures as LiveReport);
  else printScale(figures as ScaleReport);
  console.log(`Report: ${args.out} (key "${phase}")`);
  process.exit(0);
}
console.log('Starting a fresh embedded platform and the storefront…');
// The storefront as it is deployed (`npm start`, deploy/Dockerfile): with its Node flags.
const stack = await startStack({ storefrontNodeArgs: STOREFRONT_NODE_FLAGS });
const pages: PageReport[] = [];
let throughput: ThroughputReport = { available: false, reason: 'not measured' };
const lighthouseHosts: HostRuns = [];
const loadBefore = loadavg();
try {
  const found = await discoverPages(stack.baseURL, stack.platformURL);
  // Warm-up: the storefront's platform response cache and V8.
  for (const page of found)
    if (page.path && !page.unavailable) for (let i = 0; i < 3; i++) await fetch(`${stack.baseURL}${page.path}`).then((r) => r.arrayBuffer());

  pages.push(...(await measurePages(stack.baseURL, found, lighthouseHosts)));

  await measureWithIntegrations(found, pages, lighthouseHosts);

  throughput = await throughputPhase(stack, found);
} finally {
  await stack.stop();
}
// On a stack of its own, before the load phases (nothing else runs on the machine meanwhile).
const inpReport = await inpPhase();
// After the other phases and on a stack of its own: its 200 connections would disturb Lighthouse.
const loadReport = await loadPhase();
const nginxReport = await nginxPhase();
const scaleReport = await scalePhase();
const navigationReport = await navigationPhase();

const report = {
  generatedAt: new Date().toISOString(),
  commit: commandOutput('git', ['rev-parse', '--short', 'HEAD']),
  machine: {
    cpu: cpus()[0]?.model ?? 'unknown',
    cpus: cpus().length,
    memoryGB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    chromium: commandOutput(chromePath, ['--version']).split('\n')[0],
    // Other work on the machine slows the simulated figures (TBT above all): keep the context.
    loadAverage1mBefore: Number(loadBefore[0]!.toFixed(2)),
    loadAverage1mAfter: Number(loadavg()[0]!.toFixed(2)),
    ...hostSummary(lighthouseHosts),
  },
  settings: {
    lighthouseRuns: runs,
    formFactor: 'mobile',
    throttling: `simulated: slow 4G, CPU ${lighthouseCpu === 'calibrated' ? 'slowdown calibrated to the host before each run' : `${lighthouseCpu}×`}`,
    ...load,
  },
  budgets: BUDGETS,
  loadBudgets: LOAD_BUDGETS,
  pages,
  throughput,
  inp: inpReport,
  load: loadReport,
  nginx: nginxReport,
  scale: scaleReport,
  navigation: navigationReport,
};
const outFile = resolve(root, args.out!);
mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);

printPages(pages);
printThroughput(throughput);
printInp(inpReport);
printLoad(loadReport);
printNginx(nginxReport);
printScale(scaleReport);
printNavigation(navigationReport);
console.log(
  `\nMachine: ${report.machine.cpus} × ${report.machine.cpu}, load average ${report.machine.loadAverage1mBefore} → ${report.machine.loadAverage1mAfter}, ${describeHost(report.machine)}`,
);
console.log(`Report: ${args.out}`);

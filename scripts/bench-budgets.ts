// The budgets (docs/benchmark.md#budgets) and how a measured page or throughput figure is judged
// against them. Pure: used by scripts/bench.ts and its unit test.

export const BUDGETS = {
  performanceScore: 98,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.02,
  jsTransferBytes: 80 * 1024,
  /** A product page answered from the page cache, as a share of the shop floor (the storefront's own handler answering its bytes from memory). */
  cacheHitShareOfShopFloor: 0.9,
  /** A product page rendered (page cache missed, platform answers cached), as a share of the Astro floor (an Astro project answering the same bytes, rendering nothing). */
  cacheMissShareOfFloor: 0.25,
  /** The product page's HTML as sent, uncompressed. */
  productHtmlBytes: 35 * 1024,
} as const;

/**
 * The phone the Lighthouse and interaction figures stand for. CPU slowdown is relative to the host, so a
 * fixed multiplier emulates another phone on every machine: Lighthouse's 4× turns a host of benchmarkIndex
 * about 1 533 into its mid-tier mobile device. Lighthouse's calibration (docs/throttling.md, "Calibrating the
 * CPU slowdown", and the calculator it links, which PageSpeed Insights' own configuration follows) maps
 * a host's benchmarkIndex to the multiplier for that device through these anchors, one more × per 233
 * above the last.
 */
const LIGHTHOUSE_CALIBRATION: ReadonlyArray<readonly [benchmarkIndex: number, slowdown: number]> = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];

/**
 * The CPU slowdown that makes a host of this benchmarkIndex Lighthouse's mobile device; null on a host
 * slower than that device (no slowdown emulates it).
 */
export function lighthouseCpuSlowdown(benchmarkIndex: number): number | null {
  const [first] = LIGHTHOUSE_CALIBRATION;
  if (!first || !(benchmarkIndex >= first[0])) return null;
  for (let i = 1; i < LIGHTHOUSE_CALIBRATION.length; i++) {
    const [lowIndex, lowSlowdown] = LIGHTHOUSE_CALIBRATION[i - 1]!;
    const [highIndex, highSlowdown] = LIGHTHOUSE_CALIBRATION[i]!;
    const last = i === LIGHTHOUSE_CALIBRATION.length - 1;
    if (benchmarkIndex <= highIndex || last) return lowSlowdown + ((benchmarkIndex - lowIndex) * (highSlowdown - lowSlowdown)) / (highIndex - lowIndex);
  }
  return null;
}

/** Home and product with every optional integration configured and consented. */
export const INTEGRATIONS_ON_PERFORMANCE = 90;

/** Cart, checkout, account and wishlist: the shopper's own app pages. */
export const APP_PAGE_BUDGETS = { performanceScore: 95, tbtMs: 100, cls: 0.02 } as const;

/** Which budgets apply: content and blog pages must also load no framework JS; app pages have their own. */
export type PageKind = 'home' | 'category' | 'product' | 'content' | 'blog-list' | 'blog-post' | 'cart' | 'checkout' | 'login' | 'register';

/**
 * With every optional integration configured: before the shopper's consent the page keeps all of its
 * own budgets (no tag runs); after consent, Lighthouse performance at least INTEGRATIONS_ON_PERFORMANCE.
 */
export type IntegrationsState = 'before consent' | 'consented';

const APP_PAGES: ReadonlySet<PageKind> = new Set(['cart', 'checkout', 'login', 'register']);

export interface LighthouseFigures {
  /** 0–100. */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** 0–100, when the run scored Lighthouse's other categories too. */
  accessibility?: number | undefined;
  bestPractices?: number | undefined;
  seo?: number | undefined;
}

export interface ScriptFile {
  url: string;
  transferBytes: number;
}

export interface PageFigures {
  lighthouse: LighthouseFigures | null;
  scripts: ScriptFile[];
  /** The HTML hydrates framework components (astro-island). */
  frameworkIslands: number;
}

export interface Check {
  metric: string;
  value: number | string;
  budget: string;
  pass: boolean;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function judgePage(kind: PageKind, figures: PageFigures, integrations?: IntegrationsState): Check[] {
  const checks: Check[] = [];
  const lh = figures.lighthouse;
  if (lh && integrations === 'consented') {
    return [
      {
        metric: 'performance',
        value: lh.performance,
        budget: `≥ ${INTEGRATIONS_ON_PERFORMANCE} (every integration on)`,
        pass: lh.performance >= INTEGRATIONS_ON_PERFORMANCE,
      },
      { metric: 'LCP', value: `${Math.round(lh.lcpMs)} ms`, budget: 'none (integrations on)', pass: true },
      { metric: 'TBT', value: `${Math.round(lh.tbtMs)} ms`, budget: 'none (integrations on)', pass: true },
      { metric: 'CLS', value: Number(lh.cls.toFixed(3)), budget: 'none (integrations on)', pass: true },
      { metric: 'JS (transferred)', value: kb(totalScriptBytes(figures.scripts)), budget: 'none after consent', pass: true },
    ];
  }
  if (lh && APP_PAGES.has(kind)) {
    const budget = APP_PAGE_BUDGETS;
    checks.push(
      { metric: 'performance', value: lh.performance, budget: `≥ ${budget.performanceScore}`, pass: lh.performance >= budget.performanceScore },
      { metric: 'LCP', value: `${Math.round(lh.lcpMs)} ms`, budget: 'none (app page)', pass: true },
      { metric: 'TBT', value: `${Math.round(lh.tbtMs)} ms`, budget: `≤ ${budget.tbtMs} ms`, pass: lh.tbtMs <= budget.tbtMs },
      { metric: 'CLS', value: Number(lh.cls.toFixed(3)), budget: `≤ ${budget.cls}`, pass: lh.cls <= budget.cls },
    );
  } else if (lh) {
    checks.push(
      { metric: 'performance', value: lh.performance, budget: `≥ ${BUDGETS.performanceScore}`, pass: lh.performance >= BUDGETS.performanceScore },
      { metric: 'LCP', value: `${Math.round(lh.lcpMs)} ms`, budget: `≤ ${BUDGETS.lcpMs} ms`, pass: lh.lcpMs <= BUDGETS.lcpMs },
      { metric: 'TBT', value: `${Math.round(lh.tbtMs)} ms`, budget: `≤ ${BUDGETS.tbtMs} ms`, pass: lh.tbtMs <= BUDGETS.tbtMs },
      { metric: 'CLS', value: Number(lh.cls.toFixed(3)), budget: `≤ ${BUDGETS.cls}`, pass: lh.cls <= BUDGETS.cls },
    );
  }
  const jsBytes = totalScriptBytes(figures.scripts);
  checks.push({ metric: 'JS (transferred)', value: kb(jsBytes), budget: `≤ ${kb(BUDGETS.jsTransferBytes)}`, pass: jsBytes <= BUDGETS.jsTransferBytes });
  if (kind === 'content' || kind === 'blog-list' || kind === 'blog-post') {
    checks.push({
      metric: 'framework JS',
      value: figures.frameworkIslands ? `${figures.frameworkIslands} island(s)` : 'none',
      budget: 'none before interaction',
      pass: figures.frameworkIslands === 0,
    });
  }
  return checks;
}

export function totalScriptBytes(scripts: readonly ScriptFile[]): number {
  return scripts.reduce((sum, script) => sum + script.transferBytes, 0);
}

function share(metric: string, rps: number, againstRps: number, budget: number): Check {
  const value = againstRps > 0 ? rps / againstRps : 0;
  return { metric, value: `${(value * 100).toFixed(1)} %`, budget: `≥ ${budget * 100} %`, pass: value >= budget };
}

/** The product page from the page cache against the shop floor answering the same bytes (docs/benchmark.md#budgets). */
export function judgeCacheHit(hitRps: number, shopFloorRps: number): Check {
  return share('page cache hit: req/s ÷ shop floor req/s', hitRps, shopFloorRps, BUDGETS.cacheHitShareOfShopFloor);
}

/** The product page rendered on every request against the Astro floor answering the same bytes (docs/benchmark.md#budgets). */
export function judgeFullRender(renderedRps: number, floorRps: number): Check {
  return share('page cache miss: req/s ÷ Astro floor req/s', renderedRps, floorRps, BUDGETS.cacheMissShareOfFloor);
}

/** The product page's HTML, uncompressed, as the storefront sends it. */
export function judgeHtmlSize(bytes: number): Check {
  return { metric: 'product page HTML (uncompressed)', value: kb(bytes), budget: `≤ ${kb(BUDGETS.productHtmlBytes)}`, pass: bytes <= BUDGETS.productHtmlBytes };
}

/** The median of some values (of an even count, the mean of the middle two). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each Lighthouse figure over several runs (Lighthouse varies run to run). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures | null {
  if (runs.length === 0) return null;
  const scores = (pick: (run: LighthouseFigures) => number | undefined) => {
    const values = runs.map(pick);
    return values.every((value): value is number => value !== undefined) ? median(values) : undefined;
  };
  const accessibility = scores((r) => r.accessibility);
  const bestPractices = scores((r) => r.bestPractices);
  const seo = scores((r) => r.seo);
  return {
    performance: median(runs.map((r) => r.performance)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    ...(accessibility !== undefined && { accessibility }),
    ...(bestPractices !== undefined && { bestPractices }),
    ...(seo !== undefined && { seo }),
  };
}

/** A plain-text table with one row per line and columns padded to their widest cell. */
export function formatTable(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => [...(row[column] ?? '')].length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

/** Load and soak: many connections for a while on each target, then a rest. */
export const LOAD_BUDGETS = {
  connections: 200,
  durationSeconds: 60,
  restSeconds: 60,
  errors: 0,
  /** p99 latency of a page served from the storefront's page cache, on the benchmark's machine. */
  cachedPageP99Ms: 300,
  /** Memory after the rest at most this much above its warm level. */
  memoryGrowth: 0.1,
} as const;

export interface LoadRunFigures {
  kind: string;
  cachedPage: boolean;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

/** One run's checks: no error of any kind; a cached page's p99 under the budget (the action has none). */
export function judgeLoadRun(run: LoadRunFigures): Check[] {
  const failures = run.non2xx + run.errors;
  return [
    {
      metric: `${run.kind}: errors`,
      value: `${run.non2xx} non-2xx, ${run.errors} socket`,
      budget: `${LOAD_BUDGETS.errors}`,
      pass: failures <= LOAD_BUDGETS.errors,
    },
    run.cachedPage
      ? {
          metric: `${run.kind}: p99`,
          value: `${run.latencyP99Ms} ms`,
          budget: `< ${LOAD_BUDGETS.cachedPageP99Ms} ms`,
          pass: run.latencyP99Ms < LOAD_BUDGETS.cachedPageP99Ms,
        }
      : { metric: `${run.kind}: p99`, value: `${run.latencyP99Ms} ms`, budget: 'none (not cached)', pass: true },
  ];
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/**
 * Memory back near its warm level after the rest (within the budget's share). Judged twice: on the resident set (what
 * the container's limit sees) and on the heap after a full collection (what the process still holds:
 * a leak shows there; V8 and the allocator may keep freed pages resident for a while without one).
 */
export function judgeMemory(warm: { rssBytes: number; heapUsedBytes: number | null }, rested: { rssBytes: number; heapUsedBytes: number | null }): Check[] {
  const limit = 1 + LOAD_BUDGETS.memoryGrowth;
  const growth = (after: number, before: number) =>
    `${mb(before)} → ${mb(after)} (${after >= before ? '+' : ''}${(((after - before) / before) * 100).toFixed(1)} %)`;
  const checks: Check[] = [
    {
      metric: 'RSS after rest vs warm',
      value: growth(rested.rssBytes, warm.rssBytes),
      budget: `≤ +${LOAD_BUDGETS.memoryGrowth * 100} %`,
      pass: rested.rssBytes <= warm.rssBytes * limit,
    },
  ];
  if (warm.heapUsedBytes !== null && rested.heapUsedBytes !== null) {
    checks.push({
      metric: 'heap after GC, after rest vs warm',
      value: growth(rested.heapUsedBytes, warm.heapUsedBytes),
      budget: `≤ +${LOAD_BUDGETS.memoryGrowth * 100} %`,
      pass: rested.heapUsedBytes <= warm.heapUsedBytes * limit,
    });
  }
  return checks;
}

/**
 * The next page at once: click (pointerdown) on a product link of a category page to
 * the product page's largest contentful paint, median of the runs, on the throttled mobile profile
 * (scripts/bench-navigation.ts).
 */
export const NAVIGATION_BUDGETS = { clickToLcpMs: 300 } as const;

export interface NavigationRunFigures {
  clickToLcpMs: number;
  prerendered: boolean;
}

export function judgeNavigation(runs: readonly NavigationRunFigures[]): Check[] {
  if (runs.length === 0)
    return [{ metric: 'click → LCP (category → product)', value: 'no run', budget: `≤ ${NAVIGATION_BUDGETS.clickToLcpMs} ms`, pass: false }];
  const sorted = runs.map((run) => run.clickToLcpMs).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const prerendered = runs.filter((run) => run.prerendered).length;
  return [
    {
      metric: 'click → LCP (category → product)',
      value: `${Math.round(median)} ms`,
      budget: `≤ ${NAVIGATION_BUDGETS.clickToLcpMs} ms (median)`,
      pass: median <= NAVIGATION_BUDGETS.clickToLcpMs,
    },
    { metric: 'product pages prerendered', value: `${prerendered} of ${runs.length}`, budget: 'reported', pass: true },
  ];
}

/**
 * The nearest-rank percentile (`p` from 0 to 100) of values sorted ascending: the smallest value with at
 * least p % of the values at or below it, so every figure reported is one that was measured.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('percentile of no values');
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * Changes live in seconds: from the platform's answer to an admin's change to the moment every storefront
 * process and nginx in front of them answer the new text to a shopper (scripts/bench-live.ts), p90 of the
 * changes measured. A change that never showed counts as missing the budget.
 */
export const LIVE_BUDGETS = { everywhereP90Ms: 2000 } as const;

/** One change's time to show, per address; `null` where it did not show within the phase's wait. */
export interface LiveChangeFigures {
  everywhereMs: number | null;
}

export function judgeLive(changes: readonly LiveChangeFigures[]): Check {
  const metric = 'change live on every process and nginx (p90)';
  const budget = `≤ ${LIVE_BUDGETS.everywhereP90Ms / 1000} s (p90)`;
  const missed = changes.filter((change) => change.everywhereMs === null).length;
  if (changes.length === 0) return { metric, value: 'no change measured', budget, pass: false };
  if (missed > 0) return { metric, value: `${missed} of ${changes.length} never showed`, budget, pass: false };
  const p90 = percentile(
    changes.map((change) => change.everywhereMs!).sort((a, b) => a - b),
    90,
  );
  return { metric, value: `${Math.round(p90)} ms`, budget, pass: p90 <= LIVE_BUDGETS.everywhereP90Ms };
}

/**
 * Interaction to Next Paint on a slow phone: one and a half times slower than Lighthouse's device (6× where
 * Lighthouse's is 4×).
 */
export const INP_BUDGETS = {
  /** Every repetition of every interaction at most this long, from the input to the next paint. */
  interactionMs: 100,
  slowerThanLighthouse: 1.5,
  repetitions: 5,
} as const;

/** The CPU slowdown of the interaction phase's phone on a host of this benchmarkIndex. */
export function interactionCpuSlowdown(benchmarkIndex: number): number | null {
  const lighthouse = lighthouseCpuSlowdown(benchmarkIndex);
  return lighthouse === null ? null : lighthouse * INP_BUDGETS.slowerThanLighthouse;
}

export type InpKind = 'add to cart' | 'cart quantity' | 'coupon' | 'product option' | 'checkout field' | 'open filters';

/** One measured input: its interaction's longest Event Timing entry and where that time went. */
export interface InpRepetition {
  repetition: number;
  /** The interaction's latency (Event Timing rounds it to 8 ms). */
  durationMs: number;
  /** No entry over the observer's 16 ms threshold: the interaction took less (durationMs is that bound). */
  belowThreshold?: boolean;
  /** The event of the longest entry (pointerdown, click, keydown…). */
  event: string | null;
  /** From the input to its first handler. */
  inputDelayMs: number | null;
  /** The handlers of the longest entry. */
  processingMs: number | null;
  /** From the handlers' end to the next frame on screen (rendering, layout, paint). */
  presentationDelayMs: number | null;
  /** How many interactions the input made (1 expected). */
  interactions: number;
}

/** An interaction's repetitions in figures: the median and the worst (with its split). */
export interface InpFigures {
  repetitions: number;
  medianMs: number;
  /** The median repetition was under the observer's threshold: the median is that bound. */
  medianBelowThreshold: boolean;
  worstMs: number;
  /** The worst repetition's split: where a miss spends its time. */
  worst: InpRepetition;
}

export interface InpSummary extends InpFigures {
  kind: InpKind;
  check: Check;
}

/** The median and the worst of some repetitions; null when there are none. */
export function inpFigures(repetitions: readonly InpRepetition[]): InpFigures | null {
  if (repetitions.length === 0) return null;
  const sorted = [...repetitions].sort((a, b) => a.durationMs - b.durationMs);
  const middle = Math.floor(sorted.length / 2);
  const medianMs = sorted.length % 2 ? sorted[middle]!.durationMs : (sorted[middle - 1]!.durationMs + sorted[middle]!.durationMs) / 2;
  return {
    repetitions: repetitions.length,
    medianMs,
    medianBelowThreshold: Boolean(sorted[middle]!.belowThreshold),
    worstMs: sorted.at(-1)!.durationMs,
    worst: sorted.at(-1)!,
  };
}

/** "median 56 ms, worst 100 ms", each marked when it is the observer's threshold rather than a measurement. */
export function describeInpFigures(figures: InpFigures): string {
  const shown = (ms: number, below?: boolean) => (below ? `< ${ms} ms` : `${ms} ms`);
  return `median ${shown(figures.medianMs, figures.medianBelowThreshold)}, worst ${shown(figures.worstMs, figures.worst.belowThreshold)}`;
}

/**
 * An interaction's figures over its repetitions: the median and the worst (a page's INP is its worst
 * interaction when it has fewer than 50); the budget is judged on the worst. Null when nothing was measured.
 */
export function judgeInteraction(kind: InpKind, repetitions: readonly InpRepetition[]): InpSummary | null {
  const figures = inpFigures(repetitions);
  if (!figures) return null;
  return {
    ...figures,
    kind,
    check: {
      metric: `INP: ${kind}`,
      value: describeInpFigures(figures),
      budget: `≤ ${INP_BUDGETS.interactionMs} ms`,
      pass: figures.worstMs <= INP_BUDGETS.interactionMs,
    },
  };
}

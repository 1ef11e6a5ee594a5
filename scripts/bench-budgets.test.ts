import { describe, expect, it } from 'vitest';
import {
  formatTable,
  interactionCpuSlowdown,
  judgeCacheHit,
  judgeFullRender,
  judgeHtmlSize,
  describeInpFigures,
  inpFigures,
  judgeInteraction,
  judgeLive,
  judgeLoadRun,
  judgeMemory,
  judgeNavigation,
  judgePage,
  lighthouseCpuSlowdown,
  medianFigures,
  percentile,
  type InpRepetition,
} from './bench-budgets.ts';
import { interactionOf } from './bench-inp.ts';
import { parseCpuSlowdown, resolveCpuSlowdown } from './bench-host-cpu.ts';

const fast = { performance: 99, lcpMs: 1200, tbtMs: 10, cls: 0 };

describe('benchmark budgets', () => {
  it('passes a page inside every budget and marks each figure that misses', () => {
    const ok = judgePage('product', { lighthouse: fast, scripts: [{ url: 'a.js', transferBytes: 60 * 1024 }], frameworkIslands: 2 });
    expect(ok.every((check) => check.pass)).toBe(true);
    const slow = judgePage('product', {
      lighthouse: { performance: 97, lcpMs: 1501, tbtMs: 51, cls: 0.03 },
      scripts: [
        { url: 'a.js', transferBytes: 70 * 1024 },
        { url: 'b.js', transferBytes: 11 * 1024 },
      ],
      frameworkIslands: 0,
    });
    expect(slow.filter((check) => !check.pass).map((check) => check.metric)).toEqual(['performance', 'LCP', 'TBT', 'CLS', 'JS (transferred)']);
  });

  it('with every integration consented only Lighthouse ≥ 90 is asked; before consent the page keeps all its budgets', () => {
    const busy = {
      lighthouse: { performance: 91, lcpMs: 2400, tbtMs: 180, cls: 0.01 },
      scripts: [{ url: 'a.js', transferBytes: 120 * 1024 }],
      frameworkIslands: 1,
    };
    expect(judgePage('product', busy, 'consented').every((check) => check.pass)).toBe(true);
    expect(
      judgePage('product', { ...busy, lighthouse: { ...busy.lighthouse, performance: 89 } }, 'consented').find((check) => check.metric === 'performance')?.pass,
    ).toBe(false);
    expect(
      judgePage('product', busy, 'before consent')
        .filter((check) => !check.pass)
        .map((check) => check.metric),
    ).toEqual(['performance', 'LCP', 'TBT', 'JS (transferred)']);
  });

  it('requires content and blog pages to hydrate no framework components', () => {
    const island = { lighthouse: fast, scripts: [], frameworkIslands: 1 };
    expect(judgePage('blog-post', island).find((check) => check.metric === 'framework JS')?.pass).toBe(false);
    expect(judgePage('content', { ...island, frameworkIslands: 0 }).find((check) => check.metric === 'framework JS')?.pass).toBe(true);
    expect(judgePage('home', island).some((check) => check.metric === 'framework JS')).toBe(false);
  });

  it.each(['cart', 'checkout'] as const)('judges the %s by the app-page budgets: performance 95, TBT 100 ms, CLS 0.02, no LCP budget', (kind) => {
    const cart = (lighthouse: typeof fast) => judgePage(kind, { lighthouse, scripts: [{ url: 'a.js', transferBytes: 70 * 1024 }], frameworkIslands: 1 });
    expect(cart({ performance: 95, lcpMs: 2500, tbtMs: 100, cls: 0.02 }).every((check) => check.pass)).toBe(true);
    expect(
      cart({ performance: 94, lcpMs: 2500, tbtMs: 101, cls: 0.03 })
        .filter((check) => !check.pass)
        .map((check) => check.metric),
    ).toEqual(['performance', 'TBT', 'CLS']);
  });

  it('wants a page-cache hit at 90 % or more of the shop floor', () => {
    expect(judgeCacheHit(900, 1000).pass).toBe(true);
    expect(judgeCacheHit(899, 1000)).toMatchObject({ pass: false, value: '89.9 %', budget: '≥ 90 %' });
    expect(judgeCacheHit(10, 0).pass).toBe(false);
  });

  it('wants a rendered product page at 25 % or more of the Astro floor', () => {
    expect(judgeFullRender(250, 1000).pass).toBe(true);
    expect(judgeFullRender(249, 1000)).toMatchObject({ pass: false, value: '24.9 %', budget: '≥ 25 %' });
    expect(judgeFullRender(250, 0).pass).toBe(false);
  });

  it('wants the product page at 35 KB of HTML or less', () => {
    expect(judgeHtmlSize(35 * 1024)).toMatchObject({ pass: true, value: '35.0 KB', budget: '≤ 35.0 KB' });
    expect(judgeHtmlSize(35 * 1024 + 1).pass).toBe(false);
    expect(judgeHtmlSize(57_195)).toMatchObject({ pass: false, value: '55.9 KB' });
  });

  it('takes the median of each Lighthouse figure', () => {
    expect(medianFigures([fast, { ...fast, performance: 90, lcpMs: 3000 }, { ...fast, performance: 95 }])).toEqual({ ...fast, performance: 95, lcpMs: 1200 });
    expect(medianFigures([])).toBeNull();
  });

  it('pads table columns', () => {
    expect(
      formatTable([
        ['page', 'LCP'],
        ['/', '900 ms'],
      ]),
    ).toBe('page  LCP\n----  ------\n/     900 ms');
  });
});

describe('load and soak budgets', () => {
  const run = { kind: 'product', cachedPage: true, latencyP99Ms: 299, non2xx: 0, errors: 0 };

  it('wants no error of any kind and a cached page answered under 300 ms at p99', () => {
    expect(judgeLoadRun(run).every((check) => check.pass)).toBe(true);
    expect(judgeLoadRun({ ...run, latencyP99Ms: 300 }).find((check) => check.metric === 'product: p99')?.pass).toBe(false);
    expect(judgeLoadRun({ ...run, non2xx: 1 }).find((check) => check.metric === 'product: errors')).toMatchObject({
      pass: false,
      value: '1 non-2xx, 0 socket',
    });
    expect(judgeLoadRun({ ...run, errors: 1 }).find((check) => check.metric === 'product: errors')?.pass).toBe(false);
  });

  it('puts no latency budget on the cart action, only the errors one', () => {
    const action = judgeLoadRun({ ...run, kind: 'cart action', cachedPage: false, latencyP99Ms: 4000 });
    expect(action.every((check) => check.pass)).toBe(true);
    expect(judgeLoadRun({ ...run, kind: 'cart action', cachedPage: false, errors: 3 }).some((check) => !check.pass)).toBe(true);
  });

  it('wants memory back within 10 % of its warm level, resident and heap judged apart', () => {
    const warm = { rssBytes: 100 * 2 ** 20, heapUsedBytes: 40 * 2 ** 20 };
    expect(judgeMemory(warm, { rssBytes: 110 * 2 ** 20, heapUsedBytes: 44 * 2 ** 20 }).every((check) => check.pass)).toBe(true);
    const [rss, heap] = judgeMemory(warm, { rssBytes: 111 * 2 ** 20, heapUsedBytes: 30 * 2 ** 20 });
    expect(rss).toMatchObject({ pass: false, value: '100.0 MB → 111.0 MB (+11.0 %)' });
    expect(heap).toMatchObject({ pass: true, value: '40.0 MB → 30.0 MB (-25.0 %)' });
    expect(judgeMemory({ ...warm, heapUsedBytes: null }, { rssBytes: 90 * 2 ** 20, heapUsedBytes: 1 })).toHaveLength(1);
  });
});

describe('next-page budget', () => {
  it('passes a median click-to-LCP of at most 300 ms and misses above it', () => {
    const fast = judgeNavigation([
      { clickToLcpMs: 120, prerendered: true },
      { clickToLcpMs: 290, prerendered: true },
      { clickToLcpMs: 900, prerendered: false },
    ]);
    expect(fast[0]).toMatchObject({ value: '290 ms', pass: true });
    expect(fast[1]).toMatchObject({ value: '2 of 3', pass: true });
    const slow = judgeNavigation([
      { clickToLcpMs: 180, prerendered: true },
      { clickToLcpMs: 301, prerendered: false },
      { clickToLcpMs: 650, prerendered: false },
    ]);
    expect(slow[0]).toMatchObject({ value: '301 ms', pass: false });
  });

  it('misses when nothing was measured', () => {
    expect(judgeNavigation([])[0]!.pass).toBe(false);
  });
});

describe('interaction to next paint', () => {
  const tap = (repetition: number, durationMs: number, belowThreshold?: boolean): InpRepetition => ({
    repetition,
    durationMs,
    ...(belowThreshold && { belowThreshold }),
    event: belowThreshold ? null : 'pointerdown',
    inputDelayMs: 4,
    processingMs: 30,
    presentationDelayMs: durationMs - 34,
    interactions: 1,
  });

  it('judges an interaction by its worst repetition: 100 ms passes, 104 ms misses, whatever the median', () => {
    const fine = judgeInteraction('add to cart', [tap(1, 100), tap(2, 40), tap(3, 56)]);
    expect(fine).toMatchObject({ medianMs: 56, worstMs: 100, check: { pass: true, value: 'median 56 ms, worst 100 ms' } });
    const once = judgeInteraction('coupon', [tap(1, 104), tap(2, 24), tap(3, 32), tap(4, 24)]);
    expect(once).toMatchObject({ medianMs: 28, worstMs: 104, worst: { repetition: 1 }, check: { pass: false, metric: 'INP: coupon' } });
    expect(judgeInteraction('open filters', [])).toBeNull();
  });

  it('gives the floor its median and worst without judging it', () => {
    const floor = inpFigures([tap(1, 40), tap(2, 16, true), tap(3, 24)]);
    expect(floor).toMatchObject({ repetitions: 3, medianMs: 24, worstMs: 40, worst: { repetition: 1 } });
    expect(floor).not.toHaveProperty('check');
    expect(describeInpFigures(inpFigures([tap(1, 16, true), tap(2, 16, true), tap(3, 32)])!)).toBe('median < 16 ms, worst 32 ms');
    expect(inpFigures([])).toBeNull();
  });

  it('shows an interaction under the observer’s 16 ms threshold as below it', () => {
    expect(judgeInteraction('open filters', [tap(1, 16, true), tap(2, 16, true), tap(3, 24)])?.check.value).toBe('median < 16 ms, worst 24 ms');
  });

  it('takes an input’s longest entry and splits it at the last handler that ran before its paint', () => {
    // A tap: pointerdown waits for the paint that follows the click's handlers (one frame for all three).
    const entry = (name: string, startTime: number, processingStart: number, processingEnd: number, duration: number, interactionId = 7) => ({
      name,
      type: 'event',
      interactionId,
      startTime,
      processingStart,
      processingEnd,
      duration,
    });
    const tapped = interactionOf([
      entry('pointerdown', 1000, 1004, 1010, 120),
      entry('pointerup', 1002, 1012, 1013, 112),
      entry('click', 1002, 1013, 1070, 112),
    ]);
    expect(tapped).toEqual({ durationMs: 120, event: 'pointerdown', inputDelayMs: 4, processingMs: 66, presentationDelayMs: 50, interactions: 1 });
    expect(interactionOf([entry('keydown', 0, 2, 10, 24, 1), entry('keydown', 100, 101, 150, 64, 2)])).toMatchObject({
      durationMs: 64,
      event: 'keydown',
      interactions: 2,
    });
    expect(interactionOf([])).toBeNull();
  });

  it('reports a percentile that was measured: the smallest value with at least that share at or below it', () => {
    const ten = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    expect(percentile(ten, 50)).toBe(50);
    expect(percentile(ten, 90)).toBe(90);
    expect(percentile(ten, 91)).toBe(100);
    expect(percentile(ten, 100)).toBe(100);
    expect(percentile(ten, 0)).toBe(10);
    expect(percentile([7], 90)).toBe(7);
    expect(percentile([1, 2, 3], 50)).toBe(2);
    expect(() => percentile([], 50)).toThrow('percentile of no values');
  });

  it('passes changes live everywhere within 2 s at p90, and misses one that never showed', () => {
    const fast = Array.from({ length: 10 }, (_, index) => ({ everywhereMs: index === 9 ? 5000 : 1900 }));
    expect(judgeLive(fast)).toMatchObject({ value: '1900 ms', pass: true });
    const slow = Array.from({ length: 10 }, (_, index) => ({ everywhereMs: index >= 8 ? 2100 : 100 }));
    expect(judgeLive(slow)).toMatchObject({ value: '2100 ms', pass: false });
    expect(judgeLive([{ everywhereMs: 100 }, { everywhereMs: null }])).toMatchObject({ value: '1 of 2 never showed', pass: false });
    expect(judgeLive([]).pass).toBe(false);
  });
});

describe('the phone the figures stand for', () => {
  it('slows a host to Lighthouse’s phone by Lighthouse’s calibration: 4× on the desktop its default assumes, less on a slower one', () => {
    expect(lighthouseCpuSlowdown(1533)).toBe(4);
    expect(lighthouseCpuSlowdown(1300)).toBe(3);
    expect(lighthouseCpuSlowdown(1050)).toBe(2.5);
    expect(lighthouseCpuSlowdown(800)).toBe(2);
    expect(lighthouseCpuSlowdown(150)).toBe(1);
    // Faster hosts slow down more: one more × per 233 above 1 300.
    expect(lighthouseCpuSlowdown(2000)).toBeCloseTo(6, 1);
    expect(lighthouseCpuSlowdown(2849)).toBeCloseTo(9.65, 2);
  });

  it('refuses a host slower than the phone itself', () => {
    expect(lighthouseCpuSlowdown(149)).toBeNull();
    expect(lighthouseCpuSlowdown(Number.NaN)).toBeNull();
  });

  it('slows the interactions’ phone one and a half times more than Lighthouse’s', () => {
    expect(interactionCpuSlowdown(1533)).toBe(6);
    expect(interactionCpuSlowdown(1050)).toBe(3.75);
    expect(interactionCpuSlowdown(100)).toBeNull();
  });

  it('measures the host only when calibrated, and refuses a host too slow to calibrate', async () => {
    // The median of the samples kept: a busy or a quiet second on the machine does not set the slowdown.
    const samples = [400, 1049.6, 1990];
    let measured = 0;
    const measure = async () => samples[measured++ % samples.length]!;
    expect(await resolveCpuSlowdown(4, measure, lighthouseCpuSlowdown)).toEqual({ rate: 4, hostBenchmarkIndex: null });
    expect(measured).toBe(0);
    // A phase's first measurement fills the window (fifteen samples), every later one adds three.
    const phase: number[] = [];
    expect(await resolveCpuSlowdown('calibrated', measure, lighthouseCpuSlowdown, phase)).toEqual({ rate: 2.5, hostBenchmarkIndex: 1050 });
    expect(measured).toBe(15);
    await resolveCpuSlowdown('calibrated', measure, lighthouseCpuSlowdown, phase);
    expect(measured).toBe(18);
    await expect(resolveCpuSlowdown('calibrated', async () => 90, lighthouseCpuSlowdown)).rejects.toThrow('benchmarkIndex is 90');
  });

  it('takes the host as the median of the phase’s latest samples: one quiet moment does not set a measurement’s phone', async () => {
    const phase: number[] = [];
    const steady = async () => 1050;
    for (let i = 0; i < 4; i++) expect((await resolveCpuSlowdown('calibrated', steady, lighthouseCpuSlowdown, phase)).hostBenchmarkIndex).toBe(1050);
    // Three fast samples in a row (the machine quiet for a moment) against twelve before them.
    expect(await resolveCpuSlowdown('calibrated', async () => 1800, lighthouseCpuSlowdown, phase)).toEqual({ rate: 2.5, hostBenchmarkIndex: 1050 });
    expect(phase).toHaveLength(27);
    // A host that stays fast moves the figure once its samples are most of the window.
    for (let i = 0; i < 2; i++) await resolveCpuSlowdown('calibrated', async () => 1800, lighthouseCpuSlowdown, phase);
    expect((await resolveCpuSlowdown('calibrated', async () => 1800, lighthouseCpuSlowdown, phase)).hostBenchmarkIndex).toBe(1800);
  });

  it('takes a fixed slowdown or “calibrated” from the command line, nothing else', () => {
    expect(parseCpuSlowdown('lighthouse-cpu', 'calibrated')).toBe('calibrated');
    expect(parseCpuSlowdown('lighthouse-cpu', '4')).toBe(4);
    expect(() => parseCpuSlowdown('inp-cpu', '0.5')).toThrow('--inp-cpu');
    expect(() => parseCpuSlowdown('inp-cpu', 'fast')).toThrow('--inp-cpu');
  });
});

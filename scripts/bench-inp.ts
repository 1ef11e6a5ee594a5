// The interaction phase: Interaction to Next Paint on a slow phone. Debian's
// Chromium driven by Playwright, a phone's viewport, the CPU slowed through the DevTools protocol
// (Emulation.setCPUThrottlingRate) to one and a half times slower than Lighthouse's phone, calibrated to the
// host in each page before it loads the shop (./bench-host-cpu.ts), and real input: trusted events through Input.dispatch* (a control is
// tapped as with a finger, text inserted into a field, a key pressed), never through Playwright's locators
// (./bench-inp-page.ts says why). The page itself
// measures with the Event Timing API: a PerformanceObserver of `event` entries (durationThreshold 16) and
// `first-input`, grouped by interactionId; an interaction's latency is its longest entry, split into input
// delay, processing and presentation delay. Each interaction runs several times on one page load (the
// first is the page's first tap, with its lazily loaded code); the report keeps every repetition, the
// median and the worst.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { interactionCpuSlowdown, type InpKind, type InpRepetition } from './bench-budgets.ts';
import { BENCHMARK_INDEX_IN_PAGE, resolveCpuSlowdown, type CpuSlowdown, type CpuSlowdownSetting, type HostSamples } from './bench-host-cpu.ts';
import { PhonePage } from './bench-inp-page.ts';

export interface InpSettings {
  baseURL: string;
  chromePath: string;
  repetitions: number;
  cpuSlowdown: CpuSlowdownSetting;
}

export interface InpRun {
  kind: InpKind;
  path: string;
  /** Why it was not measured (a page or a control the shop does not have). */
  unavailable?: string;
  /** The slowdown the page ran at, and the host's benchmarkIndex it was calibrated from. */
  cpuSlowdown?: CpuSlowdown;
  repetitions: InpRepetition[];
}

/** The host's floor (measureFloor): the same tap on a page with nothing of the shop's. */
export interface InpFloorRun {
  path: string;
  cpuSlowdown: CpuSlowdown;
  repetitions: InpRepetition[];
}

/** Demo catalogue (platform/seed): a plain product, a product with options, a category with filters, a coupon. */
export const INP_TARGETS = {
  product: '/product/kubek-ceramiczny-las',
  configurable: '/product/kubek-z-personalizacja',
  category: '/category/dom',
  coupon: 'WITAJ10',
} as const;

/** BENCH_INP_DEBUG=1: each step with its time. */
const debug = (message: string) => process.env.BENCH_INP_DEBUG && console.log(`    [inp] ${new Date().toISOString().slice(11, 23)} ${message}`);

/** A mid-range phone's screen, as Lighthouse's mobile profile. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
  'latencyInfo',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
];

// Runs in every page before its own scripts: collects Event Timing entries from the start. The callback
// only keeps each list: it runs on the page's main thread, often between a tap's touch events and the click
// the browser makes of them, so whatever it did would count in the click's input delay. The entries are
// read from the kept lists after the interaction (READ_ENTRIES).
const OBSERVER = `(() => {
  const store = { lists: [] };
  window.__inp = store;
  const keep = (list) => store.lists.push(list);
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
})()`;

/** The entries kept since the last reset, those of an interaction only, as plain records. */
const READ_ENTRIES = `window.__inp.lists
  .flatMap((list) => list.getEntries())
  .filter((e) => e.interactionId)
  .map((e) => ({ name: e.name, type: e.entryType, interactionId: e.interactionId, startTime: e.startTime, duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd }))`;

export interface EntryRecord {
  name: string;
  type: string;
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/** Waits until the page has nothing left to do: no request in flight and an idle period of the main thread. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let rounds = 0;
        const tick = (deadline: IdleDeadline) => (deadline.timeRemaining() >= 45 || ++rounds > 40 ? resolve() : requestIdleCallback(tick));
        requestIdleCallback(tick);
        setTimeout(resolve, 5000);
      }),
  );
}

/**
 * The interaction the input made: its longest entry, and that entry's time split. Events of one input that
 * are handled before the same frame (pointerdown, pointerup and click of a quick tap) share its paint: the
 * processing counts from the longest entry's first handler to the last handler that ran before that paint.
 */
export function interactionOf(entries: readonly EntryRecord[]): Omit<InpRepetition, 'repetition'> | null {
  if (entries.length === 0) return null;
  const groups = new Map<number, EntryRecord[]>();
  for (const entry of entries) groups.set(entry.interactionId, [...(groups.get(entry.interactionId) ?? []), entry]);
  let longest: EntryRecord | null = null;
  for (const group of groups.values()) for (const entry of group) if (!longest || entry.duration > longest.duration) longest = entry;
  const worst = longest!;
  const paint = worst.startTime + worst.duration;
  const sameFrame = groups.get(worst.interactionId)!.filter((entry) => entry.processingStart >= worst.processingStart && entry.processingEnd <= paint);
  const handlersEnd = Math.max(worst.processingEnd, ...sameFrame.map((entry) => entry.processingEnd));
  return {
    durationMs: worst.duration,
    event: worst.name,
    inputDelayMs: Math.round(worst.processingStart - worst.startTime),
    processingMs: Math.round(handlersEnd - worst.processingStart),
    presentationDelayMs: Math.max(0, Math.round(paint - handlersEnd)),
    interactions: groups.size,
  };
}

/** BENCH_INP_TRACE=<folder>: each interaction's first repetition is also recorded as a Chromium trace (DevTools' Performance panel opens it). */
let tracing: { browser: Browser; folder: string; name: string } | null = null;

async function measured(page: Page, act: () => Promise<void>, outcome: () => Promise<void>): Promise<Omit<InpRepetition, 'repetition'>> {
  await page.evaluate(() => {
    (window as unknown as { __inp: { lists: unknown[] } }).__inp.lists = [];
  });
  const trace = tracing;
  tracing = null;
  if (trace) await trace.browser.startTracing(page, { path: join(trace.folder, `${trace.name}.json`), screenshots: false, categories: TRACE_CATEGORIES });
  await act();
  await outcome();
  if (trace) {
    await page.waitForTimeout(500);
    await trace.browser.stopTracing();
  }
  // Entries arrive after the frame that answered the input was presented: wait for one, then a moment.
  let entries: EntryRecord[] = [];
  for (let i = 0; i < 20 && entries.length === 0; i++) {
    await page.waitForTimeout(100);
    entries = await page.evaluate<EntryRecord[]>(READ_ENTRIES);
  }
  await page.waitForTimeout(200);
  entries = await page.evaluate<EntryRecord[]>(READ_ENTRIES);
  // Shorter than the observer's 16 ms threshold (and not the page's first input): under 16 ms.
  return (
    interactionOf(entries) ?? {
      durationMs: 16,
      belowThreshold: true,
      event: null,
      inputDelayMs: null,
      processingMs: null,
      presentationDelayMs: null,
      interactions: 0,
    }
  );
}

/** What a window has besides its page, in CSS pixels. */
interface Insets {
  width: number;
  height: number;
}

/**
 * Chromium's headless mode keeps a strip of its window for a toolbar nobody sees (87 px high in Chromium 156,
 * as a headed window would), but Playwright sizes a headless window to the viewport alone: the phone's
 * viewport is laid out at its full height, yet only its top part is ever put on screen. A frame whose only
 * change lies in the bottom strip is not presented, and Event Timing then gives the input the presentation
 * time of whatever frame changes something higher up next (the coupon's first tap: the apply button sits
 * on the viewport's bottom edge, and its frame counted as presented only later, with the cart's
 * re-render). A phone shows its whole screen, so each measured page's window is made that much taller.
 */
async function windowInsets(browser: Browser): Promise<Insets> {
  const context = await browser.newContext({ viewport: null });
  try {
    const page = await context.newPage();
    return await page.evaluate(() => ({ width: window.outerWidth - window.innerWidth, height: window.outerHeight - window.innerHeight }));
  } finally {
    await context.close();
  }
}

async function fitWindow(cdp: CDPSession, insets: Insets): Promise<void> {
  if (insets.width <= 0 && insets.height <= 0) return;
  const { windowId } = await cdp.send('Browser.getWindowForTarget');
  await cdp.send('Browser.setWindowBounds', {
    windowId,
    bounds: { width: PHONE.viewport.width + Math.max(0, insets.width), height: PHONE.viewport.height + Math.max(0, insets.height) },
  });
}

/**
 * Before measuring: a tap that changes only the viewport's bottom row must be reported by Event Timing, which
 * happens once its frame is on screen (nothing else on that page changes, so no report means it never is).
 */
async function checkWholeViewportShown(browser: Browser, insets: Insets): Promise<void> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await fitWindow(await context.newCDPSession(page), insets);
    // Taps Event Timing reports go to window.__edge (the handler runs longer than the observer's 16 ms threshold).
    await page.setContent(`<body style="margin:0"><div id="edge" style="position:fixed;left:0;right:0;bottom:0;height:2px;background:#fff"></div><script>
      window.__edge = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.interactionId) window.__edge.push(e.duration); }).observe({ type: 'event', durationThreshold: 16 });
      document.addEventListener('click', () => {
        const until = performance.now() + 30;
        while (performance.now() < until);
        document.getElementById('edge').style.background = '#000';
      });
    </script></body>`);
    // Its first frames drawn, the page changes nothing until the tap.
    await page.waitForTimeout(500);
    await page.touchscreen.tap(PHONE.viewport.width / 2, PHONE.viewport.height / 3);
    const shown = await page
      .waitForFunction(() => (window as unknown as { __edge: number[] }).__edge.length > 0, undefined, { timeout: 5000 })
      .then(
        () => true,
        () => false,
      );
    if (!shown)
      throw new Error(
        `the browser does not put the bottom of the ${PHONE.viewport.width} × ${PHONE.viewport.height} viewport on screen (window insets ${insets.width} × ${insets.height} px): inputs answered there would be timed by a later frame`,
      );
  } finally {
    await context.close();
  }
}

async function throttled(
  context: BrowserContext,
  settings: InpSettings,
  insets: Insets,
  hostSamples: HostSamples,
): Promise<{ page: Page; cpuSlowdown: CpuSlowdown }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await fitWindow(cdp, insets);
  // The host measured in this blank page, before it is slowed and before it loads the shop.
  const cpuSlowdown = await resolveCpuSlowdown(
    settings.cpuSlowdown,
    async () => Number(await page.evaluate(BENCHMARK_INDEX_IN_PAGE)),
    interactionCpuSlowdown,
    hostSamples,
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown.rate });
  return { page, cpuSlowdown };
}

/** Puts the product in the cart from its page at full speed, as a shopper's earlier visit would have. */
async function fillCart(context: BrowserContext, baseURL: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${baseURL}${INP_TARGETS.product}`);
  const button = page.locator('.add-to-cart__button');
  await button.and(page.locator(':enabled')).waitFor();
  await button.click();
  await page.waitForFunction(() => {
    const cart = JSON.parse(localStorage.getItem('cart') || '{}') as { processedRequest?: string | null; isProcessing?: boolean };
    return Boolean(cart.processedRequest) && cart.isProcessing === false;
  });
  await page.close();
}

async function cartSettled(phone: PhonePage): Promise<void> {
  await phone.waitFor('[data-cart-status="current"]');
  await settle(phone.page);
}

/** The cart in localStorage holds this many pieces of its first line, priced by the platform. */
function cartHolds(pieces: number): boolean {
  const cart = JSON.parse(localStorage.getItem('cart') || '{}') as { items?: { quantity: number }[]; isProcessing?: boolean; processedRequest?: string | null };
  return cart.isProcessing === false && Boolean(cart.processedRequest) && cart.items?.[0]?.quantity === pieces;
}

interface Scenario {
  kind: InpKind;
  path: string;
  needsCart: boolean;
  /** Until the island answers input. */
  ready: (phone: PhonePage) => Promise<void>;
  /** One repetition: unmeasured preparation, then the measured input and the check that it did what it should. */
  repeat: (phone: PhonePage, index: number) => Promise<Omit<InpRepetition, 'repetition'>>;
}

const SCENARIOS: Scenario[] = [
  {
    kind: 'add to cart',
    path: INP_TARGETS.product,
    needsCart: false,
    ready: (phone) => phone.waitFor('.add-to-cart__button:enabled'),
    async repeat(phone, index) {
      const figures = await measured(
        phone.page,
        () => phone.tap('.add-to-cart__button'),
        () => phone.waitFor('.add-to-cart__status--added'),
      );
      await phone.until(cartHolds, index + 1, `the cart to reach ${index + 1} pieces`).catch(async (error: unknown) => {
        throw new Error(
          `the cart did not reach ${index + 1} pieces: ${await phone.page.evaluate(() => localStorage.getItem('cart')?.replace(/"product":\{[^}]*\}/g, ''))} (${String(error)})`,
        );
      });
      await settle(phone.page);
      return figures;
    },
  },
  {
    kind: 'cart quantity',
    path: '/cart',
    needsCart: true,
    ready: cartSettled,
    async repeat(phone, index) {
      // The first line's "+" (its last step button); the cart holds that one line.
      const line = '[data-cart-line]:first-of-type';
      const figures = await measured(
        phone.page,
        () => phone.tap(`${line} button.cart-line__step`, 'last'),
        () => phone.waitFor(`${line} input[type="number"][value="${index + 2}"]`),
      );
      await cartSettled(phone);
      return figures;
    },
  },
  {
    kind: 'coupon',
    path: '/cart',
    needsCart: true,
    ready: cartSettled,
    async repeat(phone) {
      await phone.fill('.coupons__form input[name="code"]', INP_TARGETS.coupon);
      const figures = await measured(
        phone.page,
        () => phone.tap('.coupons__form button[type="submit"]'),
        () => phone.waitFor('[data-cart-status="processing"], [data-coupon]'),
      );
      await phone.waitFor(`[data-coupon="${INP_TARGETS.coupon}"]`);
      await cartSettled(phone);
      // Taken off again (not measured), so that the next repetition applies it anew.
      await phone.tap('.coupons__remove');
      await phone.waitForNone('[data-coupon]');
      await cartSettled(phone);
      return figures;
    },
  },
  {
    kind: 'product option',
    path: INP_TARGETS.configurable,
    needsCart: false,
    ready: (phone) => phone.waitFor('.add-to-cart__button:enabled'),
    async repeat(phone, index) {
      const option = '.schema-field--check input[type="checkbox"]';
      const figures = await measured(
        phone.page,
        () => phone.tap(option),
        () =>
          phone.until(
            ([selector, checked]) => document.querySelector<HTMLInputElement>(selector)?.checked === checked,
            [option, index % 2 === 0] as [string, boolean],
            `${option} toggled`,
          ),
      );
      // The platform's price for the configuration follows after a pause (not part of the interaction).
      await phone.page.waitForTimeout(600);
      await settle(phone.page);
      return figures;
    },
  },
  {
    kind: 'checkout field',
    path: '/checkout',
    needsCart: true,
    ready: async (phone) => {
      await phone.waitFor('[data-checkout-ready]');
      await settle(phone.page);
    },
    async repeat(phone, index) {
      const errorShown = (shown: boolean) =>
        phone.until(
          (expected) => Boolean(document.getElementById('checkout-email-error')?.textContent) === expected,
          shown,
          `the e-mail error ${shown ? 'shown' : 'gone'}`,
        );
      // A valid address first (its error cleared), then an invalid one: leaving the field shows the error.
      await phone.fill('#checkout-email', `shopper${index}@example.com`);
      await phone.press('Tab');
      await errorShown(false);
      await phone.focus('#checkout-email');
      await phone.fill('#checkout-email', `shopper${index}@`);
      await settle(phone.page);
      return measured(
        phone.page,
        () => phone.press('Tab'),
        () => errorShown(true),
      );
    },
  },
  {
    kind: 'open filters',
    path: INP_TARGETS.category,
    needsCart: false,
    ready: (phone) => phone.waitFor('[data-filters] > summary'),
    async repeat(phone) {
      await phone.page.evaluate(() => ((document.querySelector('[data-filters]') as HTMLDetailsElement).open = false));
      await settle(phone.page);
      return measured(
        phone.page,
        () => phone.tap('[data-filters] > summary'),
        () => phone.waitFor('[data-filters][open]'),
      );
    },
  },
];

/**
 * The host's floor: a page of one button whose click writes a number, with no framework and nothing of the
 * shop's, served at the shop's origin and tapped as the shop's controls are (the same phone, slowdown, observer
 * and finger). What an interaction of the shop's takes beyond it is the shop's; a slow floor is the host's
 * (its input routing, compositing and raster run outside the slowed main thread).
 */
export const FLOOR_PATH = '/__inp-floor';
const FLOOR_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head>
<body style="margin:1rem;font-family:system-ui,sans-serif">
<button type="button" style="min-height:44px;padding:0 1rem;font:inherit">Tap</button>
<p data-taps>0</p>
<script>
  const shown = document.querySelector('[data-taps]');
  let taps = 0;
  document.querySelector('button').addEventListener('click', () => { shown.textContent = String(++taps); });
</script>
</body>
</html>`;

async function measureFloor(browser: Browser, settings: InpSettings, insets: Insets, hostSamples: HostSamples): Promise<InpFloorRun> {
  const context = await browser.newContext({ ...PHONE, baseURL: settings.baseURL });
  try {
    await context.addInitScript(OBSERVER);
    await context.route(`**${FLOOR_PATH}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: FLOOR_PAGE }));
    const { page, cpuSlowdown } = await throttled(context, settings, insets, hostSamples);
    await page.goto(FLOOR_PATH);
    const phone = new PhonePage(page);
    await phone.waitFor('button');
    await settle(page);
    const repetitions: InpRepetition[] = [];
    for (let index = 0; index < settings.repetitions; index++) {
      const figures = await measured(
        page,
        () => phone.tap('button'),
        () => phone.until((taps) => document.querySelector('[data-taps]')?.textContent === String(taps), index + 1, `tap ${index + 1} shown`),
      );
      repetitions.push({ repetition: index + 1, ...figures });
      await settle(page);
    }
    return { path: FLOOR_PATH, cpuSlowdown, repetitions };
  } finally {
    await context.close();
  }
}

async function runScenario(browser: Browser, scenario: Scenario, settings: InpSettings, insets: Insets, hostSamples: HostSamples): Promise<InpRun> {
  const context = await browser.newContext({ ...PHONE, baseURL: settings.baseURL });
  try {
    const status = await fetch(`${settings.baseURL}${scenario.path === '/cart' || scenario.path === '/checkout' ? INP_TARGETS.product : scenario.path}`, {
      headers: { accept: 'text/html' },
    }).then((r) => r.status);
    if (status !== 200) return { kind: scenario.kind, path: scenario.path, unavailable: `HTTP ${status}`, repetitions: [] };
    await context.addInitScript(OBSERVER);
    if (scenario.needsCart) await fillCart(context, settings.baseURL);
    debug(`${scenario.kind}: ${scenario.needsCart ? 'cart filled, ' : ''}opening ${scenario.path}`);
    const { page, cpuSlowdown } = await throttled(context, settings, insets, hostSamples);
    debug(`${scenario.kind}: CPU slowed ${cpuSlowdown.rate}× (host benchmarkIndex ${cpuSlowdown.hostBenchmarkIndex ?? 'not measured'})`);
    await page.goto(scenario.path);
    const phone = new PhonePage(page);
    await scenario.ready(phone);
    await settle(page);
    debug(`${scenario.kind}: ready`);
    const repetitions: InpRepetition[] = [];
    for (let index = 0; index < settings.repetitions; index++) {
      const folder = process.env.BENCH_INP_TRACE;
      if (folder && index === 0) {
        mkdirSync(folder, { recursive: true });
        tracing = { browser, folder, name: scenario.kind.replace(/\W+/g, '-') };
      }
      repetitions.push({ repetition: index + 1, ...(await scenario.repeat(phone, index)) });
      debug(`${scenario.kind}: repetition ${index + 1}: ${repetitions.at(-1)!.durationMs} ms`);
    }
    return { kind: scenario.kind, path: scenario.path, cpuSlowdown, repetitions };
  } finally {
    await context.close();
  }
}

/** Why a measurement could not be made: the error's first line. */
const failed = (error: unknown) => `failed: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`;

/** A run's repetitions on one line: "56, 40, 16< ms" (< marks one under the observer's threshold). */
const listed = (repetitions: readonly InpRepetition[]) => `${repetitions.map((r) => `${r.durationMs}${r.belowThreshold ? '<' : ''}`).join(', ')} ms`;

/** Every interaction of the phase, one after the other, each on a fresh browser context, then the host's floor. */
export async function measureInteractions(
  settings: InpSettings,
  only?: (kind: InpKind) => boolean,
): Promise<{ runs: InpRun[]; floor: InpFloorRun | { unavailable: string } }> {
  const browser = await chromium.launch({ executablePath: settings.chromePath, args: CHROMIUM_ARGS });
  try {
    const insets = await windowInsets(browser);
    await checkWholeViewportShown(browser, insets);
    debug(`window insets ${insets.width} × ${insets.height} px: the whole viewport is on screen`);
    const runs: InpRun[] = [];
    const hostSamples: HostSamples = [];
    // BENCH_INP_ONLY=<kind>,<kind>: only those interactions (a quicker loop while working on one).
    const chosen = process.env.BENCH_INP_ONLY?.split(',').map((kind) => kind.trim());
    for (const scenario of SCENARIOS) {
      if (only && !only(scenario.kind)) continue;
      if (chosen && !chosen.includes(scenario.kind)) continue;
      try {
        runs.push(await runScenario(browser, scenario, settings, insets, hostSamples));
      } catch (error) {
        runs.push({
          kind: scenario.kind,
          path: scenario.path,
          unavailable: failed(error),
          repetitions: [],
        });
      }
      const run = runs.at(-1)!;
      console.log(`  ${scenario.kind}: ${run.repetitions.length > 0 ? listed(run.repetitions) : run.unavailable}`);
    }
    const floor = await measureFloor(browser, settings, insets, hostSamples).catch((error: unknown) => ({ unavailable: failed(error) }));
    console.log(`  floor (one button, nothing of the shop's): ${'repetitions' in floor ? listed(floor.repetitions) : floor.unavailable}`);
    return { runs, floor };
  } finally {
    await browser.close();
  }
}

// Click to largest contentful paint, category → product, on the throttled mobile profile:
// Debian's Chromium through the DevTools protocol (e2e/support/devtools.ts: attached so that it may prerender),
// every page of the tab (prerendered ones too) with the CPU slowed to Lighthouse's phone (calibrated to the host
// before each run, ./bench-host-cpu.ts) and the network emulated as Lighthouse's slow 4G (`SLOW_4G`: its DevTools-throttling
// figures). A fresh tab opens the category page and waits for it to
// settle; the pointer rests on a product link for the dwell time (hover: a shopper's intent), then
// presses and releases it. The press is stamped in the category page (performance.timeOrigin +
// the event's timeStamp, wall-clock milliseconds); the product page's largest contentful paint is
// stamped the same way, and a prerendered page's paint is counted from its activation at the earliest
// (activationStart), as the web-vitals library does. Each run uses another product link of the category
// and an emptied HTTP cache.
import { launchChromium, type Session } from '../e2e/support/devtools.ts';
import { lighthouseCpuSlowdown } from './bench-budgets.ts';
import { BENCHMARK_INDEX_IN_PAGE, resolveCpuSlowdown, type CpuSlowdownSetting, type HostSamples } from './bench-host-cpu.ts';

/** Lighthouse's mobile slow 4G as DevTools throttling (lighthouse/core/config/constants.js, `mobileSlow4G`). */
export const SLOW_4G = { latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8, uploadThroughput: (750 * 0.9 * 1024) / 8 };

export interface NavigationRun {
  product: string;
  /** Click (pointerdown) to the product page's largest contentful paint. */
  clickToLcpMs: number;
  /** Click to the product page's activation (prerendered) or its navigation's start (wall clock). */
  pressToShownMs: number;
  /** The element of the largest contentful paint (tag.class). */
  lcpElement: string;
  /** Whether the product page had been prerendered (activationStart > 0). */
  prerendered: boolean;
  /** How the product page's document came: 'prerender', 'prefetch' (navigational-prefetch), 'network' or 'cache'. */
  delivery: string;
  /** The run's CPU slowdown. */
  cpuSlowdown: number;
}

export interface NavigationFigures {
  available: true;
  /** Median click-to-LCP of the runs. */
  clickToLcpMs: number;
  runs: NavigationRun[];
  dwellMs: number;
  category: string;
  profile: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// In the category page: the product links, each once, in page order.
const PRODUCT_LINKS = `[...new Set([...document.querySelectorAll('main a[href*="/product/"]')].map((a) => new URL(a.href).pathname))]`;
// In the category page: scrolls the link into view and gives its centre; stamps the press for the binding.
const PREPARE_LINK = (path: string) => `(() => {
  const link = [...document.querySelectorAll('main a[href*="/product/"]')].find((a) => new URL(a.href).pathname === ${JSON.stringify(path)});
  link.scrollIntoView({ block: 'center' });
  addEventListener('pointerdown', (event) => globalThis.benchPressed(String(performance.timeOrigin + event.timeStamp)), { once: true, capture: true });
  const box = link.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + Math.min(box.height / 2, 20) };
})()`;
// In the product page: its largest contentful paint (wall clock), counted from activation at the earliest.
const PRODUCT_LCP = `new Promise((resolve) => {
  const navigation = performance.getEntriesByType('navigation')[0];
  const activationStart = navigation.activationStart ?? 0;
  const done = (entries) => {
    const last = entries.at(-1);
    resolve({ lcpEpoch: performance.timeOrigin + Math.max(last.startTime, activationStart), activationEpoch: performance.timeOrigin + activationStart, lcpStart: last.startTime, element: last.element ? (last.element.tagName.toLowerCase() + (last.element.className ? '.' + String(last.element.className).split(' ')[0] : '')) : '', activationStart, deliveryType: navigation.deliveryType ?? '', transferSize: navigation.transferSize });
  };
  new PerformanceObserver((list, observer) => { observer.disconnect(); setTimeout(() => done(performance.getEntriesByType('largest-contentful-paint').length ? performance.getEntriesByType('largest-contentful-paint') : list.getEntries()), 0); })
    .observe({ type: 'largest-contentful-paint', buffered: true });
})`;

/** Throttles a page target of the tab before it starts: the shown page and every prerendered one. */
const throttleAt = (cpuSlowdown: number) => async (page: Session) => {
  const commands = [
    page.send('Network.enable'),
    page.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G }),
    page.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown }),
    page.send('Emulation.setDeviceMetricsOverride', { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true }),
  ];
  // A prerendered page's target answers only once it runs: its throttling is sent, not awaited.
  if (page.subtype === 'prerender') {
    void Promise.all(commands).catch(() => undefined);
    return;
  }
  await Promise.all(commands);
};

export async function measureNavigation(
  chromePath: string,
  baseURL: string,
  categoryPath: string,
  options: { runs: number; dwellMs: number; cpuSlowdown: CpuSlowdownSetting; log?: (line: string) => void },
): Promise<NavigationFigures> {
  const browser = await launchChromium(chromePath);
  const runs: NavigationRun[] = [];
  const hostSamples: HostSamples = [];
  const hostBenchmarkIndex = async () => {
    const blank = await browser.newTab();
    try {
      return await blank.page().evaluate<number>(BENCHMARK_INDEX_IN_PAGE);
    } finally {
      await blank.close();
    }
  };
  try {
    for (let run = 0; run < options.runs; run++) {
      const { rate } = await resolveCpuSlowdown(options.cpuSlowdown, hostBenchmarkIndex, lighthouseCpuSlowdown, hostSamples);
      const tab = await browser.newTab(throttleAt(rate));
      try {
        const page = tab.page();
        await page.send('Page.enable');
        await page.send('Runtime.enable');
        await page.send('Network.clearBrowserCache');
        await page.send('Runtime.addBinding', { name: 'benchPressed' });
        const loaded = page.waitFor('Page.loadEventFired');
        await page.send('Page.navigate', { url: `${baseURL}${categoryPath}` });
        await loaded;
        await sleep(1000);
        const products = await page.evaluate<string[]>(PRODUCT_LINKS);
        if (products.length === 0) throw new Error(`${categoryPath} links to no product`);
        const product = products[run % products.length]!;
        const point = await page.evaluate<{ x: number; y: number }>(PREPARE_LINK(product));
        await sleep(300); // the scroll settles
        await page.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: point.x, y: point.y });
        await sleep(options.dwellMs);
        const pressed = page.waitFor('Runtime.bindingCalled', (params) => params.name === 'benchPressed');
        await page.send('Input.dispatchMouseEvent', { type: 'mousePressed', x: point.x, y: point.y, button: 'left', clickCount: 1 });
        await page.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x: point.x, y: point.y, button: 'left', clickCount: 1 });
        const pressEpoch = Number((await pressed).payload);
        const shown = await tab.shownPage(product);
        const paint = await shown.evaluate<{
          lcpEpoch: number;
          activationEpoch: number;
          lcpStart: number;
          element: string;
          activationStart: number;
          deliveryType: string;
          transferSize: number;
        }>(PRODUCT_LCP);
        const prerendered = paint.activationStart > 0;
        runs.push({
          product,
          clickToLcpMs: Math.round(paint.lcpEpoch - pressEpoch),
          pressToShownMs: Math.round((prerendered ? paint.activationEpoch : paint.lcpEpoch - paint.lcpStart) - pressEpoch),
          lcpElement: paint.element,
          prerendered,
          delivery: prerendered ? 'prerender' : paint.deliveryType === 'navigational-prefetch' ? 'prefetch' : paint.transferSize === 0 ? 'cache' : 'network',
          cpuSlowdown: rate,
        });
        options.log?.(`  ${product}: ${runs.at(-1)!.clickToLcpMs} ms (${runs.at(-1)!.delivery})`);
      } finally {
        await tab.close();
      }
    }
  } finally {
    await browser.close();
  }
  const sorted = runs.map((run) => run.clickToLcpMs).sort((a, b) => a - b);
  const rates = runs.map((run) => run.cpuSlowdown);
  const cpu = `CPU ${Math.min(...rates)}–${Math.max(...rates)}× slower${options.cpuSlowdown === 'calibrated' ? ' (calibrated to the host)' : ''}`;
  return {
    available: true,
    clickToLcpMs: sorted[Math.floor(sorted.length / 2)]!,
    runs,
    dwellMs: options.dwellMs,
    category: categoryPath,
    profile: `${cpu}, slow 4G (${SLOW_4G.latency} ms latency, ${Math.round((SLOW_4G.downloadThroughput * 8) / 1024)} kbit/s down)`,
  };
}

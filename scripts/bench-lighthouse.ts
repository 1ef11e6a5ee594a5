// Lighthouse with its mobile settings (simulated slow 4G) in Debian's Chromium, the CPU slowdown calibrated
// to the host before each run (./bench-host-cpu.ts) unless fixed; one Chrome for all runs. Also lists the
// JS files a page loaded, as transferred.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { lighthouseCpuSlowdown, type LighthouseFigures, type ScriptFile } from './bench-budgets.ts';
import { BENCHMARK_INDEX_IN_PAGE, resolveCpuSlowdown, type CpuSlowdown, type CpuSlowdownSetting, type HostSamples } from './bench-host-cpu.ts';
import { CHROMIUM_FLAGS } from '../e2e/support/devtools.ts';

export interface LighthouseRun {
  figures: LighthouseFigures;
  scripts: ScriptFile[];
  /** Lighthouse's own measure of the CPU it ran on (lower = slower or busier machine). */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated, and the host's benchmarkIndex measured for it just before. */
  cpuSlowdown: CpuSlowdown;
}

export interface LighthouseRunner {
  /**
   * `keepStorage`: measure with the local storage the browser already has (a filled cart).
   * `allCategories`: score accessibility, best practices and SEO besides performance.
   */
  run(url: string, options?: { keepStorage?: boolean; allCategories?: boolean }): Promise<LighthouseRun>;
  /** Adds a product to the storefront's cart from its page, as a shopper would, in this Chrome. */
  fillCart(productUrl: string): Promise<void>;
  /** Sets (value) or removes (null) a cookie of the site, as a shopper's earlier visit would have. */
  setCookie(siteUrl: string, name: string, value: string | null): Promise<void>;
  /** Empties the HTTP cache (cookies and storage stay), so a run with `keepStorage` still loads every file. */
  clearCache(): Promise<void>;
  close(): Promise<void>;
}

/** One Chrome DevTools Protocol session on a new tab (Node's own WebSocket; no extra dependency). */
async function devtoolsTab(port: number, url: string) {
  const target = (await (await fetch(`http://127.0.0.1:${port}/json/new?${encodeURI(url)}`, { method: 'PUT' })).json()) as {
    id: string;
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let lastId = 0;
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<{ result?: { result?: { value?: unknown } }; error?: { message: string } }>((resolve) => {
      const id = ++lastId;
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number };
        if (message.id !== id) return;
        socket.removeEventListener('message', onMessage);
        resolve(message as never);
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    evaluate: async (expression: string) => (await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })).result?.result?.value,
    send,
    async close() {
      socket.close();
      await fetch(`http://127.0.0.1:${port}/json/close/${target.id}`);
    },
  };
}

// Runs in the product page: waits for the add-to-cart island, adds, waits until the platform priced the cart.
const ADD_TO_CART_IN_PAGE = `(async () => {
  const until = async (check) => { for (let i = 0; i < 200; i++) { if (check()) return true; await new Promise((r) => setTimeout(r, 50)); } return false; };
  await until(() => { const b = document.querySelector('.add-to-cart__button'); return b && !b.disabled; });
  document.querySelector('.add-to-cart__button').click();
  return until(() => (JSON.parse(localStorage.getItem('cart') || '{}').processedRequest ?? null) !== null);
})()`;

type NetworkItem = { url?: string; resourceType?: string; transferSize?: number };

export async function startLighthouse(chromePath: string, cpuSlowdown: CpuSlowdownSetting): Promise<LighthouseRunner> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  const hostSamples: HostSamples = [];
  const hostBenchmarkIndex = async () => {
    const tab = await devtoolsTab(chrome.port, 'about:blank');
    try {
      const index = await tab.evaluate(BENCHMARK_INDEX_IN_PAGE);
      if (typeof index !== 'number') throw new Error('the benchmark did not run in the page');
      return index;
    } finally {
      await tab.close();
    }
  };
  return {
    async fillCart(productUrl) {
      const tab = await devtoolsTab(chrome.port, 'about:blank');
      try {
        await tab.send('Page.enable');
        await tab.send('Page.navigate', { url: productUrl });
        if ((await tab.evaluate(ADD_TO_CART_IN_PAGE)) !== true) throw new Error(`could not add ${productUrl} to the cart`);
        // The cart stays in local storage; the page's files must not stay in the cache.
        await tab.send('Network.clearBrowserCache');
      } finally {
        await tab.close();
      }
    },
    async setCookie(siteUrl, name, value) {
      const tab = await devtoolsTab(chrome.port, 'about:blank');
      try {
        if (value === null) await tab.send('Network.deleteCookies', { name, url: siteUrl });
        else await tab.send('Network.setCookie', { name, value, url: siteUrl, path: '/', sameSite: 'Lax' });
      } finally {
        await tab.close();
      }
    },
    async clearCache() {
      const tab = await devtoolsTab(chrome.port, 'about:blank');
      try {
        await tab.send('Network.clearBrowserCache');
      } finally {
        await tab.close();
      }
    },
    async run(url, options = {}) {
      const slowdown = await resolveCpuSlowdown(cpuSlowdown, hostBenchmarkIndex, lighthouseCpuSlowdown, hostSamples);
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: options.allCategories ? ['performance', 'accessibility', 'best-practices', 'seo'] : ['performance'],
          disableStorageReset: options.keepStorage === true,
        },
        { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier: slowdown.rate } } },
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
      const items = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
      return {
        figures: {
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          ...(options.allCategories && {
            accessibility: score(lhr.categories.accessibility?.score),
            bestPractices: score(lhr.categories['best-practices']?.score),
            seo: score(lhr.categories.seo?.score),
          }),
        },
        scripts: items.filter((item) => item.resourceType === 'Script' && item.url).map((item) => ({ url: item.url!, transferBytes: item.transferSize ?? 0 })),
        benchmarkIndex: lhr.environment.benchmarkIndex,
        cpuSlowdown: slowdown,
      };
    },
    async close() {
      chrome.kill();
    },
  };
}

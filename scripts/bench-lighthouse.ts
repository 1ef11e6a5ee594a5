// Lighthouse with its default mobile settings (simulated slow 4G, 4x CPU slowdown) in Debian's
// Chromium; one Chrome for all runs. Also lists the JS files a page loaded, as transferred.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { LighthouseFigures, ScriptFile } from './bench-budgets.ts';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--disable-default-apps',
  '--no-first-run',
  '--mute-audio',
];

export interface LighthouseRun {
  figures: LighthouseFigures;
  scripts: ScriptFile[];
  /** Lighthouse's own measure of the CPU it ran on (lower = slower or busier machine). */
  benchmarkIndex: number;
}

export interface LighthouseRunner {
  run(url: string): Promise<LighthouseRun>;
  close(): Promise<void>;
}

type NetworkItem = { url?: string; resourceType?: string; transferSize?: number };

export async function startLighthouse(chromePath: string): Promise<LighthouseRunner> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  return {
    async run(url) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []);
      return {
        figures: {
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        },
        scripts: items
          .filter((item) => item.resourceType === 'Script' && item.url)
          .map((item) => ({ url: item.url!, transferBytes: item.transferSize ?? 0 })),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
    },
    async close() {
      chrome.kill();
    },
  };
}

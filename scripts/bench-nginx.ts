// Requests per second through deploy/nginx.conf with two storefront processes against one process
// alone (no nginx), for the product page and a category page. Page cache as in production
// (the storefront's own, and nginx's microcache for anonymous requests); then the same with a personal
// cookie (the default sales channel, which changes nothing on the page), which both caches step
// aside for, so every request is rendered and the two processes' share of the work shows.
import { freePort, startStack } from '../e2e/support/stack.ts';
import { startNginx } from '../e2e/support/nginx.ts';
import { discoverPages } from './bench-pages.ts';
import { STOREFRONT_NODE_FLAGS } from '../server/node-flags.ts';
import { runAutocannon as run } from './bench-throughput.ts';
import { SALES_CHANNEL_COOKIE } from '../src/lib/catalogue/sales-channel-cookie.ts';

export { SALES_CHANNEL_COOKIE };

export interface NginxSettings {
  connections: number;
  durationSeconds: number;
}

export interface NginxRun {
  page: 'product' | 'category';
  path: string;
  /** 'anonymous': cacheable; 'personal cookie': both caches bypassed. */
  request: 'anonymous' | 'personal cookie';
  via: 'one process, no nginx' | 'nginx, two processes';
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

export interface NginxFigures {
  runs: NginxRun[];
  /** nginx-with-two over one-alone, per page and request kind. */
  ratios: { page: string; request: string; ratio: number }[];
  /** $upstream_cache_status counts over the anonymous runs through nginx. */
  cacheStatuses: Record<string, number>;
}

// A browser's page request; compressed, as shoppers get it (the lone process compresses in Node,
// nginx compresses for the two behind it).
const BASE_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip' };

async function measure(url: string, headers: Record<string, string>, settings: NginxSettings) {
  // Warm-up: the page rendered and in every cache before the measured seconds.
  await run({ url, connections: 4, duration: 2, headers });
  const result = await run({ url, connections: settings.connections, duration: settings.durationSeconds, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The channel the storefront picks for a shopper who chose none (the one selected in the footer's picker). */
async function defaultChannelId(baseURL: string): Promise<string | null> {
  const html = await (await fetch(`${baseURL}/`, { headers: { accept: 'text/html' } })).text();
  return /<option value="([^"]+)" selected/.exec(html)?.[1] ?? null;
}

export async function nginxAgainstOneProcess(settings: NginxSettings): Promise<NginxFigures> {
  const port = await freePort();
  const stack = await startStack({
    storefronts: 2,
    env: { APP_HOST: `http://127.0.0.1:${port}`, TRUST_PROXY: '1' },
    storefrontNodeArgs: STOREFRONT_NODE_FLAGS,
  });
  let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
  try {
    nginx = await startNginx(
      stack.storefronts.map(({ baseURL }) => new URL(baseURL).host),
      port,
    );
    const found = await discoverPages(stack.baseURL, stack.platformURL);
    const channel = await defaultChannelId(stack.baseURL);
    const runs: NginxRun[] = [];
    for (const page of ['product', 'category'] as const) {
      const path = found.find((entry) => entry.kind === page && entry.path && !entry.unavailable)?.path;
      if (!path) continue;
      const kinds: [NginxRun['request'], Record<string, string>][] = [['anonymous', BASE_HEADERS]];
      if (channel) kinds.push(['personal cookie', { ...BASE_HEADERS, cookie: `${SALES_CHANNEL_COOKIE}=${channel}` }]);
      for (const [request, headers] of kinds) {
        for (const [via, base] of [
          ['one process, no nginx', stack.baseURL],
          ['nginx, two processes', nginx.baseURL],
        ] as const) {
          console.log(`  ${page} ${path}, ${request}, ${via}: ${settings.connections} connections × ${settings.durationSeconds} s…`);
          runs.push({ page, path, request, via, ...(await measure(`${base}${path}`, headers, settings)) });
        }
      }
    }
    const ratios = runs
      .filter((run) => run.via === 'nginx, two processes')
      .map((run) => {
        const alone = runs.find((other) => other.via === 'one process, no nginx' && other.page === run.page && other.request === run.request)!;
        return { page: run.page, request: run.request, ratio: Number((run.requestsPerSecond / alone.requestsPerSecond).toFixed(2)) };
      });
    const cacheStatuses: Record<string, number> = {};
    for (const line of nginx.logLines()) {
      const status = /cache=(\S+)/.exec(line)?.[1];
      if (status) cacheStatuses[status] = (cacheStatuses[status] ?? 0) + 1;
    }
    return { runs, ratios, cacheStatuses };
  } finally {
    await nginx?.stop();
    await stack.stop();
  }
}

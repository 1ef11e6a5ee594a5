// The benchmark's `scale` phase: does a page cost the same with 46, 10 000 and 100 000
// products? For each size a fresh stack (platform seeded with PLATFORM_DEMO_PRODUCTS, storefront with
// its page and platform caches off, so every request reaches the platform's queries) answers, one
// after the other and then under a short autocannon run: a big category's first page, a deep page of
// it with an attribute filter and a sort, a search, a product page and the platform's filters
// endpoint. Then the resident memory of both processes (/proc). Judgement per row: the median of the
// sequential requests within 2× of the small catalogue's.
import { startStack, type Stack } from '../e2e/support/stack.ts';
import { residentBytes } from './bench-load.ts';
import { runAutocannon } from './bench-throughput.ts';
import { percentile } from './bench-budgets.ts';
import { optionId } from '../platform/seed/demo-attributes.ts';

export const SCALE_SIZES = [46, 10_000, 100_000] as const;
/** A row is flat when its median is at most this many times the small catalogue's. */
export const SCALE_FACTOR = 2;
/** Products per storefront listing page (src/lib/catalogue/listing-query.ts LISTING_PAGE_SIZE). */
const PAGE_SIZE = 12;
const DEEP_PAGE = 50;

export interface ScaleSettings {
  sizes: readonly number[];
  sequential: number;
  connections: number;
  durationSeconds: number;
}

export interface ScaleRow {
  kind: string;
  path: string;
  status: number;
  /** The first request of the row (before the platform's list-result memo or the database pages are warm). */
  firstMs: number;
  sequentialP50Ms: number;
  sequentialP99Ms: number;
  loadRequestsPerSecond: number;
  loadP50Ms: number;
  loadP99Ms: number;
  non2xx: number;
}

export interface ScaleRun {
  products: number;
  startSeconds: number;
  rows: ScaleRow[];
  memory: { platformRssMB: number | null; storefrontRssMB: number };
}

const megabytes = (bytes: number) => Math.round(bytes / 2 ** 20);

async function timed(url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { accept: 'text/html, application/json' }, redirect: 'manual' });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

async function measure(kind: string, base: string, path: string, settings: ScaleSettings): Promise<ScaleRow> {
  const url = `${base}${path}`;
  const first = await timed(url);
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < settings.sequential; i++) {
    const r = await timed(url);
    times.push(r.ms);
    status = r.status;
  }
  times.sort((a, b) => a - b);
  const load = await runAutocannon({
    url,
    connections: settings.connections,
    duration: settings.durationSeconds,
    timeout: 30,
    headers: { accept: 'text/html, application/json' },
  });
  return {
    kind,
    path,
    status,
    firstMs: Number(first.ms.toFixed(1)),
    sequentialP50Ms: Number(percentile(times, 50).toFixed(1)),
    sequentialP99Ms: Number(percentile(times, 99).toFixed(1)),
    loadRequestsPerSecond: Math.round(load.requests.average),
    loadP50Ms: load.latency.p50,
    loadP99Ms: load.latency.p99,
    non2xx: load.non2xx,
  };
}

type PlatformPage = { data: { slug: string }[]; meta: { last_page: number; total: number } };

async function platformList(stack: Stack, query: string): Promise<PlatformPage> {
  const response = await fetch(`${stack.platformURL}/products?${query}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /products?${query}: ${response.status}`);
  return (await response.json()) as PlatformPage;
}

/** The paths measured on a catalogue of `products`: the generated department when there is one, the demo's "dom" otherwise. */
async function paths(stack: Stack, products: number) {
  const category = products > 46 ? 'wyposazenie' : 'dom';
  const material = optionId('material', products > 46 ? 'drewno' : 'ceramika');
  const filtered = await platformList(stack, `sets[]=${category}&attribute[material]=${material}&limit=${PAGE_SIZE}`);
  const deep = Math.min(DEEP_PAGE, filtered.meta.last_page);
  const product =
    (await platformList(stack, `sets[]=${category}&limit=1&page=${Math.max(1, Math.floor((products - 46) / 2))}`)).data[0]?.slug ?? 'koc-welniany';
  return {
    deep,
    rows: [
      ['category page 1', `/category/${category}`],
      [`category page ${deep}, filter + sort`, `/category/${category}?a.material=${material}&sort=price:asc&page=${deep}`],
      ['search', '/search/kubek'],
      ['product page', `/product/${product}`],
    ] as const,
    filters: `/products/filters?sets[]=${category}`,
  };
}

export async function scaleRun(products: number, settings: ScaleSettings): Promise<ScaleRun> {
  const started = performance.now();
  const stack = await startStack({
    platformEnv: products > 46 ? { PLATFORM_DEMO_PRODUCTS: String(products) } : {},
    // Every request renders and asks the platform: the page cache and the platform-response cache are off.
    env: { PAGE_CACHE_SECONDS: '0', PLATFORM_CACHE_SECONDS: '0' },
  });
  const startSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
  try {
    const plan = await paths(stack, products);
    const rows: ScaleRow[] = [];
    for (const [kind, path] of plan.rows) {
      console.log(`  ${products} products: ${kind} ${path}`);
      rows.push(await measure(kind, stack.baseURL, path, settings));
    }
    console.log(`  ${products} products: platform filters ${plan.filters}`);
    rows.push({ ...(await measure('platform filters', stack.platformURL, plan.filters, settings)), kind: 'platform filters endpoint' });
    return {
      products,
      startSeconds,
      rows,
      memory: {
        platformRssMB: stack.platformPid === undefined ? null : megabytes(residentBytes(stack.platformPid)),
        storefrontRssMB: megabytes(residentBytes(stack.storefrontPid)),
      },
    };
  } finally {
    await stack.stop();
  }
}

export interface ScaleCheck {
  products: number;
  kind: string;
  ratio: number;
  pass: boolean;
}

/** Each row of each larger catalogue against the same row of the smallest (by its sequential median). */
export function judgeScale(runs: ScaleRun[]): ScaleCheck[] {
  const small = runs[0];
  if (!small) return [];
  return runs.slice(1).flatMap((run) =>
    run.rows.map((row, i) => {
      const base = small.rows[i]!;
      const ratio = Number((row.sequentialP50Ms / Math.max(0.1, base.sequentialP50Ms)).toFixed(2));
      return { products: run.products, kind: row.kind.replace(/page \d+/, 'deep page'), ratio, pass: ratio <= SCALE_FACTOR && row.status < 400 };
    }),
  );
}

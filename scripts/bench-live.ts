// Changes live in seconds (docs/benchmark.md#changes-live): how long after the platform answers an admin's
// change a shopper gets it from every storefront process and from nginx in front of them. The production
// shape of e2e/marketer-journey.spec.ts: two processes behind deploy/nginx.conf sharing one Redis, the
// embedded platform sending Heseya's signed webhook itself to nginx's /api/webhooks/platform; nothing here
// posts a webhook. Before each change every address keeps the page (the page cache answers it, HIT), so
// what is timed is the purge, not a miss.
//
// From the moment the PATCH answers, each address is asked every `intervalMs` (plain fetch, no cookies)
// until its answer shows the new text: the time is when that answer has arrived. `everywhereMs`, the
// largest of the three, is when every shopper gets the change.
import { randomBytes } from 'node:crypto';
import { adminApi } from '../e2e/support/admin-api.ts';
import { startProductionShape, type ProductionShape } from '../e2e/support/production-shape.ts';
import { startRedis } from '../e2e/support/redis.ts';
import { STOREFRONT_NODE_FLAGS } from '../server/node-flags.ts';
import { percentile } from './bench-budgets.ts';

export interface LiveSettings {
  /** How many times the content page's text is changed and timed. */
  changes: number;
  /** How often each address is asked while the change is not there. */
  intervalMs: number;
  /** How long an address may take before the change counts as never shown. */
  giveUpMs: number;
}

export const ADDRESSES = ['process 1', 'process 2', 'nginx'] as const;
export type Address = (typeof ADDRESSES)[number];

/** One change: ms from the PATCH's answer to the first answer showing it, per address (`null`: never within `giveUpMs`). */
export interface LiveChange {
  change: string;
  path: string;
  ms: Record<Address, number | null>;
  everywhereMs: number | null;
  /** Requests made to each address until it showed the change. */
  requests: Record<Address, number>;
}

export interface LiveSummary {
  address: Address | 'everywhere';
  medianMs: number;
  p90Ms: number;
  maxMs: number;
  /** Changes that did not show on this address within `giveUpMs` (left out of the figures). */
  missed: number;
}

export interface LiveFigures {
  settings: LiveSettings;
  /** The `changes` content-page edits, in order (a first, unrecorded one warms the path up). */
  contentChanges: LiveChange[];
  summary: LiveSummary[];
  /** Measured once each: a hidden page made public (the page itself, and the footer of a kept page listing it), a product's price. */
  once: LiveChange[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unique = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

/** A page as a shopper without cookies gets it. */
async function visit(url: string): Promise<{ status: number; html: string; cache: string | null }> {
  const response = await fetch(url);
  return { status: response.status, html: await response.text(), cache: response.headers.get('x-astro-cache') };
}

/**
 * Asks `url` until its page cache answers it from memory (x-astro-cache HIT: the first visit renders and
 * keeps it). Through nginx the header is the one of the answer nginx's microcache keeps for a second, so
 * there it takes until that copy is refreshed from a process that kept the page.
 */
async function keep(url: string, text: string): Promise<void> {
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline) {
    const { status, html, cache } = await visit(url);
    if (status === 200 && cache === 'HIT') {
      if (!html.includes(text)) throw new Error(`${url} is kept without "${text}"`);
      return;
    }
    await sleep(50);
  }
  throw new Error(`${url} was never answered from the page cache (x-astro-cache HIT) within 10 s`);
}

/** Asks `url` every `intervalMs` from `since` until it answers 200 with `text`; answers the ms and the requests made. */
async function timeUntilShown(url: string, text: string, since: number, settings: LiveSettings): Promise<{ ms: number | null; requests: number }> {
  let requests = 0;
  while (performance.now() - since < settings.giveUpMs) {
    const asked = performance.now();
    requests += 1;
    const { status, html } = await visit(url);
    if (status === 200 && html.includes(text)) return { ms: performance.now() - since, requests };
    await sleep(Math.max(0, settings.intervalMs - (performance.now() - asked)));
  }
  return { ms: null, requests };
}

type Bases = Record<Address, string>;

/**
 * The longest nginx's microcache answers a copy (deploy/nginx/microcache-location.conf: `proxy_cache_valid`
 * 1s, which nginx counts in whole seconds of its clock, so a copy lives from one to two seconds).
 */
const NGINX_COPY_AT_MOST_MS = 2000;

/** What a change must show: on which path, which text. */
interface Target {
  label: string;
  path: string;
  text: string;
}

/**
 * Makes the change (`change` resolves once the platform has answered it), then times each address until each
 * target's path shows its text, every target from the same answer.
 */
async function timeChange(targets: readonly Target[], bases: Bases, change: () => Promise<unknown>, settings: LiveSettings): Promise<LiveChange[]> {
  await change();
  const since = performance.now();
  return Promise.all(
    targets.map(async ({ label, path, text }) => {
      const timed = await Promise.all(ADDRESSES.map((address) => timeUntilShown(`${bases[address]}${path}`, text, since, settings)));
      const ms = Object.fromEntries(ADDRESSES.map((address, index) => [address, timed[index]!.ms === null ? null : Math.round(timed[index]!.ms!)]));
      const requests = Object.fromEntries(ADDRESSES.map((address, index) => [address, timed[index]!.requests]));
      const shown = Object.values(ms);
      return {
        change: label,
        path,
        ms: ms as Record<Address, number | null>,
        everywhereMs: shown.includes(null) ? null : Math.max(...(shown as number[])),
        requests: requests as Record<Address, number>,
      };
    }),
  );
}

/** Median, p90 and max per address and everywhere, over the changes that showed. */
export function summarise(changes: readonly LiveChange[]): LiveSummary[] {
  return [...ADDRESSES, 'everywhere' as const].map((address) => {
    const values = changes.map((change) => (address === 'everywhere' ? change.everywhereMs : change.ms[address]));
    const shown = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
    const missed = values.length - shown.length;
    if (shown.length === 0) return { address, medianMs: Number.NaN, p90Ms: Number.NaN, maxMs: Number.NaN, missed };
    return { address, medianMs: percentile(shown, 50), p90Ms: percentile(shown, 90), maxMs: shown.at(-1)!, missed };
  });
}

/**
 * Every address keeps `path` showing `text` (each process's page cache answers HIT, and so does nginx's
 * copy), then shoppers keep reading it through nginx (every `intervalMs`) for a random time of up to two
 * seconds, the longest nginx keeps a copy: the change then meets nginx's copy at any age, as it would
 * on a shop being browsed, not always just after nginx refreshed it.
 */
async function keepEverywhere(bases: Bases, path: string, text: string, settings: LiveSettings): Promise<void> {
  await keep(`${bases['process 1']}${path}`, text);
  await keep(`${bases['process 2']}${path}`, text);
  await keep(`${bases.nginx}${path}`, text);
  const until = performance.now() + Math.random() * NGINX_COPY_AT_MOST_MS;
  while (performance.now() < until) {
    const asked = performance.now();
    await visit(`${bases.nginx}${path}`);
    await sleep(Math.max(0, settings.intervalMs - (performance.now() - asked)));
  }
}

export async function measureLive(settings: LiveSettings, log: (line: string) => void = console.log): Promise<LiveFigures> {
  const redis = await startRedis();
  let shape: ProductionShape | undefined;
  try {
    shape = await startProductionShape({ redis, storefrontNodeArgs: STOREFRONT_NODE_FLAGS });
    const { stack, nginx } = shape;
    const bases: Bases = { 'process 1': stack.storefronts[0]!.baseURL, 'process 2': stack.storefronts[1]!.baseURL, nginx: nginx.baseURL };
    const admin = await adminApi(stack.platformURL);

    // A public content page changed `changes` times, after one unrecorded change that warms the path up.
    const slug = `na-zywo-${unique()}`;
    const path = `/${slug}`;
    let text = `Wersja startowa ${unique()}`;
    const page = await admin<{ id: string }>('POST', '/pages', { slug, name: 'Na żywo', public: true, content_html: `<p>${text}</p>` });
    const contentChanges: LiveChange[] = [];
    for (let index = 0; index <= settings.changes; index += 1) {
      await keepEverywhere(bases, path, text, settings);
      text = `Wersja ${index} ${unique()}`;
      const html = `<p>${text}</p>`;
      const [timed] = (await timeChange(
        [{ label: `content page text ${index}`, path, text }],
        bases,
        () => admin('PATCH', `/pages/id:${page.id}`, { content_html: html }),
        settings,
      )) as [LiveChange];
      if (index === 0) continue;
      contentChanges.push(timed);
      log(
        `  change ${index}/${settings.changes}: ${ADDRESSES.map((address) => `${address} ${timed.ms[address] ?? 'never'} ms`).join(', ')}; everywhere ${timed.everywhereMs ?? 'never'} ms`,
      );
    }

    const once: LiveChange[] = [];
    // A hidden page made public: the page itself (its 404 asked for everywhere first), and the footer of a kept page, which lists the content pages.
    const hiddenSlug = `odsloniete-${unique()}`;
    const hiddenText = `Strona odsłonięta ${unique()}`;
    const hidden = await admin<{ id: string }>('POST', '/pages', { slug: hiddenSlug, name: 'Odsłonięta', public: false, content_html: `<p>${hiddenText}</p>` });
    for (const base of Object.values(bases)) {
      const { status } = await visit(`${base}/${hiddenSlug}`);
      if (status !== 404) throw new Error(`${base}/${hiddenSlug} answered ${status} while hidden`);
    }
    await keepEverywhere(bases, '/o-nas', 'O nas', settings);
    once.push(
      ...(await timeChange(
        [
          { label: 'hidden page made public: the page', path: `/${hiddenSlug}`, text: hiddenText },
          { label: 'hidden page made public: the footer of a kept page links it', path: '/o-nas', text: `href="/${hiddenSlug}"` },
        ],
        bases,
        () => admin('PATCH', `/pages/id:${hidden.id}`, { public: true }),
        settings,
      )),
    );

    // A product's price: the first demo product given a price in złoty it never had (other currencies as they were).
    const { data: products } = (await (await fetch(`${stack.platformURL}/products?limit=1`)).json()) as { data: { id: string; slug: string }[] };
    const product = products[0]!;
    const detail = await admin<{ prices_base: { gross: string; currency: string }[] }>('GET', `/products/id:${product.id}`);
    if (!detail.prices_base.some((price) => price.currency === 'PLN')) throw new Error(`${product.slug} has no price in złoty`);
    const newPrice = '987.65';
    const prices = detail.prices_base.map((price) => ({ value: price.currency === 'PLN' ? newPrice : price.gross, currency: price.currency }));
    const productPath = `/product/${product.slug}`;
    const shownPrice = '987,65';
    const before = await visit(`${bases['process 1']}${productPath}`);
    if (before.html.includes(shownPrice)) throw new Error(`${productPath} already shows ${shownPrice}`);
    await keepEverywhere(bases, productPath, product.slug, settings);
    once.push(
      ...(await timeChange(
        [{ label: "a product's price", path: productPath, text: shownPrice }],
        bases,
        () => admin('PATCH', `/products/id:${product.id}`, { prices_base: prices }),
        settings,
      )),
    );
    for (const change of once)
      log(
        `  ${change.change}: ${ADDRESSES.map((address) => `${address} ${change.ms[address] ?? 'never'} ms`).join(', ')}; everywhere ${change.everywhereMs ?? 'never'} ms`,
      );

    return { settings, contentChanges, summary: summarise(contentChanges), once };
  } finally {
    await shape?.stop();
    await redis.stop();
  }
}

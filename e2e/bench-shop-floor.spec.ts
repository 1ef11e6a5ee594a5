// The benchmark's shop floor (scripts/bench-shop-floor-server.ts), which a page-cache hit is held to: the
// storefront's own handler in a process of its own, answering one path from memory with the bytes a hit
// sends, head and body, and serving the shop on every other path.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { startStack, type Stack } from './support/stack';
import { hitHead, SHOP_FLOOR_PATH } from '../scripts/bench-bare-answer';
import { STOREFRONT_NODE_FLAGS } from '../server/node-flags';

const PRODUCT = '/product/kubek-ceramiczny-las';
// As the benchmark's loads ask: a page, without compression.
const AS_THE_LOAD_ASKS = { accept: 'text/html', 'accept-encoding': 'identity' };
// What Node writes per response, not what the page or the cache decide.
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive']);

let stack: Stack;
let shopFloor: Stack;
let directory: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  stack = await startStack();
  const page = `${stack.baseURL}${PRODUCT}`;
  // A first request keeps the page; the next is a hit.
  await fetch(page, { headers: AS_THE_LOAD_ASKS }).then((response) => response.arrayBuffer());
  directory = mkdtempSync(join(tmpdir(), 'shop-floor-'));
  writeFileSync(join(directory, 'page.html'), await (await fetch(page, { headers: AS_THE_LOAD_ASKS })).text());
  writeFileSync(join(directory, 'head.json'), JSON.stringify(await hitHead(page)));
  shopFloor = await startStack({
    platformURL: stack.platformURL,
    storefrontScript: 'scripts/bench-shop-floor-server.ts',
    storefrontNodeArgs: STOREFRONT_NODE_FLAGS,
    env: { SHOP_FLOOR_BODY: join(directory, 'page.html'), SHOP_FLOOR_HEAD: join(directory, 'head.json') },
  });
});

test.afterAll(async () => {
  await shopFloor?.stop();
  await stack?.stop();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

const headOf = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => !PER_RESPONSE.has(name)));

test('the shop floor answers with the bytes of a page-cache hit, head and body', async () => {
  const hit = await fetch(`${stack.baseURL}${PRODUCT}`, { headers: AS_THE_LOAD_ASKS });
  expect(hit.headers.get('x-astro-cache')).toBe('HIT');
  const floor = await fetch(`${shopFloor.baseURL}${SHOP_FLOOR_PATH}`, { headers: AS_THE_LOAD_ASKS });
  expect(floor.status).toBe(200);
  expect(headOf(floor)).toEqual(headOf(hit));
  expect(Buffer.from(await floor.arrayBuffer()).equals(Buffer.from(await hit.arrayBuffer()))).toBe(true);
});

test('every other path of the shop floor is the storefront: its pages, its page cache, its health answer', async () => {
  const first = await fetch(`${shopFloor.baseURL}${PRODUCT}`, { headers: AS_THE_LOAD_ASKS });
  expect(first.status).toBe(200);
  expect(await first.text()).toContain('<h1');
  const again = await fetch(`${shopFloor.baseURL}${PRODUCT}`, { headers: AS_THE_LOAD_ASKS });
  expect(again.headers.get('x-astro-cache')).toBe('HIT');
  expect(await (await fetch(`${shopFloor.baseURL}/_health`)).text()).toBe('ok\n');
});

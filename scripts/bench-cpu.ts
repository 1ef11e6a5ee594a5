// CPU time per request of the product page rendered on every request (another query string each time) and
// answered from the page cache, against the Astro floor and the bare server answering the same bytes (the
// bare server with the hit's own headers too: the same head and body; both with the storefront's V8 options)
// (scripts/bench-astro-floor-server.ts, scripts/bench-bare-server.ts), each in its own process, read from
// /proc/<pid>/stat around each load, in alternating rounds. Less moved by other work on a shared machine
// than requests per second (docs/benchmark.md). Linux only; not part of `npm test`.
//
//   node scripts/bench-cpu.ts                      this build
//   OTHER=/path/to/another/checkout node scripts/bench-cpu.ts
//                                                  and another checkout's build (built, with node_modules),
//                                                  rendered and answered from its page cache in the same
//                                                  rounds ("other", "otherHit")
//   ROUNDS (3), N (1500 rendered pages a round; twice as many requests for the floor), HITS (requests a round to
//   the page cache and the bare server; 2 × N), PAGE (the product path), HITS_ONLY=1 (the hits and the bare
//   server alone, in an order that turns from round to round), TOGETHER=1 (with HITS_ONLY: loaded at once)
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startStack } from '../e2e/support/stack.ts';
import { STOREFRONT_NODE_FLAGS } from '../server/node-flags.ts';
import { hitHead, SHOP_FLOOR_PATH } from './bench-bare-answer.ts';
import { startServer } from './bench-throughput.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const N = Number(process.env.N ?? 1500);
// A hit costs a tiny fraction of a render: enough of them for the 10 ms ticks of /proc/<pid>/stat.
const HITS = Number(process.env.HITS ?? N * 2);
// HITS_ONLY=1: the page-cache hit, the other build's and the bare server only (nothing rendered in the rounds).
const HITS_ONLY = process.env.HITS_ONLY === '1';
// TOGETHER=1 (with HITS_ONLY): each round loads the servers at the same time rather than one after the other,
// so that a change in the machine's speed within a run reaches all of them alike: builds compared round by
// round differ by a few percent where one after the other they differ by tens. Sharing the cores, each costs
// more per request than it does alone: builds are compared this way, budgets judged one after the other.
const TOGETHER = HITS_ONLY && process.env.TOGETHER === '1';

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function run(url: string, amount: number, miss: boolean): Promise<number> {
  let count = 0;
  const path = new URL(url);
  const result = await autocannon({
    url,
    connections: 4,
    amount,
    headers: { accept: 'text/html' },
    ...(miss && {
      requests: [
        {
          setupRequest(request: autocannon.Request) {
            count += 1;
            path.searchParams.set('bench-miss', `${Date.now()}-${count}`);
            return { ...request, path: `${path.pathname}${path.search}` };
          },
        },
      ],
    }),
  });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.total;
}

async function perRequest(pid: number, url: string, amount: number, miss: boolean): Promise<number> {
  const before = cpuMs(pid);
  const total = await run(url, amount, miss);
  return (cpuMs(pid) - before) / total;
}

const stack = await startStack({ storefrontNodeArgs: STOREFRONT_NODE_FLAGS });
type StackModule = typeof import('../e2e/support/stack.ts');
const other = process.env.OTHER
  ? await ((await import(`${process.env.OTHER}/e2e/support/stack.ts`)) as StackModule).startStack({ storefrontNodeArgs: STOREFRONT_NODE_FLAGS })
  : undefined;
const otherPage = other ? `${other.baseURL}${process.env.PAGE ?? '/product/kubek-ceramiczny-las'}` : '';
const page = `${stack.baseURL}${process.env.PAGE ?? '/product/kubek-ceramiczny-las'}`;
const html = await (await fetch(page, { headers: { accept: 'text/html' } })).text();
// The head of a hit, as the bare server and the shop floor are to send it.
const hitHeaders = await hitHead(page);
const dir = mkdtempSync(join(tmpdir(), 'cpu-bench-'));
writeFileSync(join(dir, 'page.html'), html);
writeFileSync(join(dir, 'headers.json'), JSON.stringify(hitHeaders));
const floor = await startServer('scripts/bench-astro-floor-server.ts', join(dir, 'page.html'), STOREFRONT_NODE_FLAGS);
// The bare server runs with the storefront's V8 options, as the Astro floor does: like with like.
const bare = await startServer('scripts/bench-bare-server.ts', join(dir, 'page.html'), STOREFRONT_NODE_FLAGS, [join(dir, 'headers.json')]);
// The shop floor: the storefront's own handler in a process started as the storefront is, answering the
// same head and body from memory (scripts/bench-shop-floor-server.ts). It renders what the storefront
// renders, before and during the rounds, and answers as often as the storefront hits: like with like.
const shopFloor = await startStack({
  platformURL: stack.platformURL,
  storefrontScript: 'scripts/bench-shop-floor-server.ts',
  storefrontNodeArgs: STOREFRONT_NODE_FLAGS,
  env: { SHOP_FLOOR_BODY: join(dir, 'page.html'), SHOP_FLOOR_HEAD: join(dir, 'headers.json') },
});
const shopFloorPage = `${shopFloor.baseURL}${process.env.PAGE ?? '/product/kubek-ceramiczny-las'}`;
const shopFloorURL = `${shopFloor.baseURL}${SHOP_FLOOR_PATH}`;
try {
  await run(page, 600, true);
  if (other) await run(otherPage, 600, true);
  await run(shopFloorPage, 600, true);
  // Hits warmed up as the bare server is (as many requests): like with like.
  await run(page, 1500, false);
  if (other) await run(otherPage, 1500, false);
  await run(shopFloorPage, 1500, false);
  await run(shopFloorURL, 1500, false);
  await run(floor.url, 1500, true);
  await run(bare.url, 1500, false);
  const rows: Record<string, number[]> = { render: [], hit: [], floor: [], shopFloor: [], bare: [], ...(other && { other: [], otherHit: [] }) };
  // Every other round measures the other build first, so that neither always follows the same load.
  for (let round = 0; round < ROUNDS; round++) {
    if (HITS_ONLY) {
      // Hits alone, no page rendered between them; the order turns from round to round, so that each
      // server follows each of the others as often.
      const phases: [string, number, string][] = [
        ['hit', stack.storefrontPid, page],
        ...(other ? ([['otherHit', other.storefrontPid, otherPage]] as [string, number, string][]) : []),
        ['shopFloor', shopFloor.storefrontPid, shopFloorURL],
        ['bare', bare.pid, bare.url],
      ];
      if (TOGETHER) {
        const before = phases.map(([, pid]) => cpuMs(pid));
        const totals = await Promise.all(phases.map(([, , url]) => run(url, HITS, false)));
        for (const [i, [row, pid]] of phases.entries()) rows[row]!.push((cpuMs(pid) - before[i]!) / totals[i]!);
        continue;
      }
      for (let i = 0; i < phases.length; i++) {
        const [row, pid, url] = phases[(round + i) % phases.length]!;
        rows[row]!.push(await perRequest(pid, url, HITS, false));
      }
      continue;
    }
    const otherFirst = other !== undefined && round % 2 === 1;
    if (otherFirst) rows.other!.push(await perRequest(other.storefrontPid, otherPage, N, true));
    rows.render!.push(await perRequest(stack.storefrontPid, page, N, true));
    await run(shopFloorPage, N, true);
    rows.floor!.push(await perRequest(floor.pid, floor.url, N * 2, true));
    if (other && !otherFirst) rows.other!.push(await perRequest(other.storefrontPid, otherPage, N, true));
    if (otherFirst) rows.otherHit!.push(await perRequest(other.storefrontPid, otherPage, HITS, false));
    rows.hit!.push(await perRequest(stack.storefrontPid, page, HITS, false));
    if (other && !otherFirst) rows.otherHit!.push(await perRequest(other.storefrontPid, otherPage, HITS, false));
    rows.shopFloor!.push(await perRequest(shopFloor.storefrontPid, shopFloorURL, HITS, false));
    rows.bare!.push(await perRequest(bare.pid, bare.url, HITS, false));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const quartiles = (values: number[], digits = 3) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `${sorted[Math.floor(sorted.length / 4)]!.toFixed(digits)}–${sorted[Math.floor((sorted.length * 3) / 4)]!.toFixed(digits)}`;
  };
  for (const key of Object.keys(rows)) if (rows[key]!.length === 0) delete rows[key];
  const m = Object.fromEntries(Object.entries(rows).map(([key, values]) => [key, median(values)]));
  console.log(`bytes ${html.length}; the hit's head replayed by the bare server: ${Object.keys(hitHeaders).length} headers`);
  for (const [key, values] of Object.entries(rows))
    console.log(`${key.padEnd(8)} CPU ms/request ${values.map((v) => v.toFixed(3)).join(' ')}  median ${m[key]!.toFixed(3)} (quartiles ${quartiles(values)})`);
  // A share of a floor round by round: the floor's CPU per request over the page's, measured close together.
  const share = (floor: number[], page: number[]) => page.map((value, round) => floor[round]! / value);
  for (const [label, shares] of [
    ...(HITS_ONLY ? [] : ([['render ÷ floor', share(rows.floor!, rows.render!)]] as const)),
    ['hit ÷ shop floor', share(rows.shopFloor!, rows.hit!)],
    ['hit ÷ bare', share(rows.bare!, rows.hit!)],
    ['shop floor ÷ bare', share(rows.bare!, rows.shopFloor!)],
    ...(other && !HITS_ONLY ? ([['other render ÷ floor', share(rows.floor!, rows.other!)]] as const) : []),
    ...(other ? ([['other hit ÷ shop floor', share(rows.shopFloor!, rows.otherHit!)]] as const) : []),
  ] as const)
    console.log(
      `${label}, round by round: ${shares.map((r) => (r * 100).toFixed(1)).join(' ')} %  median ${(median(shares) * 100).toFixed(1)} % (quartiles ${quartiles(
        shares.map((r) => r * 100),
        1,
      )})`,
    );
  if (!HITS_ONLY) console.log(`render ÷ floor (CPU per request, as a share of the floor's rate): ${((m.floor! / m.render!) * 100).toFixed(1)} %`);
  if (other && !HITS_ONLY) console.log(`other render ÷ floor: ${((m.floor! / m.other!) * 100).toFixed(1)} %`);
  console.log(`hit ÷ shop floor: ${((m.shopFloor! / m.hit!) * 100).toFixed(1)} % (hit ÷ bare ${((m.bare! / m.hit!) * 100).toFixed(1)} %)`);
  if (other) {
    console.log(`other hit ÷ shop floor: ${((m.shopFloor! / m.otherHit!) * 100).toFixed(1)} %`);
    // Rounds measure both builds close together: the ratio within each round is steadier than the medians apart.
    const paired = (mine: number[], theirs: number[]) => mine.map((value, round) => value / theirs[round]!);
    for (const [label, ratios] of [
      ...(HITS_ONLY ? [] : ([['render ÷ other render', paired(rows.render!, rows.other!)]] as const)),
      ['hit ÷ other hit', paired(rows.hit!, rows.otherHit!)],
    ] as const) {
      const sorted = [...ratios].sort((a, b) => a - b);
      console.log(
        `${label}, CPU per request, round by round: ${ratios.map((r) => r.toFixed(2)).join(' ')}  median ${median(ratios).toFixed(3)} (quartiles ${sorted[Math.floor(sorted.length / 4)]!.toFixed(2)}–${sorted[Math.floor((sorted.length * 3) / 4)]!.toFixed(2)})`,
      );
    }
  }
} finally {
  await Promise.all([floor.stop(), bare.stop()]);
  await shopFloor.stop();
  await stack.stop();
  await other?.stop();
}
process.exit(0);

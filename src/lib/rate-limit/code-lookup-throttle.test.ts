import { describe, expect, it } from 'vitest';
import { memoryLimiters } from './limiter-store';
import { createCodeLookupThrottle } from './code-lookup-throttle';
import { COUPON_CODE_RULE, ORDER_CODE_RULE } from './limits';

let count = 0;
const throttle = (rule = ORDER_CODE_RULE) => createCodeLookupThrottle(memoryLimiters, `test-codes-${++count}`, rule);
const code = (i: number) => `Z${String(i).padStart(5, '0')}`;

describe('code lookup throttle', () => {
  it('a parallel burst of guessed codes from one network: 30 are looked up, the rest refused', async () => {
    const codes = throttle();
    const lookups = await Promise.all(Array.from({ length: 100 }, (_, i) => codes.begin('203.0.113.9', code(i))));
    const allowed = lookups.filter((lookup) => lookup.allowed);
    expect(allowed).toHaveLength(30);
    await Promise.all(allowed.map((lookup) => lookup.settle(false)));
    const refused = await codes.begin('203.0.113.9', code(500));
    expect(refused.allowed).toBe(false);
    expect(refused.allowed ? 0 : refused.retryAfterMs).toBeGreaterThan(9 * 60_000);
    expect((await codes.begin('203.0.113.10', code(500))).allowed).toBe(true);
  });

  it('real orders and codes looked up again cost nothing', async () => {
    const codes = throttle();
    for (let i = 0; i < 100; i += 1) {
      const lookup = await codes.begin('198.51.100.4', i % 2 ? 'MYORDR' : code(i));
      if (!lookup.allowed) throw new Error(`refused at ${i}`);
      await lookup.settle(i % 2 === 0);
    }
    // The missing code, reloaded a hundred times, is one miss.
    for (let i = 0; i < 100; i += 1) {
      const lookup = await codes.begin('198.51.100.4', 'NOPE00');
      if (!lookup.allowed) throw new Error(`refused at reload ${i}`);
      await lookup.settle(false);
    }
  });

  it('discount codes: ten wrong ones per network, then a wait of about a quarter of an hour', async () => {
    const coupons = throttle(COUPON_CODE_RULE);
    for (let i = 0; i < 10; i += 1) {
      const lookup = await coupons.begin('192.0.2.7', `WRONG${i}`);
      if (!lookup.allowed) throw new Error(`refused at ${i}`);
      await lookup.settle(false);
    }
    const eleventh = await coupons.begin('192.0.2.7', 'WRONG10');
    expect(eleventh.allowed).toBe(false);
    expect(eleventh.allowed ? 0 : eleventh.retryAfterMs).toBeGreaterThan(14 * 60_000);
  });

  it('past the limit, a code the network looked up before is still answered (its answer is no news to it)', async () => {
    const coupons = throttle(COUPON_CODE_RULE);
    const kept = await coupons.begin('192.0.2.8', 'WITAJ10');
    if (!kept.allowed) throw new Error('refused');
    await kept.settle(true);
    for (let i = 0; i < 10; i += 1) {
      const lookup = await coupons.begin('192.0.2.8', `WRONG${i}`);
      if (lookup.allowed) await lookup.settle(false);
    }
    expect((await coupons.begin('192.0.2.8', 'NEWCODE')).allowed).toBe(false);
    expect((await coupons.begin('192.0.2.8', 'WITAJ10')).allowed).toBe(true);
    expect((await coupons.begin('192.0.2.8', 'WRONG3')).allowed).toBe(true);
  });

  it('a released lookup costs nothing and leaves the code unseen: asking it later costs a point again', async () => {
    const coupons = throttle(COUPON_CODE_RULE);
    for (let i = 0; i < 10; i += 1) {
      const lookup = await coupons.begin('192.0.2.9', `UNTOLD${i}`);
      if (!lookup.allowed) throw new Error(`refused at ${i}`);
      await lookup.release();
    }
    for (let i = 0; i < 10; i += 1) {
      const lookup = await coupons.begin('192.0.2.9', `UNTOLD${i}`);
      if (!lookup.allowed) throw new Error(`refused at second ask ${i}`);
      await lookup.settle(false);
    }
    expect((await coupons.begin('192.0.2.9', 'UNTOLD0')).allowed).toBe(true);
    expect((await coupons.begin('192.0.2.9', 'UNTOLD10')).allowed).toBe(false);
  });

  it('without a client network nothing is counted', async () => {
    const coupons = throttle(COUPON_CODE_RULE);
    for (let i = 0; i < 20; i += 1) expect((await coupons.begin(undefined, `X${i}`)).allowed).toBe(true);
  });
});

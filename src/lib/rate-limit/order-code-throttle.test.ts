import { describe, expect, it } from 'vitest';
import { memoryLimiters } from './limiter-store';
import { createOrderCodeThrottle } from './order-code-throttle';
import { ORDER_CODE_RULE } from './limits';

let count = 0;
const throttle = () => createOrderCodeThrottle(memoryLimiters, `test-codes-${(count += 1)}`, ORDER_CODE_RULE);
const code = (i: number) => `Z${String(i).padStart(5, '0')}`;

describe('order-code throttle', () => {
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
});

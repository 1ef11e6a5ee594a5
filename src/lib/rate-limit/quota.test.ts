import { describe, expect, it } from 'vitest';
import { memoryLimiters } from './limiter-store';
import { createQuota } from './quota';
import { ACCOUNT_REQUEST_RULES, MESSAGE_RULES, ORDER_PLACEMENT_RULES } from './limits';

let count = 0;
const name = () => `test-quota-${++count}`;

describe('quota', () => {
  it('contact messages: 3 per address (any spelling) and 10 per network, a parallel burst included', async () => {
    const contact = createQuota(memoryLimiters, name(), MESSAGE_RULES);
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => contact.take({ account: i % 2 ? 'Anna@example.com' : ' anna@EXAMPLE.com', network: '10.0.0.1' })),
    );
    expect(burst.filter((verdict) => verdict.allowed)).toHaveLength(3);
    const refused = burst.find((verdict) => !verdict.allowed);
    expect(refused && !refused.allowed ? refused.retryAfterMs : 0).toBeGreaterThan(9 * 60_000);
    // A refusal by the address took nothing from the network: 7 more people from it may write.
    for (let i = 0; i < 7; i += 1) expect((await contact.take({ account: `person${i}@example.com`, network: '10.0.0.1' })).allowed).toBe(true);
    expect((await contact.take({ account: 'someone-else@example.com', network: '10.0.0.1' })).allowed).toBe(false);
    expect((await contact.take({ account: 'someone-else@example.com', network: '10.0.0.2' })).allowed).toBe(true);
  });

  it('reset links: 5 per address; registration and orders counted apart, given back when they did not count', async () => {
    const reset = createQuota(memoryLimiters, name(), ACCOUNT_REQUEST_RULES);
    for (let i = 0; i < 5; i += 1) expect((await reset.take({ account: 'b@example.com', network: `10.0.1.${i}` })).allowed).toBe(true);
    expect((await reset.take({ account: 'b@example.com', network: '10.0.1.99' })).allowed).toBe(false);
    const orders = createQuota(memoryLimiters, name(), ORDER_PLACEMENT_RULES);
    for (let i = 0; i < 30; i += 1) expect((await orders.take({ network: '10.0.2.1' })).allowed).toBe(true);
    expect((await orders.take({ network: '10.0.2.1' })).allowed).toBe(false);
    await orders.giveBack({ network: '10.0.2.1' });
    expect((await orders.take({ network: '10.0.2.1' })).allowed).toBe(true);
  });
});

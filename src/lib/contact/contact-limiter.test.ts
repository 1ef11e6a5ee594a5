import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../account/rate-limit';
import { CONTACT_RATE_LIMITS } from './contact-limiter';

describe('the contact form’s limits', () => {
  it('3 messages per address and 10 per client in 10 minutes', () => {
    let now = 0;
    const limiter = createRateLimiter({ ...CONTACT_RATE_LIMITS, now: () => now });
    const anna = { email: 'Anna@example.com', client: '10.0.0.1' };
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.check(anna).allowed).toBe(true);
      limiter.record(anna);
    }
    expect(limiter.check({ email: ' anna@EXAMPLE.com', client: '10.0.0.2' })).toEqual({ allowed: false, retryAfterMs: 10 * 60_000 });
    for (let i = 0; i < 7; i += 1) limiter.record({ email: `person${i}@example.com`, client: '10.0.0.1' });
    expect(limiter.check({ email: 'someone-else@example.com', client: '10.0.0.1' }).allowed).toBe(false);
    now = 10 * 60_000;
    expect(limiter.check(anna).allowed).toBe(true);
  });
});

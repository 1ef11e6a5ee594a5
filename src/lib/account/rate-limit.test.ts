import { describe, expect, it } from 'vitest';
import { createRateLimiter, clientAddressOf, minutesToWait } from './rate-limit';

const MINUTE = 60_000;
function limiter() {
  let time = 1_000_000;
  const clock = { now: () => time, advance: (ms: number) => (time += ms) };
  const limits = createRateLimiter({ perEmail: { limit: 5, windowMs: 15 * MINUTE }, perClient: { limit: 20, windowMs: 15 * MINUTE }, now: clock.now, maxKeys: 100 });
  return { limits, clock };
}

describe('rate limiter', () => {
  it('allows 5 failures per address, then refuses until the oldest leaves the window', () => {
    const { limits, clock } = limiter();
    for (let i = 0; i < 5; i++) {
      expect(limits.check({ email: 'a@example.com', client: '10.0.0.1' }).allowed).toBe(true);
      limits.record({ email: 'a@example.com', client: '10.0.0.1' });
      clock.advance(MINUTE);
    }
    const refused = limits.check({ email: ' A@Example.com ', client: '10.0.0.9' });
    expect(refused).toEqual({ allowed: false, retryAfterMs: 10 * MINUTE });
    expect(minutesToWait(refused.allowed ? 0 : refused.retryAfterMs)).toBe(10);
    // Another address from the same client is still allowed.
    expect(limits.check({ email: 'b@example.com', client: '10.0.0.1' }).allowed).toBe(true);
    clock.advance(10 * MINUTE);
    expect(limits.check({ email: 'a@example.com' }).allowed).toBe(true);
  });

  it('allows 20 per client across addresses', () => {
    const { limits, clock } = limiter();
    for (let i = 0; i < 20; i++) limits.record({ email: `user${i}@example.com`, client: '10.0.0.2' });
    const verdict = limits.check({ email: 'new@example.com', client: '10.0.0.2' });
    expect(verdict).toEqual({ allowed: false, retryAfterMs: 15 * MINUTE });
    expect(limits.check({ email: 'new@example.com', client: '10.0.0.3' }).allowed).toBe(true);
    clock.advance(15 * MINUTE);
    expect(limits.check({ client: '10.0.0.2' }).allowed).toBe(true);
  });

  it('forgets an address on reset and skips missing keys', () => {
    const { limits } = limiter();
    for (let i = 0; i < 5; i++) limits.record({ email: 'c@example.com', client: undefined });
    expect(limits.check({ email: 'c@example.com' }).allowed).toBe(false);
    limits.reset({ email: 'C@example.com' });
    expect(limits.check({ email: 'c@example.com', client: '' }).allowed).toBe(true);
  });

  it('keeps a bounded number of keys', () => {
    const { limits } = limiter();
    for (let i = 0; i < 5; i++) limits.record({ email: 'first@example.com' });
    for (let i = 0; i < 150; i++) limits.record({ email: `flood${i}@example.com` });
    expect(limits.check({ email: 'first@example.com' }).allowed).toBe(true);
  });

  it('waits at least a minute and reads the socket address safely', () => {
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(61_000)).toBe(2);
    expect(clientAddressOf({ clientAddress: '127.0.0.1' })).toBe('127.0.0.1');
    const throwing = { get clientAddress(): string { throw new Error('no address'); } };
    expect(clientAddressOf(throwing)).toBeUndefined();
  });
});

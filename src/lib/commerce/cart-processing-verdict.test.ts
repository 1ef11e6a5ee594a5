import { describe, expect, it } from 'vitest';
import { processingVerdict } from './cart-processing-verdict';

const answer = (status: number, platformError = true) => ({ kind: 'answer' as const, status, platformError });

describe('what a failed cart processing means for the cart', () => {
  it('a cancelled request was superseded by a newer one', () => {
    expect(processingVerdict({ kind: 'cancelled', status: 0, platformError: false })).toBe('superseded');
  });

  it('no answer (a network error or a timeout) keeps the cart', () => {
    expect(processingVerdict({ kind: 'no-answer', status: 0, platformError: false })).toBe('no-verdict');
  });

  it.each([400, 403, 404, 409, 422])('the platform refusing the cart with its error (%i) applies the spec’s rule', (status) => {
    expect(processingVerdict(answer(status))).toBe('refused');
  });

  it.each([500, 502, 503, 504])('the platform or its gateway failing (%i) keeps the cart', (status) => {
    expect(processingVerdict(answer(status))).toBe('no-verdict');
  });

  it.each([408, 425, 429])('an answer asking to come back later (%i) keeps the cart', (status) => {
    expect(processingVerdict(answer(status))).toBe('no-verdict');
  });

  it('a 4xx without the platform’s error object (a proxy’s or firewall’s page) keeps the cart', () => {
    expect(processingVerdict(answer(403, false))).toBe('no-verdict');
    expect(processingVerdict(answer(404, false))).toBe('no-verdict');
  });

  it('a 200 that cannot be read keeps the cart: its figures were lost on the way, not refused', () => {
    expect(processingVerdict(answer(200, false))).toBe('no-verdict');
  });
});

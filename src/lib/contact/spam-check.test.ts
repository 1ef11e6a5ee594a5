import { describe, expect, it } from 'vitest';
import { sealValue } from '../account/sealed-cookie';
import { issueFormStamp, MIN_FILL_MS, spamVerdict, STAMP_MAX_AGE_S } from './spam-check';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('the contact form’s spam check', () => {
  it('lets a person through: empty honeypot, our stamp, a few seconds later', () => {
    const stamp = issueFormStamp(T0, SECRET);
    expect(spamVerdict({ honeypot: '', stamp }, T0 + MIN_FILL_MS, SECRET)).toBe('ok');
    expect(spamVerdict({ honeypot: '  ', stamp }, T0 + 60_000, SECRET)).toBe('ok');
  });

  it('refuses a filled honeypot whatever the stamp', () => {
    const stamp = issueFormStamp(T0, SECRET);
    expect(spamVerdict({ honeypot: 'https://spam.example', stamp }, T0 + 60_000, SECRET)).toBe('honeypot');
  });

  it('refuses a form sent sooner than 3 seconds after it was rendered', () => {
    const stamp = issueFormStamp(T0, SECRET);
    expect(spamVerdict({ honeypot: '', stamp }, T0, SECRET)).toBe('too-fast');
    expect(spamVerdict({ honeypot: '', stamp }, T0 + MIN_FILL_MS - 1, SECRET)).toBe('too-fast');
  });

  it('refuses a missing, altered, foreign, expired or future stamp', () => {
    const stamp = issueFormStamp(T0, SECRET);
    const later = T0 + 10_000;
    expect(spamVerdict({ honeypot: '', stamp: '' }, later, SECRET)).toBe('bad-stamp');
    expect(spamVerdict({ honeypot: '', stamp: `${stamp.slice(0, -2)}AA` }, later, SECRET)).toBe('bad-stamp');
    expect(spamVerdict({ honeypot: '', stamp: String(T0) }, later, SECRET)).toBe('bad-stamp');
    // Sealed under another secret, or for another purpose (e.g. a two-factor cookie) with the same data.
    expect(spamVerdict({ honeypot: '', stamp }, later, 'another-secret-of-at-least-32-characters')).toBe('bad-stamp');
    expect(spamVerdict({ honeypot: '', stamp: sealValue('pending-sign-in', { renderedAt: T0 }, 3600, T0, SECRET) }, later, SECRET)).toBe('bad-stamp');
    expect(spamVerdict({ honeypot: '', stamp }, T0 + STAMP_MAX_AGE_S * 1000 + 1, SECRET)).toBe('bad-stamp');
    expect(spamVerdict({ honeypot: '', stamp: issueFormStamp(later + 60_000, SECRET) }, later, SECRET)).toBe('bad-stamp');
  });
});

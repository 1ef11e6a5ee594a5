import { describe, expect, it } from 'vitest';
import { shippingTimeText } from './shipping-time';
import { checkout } from '../../i18n/catalogue/checkout';

const now = new Date('2026-11-21T12:00:00Z');
const show = (locale: 'pl' | 'en', shippingTime: number | null, shippingDate: string | null = null) =>
  shippingTimeText(locale, { shippingTime, shippingDate, now }, checkout[locale].shippingTime);

describe('shipping time display', () => {
  it('shows up to 72 hours in hours', () => {
    expect(show('en', 1)).toBe('24 hours');
    expect(show('en', 3)).toBe('72 hours');
    expect(show('pl', 1)).toBe('24 godziny');
    expect(show('pl', 3)).toBe('72 godziny');
    expect(show('pl', 0.5)).toBe('12 godzin');
    expect(show('pl', 0)).toBe('0 godzin');
    expect(show('en', 1 / 24)).toBe('1 hour');
    expect(show('pl', 1 / 24)).toBe('1 godzina');
  });

  it('shows more than 72 hours in working days, with Polish plurals', () => {
    expect(show('en', 4)).toBe('4 working days');
    expect(show('pl', 4)).toBe('4 dni robocze');
    expect(show('pl', 5)).toBe('5 dni roboczych');
    expect(show('pl', 22)).toBe('22 dni robocze');
    expect(show('pl', 3.5)).toBe('3.5 dnia roboczego');
  });

  it("shows a future shipping date as 'from {date}'", () => {
    expect(show('en', 2, '2026-12-24T10:00:00Z')).toBe('from 24.12.2026');
    expect(show('pl', 2, '2026-12-24T10:00:00Z')).toBe('od 24.12.2026');
    expect(shippingTimeText('en', { shippingTime: null, shippingDate: '2026-12-31T23:30:00Z', now, timeZone: 'UTC' }, checkout.en.shippingTime)).toBe(
      'from 31.12.2026',
    );
  });

  it('ignores a past shipping date and shows nothing without a time', () => {
    expect(show('en', 2, '2026-11-01T10:00:00Z')).toBe('48 hours');
    expect(show('en', null)).toBeNull();
    expect(show('en', -1)).toBeNull();
    expect(shippingTimeText('en', { shippingTime: undefined, shippingDate: undefined, now: now.getTime() }, checkout.en.shippingTime)).toBeNull();
  });
});

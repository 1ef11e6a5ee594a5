import { describe, expect, it } from 'vitest';
import { consentFromCookieHeader, FULL_CONSENT, NO_CONSENT, parseConsent, serializeConsent } from './consent';
import { analyticsConsentState } from './analytics-consent';

describe('consent cookie', () => {
  it('stores the granted flags and reads them back', () => {
    expect(serializeConsent(NO_CONSENT)).toBe('required');
    expect(serializeConsent(FULL_CONSENT)).toBe('required.functional.analytics.ads');
    const some = { functional: true, analytics: false, ads: true };
    expect(parseConsent(serializeConsent(some))).toEqual(some);
  });

  it('treats a missing or foreign value as no choice yet', () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('')).toBeNull();
    expect(parseConsent('functional.ads')).toBeNull();
    expect(parseConsent('required.tracking')).toBeNull();
  });

  it('finds the cookie among others', () => {
    expect(consentFromCookieHeader('a=1; cookie_consent=required.analytics; b=2')).toEqual({ functional: false, analytics: true, ads: false });
    expect(consentFromCookieHeader('xcookie_consent=required.ads')).toBeNull();
    expect(consentFromCookieHeader('')).toBeNull();
  });

  it('maps each flag to the matching analytics consent', () => {
    expect(analyticsConsentState({ functional: true, analytics: false, ads: false })).toEqual({
      functionality_storage: 'granted',
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(Object.values(analyticsConsentState(FULL_CONSENT)).every((value) => value === 'granted')).toBe(true);
  });
});

// The shopper's cookie choice in the browser: null until they choose. Read from the cookie at start
// and set by the banner's script; the analytics and the tags follow it (src/stores/analytics.ts).
import { atom } from 'nanostores';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, consentFromCookieHeader, serializeConsent, type Consent } from '../lib/consent/consent';

export const $consent = atom<Consent | null>(typeof document === 'undefined' ? null : consentFromCookieHeader(document.cookie));

/** Stores the choice for 365 days (the same cookie the banner's form sets on the server) and applies it. */
export function saveConsent(consent: Consent): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(consent)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  document.documentElement.removeAttribute('data-consent-pending');
  $consent.set(consent);
}

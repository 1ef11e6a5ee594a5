// Cookie consent (docs/rules.md#consent: flags required, functional, analytics, ads; each flag sets the
// matching analytics consent granted or denied; the consent cookie lives 365 days). One cookie holds the choice;
// it is readable by page scripts (not HttpOnly) because the tags are loaded by the browser, and it says
// nothing about the shopper but the choice. No cookie means the shopper has not chosen yet.

export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The optional flags; `required` is always granted and never stored. */
export const CONSENT_FLAGS = ['functional', 'analytics', 'ads'] as const;
export type ConsentFlag = (typeof CONSENT_FLAGS)[number];
export type Consent = Readonly<Record<ConsentFlag, boolean>>;

export const NO_CONSENT: Consent = { functional: false, analytics: false, ads: false };
export const FULL_CONSENT: Consent = { functional: true, analytics: true, ads: true };

/** The cookie's value: the granted optional flags, e.g. `required.functional.ads` (dots: no cookie escaping needed). */
export function serializeConsent(consent: Consent): string {
  return ['required', ...CONSENT_FLAGS.filter((flag) => consent[flag])].join('.');
}

/** The choice stored in the cookie's value, or null when there is none or it is not one of ours. */
export function parseConsent(value: string | null | undefined): Consent | null {
  if (!value) return null;
  const parts = value.split('.');
  if (parts[0] !== 'required' || parts.some((part, index) => index > 0 && !(CONSENT_FLAGS as readonly string[]).includes(part))) return null;
  return { functional: parts.includes('functional'), analytics: parts.includes('analytics'), ads: parts.includes('ads') };
}

/** The value of the consent cookie in a `Cookie` header or `document.cookie`. */
export function consentFromCookieHeader(cookies: string): Consent | null {
  const match = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`).exec(cookies);
  return parseConsent(match?.[1]);
}

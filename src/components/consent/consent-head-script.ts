// The one inline script of the pages: it runs in <head>, before the body is painted, and marks the
// document while the shopper has not chosen yet, which shows the banner (rendered hidden into every
// page, which page caches share): it never flashes for someone who has chosen. Without JavaScript no
// tag can run, so there is nothing to ask about and no banner; the footer's settings still work.
// Its hash is allowed by the CSP in astro.config.ts.
import { CONSENT_COOKIE } from '../../lib/consent/consent';

export const CONSENT_HEAD_SCRIPT = `/(^|; )${CONSENT_COOKIE}=required/.test(document.cookie)||document.documentElement.setAttribute("data-consent-pending","")`;

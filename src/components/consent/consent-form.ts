// Where the banner's and the settings' plain forms post (the saveConsent action on the page itself,
// src/middleware/consent.ts) and the page they come back to.
export const CONSENT_FORM_ACTION = '?_action=saveConsent';

import { pageOwnPath } from '../../lib/page-own-url';

/** The page to come back to: its own URL without tracking parameters (the page may be cached). */
export const returnPath = (url: URL): string => pageOwnPath(url);

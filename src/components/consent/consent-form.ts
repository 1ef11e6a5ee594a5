// Where the banner's and the settings' plain forms post (the saveConsent action on the page itself,
// src/middleware/consent.ts) and the page they come back to.
export const CONSENT_FORM_ACTION = '?_action=saveConsent';

export const returnPath = (url: URL): string => `${url.pathname}${url.search}`;

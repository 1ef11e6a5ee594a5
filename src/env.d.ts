/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /**
     * Shop-wide data for the shell, loaded once per request by src/middleware/shell.ts
     * (settings, global SEO, the sales channel and its currency). Absent only when the
     * middleware did not run (e.g. an endpoint that skips it).
     */
    shop?: Partial<import('./lib/catalogue/shell').Shell> & {
      name?: string | undefined;
    };
    /**
     * The shopper's session, read by src/middleware/account.ts from the token cookies (signed in with
     * their name and e-mail, or signed out). Absent only when that middleware did not run.
     */
    account?: import('./lib/account/session').AccountState;
    /** The request's language, set by src/middleware/request-context.ts (src/lib/request/request-context.ts). */
    locale: import('./i18n/locales').Locale;
    /**
     * The platform client of this request: its language, the shop's sales channel and currency, the
     * shopper's tokens (refreshed once on a 401, the new ones written back to their cookies) and address.
     */
    platform: import('./lib/platform').Platform;
    /** Whether a token refresh failed on this request. */
    session: import('./lib/request/request-context').RequestSession;
    /** This request's client in another language, or for one shopper's cart processing. */
    platformWith: import('./lib/request/request-context').RequestContext['platformWith'];
    /**
     * Set by the preview area's routes (src/routes/preview/preview-route.ts) when a member of staff previews
     * an item: the layout shows the preview bar, marks the page noindex and loads no tags.
     */
    preview?: { staffName: string };
  }
}

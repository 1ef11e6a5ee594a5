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
  }
}

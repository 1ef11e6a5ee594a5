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
  }
}

/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Shop-wide data for the shell, loaded once per request by the middleware. */
    shop?: {
      name?: string | undefined;
    };
  }
}

import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { precompress } from './integrations/precompress';
import { PAGE_CSP_DIRECTIVES } from './src/lib/security-headers';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), precompress()],
  i18n: {
    locales: ['pl', 'en'],
    defaultLocale: 'pl',
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  trailingSlash: 'ignore',
  markdown: { syntaxHighlight: false },
  // Public pages rendered once per PAGE_CACHE_SECONDS (see src/lib/page-cache.ts).
  cache: {
    provider: {
      name: 'storefront-pages',
      entrypoint: fileURLToPath(new URL('./src/lib/page-cache.ts', import.meta.url)),
      config: { max: 1000 },
    },
  },
  build: { inlineStylesheets: 'always' },
  security: {
    checkOrigin: true,
    csp: { algorithm: 'SHA-256', directives: [...PAGE_CSP_DIRECTIVES] },
  },
});

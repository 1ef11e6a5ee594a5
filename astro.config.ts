import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { precompress } from './integrations/precompress';
import { PAGE_CSP_DIRECTIVES } from './src/lib/security-headers';

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
  build: { inlineStylesheets: 'always' },
  security: {
    checkOrigin: true,
    csp: { algorithm: 'SHA-256', directives: [...PAGE_CSP_DIRECTIVES] },
  },
});

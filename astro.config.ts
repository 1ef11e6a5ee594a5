import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { precompress } from './integrations/precompress';
import { createHash } from 'node:crypto';
import { buildId } from './integrations/build-id';
import { clientBundle } from './integrations/client-bundle';
import { PAGE_CSP_DIRECTIVES } from './src/lib/security-headers';
import { CONSENT_HEAD_SCRIPT } from './src/components/consent/consent-head-script';
import { SPECULATION_RULES } from './src/lib/prefetch/speculation-rules';
import { partytownLib } from './integrations/partytown-lib';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  // React renders the islands, and only them. An island rendered on the server renders whole
  // (renderToString, no stream to decode back into text): none suspends, none takes an action's form
  // state, and none uses useId (its ids would need the island's identifier prefix, which this mode drops).
  integrations: [react({ include: ['**/src/islands/**'], experimentalDisableStreaming: true }), clientBundle(), partytownLib(), precompress(), buildId()],
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
  build: { inlineStylesheets: 'never' },
  // How the browser's JavaScript is cut into files: integrations/client-bundle.ts.
  vite: { build: { cssCodeSplit: false } },
  security: {
    checkOrigin: true,
    csp: {
      algorithm: 'SHA-256',
      directives: [...PAGE_CSP_DIRECTIVES],
      // The inline scripts: the consent mark (src/components/consent/consent-head-script.ts) and the
      // speculation rules src/components/shell/prefetch.ts inserts (src/lib/prefetch/speculation-rules.ts).
      scriptDirective: {
        hashes: [CONSENT_HEAD_SCRIPT, SPECULATION_RULES].map((script) => `sha256-${createHash('sha256').update(script).digest('base64')}` as const),
      },
    },
  },
});

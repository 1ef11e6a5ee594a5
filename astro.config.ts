import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { precompress } from './integrations/precompress';
import { createHash } from 'node:crypto';
import { buildId } from './integrations/build-id';
import { PAGE_CSP_DIRECTIVES } from './src/lib/security-headers';
import { CONSENT_HEAD_SCRIPT } from './src/components/consent/consent-head-script';
import { SPECULATION_RULES } from './src/lib/prefetch/speculation-rules';
import { partytownLib } from './integrations/partytown-lib';
import { cspDigestMemo } from './integrations/csp-digest-memo';
import { reactRenderWhole } from './integrations/react-render-whole';
import { reactIslandCheck } from './integrations/react-island-check';
import { memoLazyImports } from './integrations/memo-lazy-imports';
import { pageBytesResponse } from './integrations/page-bytes-response';
import { fileURLToPath } from 'node:url';

/** What every page's shell scripts share (cart badge, notifications, cart alerts; the checkout island shows the last two itself): one file. */
const SHELL_MODULES = /preload-helper|rolldown[\\/]runtime|^\0rolldown|[\\/](?:node_modules[\\/](?:nanostores|@nanostores[\\/]persistent)[\\/]|src[\\/]lib[\\/](?:stored-value|account[\\/]session-ended-flag|consent[\\/]consent|integrations[\\/]integrations|analytics[\\/]cart-items|new-build(?:-rules)?)\.ts|src[\\/]stores[\\/](?:cart|session-ended|notifications|cart-events|cart-trigger|wishlist-storage|consent|analytics|notification-area|cart-alerts|consent-forms|error-reporting)\.ts|src[\\/]lib[\\/]commerce[\\/](?:cart|cart-item|money|prices|schema-values)\.ts|src[\\/]i18n[\\/](?:interpolate|locales)\.ts|src[\\/]lib[\\/]error-reporting[\\/]buffer\.ts)/;

/**
 * Cart processing with the actions client: one file, loaded by the cart page at once and by every other
 * page only when it processes the cart (after an add, or back online). No React in it, so a content
 * page that processes the cart still loads no framework code. The delivery price rules ride along: only
 * the cart and checkout islands use them, and those load this file at once anyway (one file less than a
 * chunk of their own).
 */
const CART_PROCESSING_MODULES = /[\\/]src[\\/]stores[\\/]cart-processing\.ts|[\\/]src[\\/]lib[\\/]commerce[\\/]delivery-price\.ts|astro[\\/]dist[\\/]actions[\\/]|astro:actions|node_modules[\\/]devalue[\\/]/;

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  // React renders the islands, and only them (integrations/react-island-check.ts relies on it).
  integrations: [react({ include: ['**/src/islands/**'] }), partytownLib(), precompress(), buildId()],
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
  // Fewer, larger files for the browser: over HTTP/1.1 each file costs its headers (~0.7 KB here), and
  // left alone the bundler splits the shell's few shared modules into a file per importer set.
  vite: {
    build: { cssCodeSplit: false },
    plugins: [
      cspDigestMemo(),
      reactRenderWhole(),
      reactIslandCheck(),
      memoLazyImports(),
      pageBytesResponse(),
      {
        // Astro builds the browser's code with preserveEntrySignatures 'exports-only', which makes the
        // React renderer's entry (@astrojs/react/client.js, captured by the 'react' group below) a 46-byte
        // file that only re-exports from the group's chunk. Allowing entries to gain exports lets that
        // entry be the React chunk itself: one file (and its ~0.6 KB of headers) less on every page with
        // an island. Islands and scripts keep their own exports; extra ones harm nothing.
        name: 'entry-signatures',
        apply: 'build',
        options(options) {
          if (this.environment?.name === 'client') options.preserveEntrySignatures = 'allow-extension';
          return options;
        },
      },
    ],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'react', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react|@nanostores[\\/]react)[\\/]/, priority: 20 },
                  { name: 'shell', test: SHELL_MODULES, priority: 10 },
                  { name: 'cart-processing', test: CART_PROCESSING_MODULES, priority: 5 },
                ],
              },
            },
          },
        },
      },
    },
  },
  security: {
    checkOrigin: true,
    csp: {
      algorithm: 'SHA-256',
      directives: [...PAGE_CSP_DIRECTIVES],
      // The inline scripts: the consent mark (src/components/consent/consent-head-script.ts) and the
      // speculation rules src/components/shell/prefetch.ts inserts (src/lib/prefetch/speculation-rules.ts).
      scriptDirective: { hashes: [CONSENT_HEAD_SCRIPT, SPECULATION_RULES].map((script) => `sha256-${createHash('sha256').update(script).digest('base64')}` as const) },
    },
  },
});

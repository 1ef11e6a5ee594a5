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
import { fileURLToPath } from 'node:url';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  // React renders the islands, and only them. An island rendered on the server renders whole
  // (renderToString, no stream to decode back into text): none suspends, none takes an action's form
  // state, and none uses useId (its ids would need the island's identifier prefix, which this mode drops).
  integrations: [react({ include: ['**/src/islands/**'], experimentalDisableStreaming: true }), partytownLib(), precompress(), buildId()],
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
  // Fewer, larger files for the browser: over HTTP/1.1 each file costs its headers, and left alone the
  // bundler splits the shared modules into a file per set of importers. React (and the nanostores binding)
  // is one file, by package; the project's own browser modules and nanostores that four or more
  // entries (islands, page scripts, the parts they load on demand) share are one more file. What fewer
  // entries share keeps the bundler's own chunks, loaded only by the pages that use them (the cart's
  // processing and the actions client: at once by the cart and the checkout, on demand elsewhere).
  vite: {
    build: { cssCodeSplit: false },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // React's file carries V8's explicit compile hint on its first line: the browser compiles all of
              // it while the file streams in, off the main thread, rather than each function on its first call,
              // which for React's event code is inside a fresh page's first tap (docs/decisions/008-react-compiled-as-it-loads.md).
              postBanner: (chunk: { name: string }) => (chunk.name === 'react' ? '//# allFunctionsCalledOnLoad' : ''),
              codeSplitting: {
                groups: [
                  { name: 'react', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react|@nanostores[\\/]react)[\\/]/, priority: 20 },
                  {
                    name: 'shell',
                    test: /[\\/](?:src[\\/](?:stores|lib|i18n|components)|node_modules[\\/](?:nanostores|@nanostores[\\/]persistent))[\\/]/,
                    minShareCount: 4,
                    priority: 10,
                  },
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
      scriptDirective: {
        hashes: [CONSENT_HEAD_SCRIPT, SPECULATION_RULES].map((script) => `sha256-${createHash('sha256').update(script).digest('base64')}` as const),
      },
    },
  },
});

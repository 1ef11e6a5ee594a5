// Copies Partytown's files to /~partytown/ at build time. Not @astrojs/partytown: that integration puts
// Partytown's snippet inline into every page, where it looks once for worker scripts when the page is
// ready; the tags here are added only after the shopper's consent, so the snippet is loaded then, as a
// file (src/lib/integrations/load-tags.ts), and pages carry nothing of it before consent.
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { copyLibFiles } from '@qwik.dev/partytown/utils';

export function partytownLib(): AstroIntegration {
  return {
    name: 'partytown-lib',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await copyLibFiles(fileURLToPath(new URL('~partytown', dir)), { debugDir: false });
      },
    },
  };
}

// How the browser's JavaScript is cut into files. Over HTTP/1.1 each file costs its headers (the
// security headers of docs/security.md on every response), and left alone the bundler splits shared
// modules into a file per set of importers. So:
// - React (with react-dom, the scheduler, Astro's React client and the nanostores binding) is one file,
//   by package. It is the renderer's entry itself: the client build lets an entry file carry more
//   exports than its own module's, which also lets the bundler merge a shared chunk into the one entry
//   that every importer of it already loads.
// - The shell file holds the project's browser modules (and nanostores) that every page runs: those the
//   shell script loads and another entry shares (the checkout island starts the same services, as its
//   page has no shell script), and those four or more entries share.
// - What fewer entries share keeps the bundler's own chunks, loaded only by the pages that use them.
// - React's file carries V8's explicit compile hint (docs/decisions/008-react-compiled-as-it-loads.md).
import type { AstroIntegration } from 'astro';
import type { Plugin, Rolldown } from 'vite';

const REACT = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react|@nanostores[\\/]react)[\\/]/;
const SHELL_CANDIDATE = /[\\/](?:src[\\/](?:stores|lib|i18n|components)|node_modules[\\/](?:nanostores|@nanostores[\\/]persistent))[\\/]/;
const SHELL_SCRIPT = /[\\/]src[\\/]components[\\/]shell[\\/]ShellScripts\.astro\?astro&type=script/;
/** Entries sharing a module before it goes in the shell file even when the shell script does not load it. */
const SHELL_SHARE_COUNT = 4;

/** The entries (islands, page scripts, the renderer) whose static imports reach `id`. */
function entriesReaching(id: string, ctx: Rolldown.ChunkingContext): Set<string> {
  const entries = new Set<string>();
  const seen = new Set<string>();
  const visit = (moduleId: string): void => {
    if (seen.has(moduleId)) return;
    seen.add(moduleId);
    const info = ctx.getModuleInfo(moduleId);
    if (!info) return;
    if (info.isEntry) entries.add(moduleId);
    for (const importer of info.importers) visit(importer);
  };
  visit(id);
  return entries;
}

function shellChunk(id: string, ctx: Rolldown.ChunkingContext): string | null {
  if (!SHELL_CANDIDATE.test(id)) return null;
  const entries = entriesReaching(id, ctx);
  const loadedByShell = [...entries].some((entry) => SHELL_SCRIPT.test(entry));
  return loadedByShell || entries.size >= SHELL_SHARE_COUNT ? 'shell' : null;
}

const isReactFile = (chunk: Rolldown.RenderedChunk) => chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]react-dom[\\/]/.test(id));

/**
 * Astro builds the client with `preserveEntrySignatures: 'exports-only'`, which gives an entry whose chunk
 * exports more than its own module a file of its own re-exporting it. `'allow-extension'` keeps every
 * export Astro reads from an island and lets the chunk serve as the entry.
 */
const entriesMayCarryMore: Plugin = {
  name: 'client-entries-may-carry-more',
  configEnvironment(name) {
    if (name === 'client') return { build: { rolldownOptions: { preserveEntrySignatures: 'allow-extension' } } };
  },
};

export function clientBundle(): AstroIntegration {
  return {
    name: 'client-bundle',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [entriesMayCarryMore],
            environments: {
              client: {
                build: {
                  rolldownOptions: {
                    output: {
                      postBanner: (chunk) => (isReactFile(chunk) ? '//# allFunctionsCalledOnLoad' : ''),
                      codeSplitting: {
                        groups: [
                          { name: 'react', test: REACT, priority: 20 },
                          // The shell's own modules are shared by two entries or more (the shell script and another):
                          // one used by the shell script alone stays in the shell script's file.
                          { name: shellChunk, minShareCount: 2, priority: 10 },
                        ],
                      },
                    },
                  },
                },
              },
            },
          },
        });
      },
    },
  };
}

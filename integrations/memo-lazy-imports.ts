// Astro's server build loads each page's module, and the middleware, through `() => import(…)` on every
// request: Node answers from its module cache, but still resolves the specifier and looks the module up
// each time (about 2 % of the CPU of a rendered product page). The module does not change while the
// process runs, so each of these loaders is made to keep its first promise. The change is made to the
// bundled server manifest; a build whose manifest no longer has these loaders fails instead of silently
// losing it.
import type { Plugin } from 'vite';

/** `var _page12 = () => import("./x.mjs");` and the manifest's `middleware: () => import("…")`-style entries. */
const PAGE_LOADER = /(var _page\d+ = )\(\) => (import\("[^"]+"\));/g;
const MANIFEST_LOADER = /(\n\t(?:actions|middleware|sessionDriver|cacheProvider|serverIslandMappings): )\(\) => (import\("[^"]+"\)),/g;
const HELPER = 'function __keptImport(load) {\n\tlet module;\n\treturn () => (module ??= load());\n}\n';

export function keepLazyImports(code: string): string | null {
  if (!code.includes('var _page0 = () => import(')) return null;
  const pages = code.match(PAGE_LOADER)?.length ?? 0;
  const changed = code.replace(PAGE_LOADER, '$1__keptImport(() => $2);').replace(MANIFEST_LOADER, '$1__keptImport(() => $2),');
  if (pages === 0 || !/middleware: __keptImport\(/.test(changed)) throw new Error('memo-lazy-imports: the server manifest no longer loads its pages and middleware as expected');
  return `${HELPER}${changed}`;
}

export function memoLazyImports(): Plugin {
  return {
    name: 'memo-lazy-imports',
    apply: 'build',
    renderChunk(code) {
      if (this.environment?.name !== 'ssr') return null;
      try {
        const changed = keepLazyImports(code);
        return changed === null ? null : { code: changed, map: null };
      } catch (error) {
        this.error(String(error instanceof Error ? error.message : error));
      }
    },
  };
}

// Every page of the shop exists in both languages: the English route file under src/pages/en/ is the
// Polish one's twin, the same request handling and view with nothing of its own (docs/decisions/004-english-twin-pages.md).
// The blog's pages have their own twins (their locale is written in them) and are not checked here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PAGES = fileURLToPath(new URL('../pages/', import.meta.url));
/** Routes with one language-neutral answer: error pages, files for machines, the shop's assets and blog covers, webhook endpoints, test hooks. */
const NEUTRAL = [
  /^404\.astro$/,
  /^500\.astro$/,
  /^build-manifest\.json\.ts$/,
  /^robots\.txt\.ts$/,
  /^sitemap/,
  /^shop\//,
  /^media\//,
  /^api\//,
  /^test-hooks\//,
];
const OWN_TWINS = /^blog\//;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? routeFiles(join(dir, entry.name)) : [relative(PAGES, join(dir, entry.name)).split('\\').join('/')],
  );
}

const all = routeFiles(PAGES);
const polish = all.filter((path) => !path.startsWith('en/') && !OWN_TWINS.test(path) && !NEUTRAL.some((rule) => rule.test(path)));
const english = all.filter((path) => path.startsWith('en/') && !OWN_TWINS.test(path.slice(3)));

/** The code of a route file without its comments, its imports written from src/ (`@/…`). */
function code(path: string): string {
  const toSource = '../'.repeat(path.split('/').length);
  return readFileSync(join(PAGES, path), 'utf8')
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n')
    .replaceAll(`from '${toSource}`, "from '@/");
}

describe('the English twin pages', () => {
  it('exist for every page, and every one has its Polish page', () => {
    expect(polish.length).toBeGreaterThan(25);
    expect(english.map((path) => path.slice(3)).sort()).toEqual([...polish].sort());
  });

  it.each(polish)('en/%s renders the Polish page’s view with the same request handling', (path) => {
    const twin = code(`en/${path}`);
    // An endpoint's twin may re-export the Polish one's handlers.
    const reexport = /^export \{ [\w, ]+ \} from '([^']+)';$/.exec(twin.trim());
    if (reexport) expect(join(PAGES, 'en', path, '..', reexport[1] ?? '')).toBe(join(PAGES, path.replace(/\.ts$/, '')));
    else expect(twin).toBe(code(path));
  });
});

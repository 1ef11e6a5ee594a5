// The list of pages that post each form action agrees with the pages themselves: every page whose route
// module hands a form to an action (submitForm / formActionResult of src/lib/actions/form-post.ts) is listed for that action, and every
// listed page exists in both languages.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORM_ACTION_PAGES, formActionBelongsTo } from './form-pages';

const src = new URL('../', import.meta.url).pathname;
const pagesDir = join(src, 'pages');

function astroFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? astroFiles(join(dir, entry.name)) : entry.name.endsWith('.astro') ? [join(dir, entry.name)] : [],
  );
}

/** The route pattern of a page file, as Astro names it ('/pay/[code]', '/en/login'). */
const routeOf = (file: string) =>
  `/${relative(pagesDir, file)
    .replace(/\.astro$/, '')
    .replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/';

/** The actions a page hands its form to, through the route functions it calls (`loginRoute(Astro)`). */
function actionsOfPage(file: string): string[] {
  const page = readFileSync(file, 'utf8');
  return [...page.matchAll(/import \{([^}]+)\} from '([^']+-routes?)(?:\.ts)?'/g)].flatMap(([, imported, module]) => {
    const code = readFileSync(join(file, '..', `${module}.ts`), 'utf8');
    return imported!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => page.includes(`${name}(Astro`))
      .flatMap((name) => {
        // The function's own text: from its declaration to the next top-level declaration.
        const start = code.search(new RegExp(`^export (?:async )?function ${name}\\b`, 'm'));
        const rest = code.slice(start + 1);
        const end = rest.search(/^(?:export |function |const |async function )/m);
        const body = start === -1 ? '' : code.slice(start, end === -1 ? undefined : start + 1 + end);
        return [...body.matchAll(/(?:submitForm|formActionResult)\(Astro, actions\.(\w+)/g)].map(([, action]) => action!);
      });
  });
}

describe('pages that post form actions', () => {
  it('lists every page whose route hands a form to an action', () => {
    const found = astroFiles(pagesDir).flatMap((file) => actionsOfPage(file).map((name) => [name, routeOf(file)] as const));
    // Nine form routes in two languages hand their form over in the route function itself.
    expect(found.length).toBeGreaterThanOrEqual(18);
    for (const [name, route] of found) expect(formActionBelongsTo(name, route), `${route} posts ${name}`).toBe(true);
  });

  it('lists only pages that exist, in both languages', () => {
    for (const pages of Object.values(FORM_ACTION_PAGES)) {
      if (pages === 'every page') continue;
      for (const route of pages) {
        for (const localized of [route, `/en${route}`])
          expect(existsSync(join(pagesDir, `${localized}.astro`)) || existsSync(join(pagesDir, localized, 'index.astro')), localized).toBe(true);
      }
    }
  });

  it('knows no action that does not exist, and no page for an RPC-only action', () => {
    expect(formActionBelongsTo('toString', '/')).toBe(false);
    expect(formActionBelongsTo('placeOrder', '/checkout')).toBe(false);
    expect(formActionBelongsTo('saveConsent', '/en/category/[slug]')).toBe(true);
    expect(formActionBelongsTo('signIn', '/en')).toBe(false);
  });
});

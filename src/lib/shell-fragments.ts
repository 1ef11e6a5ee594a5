// Markup that is the same on every page of a locale and shop state (the footer, the cookie banner and
// settings, the notification and cart-alert areas, the category menu) is rendered once per change and
// kept as HTML, instead of on every request. It is kept by the request's shell
// (src/lib/catalogue/shell.ts): one frozen object per locale and channel that stays the same until one of
// the platform answers it is built from changes; a new shell renders the fragments anew, and the old
// ones go with it (WeakMap). What else a fragment shows (the footer's pages, the menu's tree) is named in
// its `deps`, compared by identity: the cached reads' frozen data, the same until the answer changes.
//
// The few things of the page inside those fragments (the path their forms return to; in a guest's header
// the sign-in link, which returns to the page, and the link to the page in the other language) are
// rendered as placeholders, addresses no page has, and written into the kept HTML for each page.

/** Rendered in place of the page's own path inside a kept fragment. */
export const RETURN_PLACEHOLDER = '/__shell-fragment-return__';
/** In place of the header's sign-in link (src/components/account/sign-in-link.ts). */
export const SIGN_IN_PLACEHOLDER = '/__shell-fragment-sign-in__';
/** In place of the header's link to the same page in the other language. */
export const OTHER_LANGUAGE_PLACEHOLDER = '/__shell-fragment-other-language__';

type Placeholder = typeof RETURN_PLACEHOLDER | typeof SIGN_IN_PLACEHOLDER | typeof OTHER_LANGUAGE_PLACEHOLDER;
/** What a page writes into a kept fragment: a value for each placeholder it uses. */
export type PageValues = Partial<Record<Placeholder, string>>;

const PLACEHOLDERS = new RegExp(`(${[RETURN_PLACEHOLDER, SIGN_IN_PLACEHOLDER, OTHER_LANGUAGE_PLACEHOLDER].join('|')})`);

/**
 * Kept HTML cut at its placeholders once, when it is kept: the pieces of markup at even indexes, the
 * placeholders between them. A page's copy is then its pieces and values joined (a string made of
 * parts, not a copy of the whole markup per value written).
 */
export interface KeptHtml {
  readonly pieces: readonly string[];
}

export const keptHtml = (html: string): KeptHtml => ({ pieces: html.split(PLACEHOLDERS) });

interface Kept {
  deps: readonly unknown[];
  html: KeptHtml;
}

const fragments = new WeakMap<object, Map<string, Kept>>();
/** Fragments per shell: a handful, more only for the category menu (one per category page it marks). */
const MAX_PER_SHELL = 128;

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, index) => value === b[index]);

export function keptFragment(shell: object, name: string, deps: readonly unknown[]): KeptHtml | undefined {
  const kept = fragments.get(shell)?.get(name);
  return kept && sameDeps(kept.deps, deps) ? kept.html : undefined;
}

export function keepFragment(shell: object, name: string, deps: readonly unknown[], html: KeptHtml): void {
  let byName = fragments.get(shell);
  if (!byName) {
    byName = new Map();
    fragments.set(shell, byName);
  }
  if (byName.size >= MAX_PER_SHELL) byName.clear();
  byName.set(name, { deps, html });
}

// As Astro escapes an attribute's value.
const ATTRIBUTE_UNSAFE = /[&<>"']/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const attributeValue = (value: string) => value.replace(ATTRIBUTE_UNSAFE, (ch) => ENTITIES[ch] ?? ch);

/** The kept HTML with the page's values (escaped as attribute values) where their placeholders are. */
export function withPageValues({ pieces }: KeptHtml, values: PageValues): string {
  let written = pieces[0] ?? '';
  for (let index = 1; index < pieces.length; index += 2) {
    const placeholder = pieces[index] as Placeholder;
    const value = values[placeholder];
    written += (value === undefined ? placeholder : attributeValue(value)) + (pieces[index + 1] ?? '');
  }
  return written;
}

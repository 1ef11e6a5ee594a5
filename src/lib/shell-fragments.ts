// Markup that is the same on every page of a locale and shop state (the footer, the cookie banner and
// settings, the notification and cart-alert areas, the category menu) is rendered once per change and
// kept as HTML, instead of on every request (issue 24). It is kept by the request's shell
// (src/lib/catalogue/shell.ts): one frozen object per locale and channel that stays the same until one of
// the platform answers it is built from changes; a new shell renders the fragments anew, and the old
// ones go with it (WeakMap). What else a fragment shows (the footer's pages, the menu's tree) is named in
// its `deps`, compared by identity: the cached reads' frozen data, the same until the answer changes.
//
// The one thing of the page inside those fragments, the path their forms return to, is rendered as a
// placeholder and written into the kept HTML for each page.

/** Rendered in place of the page's own path inside a kept fragment (a path no page has). */
export const RETURN_PLACEHOLDER = '/__shell-fragment-return__';

interface Kept {
  deps: readonly unknown[];
  html: string;
}

const fragments = new WeakMap<object, Map<string, Kept>>();
/** Fragments per shell: a handful, more only for the category menu (one per category page it marks). */
const MAX_PER_SHELL = 128;

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, index) => value === b[index]);

export function keptFragment(shell: object, name: string, deps: readonly unknown[]): string | undefined {
  const kept = fragments.get(shell)?.get(name);
  return kept && sameDeps(kept.deps, deps) ? kept.html : undefined;
}

export function keepFragment(shell: object, name: string, deps: readonly unknown[], html: string): void {
  let byName = fragments.get(shell);
  if (!byName) fragments.set(shell, (byName = new Map()));
  if (byName.size >= MAX_PER_SHELL) byName.clear();
  byName.set(name, { deps, html });
}

// As Astro escapes an attribute's value.
const ATTRIBUTE_UNSAFE = /[&<>"']/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The kept HTML with the page's own path (escaped as an attribute value) where the placeholder is. */
export function withReturnPath(html: string, returnTo: string): string {
  return html.includes(RETURN_PLACEHOLDER) ? html.replaceAll(RETURN_PLACEHOLDER, returnTo.replace(ATTRIBUTE_UNSAFE, (ch) => ENTITIES[ch]!)) : html;
}

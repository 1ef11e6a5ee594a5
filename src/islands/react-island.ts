// Before rendering a framework component on the server, Astro asks each renderer whether the component
// is its own, and React's answer is a trial render of it (on every request). A component tagged with its
// renderer, under the key Astro's own integrations tag theirs with, is rendered by that renderer at once.
// Untagged (or should Astro stop reading the tag) it still renders, after the trial.

/** The key Astro reads a component's renderer from (`__astro_tag_component__` in astro/runtime/server). */
export const ASTRO_RENDERER = Symbol.for('astro:renderer');

/** The island, tagged as rendered by @astrojs/react. */
export function reactIsland<T extends (...args: never[]) => unknown>(component: T): T {
  Object.defineProperty(component, ASTRO_RENDERER, { value: '@astrojs/react' });
  return component;
}

import { describe, expect, it } from 'vitest';
import { ASTRO_RENDERER, reactIsland } from './react-island';

/** Astro's own tagging of a component with its renderer (what its JSX integrations call; not in its types). */
type TagComponent = (component: unknown, rendererName: string) => void;

describe('reactIsland', () => {
  it('tags the component under the key Astro tags its own components with', async () => {
    const runtime = (await import('astro/runtime/server/index.js')) as unknown as { __astro_tag_component__: TagComponent };
    const byAstro = () => null;
    runtime.__astro_tag_component__(byAstro, '@astrojs/react');
    expect((byAstro as unknown as Record<symbol, unknown>)[ASTRO_RENDERER]).toBe('@astrojs/react');
    const island = reactIsland(() => null);
    expect((island as unknown as Record<symbol, unknown>)[ASTRO_RENDERER]).toBe('@astrojs/react');
  });
});

import { describe, expect, it } from 'vitest';
import { __astro_tag_component__ } from 'astro/runtime/server/index.js';
import { ASTRO_RENDERER, reactIsland } from './react-island';

describe('reactIsland', () => {
  it('tags the component under the key Astro tags its own components with', () => {
    const byAstro = () => null;
    __astro_tag_component__(byAstro, '@astrojs/react');
    expect((byAstro as unknown as Record<symbol, unknown>)[ASTRO_RENDERER]).toBe('@astrojs/react');
    const island = reactIsland(() => null);
    expect((island as unknown as Record<symbol, unknown>)[ASTRO_RENDERER]).toBe('@astrojs/react');
  });
});

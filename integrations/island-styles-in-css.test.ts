import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandStylesInCss } from './island-styles-in-css';
import { runTransform } from './run-transform';

const astroDir = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
const file = join(astroDir, 'dist/runtime/server/scripts.js');
const transform = (code: string, id: string) => runTransform(islandStylesInCss(), code, id);

describe("Astro's island styles in the stylesheet, not in the body", () => {
  it('drops the <style> from the prelude of the first island and keeps its scripts', () => {
    const original = readFileSync(file, 'utf8');
    const changed = transform(original, file)!;
    expect(changed).not.toContain('<style>');
    expect(changed).toContain('return `<script>${getDirectiveScriptText(result, directive)}</script><script>');
  });

  it('the stylesheet carries the rule instead', () => {
    const css = readFileSync(new URL('../src/styles/global.css', import.meta.url), 'utf8');
    expect(css).toMatch(/astro-island,\s*astro-slot,\s*astro-static-slot\s*\{\s*display:\s*contents;?\s*\}/);
  });

  it('fails the build when the prelude no longer looks as expected', () => {
    expect(() => transform('export {}', file)).toThrow(/no longer writes the island styles/);
  });

  it('leaves every other module alone', () => {
    expect(transform('const x = 1;', '/app/node_modules/astro/dist/runtime/server/render/page.js')).toBeNull();
  });
});

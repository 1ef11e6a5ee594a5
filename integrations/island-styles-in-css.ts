// Astro writes `<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>` into the body
// right before a page's first island. HTML allows a `<style>` in the body only as the first child of its
// parent, so the W3C checker refuses every page with an island (e2e/html-validity.spec.ts). The rule lives
// in the shop's stylesheet instead (src/styles/global.css, loaded by both layouts), and this step takes
// the element out of Astro's island prelude as the server is bundled; an Astro whose prelude no longer
// looks as expected fails the build.
import { sourcePatch } from './source-patch';

export const ISLAND_PRELUDE_FILE = /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]scripts\.js$/;
const SIGNATURE = 'return `<style>${ISLAND_STYLES}</style><script>';

export const islandStylesInCss = () =>
  sourcePatch({
    name: 'island-styles-in-css',
    file: ISLAND_PRELUDE_FILE,
    signature: SIGNATURE,
    expected: 'writes the island styles as expected',
    patch: (code) => code.replace(SIGNATURE, 'return `<script>'),
  });

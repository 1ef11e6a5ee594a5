// Astro hashes every inline style and script of a page for its Content-Security-Policy on every render
// (crypto.subtle, one awaited digest each: a few percent of an uncached product page). Those
// are the build's own styles and scripts, the same strings on every request, so their digests are kept.
// The change is made to Astro's code as the server is bundled; an Astro whose code no longer matches
// fails the build here instead of silently losing it.
import { sourcePatch } from './source-patch';

const FILE = /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/;
const SIGNATURE = 'async function generateCspDigest(data, algorithm) {';
/** Different strings ever hashed (bounded all the same: cleared when full). */
const MAX_KEPT = 512;

export const cspDigestMemo = () =>
  sourcePatch({
    name: 'csp-digest-memo',
    file: FILE,
    signature: SIGNATURE,
    expected: 'defines generateCspDigest as expected',
    patch: (code) =>
      code.replace(
        SIGNATURE,
        [
          'const keptCspDigests = new Map();',
          'async function generateCspDigest(data, algorithm) {',
          '  let kept = keptCspDigests.get(algorithm);',
          '  if (!kept) keptCspDigests.set(algorithm, (kept = new Map()));',
          '  const known = kept.get(data);',
          '  if (known !== undefined) return known;',
          '  const digest = await computeCspDigest(data, algorithm);',
          `  if (kept.size >= ${MAX_KEPT}) kept.clear();`,
          '  kept.set(data, digest);',
          '  return digest;',
          '}',
          'async function computeCspDigest(data, algorithm) {',
        ].join('\n'),
      ),
  });

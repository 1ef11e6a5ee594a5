// A build step that changes a dependency's code as the server is bundled: one exact piece of one file's
// source, found and rewritten. A dependency whose code no longer has that piece fails the build instead of
// silently losing the change (each patch says what it expected to find).
import type { Plugin } from 'vite';

/** @astrojs/react's server renderer (two patches change it: react-render-whole, react-island-check). */
export const REACT_RENDERER_FILE = /[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js$/;

export interface SourcePatch {
  name: string;
  /** The dependency's file. */
  file: RegExp;
  /** The exact source the patch needs to find. */
  signature: string;
  /** What the build error says the file no longer does, e.g. 'checks components as expected'. */
  expected: string;
  /** The file's code changed (the signature is in it). */
  patch(code: string): string;
}

export function sourcePatch({
  name,
  file,
  signature,
  expected,
  patch,
}: SourcePatch): Plugin {
  return {
    name,
    apply: 'build',
    transform(code, id) {
      if (!file.test(id)) return null;
      if (!code.includes(signature))
        this.error(`${name}: ${id} no longer ${expected}`);
      return patch(code);
    },
  };
}

// For the build steps' tests: a plugin's transform hook run as Vite runs it, its `this.error` throwing.
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** The installed @astrojs/react server renderer, which two of the patches change. */
export const reactRendererPath = createRequire(import.meta.url).resolve('@astrojs/react/server.js');

export function runTransform(plugin: Plugin, code: string, id: string): string | null {
  const hook = plugin.transform as (this: { error(message: string): never }, code: string, id: string) => string | null;
  return hook.call(
    {
      error(message) {
        throw new Error(message);
      },
    },
    code,
    id,
  );
}

// For the build steps' tests: a plugin's transform hook run as Vite runs it, its `this.error` throwing.
import type { Plugin } from 'vite';

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

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { reactIslandCheck } from './react-island-check';

const require = createRequire(import.meta.url);
const file = require.resolve('@astrojs/react/server.js');

function transform(code: string, id: string): string | null {
  const hook = reactIslandCheck().transform as (this: { error(message: string): never }, code: string, id: string) => string | null;
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

describe('React islands recognised without a trial render', () => {
  it('answers the check for a component from a file the include option names, before the trial render', () => {
    const changed = transform(readFileSync(file, 'utf8'), file)!;
    const shortcut = changed.indexOf('if (filter && metadata?.componentUrl) {\n    return true;');
    expect(shortcut).toBeGreaterThan(changed.indexOf('!filter(metadata.componentUrl)'));
    expect(shortcut).toBeLessThan(changed.indexOf('function Tester'));
  });

  it('fails the build when the renderer no longer checks components as expected', () => {
    expect(() => transform('export default {}', file)).toThrow(/no longer checks components/);
  });

  it('leaves every other module alone', () => {
    expect(transform('const x = 1;', '/app/node_modules/react-dom/server.js')).toBeNull();
  });
});

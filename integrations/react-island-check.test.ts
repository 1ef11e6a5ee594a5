import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reactIslandCheck } from './react-island-check';
import { reactRendererPath, runTransform } from './run-transform';

const file = reactRendererPath;

const transform = (code: string, id: string) => runTransform(reactIslandCheck(), code, id);

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

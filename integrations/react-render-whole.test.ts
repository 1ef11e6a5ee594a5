import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { reactRenderWhole } from './react-render-whole';
import { runTransform } from './run-transform';

const require = createRequire(import.meta.url);
const file = require.resolve('@astrojs/react/server.js');

const transform = (code: string, id: string) => runTransform(reactRenderWhole(), code, id);

describe('React islands rendered whole', () => {
  it('changes the installed renderer to try renderToString with the island prefix first', () => {
    const changed = transform(readFileSync(file, 'utf8'), file)!;
    expect(changed).toContain('renderWhole(vnode, prefix)');
    expect(changed).toContain("ReactDOM.renderToString(vnode, { identifierPrefix })");
    expect(changed).toContain("html.includes('<!--$!-->') ? undefined : html");
  });

  it('fails the build when the renderer no longer chooses its render as expected', () => {
    expect(() => transform('export default {}', file)).toThrow(/no longer chooses its render/);
  });

  it('leaves every other module alone', () => {
    expect(transform('const x = 1;', '/app/node_modules/react-dom/server.js')).toBeNull();
  });
});

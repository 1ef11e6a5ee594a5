import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reactRenderWhole } from './react-render-whole';
import { reactRendererPath, runTransform } from './run-transform';

const file = reactRendererPath;

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

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { reactRenderWhole } from './react-render-whole';

const require = createRequire(import.meta.url);
const file = require.resolve('@astrojs/react/server.js');

function transform(code: string, id: string): string | null {
  const hook = reactRenderWhole().transform as (this: { error(message: string): never }, code: string, id: string) => string | null;
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

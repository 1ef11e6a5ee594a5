import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageBytesResponse } from './page-bytes-response';
import { runTransform } from './run-transform';

const require = createRequire(import.meta.url);
const file = join(dirname(require.resolve('astro/package.json')), 'dist/runtime/server/render/page.js');

const transform = (code: string, id: string) => runTransform(pageBytesResponse(), code, id);

describe("a rendered page's bytes handed to its response without a copy", () => {
  it('answers an Astro page with a stream of its encoded bytes, their length in Content-Length', () => {
    const changed = transform(readFileSync(file, 'utf8'), file)!;
    expect(changed).not.toContain('body = encoder.encode(body);');
    const encoded = changed.indexOf('const bytes = encoder.encode(body);');
    expect(changed.indexOf('headers.set("Content-Length", bytes.byteLength.toString());')).toBeGreaterThan(encoded);
    expect(changed.indexOf('body = new ReadableStream(')).toBeGreaterThan(encoded);
    expect(changed.indexOf('body = new ReadableStream(')).toBeLessThan(changed.indexOf('return new Response(body'));
  });

  it('fails the build when Astro no longer encodes a page as expected', () => {
    expect(() => transform('export function renderPage() {}', file)).toThrow(/no longer encodes a rendered page/);
  });

  it('leaves every other module alone', () => {
    expect(transform('const x = 1;', '/app/node_modules/astro/dist/runtime/server/render/component.js')).toBeNull();
  });
});

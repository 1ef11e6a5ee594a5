import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENCODE_PAGE, pageBytesResponse, SCRATCH_BYTES } from './page-bytes-response';
import { runTransform } from './run-transform';

const require = createRequire(import.meta.url);
const file = join(dirname(require.resolve('astro/package.json')), 'dist/runtime/server/render/page.js');

const transform = (code: string, id: string) => runTransform(pageBytesResponse(), code, id);

describe("a rendered page's bytes handed to its response without a copy", () => {
  it('answers an Astro page with a stream of its encoded bytes, their length in Content-Length', () => {
    const changed = transform(readFileSync(file, 'utf8'), file)!;
    expect(changed).not.toContain('body = encoder.encode(body);');
    const encoded = changed.indexOf('const bytes = encodePage(body);');
    expect(changed.indexOf('headers.set("Content-Length", bytes.byteLength.toString());')).toBeGreaterThan(encoded);
    expect(changed.indexOf('body = new ReadableStream(')).toBeGreaterThan(encoded);
    expect(changed.indexOf('body = new ReadableStream(')).toBeLessThan(changed.indexOf('return new Response(body'));
  });

  it('encodes a page into bytes of its own, a page larger than the scratch buffer too', () => {
    const encodePage = new Function('encoder', `${ENCODE_PAGE}; return encodePage;`)(new TextEncoder()) as (text: string) => Uint8Array;
    const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
    const page = '<!DOCTYPE html><h1>Kubek „Las” — zażółć gęślą jaźń 🌲</h1>';
    const first = encodePage(page);
    expect(decode(first)).toBe(page);
    expect([first.byteOffset, first.byteLength]).toEqual([0, first.buffer.byteLength]);
    const second = encodePage('<p>inna</p>');
    expect(decode(first)).toBe(page);
    expect(decode(second)).toBe('<p>inna</p>');
    const large = `<p>${'ż'.repeat(SCRATCH_BYTES)}</p>`;
    expect(decode(encodePage(large))).toBe(large);
    expect(encodePage('')).toHaveLength(0);
  });

  it('fails the build when Astro no longer encodes a page as expected', () => {
    expect(() => transform('export function renderPage() {}', file)).toThrow(/no longer encodes a rendered page/);
  });

  it('leaves every other module alone', () => {
    expect(transform('const x = 1;', '/app/node_modules/astro/dist/runtime/server/render/component.js')).toBeNull();
  });
});

// Uploaded SVG media are served from the platform's origin: opened directly, an SVG with a script must
// not run it there (platform/media/media-routes.ts). Every media answer is a sandboxed, script-less
// document that is never sniffed; an SVG is a download when opened on its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
let admin: string;
beforeAll(async () => {
  p = await startTestPlatform();
  admin = await p.login();
});
afterAll(() => p?.stop());

const HOSTILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>fetch("/auth/profile")</script><rect width="10" height="10"/></svg>';

async function upload(content: string, type: string, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  const answer = await fetch(`${p.url}/media`, { method: 'POST', body: form, headers: { authorization: `Bearer ${admin}` } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { url: string } }).data.url;
}

function expectScriptless(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  const directives = csp.split(';').map((d) => d.trim());
  expect(directives).toContain('sandbox');
  expect(directives).toContain("default-src 'none'");
  expect(csp).not.toMatch(/script-src|allow-scripts/);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
}

describe('media answers', () => {
  it('an uploaded SVG with a script is served sandboxed, without scripts, as a download', async () => {
    const url = await upload(HOSTILE_SVG, 'image/svg+xml', 'kot.svg');
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml');
    expectScriptless(answer.headers);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment/);
    // Still the picture: an <img> on the shop shows it (scripts never run in an image).
    expect(await answer.text()).toBe(HOSTILE_SVG);
  });

  it('raster pictures get the same policy and stay inline; a missing file too', async () => {
    const png = await upload('\x89PNG\r\n\x1a\n', 'image/png', 'kot.png');
    const answer = await fetch(png);
    expectScriptless(answer.headers);
    expect(answer.headers.get('content-disposition')).toBeNull();
    const missing = await fetch(`${p.url}/media/nie-ma-takiego.svg`);
    expect(missing.status).toBe(404);
    expectScriptless(missing.headers);
  });

  it('the demo catalogue pictures are served the same way', async () => {
    const product = (await p.call('GET', '/products/torba-plocienna')).body.data;
    const answer = await fetch(product.cover.url);
    expect(answer.status).toBe(200);
    expectScriptless(answer.headers);
  });
});

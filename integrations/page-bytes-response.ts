// Astro answers a page rendered without streaming with `new Response(bytes)`, and undici copies every
// buffer it is given as a body: the product page's 33 KB were encoded, then copied once more, about 60 µs
// and a second 33 KB of garbage on every render (issue 24). A stream of the one chunk hands the encoded
// bytes over as they are; nobody else holds them (the page cache keeps them without a copy because they
// arrive as one chunk that owns its buffer: src/lib/page-cache-memory.ts). The change is made to Astro's
// code as the server is bundled; an Astro whose code no longer matches fails the build.
import { sourcePatch } from './source-patch';

const FILE = /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]render[\\/]page\.js$/;
const SIGNATURE = '    body = encoder.encode(body);\n    headers.set("Content-Length", body.byteLength.toString());\n';

export const pageBytesResponse = () =>
  sourcePatch({
    name: 'page-bytes-response',
    file: FILE,
    signature: SIGNATURE,
    expected: 'encodes a rendered page as expected',
    patch: (code) =>
      code.replace(
        SIGNATURE,
        [
          '    const bytes = encoder.encode(body);',
          '    headers.set("Content-Length", bytes.byteLength.toString());',
          '    body = new ReadableStream({ start(controller) { if (bytes.byteLength > 0) controller.enqueue(bytes); controller.close(); } });',
          '',
        ].join('\n'),
      ),
  });

// How Astro turns a page rendered without streaming into its response, made cheaper:
// - `TextEncoder.encode` measures the text's UTF-8 length in one pass and writes in a second; writing
//   into a kept scratch buffer and copying out the bytes written is about 25 µs less for the product
//   page's 33 KB. A page larger than the scratch buffer is encoded as before.
// - `new Response(bytes)` copies them (undici copies every buffer it is given as a body), about 60 µs
//   and a second 33 KB of garbage per render. A stream of the one chunk hands the bytes over as they
//   are; nobody else holds them (the page cache keeps them without a copy because they arrive as one
//   chunk that owns its buffer: src/lib/page-cache-memory.ts).
// The change is made to Astro's code as the server is bundled; an Astro whose code no longer matches
// fails the build.
import { sourcePatch } from './source-patch';

const FILE = /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]render[\\/]page\.js$/;
const SIGNATURE = '    body = encoder.encode(body);\n    headers.set("Content-Length", body.byteLength.toString());\n';
/** Larger than nearly every page (the product page is 33 KB), and allocated once. */
export const SCRATCH_BYTES = 256 * 1024;

/** The page's UTF-8 bytes, in a buffer of their own. Synchronous, so one scratch buffer serves every render. */
export const ENCODE_PAGE = [
  `const pageScratch = new Uint8Array(${SCRATCH_BYTES});`,
  'function encodePage(text) {',
  '  const { read, written } = encoder.encodeInto(text, pageScratch);',
  '  return read === text.length ? pageScratch.slice(0, written) : encoder.encode(text);',
  '}',
].join('\n');

export const pageBytesResponse = () =>
  sourcePatch({
    name: 'page-bytes-response',
    file: FILE,
    signature: SIGNATURE,
    expected: 'encodes a rendered page as expected',
    patch: (code) =>
      `${code.replace(
        SIGNATURE,
        [
          '    const bytes = encodePage(body);',
          '    headers.set("Content-Length", bytes.byteLength.toString());',
          '    body = new ReadableStream({ start(controller) { if (bytes.byteLength > 0) controller.enqueue(bytes); controller.close(); } });',
          '',
        ].join('\n'),
      )}\n${ENCODE_PAGE}\n`,
  });

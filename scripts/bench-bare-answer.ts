// One answer from memory, looking nothing up: the product page's bytes, with the head of a page-cache hit
// when given one (a JSON object of headers), so that it sends the same bytes as the hit it is compared with.
// Answered by the bare server (scripts/bench-bare-server.ts) and by the shop floor (scripts/bench-shop-floor-server.ts).
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';

/** The path the shop floor answers from memory (every other path is the storefront's). */
export const SHOP_FLOOR_PATH = '/_bench-floor';

export function bareAnswer(bodyFile: string, headersFile?: string): (res: ServerResponse) => void {
  const body = readFileSync(bodyFile);
  const extra = headersFile ? (JSON.parse(readFileSync(headersFile, 'utf8')) as Record<string, string>) : {};
  const headers = { 'content-type': 'text/html; charset=utf-8', ...extra, 'content-length': String(body.byteLength) };
  return (res) => {
    res.writeHead(200, headers);
    res.end(body);
  };
}

// One answer from memory, looking nothing up: the product page's bytes, with the head of a page-cache hit
// when given one (a JSON object of headers), so that it sends the same bytes as the hit it is compared with.
// Answered by the bare server (scripts/bench-bare-server.ts) and by the shop floor (scripts/bench-shop-floor-server.ts).
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';

// Node writes these itself (or they describe the connection, not the page).
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * The head a page-cache hit of `pageURL` sends, as a bare answer is to replay it: asked for as the benchmark's
 * loads ask (fetch would otherwise ask for gzip, and the head would name an encoding their answers do not have).
 */
export async function hitHead(pageURL: string): Promise<Record<string, string>> {
  const hit = await fetch(pageURL, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
  await hit.arrayBuffer();
  return Object.fromEntries([...hit.headers].filter(([name]) => !HOP_BY_HOP.has(name)));
}

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

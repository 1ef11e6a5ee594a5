// A post's cover, served by the shop from its own origin rather than by Directus to the browser: the shop's
// CSP allows images from itself only, and a shopper reading the blog tells the content system nothing. The
// storefront asks Directus for the file (`/assets/<id>`) resized to one of a fixed set of widths in WebP
// (Directus's own transforms), keeps the answers like the blog's other reads, and sends them with a long
// cache lifetime. Only a file id (a UUID) and an allowed width are accepted, so the route can neither be
// pointed at another Directus endpoint nor make Directus resize to any size a caller invents.
import { z } from 'zod';
import type { ResponseCache } from '../platform/response-cache';

/** The widths a cover is served at, in CSS pixels of the image (the `srcset` candidates). */
export const COVER_WIDTHS = [320, 480, 640, 960, 1200] as const;
export type CoverWidth = (typeof COVER_WIDTHS)[number];
/** The width of the `src` (and of social previews): the largest, 1200 × 630 being the recommended cover. */
export const COVER_DEFAULT_WIDTH: CoverWidth = 1200;
/** Seconds a browser or CDN keeps a cover: a week (a file replaced in place shows after that; upload a new file instead). */
export const COVER_MAX_AGE_SECONDS = 7 * 86_400;

const coverId = z.uuid();

/** The shop's address of a cover at a width: /media/blog/<file id>/<width>.webp. */
export function coverPath(id: string, width: CoverWidth): string {
  return `/media/blog/${id}/${width}.webp`;
}

/** The `srcset` of a cover: every allowed width up to the file's own (never enlarged), at least the smallest. */
export function coverSrcset(id: string, intrinsicWidth: number | undefined): string {
  const widths = COVER_WIDTHS.filter((width, index) => index === 0 || intrinsicWidth === undefined || width <= intrinsicWidth);
  return widths.map((width) => `${coverPath(id, width)} ${width}w`).join(', ');
}

/** The file id and width of a cover request, or undefined when either is not one the shop serves. */
export function parseCoverRequest(id: string | undefined, file: string | undefined): { id: string; width: CoverWidth } | undefined {
  const parsedId = coverId.safeParse(id);
  const match = /^(\d{3,4})\.webp$/.exec(file ?? '');
  const width = COVER_WIDTHS.find((allowed) => String(allowed) === match?.[1]);
  if (!parsedId.success || width === undefined) return undefined;
  return { id: parsedId.data.toLowerCase(), width };
}

export interface CoverSource {
  /** Directus's base URL. */
  url: string;
  /** The storefront reader's static token (Directus serves a file to whom may read it). */
  token: string;
  timeoutMs: number;
  cache: ResponseCache;
  fetch?: typeof globalThis.fetch;
}

const plain = (status: number, cacheControl: string) => new Response(null, { status, headers: { 'Cache-Control': cacheControl } });

/**
 * The shop's answer to a cover request: the image (200, WebP, cached a week), 404 for an id or width the
 * shop does not serve or a file Directus does not have (or will not give the reader), 503 when Directus
 * cannot be reached and no copy is kept.
 */
export async function serveCover(source: CoverSource, id: string | undefined, file: string | undefined): Promise<Response> {
  const request = parseCoverRequest(id, file);
  if (!request) return plain(404, 'public, max-age=300');
  const url = `${source.url}/assets/${request.id}?width=${request.width}&format=webp&quality=80&withoutEnlargement=true`;
  const fetch = source.fetch ?? globalThis.fetch;
  let answer: Response;
  try {
    answer = await source.cache.fetch(`GET ${url}`, () =>
      fetch(url, { headers: { Authorization: `Bearer ${source.token}` }, signal: AbortSignal.timeout(source.timeoutMs) }),
    );
  } catch (error) {
    console.error('[blog] cover could not be read from Directus:', error instanceof Error ? error.message : error);
    return plain(503, 'no-store');
  }
  // Directus answers 403 for a file that does not exist as for one the reader may not read.
  if (answer.status === 403 || answer.status === 404) return plain(404, 'public, max-age=300');
  const type = answer.headers.get('content-type') ?? '';
  if (!answer.ok || !type.startsWith('image/')) {
    console.error(`[blog] cover ${request.id}: Directus answered HTTP ${answer.status} (${type || 'no type'})`);
    return plain(answer.ok ? 404 : 503, 'no-store');
  }
  return new Response(await answer.arrayBuffer(), {
    status: 200,
    headers: { 'Content-Type': type, 'Cache-Control': `public, max-age=${COVER_MAX_AGE_SECONDS}`, 'X-Content-Type-Options': 'nosniff' },
  });
}

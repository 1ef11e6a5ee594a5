// A post's cover, served by the shop from its own origin rather than by Directus to the browser: the shop's
// CSP allows images from itself only, and a shopper reading the blog tells the content system nothing. The
// storefront asks Directus for the file (`/assets/<id>`) resized to one of a fixed set of widths in WebP
// (Directus's own transforms), keeps the answers like the blog's other reads, and sends them with a long
// cache lifetime. Only a file id (a UUID) and an allowed width are accepted, so the route can neither be
// pointed at another Directus endpoint nor make Directus resize to any size a caller invents. And only a file
// that is the cover of a post the request may see is served: for shoppers, a post the shop shows; for a
// member of staff's preview, any post (fetched afresh, answered `private, no-store`, never kept). The reader's
// token can read every file of Directus's library (a role restricted to covers needs a Directus licence), so
// without this check any file whose id is known would be served.
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

/** Where the shop serves covers to shoppers: /media/blog/<file id>/<width>.webp. */
export const COVER_ROOT = '/media/blog';

/** The shop's address of a cover at a width: <root>/<file id>/<width>.webp (the root: COVER_ROOT, or the preview's). */
export function coverPath(id: string, width: CoverWidth, root: string = COVER_ROOT): string {
  return `${root}/${id}/${width}.webp`;
}

/** The `srcset` of a cover: every allowed width up to the file's own (never enlarged), at least the smallest. */
export function coverSrcset(id: string, intrinsicWidth: number | undefined, root: string = COVER_ROOT): string {
  const widths = COVER_WIDTHS.filter((width, index) => index === 0 || intrinsicWidth === undefined || width <= intrinsicWidth);
  return widths.map((width) => `${coverPath(id, width, root)} ${width}w`).join(', ');
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
  /**
   * Whether the file is the cover of a post this request may see; when not, a 404 that never asks Directus
   * for the file. Throws when Directus cannot say now (a 503).
   */
  isCover(id: string): Promise<boolean>;
  /**
   * Where shoppers' covers are kept. Without one the request is a member of staff's preview: the file is
   * fetched afresh and every answer is `private, no-store`.
   */
  cache?: ResponseCache | undefined;
  fetch?: typeof globalThis.fetch;
}

const plain = (status: number, cacheControl: string) => new Response(null, { status, headers: { 'Cache-Control': cacheControl } });
const PRIVATE = 'private, no-store';

/**
 * The shop's answer to a cover request: the image (200, WebP; cached a week, or private in a preview), 404
 * for an id or width the shop does not serve, a file that is no cover of a post the request may see, or a
 * file Directus does not have (or will not give the reader), 503 when Directus cannot be reached and no copy
 * is kept.
 */
export async function serveCover(source: CoverSource, id: string | undefined, file: string | undefined): Promise<Response> {
  const preview = source.cache === undefined;
  const request = parseCoverRequest(id, file);
  if (!request) return plain(404, preview ? PRIVATE : 'public, max-age=300');
  let isCover: boolean;
  try {
    isCover = await source.isCover(request.id);
  } catch (error) {
    console.error('[blog] whether a file is a cover could not be read from Directus:', error instanceof Error ? error.message : error);
    return plain(503, 'no-store');
  }
  // Not kept: the file becomes a shown cover the moment its post is published.
  if (!isCover) return plain(404, preview ? PRIVATE : 'no-store');
  const url = `${source.url}/assets/${request.id}?width=${request.width}&format=webp&quality=80&withoutEnlargement=true`;
  const fetch = source.fetch ?? globalThis.fetch;
  const load = () => fetch(url, { headers: { Authorization: `Bearer ${source.token}` }, signal: AbortSignal.timeout(source.timeoutMs) });
  let answer: Response;
  try {
    answer = source.cache ? await source.cache.fetch(`GET ${url}`, load) : await load();
  } catch (error) {
    console.error('[blog] cover could not be read from Directus:', error instanceof Error ? error.message : error);
    return plain(503, 'no-store');
  }
  // Directus answers 403 for a file that does not exist as for one the reader may not read.
  if (answer.status === 403 || answer.status === 404) return plain(404, preview ? PRIVATE : 'public, max-age=300');
  const type = answer.headers.get('content-type') ?? '';
  if (!answer.ok || !type.startsWith('image/')) {
    console.error(`[blog] cover ${request.id}: Directus answered HTTP ${answer.status} (${type || 'no type'})`);
    return plain(answer.ok ? 404 : 503, 'no-store');
  }
  return new Response(await answer.arrayBuffer(), {
    status: 200,
    headers: {
      'Content-Type': type,
      'Cache-Control': preview ? PRIVATE : `public, max-age=${COVER_MAX_AGE_SECONDS}`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

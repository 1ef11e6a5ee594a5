// The preview area (docs/marketing-content.md#preview): /preview and its English twin /en/preview. The
// page cache imports this outside Astro's bundle (src/lib/page-cache-rules.ts): no imports here.

export const PREVIEW_PATHS = ['/preview', '/en/preview'] as const;
export type PreviewPath = (typeof PREVIEW_PATHS)[number];

/** Whether a path is in the preview area (where the preview cookie is sent, and which no cache keeps). */
export function isPreviewPath(pathname: string): boolean {
  return PREVIEW_PATHS.some((root) => pathname === root || pathname.startsWith(`${root}/`));
}

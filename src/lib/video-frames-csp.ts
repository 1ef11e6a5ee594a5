// A page that shows videos from the editor's HTML frames their players once the shopper clicks: its
// CSP's frame-src lists those players' hosts, and no page without such a video lists any. The page
// names the providers in a header of its own (set before the response starts), which
// src/middleware/page-headers.ts turns into frame-src origins and removes.
import { isVideoProvider, VIDEO_FRAME_ORIGINS, videoProvidersIn, type VideoProvider } from './video-embeds';

export const VIDEO_FRAMES_HEADER = 'x-video-frames';

/** Marks a response as showing the videos of these pieces of sanitised HTML (nothing when there are none). */
export function allowVideoFrames(response: { readonly headers: Headers }, ...htmls: (string | null | undefined)[]): void {
  const already = (response.headers.get(VIDEO_FRAMES_HEADER) ?? '').split(',').filter(isVideoProvider);
  const providers = new Set<VideoProvider>([...already, ...htmls.flatMap((html) => (html ? videoProvidersIn(html) : []))]);
  if (providers.size > 0) response.headers.set(VIDEO_FRAMES_HEADER, [...providers].sort().join(','));
}

/** The frame-src origins a page's header value allows: only known providers' player hosts. */
export function videoFrameOrigins(headerValue: string | null): string[] {
  return (headerValue ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(isVideoProvider)
    .map((provider) => VIDEO_FRAME_ORIGINS[provider]);
}

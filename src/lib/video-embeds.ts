// Videos embedded in HTML written in the platform's admin (its editor pastes an `<iframe>` of YouTube or
// Vimeo). The sanitiser keeps only the provider and the video's id of such a frame, and the shop
// rebuilds the player's address itself: YouTube through its privacy-enhanced host, Vimeo through its
// player host. Any other frame is dropped. A module of its own (no dependencies) so the facade's
// browser script builds the same addresses from the same rules.

export const VIDEO_PROVIDERS = ['youtube', 'vimeo'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

export interface EmbeddedVideo {
  provider: VideoProvider;
  id: string;
  /** Vimeo's key of an unlisted video (`?h=`), when the editor's address carried one. */
  hash?: string;
}

/** The only origin a provider's player is framed from: what the page's `frame-src` lists. */
export const VIDEO_FRAME_ORIGINS: Readonly<Record<VideoProvider, string>> = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
};

/** The provider's name as a shopper knows it. */
export const VIDEO_PROVIDER_NAMES: Readonly<Record<VideoProvider, string>> = { youtube: 'YouTube', vimeo: 'Vimeo' };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[0-9]{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{1,20}$/;

export const isVideoProvider = (value: unknown): value is VideoProvider => (VIDEO_PROVIDERS as readonly unknown[]).includes(value);

/** Whether an id (and hash) is one the provider's player could be asked for: nothing else reaches its address. */
export function isValidVideo(video: { provider: string; id: string; hash?: string | undefined }): video is EmbeddedVideo {
  if (video.provider === 'youtube') return YOUTUBE_ID.test(video.id) && video.hash === undefined;
  if (video.provider === 'vimeo') return VIMEO_ID.test(video.id) && (video.hash === undefined || VIMEO_HASH.test(video.hash));
  return false;
}

/**
 * The video an embedded frame's `src` shows: a YouTube `/embed/{id}` address (on youtube.com or
 * youtube-nocookie.com, protocol-relative as the editor writes it, or https) or a Vimeo
 * `player.vimeo.com/video/{id}` address; null for anything else (another host, a look-alike host, another
 * scheme, a malformed id). The address's other parameters are not kept.
 */
export function videoFromFrameSrc(src: string | undefined): EmbeddedVideo | null {
  if (!src) return null;
  const trimmed = src.trim();
  let url: URL;
  try {
    url = new URL(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    const video = { provider: 'youtube' as const, id: segments[1] ?? '' };
    return segments.length === 2 && segments[0] === 'embed' && isValidVideo(video) ? video : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    const hash = url.searchParams.get('h') ?? undefined;
    const video = hash === undefined ? { provider: 'vimeo' as const, id: segments[1] ?? '' } : { provider: 'vimeo' as const, id: segments[1] ?? '', hash };
    return segments.length === 2 && segments[0] === 'video' && isValidVideo(video) ? video : null;
  }
  return null;
}

/** The player's address, framed only after the shopper's click (so it starts playing). */
export function videoPlayerUrl(video: EmbeddedVideo): string {
  if (video.provider === 'youtube') return `${VIDEO_FRAME_ORIGINS.youtube}/embed/${video.id}?autoplay=1`;
  return `${VIDEO_FRAME_ORIGINS.vimeo}/video/${video.id}?${video.hash ? `h=${video.hash}&` : ''}autoplay=1&dnt=1`;
}

/** The video's page on the provider's own site (for a shopper who would rather watch it there). */
export function videoWatchUrl(video: EmbeddedVideo): string {
  if (video.provider === 'youtube') return `https://www.youtube.com/watch?v=${video.id}`;
  return `https://vimeo.com/${video.id}${video.hash ? `/${video.hash}` : ''}`;
}

/** The facade's marker attribute; the providers of a page's facades decide its `frame-src`. */
export const VIDEO_PROVIDER_ATTRIBUTE = 'data-video-provider';

/** The providers whose facades a piece of sanitised HTML holds. */
export function videoProvidersIn(html: string): VideoProvider[] {
  return VIDEO_PROVIDERS.filter((provider) => html.includes(`${VIDEO_PROVIDER_ATTRIBUTE}="${provider}"`));
}

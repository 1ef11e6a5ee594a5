// Banners (the platform's `/banners`): the home page shows Heseya's own storefront's slugs (`main-banner`,
// `secondary-banner`, `offer-banner`), a category page the banner `category-{slug}` when there is one.
// A banner is read through the platform client's list with the `slug` filter, so a missing banner is an
// empty (cached) answer rather than an uncached 404; any failure leaves the banner out of the page.
import type { components } from '../platform';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/locales';
import { platformFor, type RequestShop } from './platform-for-request';
import { orFallback } from './read-failures';
import { imageAtWidth } from './image-url';

type PlatformBanner = components['schemas']['Banner'];
type ResponsiveMedia = { min_screen_width: number; media: { url: string; alt?: string | null | undefined } };

export const HOME_BANNER_SLUGS = { main: 'main-banner', secondary: 'secondary-banner', offer: 'offer-banner' } as const;
export const categoryBannerSlug = (categorySlug: string) => `category-${categorySlug}`;

/** One picture of a slide: from `minWidth` px of screen width up to the next source's. */
export interface BannerSource {
  minWidth: number;
  src: string;
  srcset: string;
}

export interface BannerSlide {
  title: string | null;
  subtitle: string | null;
  /** A safe address: a path of this shop (in the page's language) or an http(s) URL; null: not a link. */
  href: string | null;
  alt: string;
  /** The picture below the smallest `sources` width (and without <picture> support). */
  fallback: BannerSource;
  /** Wider screens' pictures, widest first (the order <picture> needs). */
  sources: BannerSource[];
}

export interface BannerView {
  slug: string;
  name: string;
  slides: BannerSlide[];
}

/** Widths offered to the browser for each picture (the frame is the page's width at most). */
export const BANNER_IMAGE_WIDTHS = [480, 800, 1200, 1600] as const;

/** The media a screen `width` px wide shows: the one with the largest minimum width not above it, else the narrowest one. */
export function mediaForWidth<M extends { min_screen_width: number }>(media: readonly M[], width: number): M | undefined {
  const sorted = [...media].sort((a, b) => a.min_screen_width - b.min_screen_width);
  return sorted.filter((m) => m.min_screen_width <= width).at(-1) ?? sorted[0];
}

/** `<picture>` sources from a slide's media: one per distinct minimum width, widest first, the narrowest as the fallback. */
export function pictureSources(media: readonly ResponsiveMedia[]): { fallback: BannerSource; sources: BannerSource[] } | null {
  const byWidth = new Map<number, ResponsiveMedia>();
  for (const m of [...media].sort((a, b) => a.min_screen_width - b.min_screen_width)) {
    if (m.media.url && Number.isFinite(m.min_screen_width) && !byWidth.has(m.min_screen_width)) byWidth.set(Math.max(0, m.min_screen_width), m);
  }
  const all = [...byWidth.values()].map((m) => ({
    minWidth: Math.max(0, m.min_screen_width),
    src: imageAtWidth(m.media.url, 1200),
    srcset: BANNER_IMAGE_WIDTHS.map((w) => `${imageAtWidth(m.media.url, w)} ${w}w`).join(', '),
  }));
  const [fallback, ...wider] = all;
  if (!fallback) return null;
  return { fallback, sources: wider.reverse() };
}

/** A slide's link: a shop path (`/…`, in the page's language) or an http(s) URL; anything else is no link. */
export function bannerHref(url: string | null | undefined, locale: Locale): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return localizePath(value, locale);
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** What a page shows of a platform banner: null when inactive or without a slide that has a picture. */
export function bannerView(banner: PlatformBanner, locale: Locale): BannerView | null {
  if (!banner.active) return null;
  const slides = banner.banner_media.flatMap((slide): BannerSlide[] => {
    const picture = pictureSources(slide.media);
    if (!picture) return [];
    const shown = mediaForWidth(slide.media, 0);
    return [
      {
        title: slide.title?.trim() || null,
        subtitle: slide.subtitle?.trim() || null,
        href: bannerHref(slide.url, locale),
        alt: shown?.media.alt?.trim() ?? '',
        ...picture,
      },
    ];
  });
  return slides.length > 0 ? { slug: banner.slug, name: banner.name, slides } : null;
}

/** The banner with exactly this slug, as a page shows it; null when there is none, it is inactive, or the read fails. */
export async function getBanner(shop: RequestShop, slug: string): Promise<BannerView | null> {
  const platform = platformFor(shop);
  const page = await orFallback(`Banner ${slug}`, platform.list('/banners', { slug, limit: 24 }), null);
  const banner = page?.data.find((b) => b.slug === slug);
  return banner ? bannerView(banner, shop.locale) : null;
}

// The request side of the preview area (docs/marketing-content.md#preview): /preview/page/{slug},
// /preview/product/{slug} and /preview/blog/{slug} (and their /en twins) render the same views as the public
// pages, read with the signed-in member of staff's client, so the platform answers hidden items too (a blog
// post: read as the content system's preview user, drafts and scheduled posts included, never kept). Every answer of the area
// is personal and kept out of every index: `Cache-Control: private, no-store` and `X-Robots-Tag: noindex`,
// a 200 and a 404 alike. No preview session, a forged or expired one, or a member of staff without the
// platform permission for that kind of item: the ordinary 404, saying nothing of whether the item exists.
import type { AstroGlobal } from 'astro';
import { requestLocale, type Locale } from '../../i18n/locales';
import { routeShop } from '../../lib/request/route-context';
import { getContentPage, type ContentPage } from '../../lib/catalogue/content-page';
import { loadProductPage, type ProductPageData } from '../../lib/catalogue/product';
import { allowVideoFrames } from '../../lib/video-frames-csp';
import { previewStaff, type PreviewStaff } from '../../lib/preview/staff';
import { mayPreview, type PreviewKind } from '../../lib/preview/permissions';
import { emptyQuestionForm, type QuestionFormState } from '../../components/product/question-form';
import { shopCms } from '../../lib/cms/shop-reads';
import { loadPreviewPost, type BlogPost } from '../blog/blog-routes';

/** The headers of every answer of the preview area. */
export const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } as const;

export function previewHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) headers.set(name, value);
}

/** The signed-in member of staff of this request, or null (no session, or one the platform refused). */
export function staffOf(Astro: AstroGlobal): Promise<PreviewStaff | null> {
  const shop = routeShop(Astro);
  return previewStaff(Astro, { language: shop.locale, salesChannelId: shop.salesChannelId, currency: shop.currency });
}

/** The member of staff allowed to preview this kind of item; null after setting the 404. Marks the page as a preview (its bar, noindex, no tags). */
async function previewer(Astro: AstroGlobal, kind: PreviewKind): Promise<PreviewStaff | null> {
  previewHeaders(Astro.response.headers);
  const staff = await staffOf(Astro);
  if (!staff || !mayPreview(staff.permissions, kind)) {
    Astro.response.status = 404;
    return null;
  }
  Astro.locals.preview = { staffName: staff.name };
  return staff;
}

export async function previewPageRoute(Astro: AstroGlobal): Promise<ContentPage | null> {
  const staff = await previewer(Astro, 'page');
  if (!staff) return null;
  const page = await getContentPage(routeShop(Astro), Astro.params.slug ?? '', staff.platform);
  if (!page) return notFound(Astro);
  allowVideoFrames(Astro.response, page.html);
  return page;
}

export type PreviewProduct = { locale: Locale; data: ProductPageData; question: QuestionFormState };

export async function previewProductRoute(Astro: AstroGlobal): Promise<PreviewProduct | null> {
  const staff = await previewer(Astro, 'product');
  if (!staff) return null;
  const locale = requestLocale(Astro);
  const data = await loadProductPage({ slug: Astro.params.slug ?? '', locale, shop: Astro.locals.shop, preview: staff.platform });
  if (!data) return notFound(Astro);
  allowVideoFrames(Astro.response, data.descriptionHtml);
  return { locale, data, question: emptyQuestionForm(false) };
}

export type PreviewPost = { locale: Locale } & Exclude<BlogPost<never>, { status: 404 }>;

/** A blog post from the content system whatever its status; null (the 404) without Directus, its preview user or the post. */
export async function previewPostRoute(Astro: AstroGlobal): Promise<PreviewPost | null> {
  const staff = await previewer(Astro, 'post');
  if (!staff) return null;
  const locale = requestLocale(Astro);
  const found = await loadPreviewPost(locale, Astro.params.slug, shopCms());
  if (found.status === 404) return notFound(Astro);
  if (found.status === 503) {
    // Directus cannot answer now: the blog's own "unavailable" page, still a preview's (private, noindex).
    Astro.response.status = 503;
    Astro.response.headers.set('Retry-After', '60');
  }
  return { locale, ...found };
}

function notFound(Astro: AstroGlobal): null {
  Astro.response.status = 404;
  // Nothing to preview: the ordinary 404 page, without the bar.
  delete Astro.locals.preview;
  return null;
}

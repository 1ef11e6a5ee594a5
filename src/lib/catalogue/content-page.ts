// Content pages from the platform: /{slug}, and the same page by code or by query.
import type { components, Platform } from '../platform';
import type { SeoShape } from '../commerce/seo';
import { platformFor, type RequestShop } from './platform-for-request';
import { orNotFound } from './read-failures';
import { sanitiseContentHtml } from './content-html';
import type { Locale } from '../../i18n/locales';

type PlatformPage = components['schemas']['Page'];

export interface ContentPage {
  id: string;
  slug: string;
  name: string;
  /** Sanitised HTML, safe to render. */
  html: string;
  seo: SeoShape;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;

function toContentPage(page: PlatformPage, locale: Locale): ContentPage {
  return { id: page.id, slug: page.slug, name: page.name, html: sanitiseContentHtml(page.content_html, locale), seo: (page.seo ?? {}) as SeoShape };
}

/**
 * A page by its slug; null when there is none (or the slug cannot be one). `preview`: a member of staff's
 * client (src/lib/preview/staff.ts), which the platform answers hidden pages too; those are shown then.
 */
export async function getContentPage(shop: RequestShop, slug: string, preview?: Platform): Promise<ContentPage | null> {
  if (!SLUG.test(slug)) return null;
  const platform = preview ?? platformFor(shop);
  const page = await orNotFound(shop.locale, platform.getBySlug('pages', slug));
  return page && (preview || page.public !== false) ? toContentPage(page, shop.locale) : null;
}

/** A page by its code: the page id (a UUID) or its slug. */
export async function getContentPageByCode(shop: RequestShop, code: string): Promise<ContentPage | null> {
  if (UUID.test(code)) {
    const platform = platformFor(shop);
    const page = await orNotFound(shop.locale, platform.getById('pages', code));
    return page && page.public !== false ? toContentPage(page, shop.locale) : null;
  }
  return getContentPage(shop, code);
}

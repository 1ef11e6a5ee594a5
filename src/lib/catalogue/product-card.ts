// What a product card shows (home, category, search, related products): name, link, picture,
// price in the current currency (with the price before a sale, and "from" when options change
// it) and an optional line under the name taken from an attribute (product_subtext_attribute_slug).
import type { components } from '../platform';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/locales';
import { grossPriceIn } from '../commerce/prices';
import { imageAtWidth } from './shop-settings';

export type ProductListItem = components['schemas']['ProductListItem'];

export interface ProductCardView {
  id: string;
  name: string;
  href: string;
  image?: { src: string; srcset: string; alt: string } | undefined;
  /** The lowest price now; undefined when the product has none in the currency. */
  price?: number | undefined;
  /** The lowest price before sales, when higher than `price`. */
  priceBefore?: number | undefined;
  /** The price depends on options: shown as "from". */
  priceVaries: boolean;
  available: boolean;
  subtext?: string | undefined;
}

/** Widths offered to the browser for card pictures. */
export const CARD_IMAGE_WIDTHS = [240, 360, 480, 720] as const;

export function productHref(slug: string, locale: Locale): string {
  return localizePath(`/product/${encodeURIComponent(slug)}`, locale);
}

export function productCardView(product: ProductListItem, currency: string, locale: Locale, subtextAttributeSlug?: string): ProductCardView {
  const price = grossPriceIn(product.prices_min, currency);
  const initial = grossPriceIn(product.prices_min_initial, currency);
  const max = grossPriceIn(product.prices_max, currency);
  const cover = product.cover;
  const subtextAttribute = subtextAttributeSlug ? product.attributes?.find((attribute) => attribute.slug === subtextAttributeSlug) : undefined;
  const subtext = subtextAttribute?.selected_options.map((option) => option.name).filter(Boolean).join(', ');
  return {
    id: product.id,
    name: product.name,
    href: productHref(product.slug, locale),
    image: cover?.url
      ? {
          src: imageAtWidth(cover.url, 480),
          srcset: CARD_IMAGE_WIDTHS.map((width) => `${imageAtWidth(cover.url, width)} ${width}w`).join(', '),
          alt: cover.alt?.trim() || product.name,
        }
      : undefined,
    price,
    priceBefore: price !== undefined && initial !== undefined && initial > price ? initial : undefined,
    priceVaries: price !== undefined && max !== undefined && max > price,
    available: product.available,
    subtext: subtext || undefined,
  };
}

// What a product card shows (home, category, search, related products): name, link, picture,
// price in the current currency (with the price before a sale, and "from" when options change
// it) and an optional line under the name taken from an attribute (product_subtext_attribute_slug).
import type { components } from '../platform';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/locales';
import { grossPriceIn } from '../commerce/prices';
import { imageAtWidth } from './image-url';
import { formatMoney } from '../commerce/money';
import { t } from '../../i18n/messages';

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
  const subtext = subtextAttribute?.selected_options
    .map((option) => option.name)
    .filter(Boolean)
    .join(', ');
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

/** A card's prices as the card writes them: now (with "from" when options change it), and before a sale. */
export interface ProductCardPrices {
  now: string;
  before?: { text: string; label: string } | undefined;
}

export function productCardPrices(card: ProductCardView, currency: string, locale: Locale): ProductCardPrices | undefined {
  if (card.price === undefined) return undefined;
  const price = formatMoney(card.price, currency, locale);
  const before = card.priceBefore === undefined ? undefined : formatMoney(card.priceBefore, currency, locale);
  return {
    now: card.priceVaries ? t(locale, 'catalogue.priceFromPrefix', { price }) : price,
    before: before === undefined ? undefined : { text: before, label: t(locale, 'catalogue.priceWas', { price: before }) },
  };
}

/** A card of a list read from the platform, with its prices as written. */
export interface ProductCardOfList {
  view: ProductCardView;
  prices: ProductCardPrices | undefined;
}

// A list's products come from the platform client's cache as parsed objects shared by every reader
// and never changed (src/lib/platform/cached-reads.ts): each card is worked out once per product of
// an answer, currency, language and subtext attribute, and dropped with the answer.
const cardsOf = new WeakMap<ProductListItem, Map<string, ProductCardOfList>>();

/** productCardView and the card's prices, once per product of a platform answer and request facts. */
export function productCardOfList(product: ProductListItem, currency: string, locale: Locale, subtextAttributeSlug?: string): ProductCardOfList {
  const key = `${currency}\n${locale}\n${subtextAttributeSlug ?? ''}`;
  let byRequest = cardsOf.get(product);
  let card = byRequest?.get(key);
  if (!card) {
    const view = productCardView(product, currency, locale, subtextAttributeSlug);
    card = { view, prices: productCardPrices(view, currency, locale) };
    if (!byRequest) {
      byRequest = new Map();
      cardsOf.set(product, byRequest);
    }
    byRequest.set(key, card);
  }
  return card;
}

// The product page's data (/product/{slug}: docs/rules.md#product-fields and docs/rules.md#lowest-price): the
// product in the request's language and channel, its prices in the channel's currency, the
// lowest price of the last 30 days next to a discounted price (EU Omnibus rule), the
// description sanitised, the gallery at several widths and formats, and the JSON-LD Product.
import { sanitiseContentHtml } from './content-html';
import type { components, Platform } from '../platform';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/locales';
import { grossPriceIn } from '../commerce/prices';
import { roundMoney } from '../commerce/money';
import { saleDiscountsIn } from '../commerce/sale-price';
import type { SchemaType } from '../commerce/schema-values';
import type { AddToCartProduct } from '../commerce/cart-line-schema';
import { platformFor } from './platform-for-request';
import { orFallback, orNotFound } from './read-failures';
import { getShell, type Shell } from './shell';
import { productHref } from './product-card';
import { imageAtWidth } from './image-url';
import { jsonScript } from '../json-script';
import { siteOrigin } from '../site-origin';
import { mergeSeo, type SeoShape } from '../commerce/seo';

export type Product = components['schemas']['Product'];
type Media = components['schemas']['Media'];
type ListedProduct = components['schemas']['ProductListItem'];
type RelatedSetOfProduct = NonNullable<Product['related_sets']>[number];

/** How a product can be had: bought, asked about (price, rental, leasing), or not at all. */
export const PURCHASE_KINDS = ['buy', 'ask-about-price', 'rental', 'leasing', 'unavailable'] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];
/** The kinds answered by a question form instead of a cart. */
export const QUESTION_KINDS = ['ask-about-price', 'rental', 'leasing'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const isQuestionKind = (kind: string): kind is QuestionKind => (QUESTION_KINDS as readonly string[]).includes(kind);

/**
 * The purchase kind: the product's `metadata.purchase_kind` (how the platform models it); a product the
 * platform reports as not available is unavailable whatever its kind says; no kind means buy.
 */
export function purchaseKind(product: Pick<Product, 'available' | 'metadata'>): PurchaseKind {
  const declared = product.metadata?.purchase_kind;
  const kind = typeof declared === 'string' && (PURCHASE_KINDS as readonly string[]).includes(declared) ? (declared as PurchaseKind) : 'buy';
  if (!product.available) return 'unavailable';
  return kind;
}

export interface ProductPrice {
  currency: string;
  /** The lowest price now (undefined: no price in this currency). */
  current?: number | undefined;
  /** The price before the discount, present only when the product is discounted. */
  initial?: number | undefined;
  /**
   * Lowest price of the 30 days before the discount took effect (EU Omnibus; the price tracker's answer
   * for the current price, so the sale's own days are not in it); only next to a discount, only when
   * the tracker answered.
   */
  lowestBeforeDiscount?: number | undefined;
}

/** The price block: prices_min now, prices_min_initial struck through when higher. */
export function productPrice(product: Pick<Product, 'prices_min' | 'prices_min_initial'>, currency: string): ProductPrice {
  const current = grossPriceIn(product.prices_min, currency);
  const initial = grossPriceIn(product.prices_min_initial, currency);
  return { currency, current, initial: current !== undefined && initial !== undefined && initial > current ? initial : undefined };
}

/** Widths offered to the browser for gallery pictures; the platform resizes by `w` and converts by `format`. */
export const GALLERY_WIDTHS = [360, 640, 960, 1280] as const;
export const GALLERY_SIZES = '(min-width: 60rem) 36rem, 100vw';

export interface GalleryImage {
  src: string;
  /** Same widths in the platform's automatic format, and as WebP for a `<source type="image/webp">`. */
  srcset: string;
  srcsetWebp: string;
  alt: string;
}

export function galleryImages(product: Pick<Product, 'gallery' | 'cover' | 'name'>): GalleryImage[] {
  const photos = (product.gallery?.length ? product.gallery : product.cover ? [product.cover] : []).filter(
    (media: Media) => media.type === 'photo' && media.url,
  );
  return photos.map((media) => ({
    src: imageAtWidth(media.url, 960, 'auto'),
    srcset: GALLERY_WIDTHS.map((width) => `${imageAtWidth(media.url, width, 'auto')} ${width}w`).join(', '),
    srcsetWebp: GALLERY_WIDTHS.map((width) => `${imageAtWidth(media.url, width, 'webp')} ${width}w`).join(', '),
    alt: media.alt?.trim() || product.name,
  }));
}

/** Description HTML from the platform: editor HTML like a content page's (docs/security.md), sanitised for the page's locale. */
export const sanitizeDescription = (html: string | null | undefined, locale: Locale = 'pl'): string => sanitiseContentHtml(html, locale);

export interface AttributeRow {
  name: string;
  value: string;
}

export function attributeRows(product: Pick<Product, 'attributes'>): AttributeRow[] {
  return (product.attributes ?? [])
    .map((attribute) => ({
      name: attribute.name,
      value: attribute.selected_options
        .map((option) => option.name)
        .filter(Boolean)
        .join(', '),
    }))
    .filter((row) => row.value !== '');
}

/** The line under the product name: the values of the attribute named by the product_subtext_attribute_slug setting. */
export function productSubtext(product: Pick<Product, 'attributes'>, attributeSlug: string | undefined): string | undefined {
  if (!attributeSlug) return undefined;
  const attribute = product.attributes?.find((candidate) => candidate.slug === attributeSlug);
  const text = attribute?.selected_options
    .map((option) => option.name)
    .filter(Boolean)
    .join(', ');
  return text || undefined;
}

/** What the add-to-cart island needs of the product: the cart fields, its options and its sales in the currency. */
export function cartProductProps(product: Product, currency: string): AddToCartProduct {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    prices_base: product.prices_base.map(({ gross, currency }) => ({ gross, currency })),
    shipping_digital: product.shipping_digital,
    quantity_step: product.quantity_step,
    cover: product.cover ? { url: product.cover.url } : null,
    metadata: { ...product.metadata },
    schemas: (product.schemas ?? []).map((schema) => ({
      id: schema.id,
      name: schema.name,
      type: schema.type as SchemaType,
      required: schema.required,
      hidden: schema.hidden,
      default: schema.default ?? null,
      prices: schema.prices.map(({ gross, currency }) => ({ gross, currency })),
      options: schema.options.map((option) => ({
        id: option.id,
        name: option.name,
        available: option.available !== false && option.disabled !== true,
        prices: option.prices.map(({ gross, currency }) => ({ gross, currency })),
      })),
      used_schemas: schema.used_schemas,
      min: schema.min ?? null,
      max: schema.max ?? null,
      step: schema.step ?? null,
      description: schema.description ?? null,
    })),
    // Only what the live price needs: each sale's percentage or amount in this currency, in the platform's order.
    sales: saleDiscountsIn(product.sales, currency),
  };
}

export interface Crumb {
  label: string;
  href?: string | undefined;
}

/** Home › the product's first set (its category) › the product. */
export function productBreadcrumbs(product: Pick<Product, 'name' | 'sets'>, locale: Locale): Crumb[] {
  const set = product.sets?.find((candidate) => candidate.public !== false);
  return [...(set ? [{ label: set.name, href: localizePath(`/category/${encodeURIComponent(set.slug)}`, locale) }] : []), { label: product.name }];
}

const SCHEMA_AVAILABILITY: Record<PurchaseKind, string> = {
  buy: 'https://schema.org/InStock',
  'ask-about-price': 'https://schema.org/InStock',
  rental: 'https://schema.org/InStock',
  leasing: 'https://schema.org/InStock',
  unavailable: 'https://schema.org/OutOfStock',
};

/** The schema.org Product with its offer, as JSON text safe inside a <script> element. */
export function productJsonLd(input: {
  product: Pick<Product, 'id' | 'name' | 'description_short' | 'slug'>;
  url: string;
  images: readonly string[];
  price: ProductPrice;
  kind: PurchaseKind;
  brand?: string | undefined;
}): string {
  const { product, price } = input;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': input.url,
    name: product.name,
    sku: product.id,
    url: input.url,
    ...(product.description_short ? { description: product.description_short } : {}),
    ...(input.images.length ? { image: input.images } : {}),
    ...(input.brand ? { brand: { '@type': 'Brand', name: input.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url: input.url,
      priceCurrency: price.currency,
      ...(price.current !== undefined ? { price: roundMoney(price.current).toFixed(2) } : {}),
      availability: SCHEMA_AVAILABILITY[input.kind],
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  return jsonScript(data);
}

/** How many products of each related set the page shows, and how many related sets at most. */
export const RELATED_PRODUCTS_PER_SET = 4;
export const RELATED_SETS_SHOWN = 3;

export interface RelatedSet {
  name: string;
  href: string;
  products: ListedProduct[];
}

export interface ProductPageData {
  product: Product;
  kind: PurchaseKind;
  price: ProductPrice;
  subtext?: string | undefined;
  descriptionHtml: string;
  attributes: AttributeRow[];
  gallery: GalleryImage[];
  breadcrumbs: Crumb[];
  /** The product's related sets, each with a few of its products (the current one left out). */
  relatedSets: RelatedSet[];
  cartProduct: AddToCartProduct;
  currency: string;
  /** The page's canonical address. */
  url: string;
  /** The schema.org Product (productJsonLd) of the page. */
  jsonLd: string;
  /** The product's own SEO, then its name, short description and first picture (docs/rules.md#seo-merge). */
  seo: ReturnType<typeof mergeSeo>;
}

export interface ProductPageRequest {
  slug: string;
  locale: Locale;
  /** The shell data of the request (Astro.locals.shop); loaded here when the middleware did not. */
  shop?: Partial<Shell> | undefined;
  /** A member of staff's client (src/lib/preview/staff.ts), which the platform answers hidden products too. */
  preview?: Platform | undefined;
}

/** What the page shows of one platform answer for the product, whatever the request. */
type ProductView = Omit<ProductPageData, 'product' | 'relatedSets'>;

// The platform client answers a product from its cache as one parsed object per stored answer
// (src/lib/platform/cached-reads.ts), shared and never changed by its readers: what the page derives from
// it (description sanitised, gallery, rows, island props, JSON-LD) is worked out once per answer and
// language, currency, subtext attribute and origin, and dropped with the answer.
const views = new WeakMap<Product, Map<string, ProductView>>();

function productView(product: Product, locale: Locale, currency: string, subtextSlug: string | undefined, origin: string): ProductView {
  const key = `${locale}\n${currency}\n${subtextSlug ?? ''}\n${origin}`;
  let byRequest = views.get(product);
  let view = byRequest?.get(key);
  if (view) return view;
  const price = productPrice(product, currency);
  const kind = purchaseKind(product);
  const subtext = productSubtext(product, subtextSlug);
  const gallery = galleryImages(product);
  const url = `${origin}${productPagePath(product.slug, locale)}`;
  view = {
    kind,
    price,
    subtext,
    descriptionHtml: sanitizeDescription(product.description_html, locale),
    attributes: attributeRows(product),
    gallery,
    breadcrumbs: productBreadcrumbs(product, locale),
    cartProduct: cartProductProps(product, currency),
    currency,
    url,
    jsonLd: productJsonLd({ product, url, images: gallery.map((image) => image.src), price, kind, brand: subtext }),
    seo: mergeSeo(product.seo as SeoShape | null, {
      title: product.name,
      description: product.description_short ?? null,
      og_image: product.cover ? { url: gallery[0]?.src ?? product.cover.url } : null,
    }),
  };
  if (!byRequest) {
    byRequest = new Map();
    views.set(product, byRequest);
  }
  byRequest.set(key, view);
  return view;
}

/** Everything the product page shows; null when the platform has no such product (the page's 404). */
export async function loadProductPage({ slug, locale, shop: given, preview }: ProductPageRequest): Promise<ProductPageData | null> {
  const shop = given?.settings && given.currency ? given : await getShell(locale);
  const currency = shop.currency ?? 'PLN';
  const platform = preview ?? platformFor({ locale, salesChannelId: shop.channel?.id ?? undefined, currency });
  const product = await orNotFound(locale, platform.getBySlug('products', slug));
  if (!product) return null;

  const view = productView(product, locale, currency, shop.settings?.productSubtextAttributeSlug, siteOrigin());
  // The page's own copy: the lowest price before a discount is the price tracker's answer, not the product's.
  let lowest: number | undefined;
  if (view.price.initial !== undefined && view.price.current !== undefined) {
    const answer = await orFallback('Lowest price before the discount', platform.priceTracker.lowestPrice(product.id, view.price.current.toFixed(2)), null);
    const amount = answer === null ? Number.NaN : Number(answer);
    if (Number.isFinite(amount)) lowest = amount;
  }
  const sets = (product.related_sets ?? []).filter((set) => set.public !== false).slice(0, RELATED_SETS_SHOWN);
  const listed = await Promise.all(
    sets.map((set) =>
      orFallback(
        `Products of the related set ${set.slug}`,
        platform.list('/products', { 'sets[]': [set.slug], limit: RELATED_PRODUCTS_PER_SET + 1 }).then((page) => page.data),
        null,
      ),
    ),
  );
  return productPage(view, product, lowest, sets, listed, locale);
}

interface ComposedPage {
  lowest: number | undefined;
  listed: readonly (readonly ListedProduct[] | null)[];
  data: ProductPageData;
}

// The page's data is one object while its parts are the same answers (the product's view, the tracker's
// lowest price, each related set's list, which cached reads share by identity): what is rendered from it
// once may be kept with it (src/components/product/ProductView.astro).
const composedPages = new WeakMap<ProductView, ComposedPage>();

function productPage(
  view: ProductView,
  product: Product,
  lowest: number | undefined,
  /** The product's related sets shown, from the product's own answer (the same for the same view). */
  sets: readonly RelatedSetOfProduct[],
  listed: readonly (readonly ListedProduct[] | null)[],
  locale: Locale,
): ProductPageData {
  const kept = composedPages.get(view);
  if (kept && kept.lowest === lowest && kept.listed.length === listed.length && kept.listed.every((list, index) => list === listed[index])) return kept.data;
  const data: ProductPageData = {
    ...view,
    product,
    price: lowest === undefined ? { ...view.price } : { ...view.price, lowestBeforeDiscount: lowest },
    relatedSets: sets.map((set, index) => ({
      name: set.name,
      href: localizePath(`/category/${encodeURIComponent(set.slug)}`, locale),
      products: (listed[index] ?? []).filter((candidate) => candidate.id !== product.id).slice(0, RELATED_PRODUCTS_PER_SET),
    })),
  };
  composedPages.set(view, { lowest, listed, data });
  return data;
}

/** The product page's address in a locale. */
export const productPagePath = (slug: string, locale: Locale) => productHref(slug, locale);

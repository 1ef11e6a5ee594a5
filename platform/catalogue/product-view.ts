import { tr } from '../http/context.ts';
import { saleOut } from './sale-view.ts';
import type { CatalogueContext } from './catalogue-context.ts';
import { mediaById, seoOut } from './catalogue-context.ts';
import { priceOut, priceOf, type PriceOut } from './money.ts';
import { listingSales, productPrices } from './product-pricing.ts';
import { setIndex, setIsVisible, setShort } from './set-view.ts';
import type { StoredAttribute, StoredProduct, StoredSchema } from './types.ts';

export function productVisible(cc: CatalogueContext, p: StoredProduct): boolean {
  return (
    p.public &&
    (p.set_ids.length === 0 ||
      p.set_ids.some((id) => {
        const set = setIndex(cc).byId.get(id);
        return set ? setIsVisible(cc, set) : false;
      }))
  );
}

export function productAvailable(p: StoredProduct): boolean {
  return p.metadata.purchase_kind !== 'unavailable' && (p.quantity === null || p.quantity > 0);
}

function priceLists(cc: CatalogueContext, p: StoredProduct) {
  const lists = {
    prices_base: [] as PriceOut[],
    prices_min: [] as PriceOut[],
    prices_max: [] as PriceOut[],
    prices_min_initial: [] as PriceOut[],
    prices_max_initial: [] as PriceOut[],
  };
  for (const { code, vat_rate } of cc.currencies) {
    if (p.prices_base[code] === undefined) continue;
    const prices = productPrices(p, listingSales(cc.discounts, p, cc.sets, code, cc.now), code);
    lists.prices_base.push(priceOut(prices.base, code, vat_rate));
    lists.prices_min.push(priceOut(prices.min, code, vat_rate));
    lists.prices_max.push(priceOut(prices.max, code, vat_rate));
    lists.prices_min_initial.push(priceOut(prices.minInitial, code, vat_rate));
    lists.prices_max_initial.push(priceOut(prices.maxInitial, code, vat_rate));
  }
  return lists;
}

function attributeOut(cc: CatalogueContext, a: StoredAttribute, optionIds: string[]) {
  const t = tr(cc.rc, a.translations);
  return {
    id: a.id,
    name: t?.name ?? a.slug,
    slug: a.slug,
    description: t?.description ?? '',
    type: a.type,
    global: a.global,
    sortable: a.sortable,
    metadata: a.metadata,
    selected_options: a.options
      .filter((o) => optionIds.includes(o.id))
      .map((o) => ({
        id: o.id,
        name: tr(cc.rc, o.translations)?.name ?? '',
        index: a.options.indexOf(o),
        value_number: o.value_number,
        value_date: o.value_date,
        attribute_id: a.id,
        metadata: {},
      })),
  };
}

export function schemaOut(cc: CatalogueContext, s: StoredSchema) {
  const t = tr(cc.rc, s.translations);
  const vat = (code: string) => cc.currencies.find((c) => c.code === code)?.vat_rate ?? 0;
  return {
    id: s.id,
    type: s.type,
    name: t?.name ?? '',
    description: t?.description ?? '',
    hidden: s.hidden,
    required: s.required,
    min: s.min ?? null,
    max: s.max ?? null,
    step: s.step ?? null,
    default: s.default ?? null,
    prices: Object.keys(s.prices).map((code) => priceOut(priceOf(s.prices, code), code, vat(code))),
    options: s.options.map((o) => ({
      id: o.id,
      name: tr(cc.rc, o.translations)?.name ?? '',
      available: o.available,
      disabled: !o.available,
      default: o.default ?? false,
      prices: Object.keys(o.prices).map((code) => priceOut(priceOf(o.prices, code), code, vat(code))),
      metadata: {},
    })),
    used_schemas: s.used_schemas,
    metadata: {},
    published: cc.languageIds,
  };
}

/** The list shape of a product. */
export function productListItem(cc: CatalogueContext, p: StoredProduct) {
  const t = tr(cc.rc, p.translations);
  return {
    id: p.id,
    slug: p.slug,
    name: t?.name ?? p.slug,
    public: p.public,
    visible: productVisible(cc, p),
    available: productAvailable(p),
    quantity_step: p.quantity_step,
    quantity: p.quantity ?? 0,
    shipping_time: p.shipping_time,
    shipping_date: p.shipping_date,
    shipping_digital: p.shipping_digital,
    purchase_limit_per_user: p.purchase_limit_per_user,
    google_product_category: null,
    cover: mediaById(cc, p.cover_id),
    tags: [],
    has_schemas: p.schemas.length > 0,
    metadata: p.metadata,
    ...priceLists(cc, p),
    attributes: p.attributes.flatMap((v) => {
      const a = cc.attributes.find((x) => x.id === v.attribute_id);
      return a ? [attributeOut(cc, a, v.option_ids)] : [];
    }),
    sets: p.set_ids.flatMap((id) => {
      const s = setIndex(cc).byId.get(id);
      return s ? [setShort(cc, s)] : [];
    }),
    published: cc.languageIds,
  };
}

/** The detail shape of a product. */
export function productDetail(cc: CatalogueContext, p: StoredProduct, showPrivate: boolean) {
  const t = tr(cc.rc, p.translations);
  // Outside a cart a sale's conditions hardly depend on the currency; the union is put back in priority order
  // (a stable sort, so sales of equal priority keep the order applySales takes them in).
  const sales = [...new Map(cc.currencies.flatMap((c) => listingSales(cc.discounts, p, cc.sets, c.code, cc.now)).map((s) => [s.id, s])).values()].sort(
    (a, b) => b.priority - a.priority,
  );
  return {
    ...productListItem(cc, p),
    description_html: t?.description_html ?? '',
    description_short: t?.description_short ?? '',
    descriptions: [],
    items: [],
    gallery: p.gallery_ids.flatMap((id) => mediaById(cc, id) ?? []),
    schemas: p.schemas.map((s) => schemaOut(cc, s)),
    related_sets: p.related_set_ids.flatMap((id) => {
      const s = setIndex(cc).byId.get(id);
      return s ? [setShort(cc, s)] : [];
    }),
    seo: seoOut(cc, p.seo),
    attachments: [],
    banner: null,
    order: null,
    sales: sales.map((s) => saleOut(cc.rc, cc.languageIds, s, false)),
    ...(showPrivate ? { metadata_private: p.metadata_private } : {}),
  };
}

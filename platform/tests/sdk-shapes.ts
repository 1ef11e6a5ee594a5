// The fields Heseya's SDK (@heseya/store-core 6.1, dist/src/interfaces) types as always present on the
// catalogue's answers, as zod schemas: what a client written against that SDK may read without a check.
// Loose objects: extra fields are allowed, a missing or wrongly typed one is not.
import { z } from 'zod';

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
const strNumber = z.string().regex(/^-?\d+(\.\d+)?$/);
const metadataValue = z.union([z.string(), z.number(), z.boolean()]);
const metadataFields = { metadata: z.record(z.string(), metadataValue) };
const published = { published: z.array(uuid) };

export const price = z.looseObject({ gross: strNumber, net: strNumber, currency: z.string().length(3) });
export const cdnMedia = z.looseObject({
  id: uuid,
  type: z.enum(['photo', 'video', 'document', 'other']),
  url: z.string().min(1),
  alt: z.string().nullable(),
  slug: z.string().nullable(),
  ...metadataFields,
});
const targetType = z.enum(['order-value', 'products', 'shipping-price', 'cheapest-product']);
const saleValue = z.union([
  z.looseObject({ percentage: strNumber, amounts: z.null() }),
  z.looseObject({ percentage: z.null(), amounts: z.array(z.looseObject({ value: strNumber, currency: z.string().length(3) })) }),
]);
export const productSale = z
  .looseObject({
    id: uuid,
    name: z.string(),
    slug: z.string().nullable(),
    description: z.string(),
    description_html: z.string(),
    priority: z.number(),
    target_type: targetType,
    target_is_allow_list: z.boolean(),
    active: z.boolean(),
    uses: z.number(),
    ...metadataFields,
    ...published,
  })
  .and(saleValue);
export const saleListed = productSale;

const listedAttribute = z.looseObject({
  id: uuid,
  name: z.string(),
  slug: z.string(),
  type: z.string(),
  selected_options: z.array(z.looseObject({ id: uuid, name: z.string().nullable() })),
});
export const productListed = z.looseObject({
  id: uuid,
  slug: z.string(),
  name: z.string(),
  prices_base: z.array(price),
  prices_max: z.array(price),
  prices_min: z.array(price),
  public: z.boolean(),
  visible: z.boolean(),
  available: z.boolean(),
  cover: cdnMedia.nullable(),
  ...metadataFields,
  ...published,
  prices_max_initial: z.array(price),
  prices_min_initial: z.array(price),
  shipping_time: z.number().nullable(),
  shipping_date: z.string().nullable(),
  quantity_step: z.number(),
  google_product_category: z.number().nullable(),
  tags: z.array(z.unknown()),
  has_schemas: z.boolean(),
  shipping_digital: z.boolean(),
  purchase_limit_per_user: z.number().nullable(),
  attributes: z.array(listedAttribute),
});

export const productSetListed = z.looseObject({
  id: uuid,
  name: z.string(),
  slug: z.string(),
  slug_suffix: z.string(),
  slug_override: z.boolean(),
  cover: cdnMedia.nullable(),
  public: z.boolean(),
  visible: z.boolean(),
  attributes: z.array(z.unknown()),
  parent_id: uuid.nullable(),
  ...metadataFields,
  ...published,
});
export const productSet = productSetListed.omit({ parent_id: true }).extend({ description_html: z.string(), parent: productSetListed.nullable() });

export const product = productListed.omit({ attributes: true }).extend({
  description_html: z.string(),
  description_short: z.string(),
  sales: z.array(productSale),
  sets: z.array(productSetListed.partial({ attributes: true })),
  schemas: z.array(z.unknown()),
  gallery: z.array(cdnMedia),
  seo: z.looseObject({}).nullable(),
  attributes: z.array(z.unknown()),
  items: z.array(z.unknown()),
  attachments: z.array(z.unknown()),
  related_sets: z.array(z.unknown()),
  order: z.number().nullable(),
  quantity: z.number().nullable(),
  descriptions: z.array(z.unknown()),
  banner: z.looseObject({}).nullable(),
});

export const pageListed = z.looseObject({ id: uuid, name: z.string(), slug: z.string(), public: z.boolean(), ...metadataFields });
export const page = pageListed.extend({ content_html: z.string(), ...published });

export const banner = z.looseObject({
  id: uuid,
  slug: z.string(),
  name: z.string(),
  active: z.boolean(),
  ...metadataFields,
  banner_media: z.array(
    z.looseObject({
      id: uuid,
      order: z.number(),
      url: z.string().nullable(),
      title: z.string().nullable(),
      subtitle: z.string().nullable(),
      ...published,
      media: z.array(z.looseObject({ min_screen_width: z.number(), media: cdnMedia })),
    }),
  ),
});

export const setting = z.looseObject({ id: uuid, name: z.string(), value: z.string(), public: z.boolean(), permanent: z.boolean() });
export const settingsRecord = z.record(z.string(), z.union([z.string(), z.number()]));

export const currency = z.looseObject({ name: z.string(), code: z.string().length(3), decimal_places: z.number() });
export const language = z.looseObject({ id: uuid, iso: z.string(), name: z.string(), default: z.boolean(), hidden: z.boolean() });
export const salesChannel = z.looseObject({
  id: uuid,
  slug: z.string(),
  name: z.string(),
  status: z.enum(['active', 'inactive', 'hidden']),
  vat_rate: z.string(),
  default_currency: currency,
  default_language: language,
  countries_block_list: z.boolean(),
  countries: z.array(z.string().length(2)),
  ...published,
});

export const attribute = z.looseObject({
  id: uuid,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  global: z.boolean(),
  sortable: z.boolean(),
  type: z.enum(['single-option', 'multi-choice-option', 'number', 'date']),
  min: z.union([z.number(), z.string()]).nullable(),
  max: z.union([z.number(), z.string()]).nullable(),
  ...published,
});

export const redirect = z.looseObject({
  id: uuid,
  name: z.string(),
  type: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
  source_url: z.string(),
  target_url: z.string(),
  enabled: z.boolean(),
});

export const pagination = z.looseObject({ perPage: z.number(), currentPage: z.number(), lastPage: z.number(), total: z.number() });

export const couponListed = saleListed.and(z.looseObject({ code: z.string() }));
/** One coupon (Heseya's SaleShow): its targets as objects. */
export const coupon = couponListed.and(
  z.looseObject({
    condition_groups: z.array(z.looseObject({ conditions: z.array(z.looseObject({ type: z.string() })) })),
    target_products: z.array(productListed),
    target_sets: z.array(productSetListed),
    target_shipping_methods: z.array(z.looseObject({ id: uuid, name: z.string() })),
  }),
);

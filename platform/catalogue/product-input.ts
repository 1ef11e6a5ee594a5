import { z } from 'zod';
import { PURCHASE_KINDS } from './types.ts';

export const money = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount like 19.99');
const priceList = z.array(z.object({ value: money, currency: z.string().regex(/^[A-Z]{3}$/) })).max(20);
const text = z.object({
  name: z.string().trim().min(1).max(255),
  description_html: z.string().max(100_000).optional(),
  description_short: z.string().max(5000).optional(),
});
/** An item's SEO header tags as staff send them (products, sets, pages and the shop's own SEO). */
export const seoHeaderTagsInput = z
  .array(
    z.object({
      type: z.enum(['meta', 'link', 'script']),
      content: z.string().max(5000).nullable().optional(),
      attributes: z.record(z.string().max(100), z.string().max(2000)).optional(),
    }),
  )
  .max(50)
  .nullable()
  .optional();
const metadata = z.record(z.string(), z.union([z.string().max(5000), z.number(), z.boolean(), z.null()]));

const schemaInput = z.object({
  id: z.uuid().optional(),
  type: z.enum(['string', 'select', 'numeric', 'boolean', 'multiply', 'multiply_schema', 'date', 'file']),
  name: z.string().trim().min(1).max(255),
  translations: z.record(z.string(), z.object({ name: z.string().min(1), description: z.string().optional() })).optional(),
  required: z.boolean().default(false),
  hidden: z.boolean().default(false),
  prices: priceList.default([]),
  min: z.number().finite().nullable().optional(),
  max: z.number().finite().nullable().optional(),
  step: z.number().finite().positive().nullable().optional(),
  used_schemas: z.array(z.uuid()).max(1).default([]),
  options: z
    .array(
      z.object({
        id: z.uuid().optional(),
        name: z.string().trim().min(1).max(255),
        prices: priceList.default([]),
        available: z.boolean().default(true),
        default: z.boolean().optional(),
      }),
    )
    .max(200)
    .default([]),
});

/** Admin product create/update body. Names per language come from `translations` (keyed by iso or language id) or `name`. */
export const productInput = z.object({
  id: z.uuid().optional(),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug')
    .max(255),
  name: z.string().trim().min(1).max(255).optional(),
  description_html: z
    .string()
    .max(100_000)
    .nullable()
    .optional()
    .transform((v) => v ?? undefined),
  description_short: z
    .string()
    .max(5000)
    .nullable()
    .optional()
    .transform((v) => v ?? undefined),
  translations: z.record(z.string(), text).optional(),
  public: z.boolean().default(true),
  prices_base: priceList.min(1),
  quantity_step: z.number().positive().max(10_000).default(1),
  quantity: z.number().int().min(0).max(1_000_000_000).nullable().default(null),
  shipping_digital: z.boolean().default(false),
  shipping_time: z.number().int().min(0).max(365).nullable().default(null),
  shipping_date: z.iso.datetime().nullable().default(null),
  purchase_limit_per_user: z.number().int().positive().nullable().default(null),
  cover_id: z.uuid().nullable().optional(),
  media: z.array(z.uuid()).max(50).default([]),
  sets: z.array(z.uuid()).max(100).default([]),
  related_sets: z.array(z.uuid()).max(100).default([]),
  attributes: z.record(z.uuid(), z.union([z.uuid(), z.array(z.uuid())])).default({}),
  /** Ids of schemas the product already has, or new schemas described inline. */
  schemas: z
    .array(z.union([z.uuid(), schemaInput]))
    .max(50)
    .default([]),
  metadata: metadata.default({}),
  metadata_private: metadata.default({}),
  purchase_kind: z.enum(PURCHASE_KINDS).optional(),
  seo: z
    .object({
      title: z.string().max(1000).nullable().optional(),
      description: z.string().max(1000).nullable().optional(),
      keywords: z.array(z.string().max(100)).max(50).nullable().optional(),
      no_index: z.boolean().optional(),
      twitter_card: z.enum(['summary', 'summary_large_image']).nullable().optional(),
      header_tags: seoHeaderTagsInput,
    })
    .optional(),
});
export type ProductInput = z.infer<typeof productInput>;

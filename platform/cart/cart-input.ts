import { z } from 'zod';

const schemaValue = z.union([z.string().max(5000), z.number().finite(), z.boolean(), z.null()]);

export const cartItemInput = z.object({
  cartitem_id: z.union([z.string().min(1).max(255), z.number().int().transform(String)]),
  product_id: z.uuid(),
  quantity: z.number().positive().max(100_000),
  schemas: z
    .record(z.uuid(), schemaValue)
    .default({})
    .transform((v) => Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null))),
});

export const cartInput = z.object({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('PLN'),
  sales_channel_id: z.uuid(),
  items: z.array(cartItemInput).max(200),
  coupons: z.array(z.string().trim().min(1).max(64)).max(20).default([]),
  shipping_method_id: z.uuid().nullable().optional(),
  digital_shipping_method_id: z.uuid().nullable().optional(),
});

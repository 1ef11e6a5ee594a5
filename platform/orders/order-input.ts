import { z } from 'zod';
import { cartItemInput } from '../cart/cart-input.ts';
import { phoneInput, streetInput } from '../http/field-rules.ts';

export const addressInput = z.object({
  name: z.string().trim().min(1).max(255),
  company_name: z.string().trim().max(255).nullable().optional(),
  address: streetInput,
  city: z.string().trim().min(1).max(255),
  zip: z.string().trim().min(1).max(16),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .default('PL')
    .transform((c) => c.toUpperCase()),
  country_name: z.string().max(255).nullable().optional(),
  phone: phoneInput.optional().nullable(),
  // Heseya: nullable, string, max:15.
  vat: z.string().trim().max(15).nullable().optional(),
});

const metadataValue = z.union([z.string().max(5000), z.number().finite(), z.boolean(), z.null()]);

export const orderInput = z.object({
  email: z.email().max(255),
  comment: z.string().max(5000).nullable().optional(),
  shipping_place: z.union([addressInput, z.string().trim().min(1).max(500), z.null()]).optional(),
  items: z
    .array(cartItemInput.extend({ cartitem_id: cartItemInput.shape.cartitem_id.optional() }))
    .min(1)
    .max(200),
  shipping_method_id: z.uuid().nullable().optional(),
  digital_shipping_method_id: z.uuid().nullable().optional(),
  invoice_requested: z.boolean().default(false),
  billing_address: addressInput,
  coupons: z.array(z.string().trim().min(1).max(64)).max(20).default([]),
  sales_ids: z.array(z.uuid()).max(100).optional(),
  sale_ids: z.array(z.uuid()).max(100).optional(),
  sales_channel_id: z.uuid(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  payment_method_id: z.uuid().nullable().optional(),
  metadata: z.record(z.string().max(255), metadataValue).default({}),
});
export type OrderInput = z.infer<typeof orderInput>;

// The wishlist actions' input. The actions accept any object with a language (the envelope) and check
// the rest in the handler, so that a malformed request is refused in that language (zod's own messages
// are English). The id lists are bounded like the guest's list.
import { z } from 'zod';
import { LOCALES } from '../../i18n/locales';
import { WISHLIST_MAX_ITEMS } from '../../stores/wishlist';

export const wishlistEnvelope = z.looseObject({ locale: z.enum(LOCALES).catch('pl') });

const productId = z.uuid();

export const productIdsInput = z.object({
  locale: z.enum(LOCALES).catch('pl'),
  productIds: z.array(productId).min(1).max(WISHLIST_MAX_ITEMS),
});
export type ProductIdsInput = z.input<typeof productIdsInput>;

/** Remove: a plain form (the account page's remove button works without JavaScript) or FormData from a script. */
export const removeInput = z.object({
  locale: z.enum(LOCALES).catch('pl'),
  productId: z.string().max(100).catch(''),
});

export const listInput = z.object({
  locale: z.enum(LOCALES).catch('pl'),
  page: z.number().int().min(1).max(10_000).default(1),
});
export type ListInput = z.input<typeof listInput>;

export const isProductId = (value: string) => productId.safeParse(value).success;

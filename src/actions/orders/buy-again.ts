// "Buy again" (on the order details page): reads the order with the shopper's tokens (GET orders/my/{code}),
// then each of its products as the platform has it now, bypassing the response cache (the shopper is
// about to buy: a product made unavailable a minute ago must say so). Answers the cart lines to add
// (product, options by schema id, quantity) and the names of the products no longer available. The cart
// lives in the browser, so the page's script adds the lines; the cart's processing then has the last word.
import { ActionError, defineAction } from 'astro:actions';
import { t } from '../../i18n/messages';
import type { Locale } from '../../i18n/locales';
import { sessionIn } from '../../lib/request/request-context';
import { myOrder, type Order } from '../../lib/account/orders';
import { createPlatform, PlatformError, type Platform } from '../../lib/platform';
import { cartProductProps, purchaseKind, type Product } from '../../lib/catalogue/product';
import { isNotFound } from '../../lib/catalogue/read-failures';
import type { SchemaType } from '../../lib/commerce/schema-values';
import { buyAgainEnvelope, buyAgainInput, buyAgainLines, type BuyAgainResult, type CurrentProduct, type NamedSchema } from './buy-again-lines';

export interface BuyAgainReply extends BuyAgainResult {
  /** The currency the lines are priced in (the shop's). */
  currency: string;
}

const refused = (locale: Locale, code: 'UNAUTHORIZED' | 'NOT_FOUND' | 'SERVICE_UNAVAILABLE' | 'BAD_REQUEST', message: Parameters<typeof t>[1]) =>
  new ActionError({ code, message: t(locale, message) });

async function productOrNull(platform: Platform, slug: string): Promise<Product | null> {
  try {
    return await platform.getBySlug('products', slug);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

const namedSchemas = (product: Product): NamedSchema[] =>
  (product.schemas ?? []).map((schema) => ({
    id: schema.id,
    name: schema.name,
    type: schema.type as SchemaType,
    options: schema.options.map((option) => ({ id: option.id, name: option.name, available: option.available !== false && option.disabled !== true })),
  }));

/** The order's products as the platform has them now, by slug (null: gone). */
async function currentProducts(
  order: Order,
  locale: Locale,
  salesChannelId: string | undefined,
  currency: string,
): Promise<Map<string, CurrentProduct | null>> {
  const fresh = (language: string) => createPlatform({ language, salesChannelId, currency, cache: false });
  const inPage = fresh(locale);
  const inOrder = order.language && order.language !== locale ? fresh(order.language) : null;
  const slugs = [...new Set(order.products.flatMap((line) => (line.product?.slug ? [line.product.slug] : [])))];
  const entries = await Promise.all(
    slugs.map(async (slug): Promise<[string, CurrentProduct | null]> => {
      const product = await productOrNull(inPage, slug);
      const named = product && inOrder ? await productOrNull(inOrder, slug) : product;
      if (!product || !named) return [slug, null];
      return [slug, { cart: cartProductProps(product, currency), kind: purchaseKind(product), orderSchemas: namedSchemas(named) }];
    }),
  );
  return new Map(entries);
}

export const buyAgainAction = defineAction({
  accept: 'json',
  input: buyAgainEnvelope,
  async handler(envelope, context): Promise<BuyAgainReply> {
    const { locale } = envelope;
    const parsed = buyAgainInput.safeParse(envelope);
    if (!parsed.success) throw refused(locale, 'BAD_REQUEST', 'orders.buyAgain.badRequest');
    const shop = context.locals.shop ?? {};
    const salesChannelId = shop.channel?.id ?? undefined;
    const session = sessionIn(context.locals, locale);
    try {
      const order = await myOrder(session.platform, parsed.data.code);
      if (!order) throw refused(locale, 'NOT_FOUND', 'orders.buyAgain.notFound');
      const currency = shop.currency ?? order.currency;
      const current = await currentProducts(order, locale, salesChannelId, currency);
      const ordered = order.products.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        slug: line.product?.slug ?? null,
        schemas: line.schemas ?? [],
      }));
      return { currency, ...buyAgainLines(ordered, current) };
    } catch (error) {
      if (error instanceof ActionError) throw error;
      if (session.authFailed || (error instanceof PlatformError && error.status === 401)) throw refused(locale, 'UNAUTHORIZED', 'orders.buyAgain.signedOut');
      console.warn('[orders] buy again could not read the order or its products:', error instanceof Error ? error.message : error);
      throw refused(locale, 'SERVICE_UNAVAILABLE', 'orders.buyAgain.failed');
    }
  },
});

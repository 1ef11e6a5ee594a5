// The wishlist's doors to the platform (docs/rules.md#wishlist-guest-and-account): add, remove, check and list the signed-in
// shopper's server list with their tokens from the HttpOnly cookies (src/lib/account/session.ts), and
// the product cards of a guest's local list. Wishlist actions warn when the shopper is not signed in
// (docs/rules.md#wishlist-guest-and-account):
// the server-list actions refuse a guest (or an ended session) with UNAUTHORIZED and a localised
// message the script shows as a warning. A failed check means "not on the wishlist".
import { ActionError, defineAction, type ActionAPIContext } from 'astro:actions';
import { t } from '../../i18n/messages';
import type { Locale } from '../../i18n/locales';
import { hasTokens, type SessionPlatform } from '../../lib/account/session';
import { sessionIn } from '../../lib/request/request-context';
import { PlatformError, type Platform } from '../../lib/platform';
import { productsById } from '../../lib/catalogue/products-by-id';
import { productCardView, type ProductCardView } from '../../lib/catalogue/product-card';
import { DEFAULT_CURRENCY } from '../../lib/commerce/sales-channel';
import { addProductsToWishlist, productsOnWishlist, removeProductFromWishlist, wishlistPage } from '../../lib/wishlist/wishlist';
import { formatMoney } from '../../lib/commerce/money';
import { isProductId, listInput, productIdsInput, removeInput, wishlistEnvelope } from './wishlist-input';

/** ActionError codes the scripts tell apart. */
export const WISHLIST_REFUSALS = { signedOut: 'UNAUTHORIZED', notFound: 'NOT_FOUND' } as const;

function shopperSession(context: ActionAPIContext, locale: Locale): SessionPlatform {
  if (!hasTokens(context.cookies)) throw new ActionError({ code: WISHLIST_REFUSALS.signedOut, message: t(locale, 'wishlist.errors.signedOut') });
  return sessionIn(context.locals, locale);
}

/** A platform failure as the shopper's refusal: signed out, or "try again". */
function refusal(error: unknown, session: SessionPlatform, locale: Locale, what: string): ActionError {
  if (error instanceof ActionError) return error;
  if (session.authFailed || (error instanceof PlatformError && (error.status === 401 || error.status === 403))) {
    return new ActionError({ code: WISHLIST_REFUSALS.signedOut, message: t(locale, 'wishlist.errors.signedOut') });
  }
  if (error instanceof PlatformError && error.status === 404)
    return new ActionError({ code: WISHLIST_REFUSALS.notFound, message: t(locale, 'wishlist.errors.notFound') });
  console.warn(`[wishlist] ${what} failed:`, error instanceof Error ? error.message : error);
  return new ActionError({ code: 'SERVICE_UNAVAILABLE', message: t(locale, 'wishlist.errors.failed') });
}

function badRequest(locale: Locale): ActionError {
  return new ActionError({ code: 'BAD_REQUEST', message: t(locale, 'wishlist.errors.badRequest') });
}

function productIds(envelope: unknown, locale: Locale): string[] {
  const parsed = productIdsInput.safeParse(envelope);
  if (!parsed.success) throw badRequest(locale);
  return [...new Set(parsed.data.productIds)];
}

/**
 * The envelope's products asked of the server list with the shopper's session (`ask` answers those on
 * the list). A failure becomes the shopper's refusal, which `failed` throws or answers with a list of its own.
 */
async function onServerList(
  envelope: { locale: Locale },
  context: ActionAPIContext,
  what: string,
  ask: (platform: Platform, ids: readonly string[]) => Promise<string[]>,
  failed: (answer: ActionError) => string[] = (answer) => {
    throw answer;
  },
): Promise<{ onList: string[] }> {
  const { locale } = envelope;
  const ids = productIds(envelope, locale);
  const session = shopperSession(context, locale);
  try {
    return { onList: await ask(session.platform, ids) };
  } catch (error) {
    return { onList: failed(refusal(error, session, locale, what)) };
  }
}

/** Adds products to the server list (one from a heart, the guest's list after a sign-in); those on it already are skipped. */
export const addToWishlist = defineAction({
  accept: 'json',
  input: wishlistEnvelope,
  handler: (envelope, context): Promise<{ onList: string[] }> => onServerList(envelope, context, 'adding', addProductsToWishlist),
});

/** Removes one product: the account page's form (no JavaScript needed) and the hearts (FormData). */
export const removeFromWishlist = defineAction({
  accept: 'form',
  input: removeInput,
  async handler({ locale, productId }, context): Promise<{ removed: string }> {
    if (!isProductId(productId)) throw badRequest(locale);
    const session = shopperSession(context, locale);
    try {
      await removeProductFromWishlist(session.platform, productId);
      return { removed: productId };
    } catch (error) {
      // Already gone (another tab): the shopper's wish is fulfilled.
      if (error instanceof PlatformError && error.status === 404) return { removed: productId };
      throw refusal(error, session, locale, 'removing');
    }
  },
});

/** Which of the products are on the server list; a failed check means none is. */
export const checkWishlist = defineAction({
  accept: 'json',
  input: wishlistEnvelope,
  handler: (envelope, context): Promise<{ onList: string[] }> =>
    onServerList(envelope, context, 'the check', productsOnWishlist, (answer) => {
      if (answer.code === WISHLIST_REFUSALS.signedOut) throw answer;
      return [];
    }),
});

/** A page of the server list: the product ids and the pagination (the browser's copy after a sign-in). */
export const listWishlist = defineAction({
  accept: 'json',
  input: wishlistEnvelope,
  async handler(envelope, context): Promise<{ productIds: string[]; pagination: { perPage: number; currentPage: number; lastPage: number; total: number } }> {
    const { locale } = envelope;
    const parsed = listInput.safeParse(envelope);
    if (!parsed.success) throw badRequest(locale);
    const session = shopperSession(context, locale);
    try {
      const page = await wishlistPage(session.platform, parsed.data.page);
      return { productIds: page.data.map((entry) => entry.product.id), pagination: page.pagination };
    } catch (error) {
      throw refusal(error, session, locale, 'reading the list');
    }
  },
});

/** A product card as the guest's wishlist page fills its template in. */
export interface WishlistCard extends ProductCardView {
  priceText?: string | undefined;
  priceBeforeText?: string | undefined;
}

/** The cards of a guest's local list (public catalogue data, cached; no tokens involved). */
export const wishlistProducts = defineAction({
  accept: 'json',
  input: wishlistEnvelope,
  async handler(envelope, context): Promise<{ cards: WishlistCard[] }> {
    const { locale } = envelope;
    const ids = productIds(envelope, locale);
    const shop = context.locals.shop;
    const currency = shop?.currency ?? DEFAULT_CURRENCY;
    try {
      const products = await productsById({ locale, salesChannelId: shop?.channel?.id, currency }, ids);
      const subtextSlug = shop?.settings?.productSubtextAttributeSlug;
      return {
        cards: products.map((product) => {
          const card = productCardView(product, currency, locale, subtextSlug);
          const price = card.price === undefined ? undefined : formatMoney(card.price, currency, locale);
          return {
            ...card,
            priceText: price === undefined ? undefined : card.priceVaries ? t(locale, 'catalogue.priceFromPrefix', { price }) : price,
            priceBeforeText: card.priceBefore === undefined ? undefined : formatMoney(card.priceBefore, currency, locale),
          };
        }),
      };
    } catch (error) {
      console.warn('[wishlist] the products of a guest list could not be read:', error instanceof Error ? error.message : error);
      throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: t(locale, 'wishlist.unavailable') });
    }
  },
});

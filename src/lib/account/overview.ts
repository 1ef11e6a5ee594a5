// The account overview's figures: how many orders, wishlist entries and bought products the shopper
// has. Three authenticated calls made at once with the shopper's tokens: when the access token has
// expired, all three get a 401 and share one token refresh (the client's single flight).
import type { Platform } from '../platform';
import type { RequestSession } from '../request/request-context';

export interface AccountGlance {
  orders: number | undefined;
  wishlist: number | undefined;
  bought: number | undefined;
}

/** The figures (each undefined when its call failed) and whether the session ended on the way, with the request's client. */
export async function loadAccountGlance(platform: Platform, session: RequestSession): Promise<{ glance: AccountGlance; sessionEnded: boolean }> {
  const { client, unwrap } = platform;
  type Page = { data?: { meta: { total: number } }; error?: unknown; response: Response };
  const total = async (what: string, call: Promise<Page>): Promise<number | undefined> => {
    try {
      return unwrap(await call).meta.total;
    } catch (error) {
      console.warn(`[account] the ${what} could not be read:`, error instanceof Error ? error.message : error);
      return undefined;
    }
  };
  const [orders, wishlist, bought] = await Promise.all([
    total('orders', client.GET('/orders/my', { params: { query: { limit: 1 } } })),
    total('wishlist', client.GET('/wishlist', { params: { query: { limit: 1 } } })),
    total('bought products', client.GET('/orders/my-products', { params: { query: { limit: 1 } } })),
  ]);
  return { glance: { orders, wishlist, bought }, sessionEnded: session.authFailed };
}

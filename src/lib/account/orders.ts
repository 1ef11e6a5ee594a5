// The shopper's orders on the platform (GET orders/my, GET orders/my/{code}), read with the
// shopper's tokens. These paths are authenticated, so the client never caches them.
import { PlatformError, type components, type Page, type Platform } from '../platform';

export type OrderSummary = components['schemas']['OrderSummary'];
export type Order = components['schemas']['Order'];
export type OrderProduct = components['schemas']['OrderProduct'];

/** Orders per page of /account/orders. */
export const ORDERS_PER_PAGE = 10;

/** One page of the shopper's orders, newest first. */
export function myOrders(platform: Platform, page: number, perPage: number = ORDERS_PER_PAGE): Promise<Page<OrderSummary>> {
  return platform.list('/orders/my', { page, limit: perPage });
}

/** One of the shopper's orders by its code; null when the platform knows no such order of theirs. */
export async function myOrder(platform: Platform, code: string): Promise<Order | null> {
  try {
    return platform.unwrap(await platform.client.GET('/orders/my/{code}', { params: { path: { code } } })).data;
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) return null;
    throw error;
  }
}

/** Whether a code can be an order code at all (anything else is a 404 without asking the platform). */
export const isOrderCode = (code: string | undefined): code is string => typeof code === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(code);

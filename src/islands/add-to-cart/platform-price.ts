// The platform's own price for the configured item (POST /cart/process through the processCart action,
// one line, no coupons). The product page shows the local rule's price at once; when the platform's
// figure for the same configuration differs (a sale the local rule cannot see, a rounding), it replaces it.
import { useEffect, useState } from 'react';
import { amountOf } from '../../lib/commerce/money';
import type { CartRequestItem } from '../../lib/commerce/cart-line-schema';
import type { Locale } from '../../i18n/locales';
import type { ProcessCartInput } from '../../lib/cart/cart-input';

/** Options change in bursts (typing a number): ask once they settle. */
export const PLATFORM_PRICE_DEBOUNCE_MS = 400;

export interface PlatformPrice {
  /** Which configuration this price is for (the cart line id). */
  lineId: string;
  initial: number;
  current: number;
}

/** The platform's unit price of the line, or null until (and unless) it answers. */
export function usePlatformPrice(line: CartRequestItem | null, locale: Locale): PlatformPrice | null {
  const [price, setPrice] = useState<PlatformPrice | null>(null);
  const key = line ? JSON.stringify(line) : '';

  useEffect(() => {
    // The effect runs when the line's content changes, not with each render's new object: it reads the line from `key`.
    const line = key ? (JSON.parse(key) as CartRequestItem) : null;
    if (!line) return;
    let current = true;
    const timer = setTimeout(async () => {
      try {
        // The actions client loads with the first change of options, not with the page.
        const { actions } = await import('astro:actions');
        const input: ProcessCartInput = { locale, items: [line], coupons: [] };
        const { data } = await actions.processCart(input);
        // A refused configuration has no price of the platform's: the local rule's price stays.
        const item = data?.kind === 'processed' ? data.result.items.find((candidate) => candidate.cartitem_id === line.cartitem_id) : undefined;
        // Both figures are per unit: price before discounts, price_discounted as the cart charges it.
        if (current && item) setPrice({ lineId: line.cartitem_id, initial: amountOf(item.price), current: amountOf(item.price_discounted) });
      } catch {
        // No answer: the local rule's price stays.
      }
    }, PLATFORM_PRICE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, locale]);

  return line && price?.lineId === line.cartitem_id ? price : null;
}

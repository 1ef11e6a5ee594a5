// The figure a shop shows next to a reduced price (EU Omnibus rule, Directive 2019/2161, art. 6a):
// the lowest price applied in the 30 days BEFORE the reduction was applied. The reduction is the
// change to the current price, so the window ends when the current price took effect; the sale's
// own days are never in it.

export const OMNIBUS_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** A recorded change of a product's lowest price: in force from `at` until the next change. */
export interface PriceChange {
  price: string;
  at: string;
}

export interface OmnibusFigure {
  /** The lowest price of the window, two decimals. */
  price: string;
  /** When the current price took effect (the window's end). */
  since: string;
}

const cents = (price: string | number): number => Math.round(Number(price) * 100);

/**
 * The lowest price of the 30 days before the current price took effect, from the history of price
 * changes (any order). `current` is the price now as the shop reports it (the tracker's
 * current_price_min); when the history does not end with it yet, it takes effect `now`. Without
 * `current`, the last recorded price is the current one. A price the tracker knows no earlier price
 * of (a product sold at it since it was added) is its own figure: nothing lower was ever applied.
 * Null when nothing is recorded.
 */
export function lowestBeforeCurrentPrice(history: readonly PriceChange[], current: string | number | undefined, now: Date): OmnibusFigure | null {
  const changes = history
    .filter((c) => Number.isFinite(Number(c.price)) && Date.parse(c.at) <= now.getTime())
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const last = changes.at(-1);
  if (!last) return null;
  const currentCents = current !== undefined && Number.isFinite(Number(current)) ? cents(current) : cents(last.price);

  // The current price's run: the trailing changes at that price (a repeated record changes nothing).
  let start = changes.length;
  while (start > 0 && cents(changes[start - 1]!.price) === currentCents) start -= 1;
  const since = start < changes.length ? Date.parse(changes[start]!.at) : now.getTime();
  const before = changes.slice(0, start);
  if (before.length === 0) return { price: (currentCents / 100).toFixed(2), since: new Date(since).toISOString() };

  const opens = since - OMNIBUS_WINDOW_DAYS * DAY_MS;
  const inForceAtOpen = before.filter((c) => Date.parse(c.at) <= opens).at(-1);
  const inWindow = [...(inForceAtOpen ? [inForceAtOpen] : []), ...before.filter((c) => Date.parse(c.at) > opens)];
  const lowest = Math.min(...inWindow.map((c) => cents(c.price)));
  return { price: (lowest / 100).toFixed(2), since: new Date(since).toISOString() };
}

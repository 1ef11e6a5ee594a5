// What cart processing tells the screens that show it (the cart page, the shell's notifications and
// unavailable dialog). Framework-free and tiny: the shell listens on every page; only pages that
// process the cart ever emit.

export interface UnavailableLine {
  id: string;
  name: string;
}

export type CartEvent =
  /** The browser is offline: the cart stays as it was and is processed again once back online. */
  | { type: 'offline' }
  /** The shop could not reach the platform: the cart stays as it was. */
  | { type: 'unreachable' }
  /** The platform refused the cart: every line became unavailable; its message as docs/rules.md#error-shape shows it. */
  | { type: 'refused'; title: string; text: string }
  /** The request was malformed (a bug or a stale page) or its codes could not be asked about: the cart stays as it was. */
  | { type: 'bad-request'; message?: string }
  /** Lines that processing has just made unavailable. */
  | { type: 'unavailable'; lines: UnavailableLine[] }
  | { type: 'coupon-applied'; code: string }
  /** The platform does not know the code (or it expired): it was taken out. */
  | { type: 'coupon-unknown'; code: string }
  /** The code exists but its conditions do not hold for this cart: it was taken out. */
  | { type: 'coupon-not-applicable'; code: string }
  /** The code was not checked: too many wrong codes from the shopper's network; it was taken out. */
  | { type: 'coupon-throttled'; code: string; minutes: number };

type Listener = (event: CartEvent) => void;
const listeners = new Set<Listener>();

/** What was emitted on this page so far (a handful at most), for a listener that starts late. */
const history: CartEvent[] = [];
const HISTORY_LIMIT = 20;

/**
 * Listens to cart events. With `replay`, the listener first gets what was emitted before it started:
 * the shell's script may start after an island has already processed the cart (scripts and islands
 * load in no fixed order), and the shopper must still be told.
 */
export function onCartEvent(listener: Listener, options: { replay?: boolean } = {}): () => void {
  if (options.replay) for (const event of history) listener(event);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitCartEvent(event: CartEvent): void {
  history.push(event);
  if (history.length > HISTORY_LIMIT) history.shift();
  for (const listener of listeners) listener(event);
}

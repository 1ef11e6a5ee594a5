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
  /** The platform refused the cart: every line became unavailable (spec §4). */
  | { type: 'refused' }
  /** The request was malformed (a bug or a stale page): the cart stays as it was. */
  | { type: 'bad-request' }
  /** Lines that processing has just made unavailable. */
  | { type: 'unavailable'; lines: UnavailableLine[] }
  | { type: 'coupon-applied'; code: string }
  /** The platform does not know the code (or it expired): it was taken out. */
  | { type: 'coupon-unknown'; code: string }
  /** The code exists but its conditions do not hold for this cart: it was taken out. */
  | { type: 'coupon-not-applicable'; code: string };

type Listener = (event: CartEvent) => void;
const listeners = new Set<Listener>();

export function onCartEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitCartEvent(event: CartEvent): void {
  for (const listener of listeners) listener(event);
}

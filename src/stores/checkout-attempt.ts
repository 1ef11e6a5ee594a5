// The checkout attempt shared by every tab of the browser (spec: one order per checkout attempt). Its key
// is kept in local storage next to the cart, tied to the cart's version (each line's id, quantity and the
// time it was added, and the coupons), so a second tab opened on the same cart sends the same key and a
// changed cart starts a new attempt. Once the order exists the record keeps where that order's thank-you
// page is: a tab still showing the cart that was ordered goes there instead of ordering again, while the
// same products added again later are new lines (a new time) and so a new attempt.
// Loaded only when the shopper submits or the cart empties under the page (the checkout's JS budget).

import { object, optional, parseStored, string } from '../lib/stored-value';
import { ATTEMPT_STORAGE_KEY } from './storage-keys';

interface CartVersionSource {
  items: readonly { id: string; quantity: number; createdAt: number }[];
  coupons: readonly { code: string }[];
}

export interface CheckoutAttempt {
  key: string;
  /** The cart's version (cartVersion) this attempt is for. */
  cart: string;
  /** The thank-you page of the order this attempt placed (a path of this site). */
  placed?: string;
}

/** A stored attempt: a safe key, a cart version, at most a path of this site. */
const storedAttempt = object({
  key: string(128, /^[A-Za-z0-9_-]{16,128}$/),
  cart: string(20_000, /^\[/),
  placed: optional(string(500, /^\/(?!\/)/)),
});

/** What identifies this cart's contents: any change of lines, quantities or coupons gives another version. */
export function cartVersion(cart: CartVersionSource): string {
  return JSON.stringify([cart.items.map((line) => [line.id, line.quantity, line.createdAt]), cart.coupons.map((coupon) => coupon.code)]);
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled: attempts are per page, the server's key still guards each one
  }
}

/** The stored attempt, or null when storage holds nothing valid. */
export function readAttempt(): CheckoutAttempt | null {
  try {
    return parseStored(storage()?.getItem(ATTEMPT_STORAGE_KEY), storedAttempt) ?? null;
  } catch {
    return null; // storage refused the read
  }
}

function write(attempt: CheckoutAttempt): void {
  try {
    storage()?.setItem(ATTEMPT_STORAGE_KEY, JSON.stringify(attempt));
  } catch {
    // quota or privacy mode: the attempt lives as long as this call
  }
}

function newKey(): string {
  // randomUUID needs a secure context; getRandomValues works everywhere.
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The attempt of this cart: its key to place it, or, when another tab (or this one) already placed an
 * order for exactly this cart, that order's thank-you page. Another cart replaces the record.
 */
export function attemptFor(cart: CartVersionSource): { key: string } | { placed: string } {
  const version = cartVersion(cart);
  const stored = readAttempt();
  if (stored?.cart === version) return stored.placed ? { placed: stored.placed } : { key: stored.key };
  const key = newKey();
  write({ key, cart: version });
  return { key };
}

/** The order of the attempt `key` exists: remember its thank-you page for the other tabs. */
export function markPlaced(key: string, thankYou: string): void {
  const stored = readAttempt();
  if (stored?.key === key) write({ ...stored, placed: thankYou });
}

/** The thank-you page of the order placed for exactly this cart, if one was. */
export function placedOrderOf(cart: CartVersionSource): string | undefined {
  const stored = readAttempt();
  return stored?.cart === cartVersion(cart) ? stored.placed : undefined;
}

// Keeps the cart's figures the platform's (spec §4): every change the shopper makes is applied at
// once (optimistic) and then processed through the processCart action, debounced so that a burst of
// clicks makes one call. A newer processing supersedes an older one: an answer that arrives after a
// newer change is never applied. A network failure keeps the cart exactly as it was (the shell's
// CartAlerts processes it again when the browser is back online); a refusal applies the §4 rule.
import { actions, isInputError } from 'astro:actions';
import { atom } from 'nanostores';
import {
  addCoupon,
  applyCartProcessResponse,
  cartRequestItems,
  cartRequestKey,
  couponsNotApplied,
  failCartProcessing,
  removeCoupon,
  removeFromCart,
  setQuantity,
  startProcessing,
} from '../lib/commerce/cart';
import { quantityStep } from '../lib/commerce/cart-item';
import { $cart, type StoredCart } from './cart';
import { emitCartEvent } from './cart-events';
import { forgetStoredCheckout } from './checkout-storage';
import { track } from './analytics';
import { lineItem } from '../lib/analytics/cart-items';
import type { ProcessCartInput } from '../actions/cart/cart-input';

/** A burst of changes closer together than this makes one processing call. */
export const PROCESSING_DEBOUNCE_MS = 300;

/**
 * Whether the figures on screen are the platform's: 'unconfirmed' until this page has processed the
 * cart once (they come from storage and may be days old), 'stale' after a failure that kept the cart
 * as it was.
 */
export const $cartFigures = atom<'unconfirmed' | 'current' | 'stale'>('unconfirmed');

const session = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `tab-${Date.now()}`;
let generation = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
/** The shipping methods chosen at checkout: processing then prices delivery with them. */
let shippingChoice: Pick<ProcessCartInput, 'shipping_method_id' | 'digital_shipping_method_id'> = {};
/** Codes the shopper just typed: the answer tells them whether each one worked. */
const pendingCoupons = new Set<string>();

const pageLocale = () => (typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'en' : 'pl');
const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Schedules processing; each call supersedes the previous one (scheduled or in flight). */
export function processCartSoon(delayMs = PROCESSING_DEBOUNCE_MS): void {
  generation += 1;
  clearTimeout(timer);
  const cart = $cart.get();
  if (cart.items.length === 0) {
    // An empty cart clears everything (already settled by the cart rules): nothing to ask.
    if (cart.isProcessing) $cart.set({ ...cart, isProcessing: false });
    $cartFigures.set('current');
    return;
  }
  if (!cart.isProcessing) $cart.set(startProcessing(cart));
  timer = setTimeout(() => void run(generation), delayMs);
}

type Outcome =
  | { kind: 'processed'; data: NonNullable<Awaited<ReturnType<typeof actions.processCart>>['data']> }
  | { kind: 'offline' | 'unreachable' | 'superseded' | 'bad-request' }
  | { kind: 'refused'; message: string };

async function ask(cart: StoredCart): Promise<Outcome> {
  try {
    const input: ProcessCartInput = { locale: pageLocale(), session, items: cartRequestItems(cart.items), coupons: cart.coupons.map((coupon) => coupon.code), ...shippingChoice };
    const { data, error } = await actions.processCart(input);
    if (data) return { kind: 'processed', data };
    if (!error || isInputError(error) || error.code === 'BAD_REQUEST') return { kind: 'bad-request' };
    switch (error.code) {
      case 'CONFLICT':
        return { kind: 'superseded' };
      // Our server or a gateway failed: no verdict on the cart, so it is kept (only a refusal applies §4).
      case 'INTERNAL_SERVER_ERROR':
      case 'SERVICE_UNAVAILABLE':
      case 'BAD_GATEWAY':
      case 'GATEWAY_TIMEOUT':
      case 'REQUEST_TIMEOUT':
      case 'TOO_MANY_REQUESTS':
        return { kind: 'unreachable' };
      default:
        return { kind: 'refused', message: error.message };
    }
  } catch {
    // fetch itself failed: no answer reached the browser.
    return { kind: typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'unreachable' };
  }
}

async function run(mine: number): Promise<void> {
  const asked = $cart.get();
  const key = cartRequestKey(asked);
  const outcome = await ask(asked);
  if (mine !== generation) return;
  const current = $cart.get();
  // Another tab changed the cart meanwhile: this answer is for a cart that no longer exists.
  if (cartRequestKey(current) !== key) return processCartSoon(0);

  switch (outcome.kind) {
    case 'processed':
      return applyProcessed(current, outcome.data);
    case 'superseded':
      return $cart.set({ ...current, isProcessing: false });
    case 'refused': {
      const { cart, resetCheckout } = failCartProcessing(current, { kind: 'refused', message: outcome.message });
      $cart.set(cart);
      // Spec §4: the checkout resets on every page, not only where the checkout store is loaded.
      if (resetCheckout) forgetStoredCheckout();
      $cartFigures.set('current');
      emitCartEvent({ type: 'refused' });
      emitCartEvent({ type: 'unavailable', lines: current.items.map((line) => ({ id: line.id, name: line.product.name })) });
      return;
    }
    default:
      $cart.set({ ...current, isProcessing: false });
      $cartFigures.set('stale');
      emitCartEvent({ type: outcome.kind });
  }
}

function applyProcessed(current: StoredCart, data: Extract<Outcome, { kind: 'processed' }>['data']): void {
  let cart = current;
  for (const refused of data.refusedCoupons) {
    cart = removeCoupon(cart, refused.code);
    pendingCoupons.delete(refused.code.toLowerCase());
    emitCartEvent({ type: 'coupon-unknown', code: refused.code });
  }
  const notApplied = couponsNotApplied(cart, data.result);
  const wasUnavailable = new Set(cart.unavailableItems.map((line) => line.id));
  const next = applyCartProcessResponse(cart, data.result);
  $cart.set(next);
  $cartFigures.set('current');
  for (const code of notApplied) {
    pendingCoupons.delete(code.toLowerCase());
    emitCartEvent({ type: 'coupon-not-applicable', code });
  }
  for (const coupon of next.coupons) {
    if (pendingCoupons.delete(coupon.code.toLowerCase())) emitCartEvent({ type: 'coupon-applied', code: coupon.code });
  }
  const gone = next.unavailableItems.filter((line) => !wasUnavailable.has(line.id));
  if (gone.length > 0) emitCartEvent({ type: 'unavailable', lines: gone.map((line) => ({ id: line.id, name: line.product.name })) });
}

// ---- What the shopper does: applied at once, then processed.

/** Checkout's shipping choice (null: none yet), sent with every processing from now on. */
export function setProcessingShipping(shippingMethodId: string | null, digitalShippingMethodId: string | null): void {
  shippingChoice = {
    ...(shippingMethodId ? { shipping_method_id: shippingMethodId } : {}),
    ...(digitalShippingMethodId ? { digital_shipping_method_id: digitalShippingMethodId } : {}),
  };
}

export function changeLineQuantity(lineId: string, quantity: number): void {
  $cart.set(setQuantity($cart.get(), lineId, quantity));
  processCartSoon();
}

/** One step more or fewer, from the quantity in the store at the click (clicks faster than rendering all count). */
export function stepLineQuantity(lineId: string, direction: 1 | -1): void {
  const line = $cart.get().items.find((candidate) => candidate.id === lineId);
  if (!line) return;
  const step = quantityStep(line.product);
  const quantity = Number((line.quantity + direction * step).toFixed(6));
  // The − control stops at one step; removing is the remove button's (or typing 0).
  if (quantity >= step) changeLineQuantity(lineId, quantity);
}

export function removeLine(lineId: string): void {
  const line = $cart.get().items.find((candidate) => candidate.id === lineId);
  if (line) track({ name: 'removeFromCart', item: lineItem(line), currency: line.currency });
  $cart.set(removeFromCart($cart.get(), lineId));
  processCartSoon();
}

/** Adds a code and processes at once; 'duplicate' when the cart already has it. */
export function applyCouponCode(code: string): 'added' | 'duplicate' | 'empty' {
  const clean = code.trim();
  if (!clean) return 'empty';
  const cart = $cart.get();
  if (cart.coupons.some((coupon) => sameCode(coupon.code, clean))) return 'duplicate';
  pendingCoupons.add(clean.toLowerCase());
  $cart.set(addCoupon(cart, clean));
  processCartSoon(0);
  return 'added';
}

export function removeCouponCode(code: string): void {
  $cart.set(removeCoupon($cart.get(), code));
  processCartSoon(0);
}

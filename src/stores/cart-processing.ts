// Keeps the cart's figures the platform's (docs/rules.md#cart-processing): every change the shopper makes is applied at
// once (optimistic) and then processed through the processCart action, debounced so that a burst of
// clicks makes one call. A newer processing supersedes an older one: an answer that arrives after a
// newer change is never applied. A failure without the platform's verdict on the cart (the network, a
// timeout, a failing platform or gateway) keeps the cart exactly as it was (the shell's CartAlerts
// processes it again when the browser is back online); only the platform's refusal of the cart applies
// the failure rule (docs/rules.md#cart-processing-failure). A session that ended (its refresh failed) takes the shopper home once the answer is in.
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
import { MAX_CART_COUPONS } from '../lib/commerce/cart-coupons';
import { goHomeIfSessionEnded } from './session-ended';
import { $cart, type StoredCart } from './cart';
import { emitCartEvent } from './cart-events';
import { forgetStoredCheckout } from './checkout-storage';
import { track } from './analytics';
import { lineItem } from '../lib/analytics/cart-items';
import type { ProcessCartInput } from '../lib/cart/cart-input';

/** A burst of changes closer together than this makes one processing call. */
export const PROCESSING_DEBOUNCE_MS = 300;

/**
 * Processings the page starts by itself in a row (codes left unanswered after a refused one, a cart
 * another tab changed while the answer was on its way) before it stops and waits for the shopper. A
 * cart that settles needs at most one per code it carries (each refusal takes one code out) and one
 * for a change from another tab; an answer that never settles the cart (tabs or scripts writing it
 * back and forth, a platform or proxy that keeps leaving the same codes unanswered) must never become
 * an endless loop of calls and re-renders: the cart is kept, its figures are marked stale, and the
 * shopper's next change (or the next page) processes it afresh.
 */
export const MAX_FOLLOW_UPS = MAX_CART_COUPONS + 1;

/**
 * Whether the figures on screen are the platform's: 'unconfirmed' until this page has processed the
 * cart once (they come from storage and may be days old), 'stale' after a failure that kept the cart
 * as it was.
 */
export const $cartFigures = atom<'unconfirmed' | 'current' | 'stale'>('unconfirmed');

const session = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `tab-${Date.now()}`;
let generation = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
/** Follow-ups started since the last processing asked for from outside (the shopper, the page). */
let followUps = 0;
/** The shipping methods chosen at checkout: processing then prices delivery with them. */
let shippingChoice: Pick<ProcessCartInput, 'shipping_method_id' | 'digital_shipping_method_id'> = {};
/** Codes the shopper just typed: the answer tells them whether each one worked. */
const pendingCoupons = new Set<string>();

const pageLocale = () => (typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'en' : 'pl');
const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Schedules processing of the cart in the store, or of `changed` (a change of the shopper's), which is
 * stored marked as processing in one write; each call supersedes the previous one (scheduled or in flight).
 */
export function processCartSoon(delayMs = PROCESSING_DEBOUNCE_MS, changed?: StoredCart): void {
  followUps = 0;
  schedule(delayMs, changed);
}

/**
 * Processing the page asks for by itself after an answer; past MAX_FOLLOW_UPS in a row it stops: the
 * cart stays as it is and its figures are marked stale.
 */
function followUp(): void {
  if (followUps >= MAX_FOLLOW_UPS) {
    generation += 1;
    clearTimeout(timer);
    $cart.set({ ...$cart.get(), isProcessing: false });
    $cartFigures.set('stale');
    return;
  }
  followUps += 1;
  schedule(0);
}

/** Every change goes to storage and to every listener, so a change and its mark are stored together. */
function schedule(delayMs: number, changed?: StoredCart): void {
  generation += 1;
  clearTimeout(timer);
  const cart = changed ?? $cart.get();
  // An empty cart clears everything (already settled by the cart rules): nothing to ask.
  const empty = cart.items.length === 0;
  let marked = cart;
  if (empty && cart.isProcessing) marked = { ...cart, isProcessing: false };
  if (!empty && !cart.isProcessing) marked = startProcessing(cart);
  if (marked !== $cart.get()) $cart.set(marked);
  if (empty) {
    $cartFigures.set('current');
    return;
  }
  timer = setTimeout(() => void run(generation), delayMs);
}

type ActionOutcome = NonNullable<Awaited<ReturnType<typeof actions.processCart>>['data']>;
type Processed = Extract<ActionOutcome, { kind: 'processed' }>;

type Outcome =
  | { kind: 'processed'; data: Processed }
  | { kind: 'offline' | 'unreachable' | 'superseded' }
  | { kind: 'bad-request'; message?: string }
  | Extract<ActionOutcome, { kind: 'refused' }>;

async function ask(cart: StoredCart): Promise<Outcome> {
  try {
    const input: ProcessCartInput = {
      locale: pageLocale(),
      session,
      items: cartRequestItems(cart.items),
      coupons: cart.coupons.map((coupon) => coupon.code),
      ...shippingChoice,
    };
    const { data, error } = await actions.processCart(input);
    if (data) return data.kind === 'processed' ? { kind: 'processed', data } : data;
    if (!error || isInputError(error)) return { kind: 'bad-request' };
    if (error.code === 'BAD_REQUEST') return { kind: 'bad-request', message: error.message };
    if (error.code === 'CONFLICT') return { kind: 'superseded' };
    // Our server, a gateway or the platform failed: no verdict on the cart, so it is kept (only the
    // platform's refusal, which comes as data, applies).
    return { kind: 'unreachable' };
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
  // The session could not be refreshed (the server cleared the tokens and processed the
  // cart as a guest's): the shopper goes home, where the cart is processed again.
  if (goHomeIfSessionEnded()) return;
  const current = $cart.get();
  // Another tab changed the cart meanwhile: this answer is for a cart that no longer exists.
  if (cartRequestKey(current) !== key) return followUp();

  switch (outcome.kind) {
    case 'processed':
      return applyProcessed(current, outcome.data);
    case 'superseded':
      return $cart.set({ ...current, isProcessing: false });
    case 'refused': {
      const { cart, resetCheckout } = failCartProcessing(current, { kind: 'refused', message: outcome.title });
      $cart.set(cart);
      // The checkout resets on every page, not only where the checkout store is loaded.
      if (resetCheckout) forgetStoredCheckout();
      $cartFigures.set('current');
      emitCartEvent({ type: 'refused', title: outcome.title, text: outcome.text });
      emitCartEvent({ type: 'unavailable', lines: current.items.map((line) => ({ id: line.id, name: line.product.name })) });
      return;
    }
    case 'bad-request':
      $cart.set({ ...current, isProcessing: false });
      $cartFigures.set('stale');
      emitCartEvent(outcome.message ? { type: 'bad-request', message: outcome.message } : { type: 'bad-request' });
      return;
    default:
      $cart.set({ ...current, isProcessing: false });
      $cartFigures.set('stale');
      emitCartEvent({ type: outcome.kind });
  }
}

const lower = (code: string) => code.toLowerCase();

function applyProcessed(current: StoredCart, data: Processed): void {
  let cart = current;
  for (const refused of data.refusedCoupons) {
    cart = removeCoupon(cart, refused.code);
    pendingCoupons.delete(lower(refused.code));
    emitCartEvent({ type: 'coupon-unknown', code: refused.code });
  }
  const { codes: throttledCodes = [], minutes = 0 } = data.throttledCoupons ?? {};
  for (const code of throttledCodes) {
    cart = removeCoupon(cart, code);
    pendingCoupons.delete(lower(code));
    emitCartEvent({ type: 'coupon-throttled', code, minutes });
  }
  // Codes after a refused one got no answer: they stay in the cart and are asked about again at once.
  const unchecked = new Set(data.uncheckedCoupons.map(lower));
  const waiting = cart.coupons.filter((coupon) => unchecked.has(lower(coupon.code)));
  cart = { ...cart, coupons: cart.coupons.filter((coupon) => !unchecked.has(lower(coupon.code))) };
  const notApplied = couponsNotApplied(cart, data.result);
  const wasUnavailable = new Set(cart.unavailableItems.map((line) => line.id));
  let next = applyCartProcessResponse(cart, data.result);
  const askAgain = waiting.length > 0 && next.items.length > 0;
  if (askAgain) next = { ...next, coupons: [...next.coupons, ...waiting] };
  $cart.set(next);
  $cartFigures.set('current');
  for (const code of notApplied) {
    pendingCoupons.delete(lower(code));
    emitCartEvent({ type: 'coupon-not-applicable', code });
  }
  for (const coupon of next.coupons) {
    if (!unchecked.has(lower(coupon.code)) && pendingCoupons.delete(lower(coupon.code))) emitCartEvent({ type: 'coupon-applied', code: coupon.code });
  }
  const gone = next.unavailableItems.filter((line) => !wasUnavailable.has(line.id));
  if (gone.length > 0) emitCartEvent({ type: 'unavailable', lines: gone.map((line) => ({ id: line.id, name: line.product.name })) });
  if (askAgain) followUp();
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
  processCartSoon(PROCESSING_DEBOUNCE_MS, setQuantity($cart.get(), lineId, quantity));
}

export function removeLine(lineId: string): void {
  const line = $cart.get().items.find((candidate) => candidate.id === lineId);
  if (line) track({ name: 'removeFromCart', item: lineItem(line), currency: line.currency });
  processCartSoon(PROCESSING_DEBOUNCE_MS, removeFromCart($cart.get(), lineId));
}

/**
 * Adds a code and processes at once; 'duplicate' when the cart already has it, 'empty-cart' when there
 * is nothing to apply it to, 'too-many' when the cart already carries as many codes as it may.
 */
export function applyCouponCode(code: string): 'added' | 'duplicate' | 'empty' | 'empty-cart' | 'too-many' {
  const clean = code.trim();
  if (!clean) return 'empty';
  const cart = $cart.get();
  if (cart.coupons.some((coupon) => sameCode(coupon.code, clean))) return 'duplicate';
  if (cart.items.length === 0) return 'empty-cart';
  if (cart.coupons.length >= MAX_CART_COUPONS) return 'too-many';
  pendingCoupons.add(clean.toLowerCase());
  processCartSoon(0, addCoupon(cart, clean));
  return 'added';
}

export function removeCouponCode(code: string): void {
  processCartSoon(0, removeCoupon($cart.get(), code));
}

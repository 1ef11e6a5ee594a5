import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartProcessResult } from '../lib/cart/process-cart';

type Processed = {
  kind: 'processed';
  result: CartProcessResult;
  refusedCoupons: { code: string; reason: string }[];
  uncheckedCoupons: string[];
  throttledCoupons: { codes: string[]; minutes: number } | null;
};
type Answer = { data?: Processed | { kind: 'refused'; title: string; text: string }; error?: { code: string; message: string } };
const processCart = vi.fn<(input: { items: { cartitem_id: string; quantity: number }[]; coupons: string[] }) => Promise<Answer>>();
vi.mock('astro:actions', () => ({ actions: { processCart: (input: never) => processCart(input) }, isInputError: () => false }));

const { $cart } = await import('./cart');
const { addProductToCart } = await import('./cart-add');
const { $cartFigures, MAX_FOLLOW_UPS, applyCouponCode, changeLineQuantity, processCartSoon } = await import('./cart-processing');
const { onCartEvent } = await import('./cart-events');
const { emptyCart } = await import('../lib/commerce/cart');

const can = { id: 'can', name: 'Watering can', slug: 'konewka', prices_base: [{ gross: '89.00', currency: 'PLN' }] };
const answerFor = (input: { items: { cartitem_id: string; quantity: number }[]; coupons: string[] }, price = '89.00'): { data: Processed } => ({
  data: {
    kind: 'processed',
    refusedCoupons: [],
    uncheckedCoupons: [],
    throttledCoupons: null,
    result: {
      items: input.items.map((item) => ({ cartitem_id: item.cartitem_id, quantity: item.quantity, price, price_discounted: price })),
      coupons: input.coupons.map((code) => ({ id: `id-${code}`, name: code, code, value: '1.00' })),
      sales: [],
      cart_total: String(Number(price) * (input.items[0]?.quantity ?? 0)),
      cart_total_initial: String(Number(price) * (input.items[0]?.quantity ?? 0)),
      shipping_price: '0',
      shipping_price_initial: '0',
      shipping_time: 1,
      shipping_date: null,
      summary: String(Number(price) * (input.items[0]?.quantity ?? 0)),
    },
  },
});
const events: string[] = [];
onCartEvent((event) => events.push(event.type));
const lineId = () => $cart.get().items[0]!.id;

beforeEach(() => {
  vi.useFakeTimers();
  processCart.mockReset();
  events.length = 0;
  $cart.set(emptyCart());
  $cartFigures.set('unconfirmed');
  addProductToCart({ product: can, quantity: 1, schemaValues: {}, currency: 'PLN', now: Date.now() });
});
afterEach(() => vi.useRealTimers());

describe('processing the cart from the browser', () => {
  it('a burst of changes makes one call, and the platform’s figures replace the optimistic ones', async () => {
    processCart.mockImplementation(async (input) => answerFor(input));
    for (let quantity = 2; quantity <= 11; quantity += 1) changeLineQuantity(lineId(), quantity);
    expect($cart.get()).toMatchObject({ isProcessing: true, items: [{ quantity: 11 }] });
    await vi.runAllTimersAsync();
    expect(processCart).toHaveBeenCalledTimes(1);
    expect($cart.get()).toMatchObject({ isProcessing: false, summary: 979, items: [{ quantity: 11, priceDiscounted: 89 }] });
  });

  it('a change is stored and told to every listener once, already marked as processing', () => {
    // Each update of the store is a write of the whole cart to storage and a render of every island showing it.
    const seen: { quantity: number | undefined; coupons: number; isProcessing: boolean }[] = [];
    const stop = $cart.listen((cart) => seen.push({ quantity: cart.items[0]?.quantity, coupons: cart.coupons.length, isProcessing: cart.isProcessing }));
    changeLineQuantity(lineId(), 2);
    applyCouponCode('WITAJ10');
    stop();
    expect(seen).toEqual([
      { quantity: 2, coupons: 0, isProcessing: true },
      { quantity: 2, coupons: 1, isProcessing: true },
    ]);
  });

  it('an older answer that arrives after a newer change is never applied', async () => {
    const release: Array<() => void> = [];
    processCart.mockImplementation((input) => new Promise((resolve) => release.push(() => resolve(answerFor(input)))));
    changeLineQuantity(lineId(), 2);
    await vi.advanceTimersByTimeAsync(300);
    changeLineQuantity(lineId(), 3);
    await vi.advanceTimersByTimeAsync(300);
    expect(release).toHaveLength(2);
    release[1]!();
    await vi.runAllTimersAsync();
    release[0]!();
    await vi.runAllTimersAsync();
    expect($cart.get()).toMatchObject({ summary: 267, items: [{ quantity: 3 }] });
  });

  it('a network failure keeps the cart as it was, marks the figures stale and says so', async () => {
    processCart.mockRejectedValue(new TypeError('Failed to fetch'));
    changeLineQuantity(lineId(), 2);
    await vi.runAllTimersAsync();
    expect($cart.get()).toMatchObject({ isProcessing: false, items: [{ quantity: 2 }] });
    expect($cartFigures.get()).toBe('stale');
    expect(events).toEqual(['unreachable']);

    processCart.mockImplementation(async (input) => answerFor(input));
    processCartSoon(0);
    await vi.runAllTimersAsync();
    expect($cartFigures.get()).toBe('current');
    expect($cart.get().summary).toBe(178);
  });

  it('a refusal moves every line to unavailable, sets the summary to 0 and opens the dialog', async () => {
    processCart.mockResolvedValue({ data: { kind: 'refused', title: 'The given data was invalid.', text: 'The selected configuration is invalid.' } });
    const told: unknown[] = [];
    const stop = onCartEvent((event) => told.push(event));
    processCartSoon(0);
    await vi.runAllTimersAsync();
    stop();
    expect($cart.get()).toMatchObject({
      items: [],
      summary: 0,
      error: 'The given data was invalid.',
      unavailableItems: [{ product: { id: 'can' }, unavailableReason: 'refused' }],
    });
    expect(events).toEqual(['refused', 'unavailable']);
    // The platform's message and its first field error reach the shopper.
    expect(told[0]).toEqual({ type: 'refused', title: 'The given data was invalid.', text: 'The selected configuration is invalid.' });
  });

  it('a refusal on a page without the checkout (cart, product) forgets the stored checkout too', async () => {
    const stored = new Map<string, string>([['checkout', JSON.stringify({ email: 'jan@example.com' })]]);
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    });
    try {
      processCart.mockResolvedValue({ data: { kind: 'refused', title: 'Refused', text: '' } });
      processCartSoon(0);
      await vi.runAllTimersAsync();
      expect(stored.has('checkout')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a superseded call, a malformed request or any failure without the platform’s verdict change nothing but the flag', async () => {
    const codes = [
      'CONFLICT',
      'BAD_REQUEST',
      'SERVICE_UNAVAILABLE',
      'INTERNAL_SERVER_ERROR',
      'TOO_MANY_REQUESTS',
      'BAD_GATEWAY',
      'GATEWAY_TIMEOUT',
      'UNPROCESSABLE_CONTENT',
      'NOT_FOUND',
    ];
    for (const code of codes) {
      processCart.mockResolvedValue({ error: { code, message: code } });
      processCartSoon(0);
      await vi.runAllTimersAsync();
      expect($cart.get(), code).toMatchObject({ isProcessing: false, items: [{ quantity: 1 }], unavailableItems: [] });
    }
    expect(events).toEqual(['bad-request', ...Array<string>(codes.length - 2).fill('unreachable')]);
  });

  it('a code the platform refuses is taken out and reported; one it does not apply is taken out too', async () => {
    processCart.mockImplementation(async (input) => {
      const answer = answerFor({ ...input, coupons: [] });
      return { data: { ...answer.data, refusedCoupons: input.coupons.filter((code) => code === 'NIEMA').map((code) => ({ code, reason: 'unknown' })) } };
    });
    expect(applyCouponCode('NIEMA')).toBe('added');
    await vi.runAllTimersAsync();
    expect($cart.get().coupons).toEqual([]);
    expect(applyCouponCode('LAMPA50')).toBe('added');
    await vi.runAllTimersAsync();
    expect($cart.get().coupons).toEqual([]);
    expect(events).toEqual(['coupon-unknown', 'coupon-not-applicable']);
    expect(applyCouponCode('  ')).toBe('empty');
  });

  it('an empty cart asks nothing', async () => {
    $cart.set(emptyCart());
    processCartSoon(0);
    await vi.runAllTimersAsync();
    expect(processCart).not.toHaveBeenCalled();
    expect($cart.get().isProcessing).toBe(false);
  });

  it('codes after a refused one stay in the cart and are asked about again at once', async () => {
    processCart.mockImplementation(async (input) => {
      const first = input.coupons.indexOf('NIEMA');
      if (first < 0) return answerFor(input);
      return {
        data: {
          ...answerFor({ ...input, coupons: input.coupons.slice(0, first) }).data,
          refusedCoupons: [{ code: 'NIEMA', reason: 'unknown' }],
          uncheckedCoupons: input.coupons.slice(first + 1),
        },
      };
    });
    applyCouponCode('NIEMA');
    applyCouponCode('WITAJ10');
    await vi.runAllTimersAsync();
    expect(processCart.mock.calls.map(([input]) => input.coupons)).toEqual([['NIEMA', 'WITAJ10'], ['WITAJ10']]);
    expect($cart.get().coupons.map((coupon) => coupon.code)).toEqual(['WITAJ10']);
    expect(events).toEqual(['coupon-unknown', 'coupon-applied']);
  });

  it('a code not checked for too many wrong codes from the network is taken out with the wait', async () => {
    const told: unknown[] = [];
    onCartEvent((event) => told.push(event));
    processCart.mockImplementation(async (input) => ({
      data: { ...answerFor({ ...input, coupons: [] }).data, throttledCoupons: { codes: input.coupons, minutes: 14 } },
    }));
    applyCouponCode('ZGADUJE');
    await vi.runAllTimersAsync();
    expect($cart.get().coupons).toEqual([]);
    expect(told).toContainEqual({ type: 'coupon-throttled', code: 'ZGADUJE', minutes: 14 });
  });

  it('codes are added only to a cart with products, and at most five', () => {
    $cart.set(emptyCart());
    expect(applyCouponCode('WITAJ10')).toBe('empty-cart');
    expect($cart.get().coupons).toEqual([]);
    addProductToCart({ product: can, quantity: 1, schemaValues: {}, currency: 'PLN', now: Date.now() });
    for (const code of ['A1', 'A2', 'A3', 'A4', 'A5']) expect(applyCouponCode(code)).toBe('added');
    expect(applyCouponCode('A6')).toBe('too-many');
    expect($cart.get().coupons).toHaveLength(5);
  });

  it('a cart that changes under every answer (another tab, a script) is processed a few times, then kept with stale figures: never without end', async () => {
    // As another tab's write arrives through the storage event: the cart changes while each answer is on its way.
    processCart.mockImplementation(async (input) => {
      const cart = $cart.get();
      $cart.set({ ...cart, items: cart.items.map((line) => ({ ...line, quantity: line.quantity + 1 })) });
      return answerFor(input);
    });
    processCartSoon(0);
    await vi.runAllTimersAsync();
    expect(processCart).toHaveBeenCalledTimes(MAX_FOLLOW_UPS + 1);
    expect($cart.get()).toMatchObject({ isProcessing: false, items: [{ quantity: MAX_FOLLOW_UPS + 2 }] });
    expect($cartFigures.get()).toBe('stale');
    expect(events).toEqual([]);

    // The shopper's next change is processed afresh.
    processCart.mockImplementation(async (input) => answerFor(input));
    changeLineQuantity(lineId(), MAX_FOLLOW_UPS + 3);
    await vi.runAllTimersAsync();
    expect(processCart).toHaveBeenCalledTimes(MAX_FOLLOW_UPS + 2);
    expect($cartFigures.get()).toBe('current');
    expect($cart.get()).toMatchObject({ isProcessing: false, summary: 89 * (MAX_FOLLOW_UPS + 3) });
  });

  it('codes that every answer leaves unanswered are asked about a few times, not without end', async () => {
    processCart.mockImplementation(async (input) => ({ data: { ...answerFor({ ...input, coupons: [] }).data, uncheckedCoupons: input.coupons } }));
    applyCouponCode('WITAJ10');
    await vi.runAllTimersAsync();
    expect(processCart).toHaveBeenCalledTimes(MAX_FOLLOW_UPS + 1);
    expect($cart.get()).toMatchObject({ isProcessing: false, items: [{ quantity: 1 }], coupons: [{ code: 'WITAJ10' }] });
    expect($cartFigures.get()).toBe('stale');
  });

  it('a cart full of codes the platform refuses one by one is still asked about to the last code', async () => {
    const codes = ['NIEMA1', 'NIEMA2', 'NIEMA3', 'NIEMA4', 'NIEMA5'];
    processCart.mockImplementation(async (input) => {
      if (input.coupons.length === 0) return answerFor(input);
      return {
        data: {
          ...answerFor({ ...input, coupons: [] }).data,
          refusedCoupons: [{ code: input.coupons[0]!, reason: 'unknown' }],
          uncheckedCoupons: input.coupons.slice(1),
        },
      };
    });
    for (const code of codes) applyCouponCode(code);
    await vi.runAllTimersAsync();
    expect(processCart.mock.calls.map(([input]) => input.coupons)).toEqual(codes.map((_, index) => codes.slice(index)));
    expect($cart.get().coupons).toEqual([]);
    expect($cartFigures.get()).toBe('current');
    expect(events).toEqual(codes.map(() => 'coupon-unknown'));
  });

  it('a session that ended while processing takes the shopper home', async () => {
    const assign = vi.fn();
    let cookie = 'session_ended=1';
    vi.stubGlobal('document', {
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        cookie = value.startsWith('session_ended=;') ? '' : cookie;
      },
      documentElement: { lang: 'en' },
    });
    vi.stubGlobal('location', { assign, protocol: 'http:' });
    try {
      processCart.mockImplementation(async (input) => answerFor(input));
      changeLineQuantity(lineId(), 2);
      await vi.runAllTimersAsync();
      expect(assign).toHaveBeenCalledWith('/en');
      expect(cookie).toBe('');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

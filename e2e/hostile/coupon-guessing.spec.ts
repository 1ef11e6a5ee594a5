// Guessing discount codes through the storefront's two doors that send codes to the platform: the
// cart's processing action and the order-placing action (whose "total changed" tells a wrong code from
// a right one). An attacker posts the actions directly (no browser), from one client network
// (X-Forwarded-For: the storefront trusts its proxy here, as behind nginx), and learns which codes exist
// from the answers. Each wrong code must cost the attacker (ten per network, then a wait, whichever
// door it went through), an empty cart must not be a free oracle, one request must not check a list of
// codes, and wrong codes must not each cost the platform another round. A recording proxy between the
// storefront and the platform shows what reached the platform.
import { test, expect } from '@playwright/test';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { startStack, type Stack } from '../support/stack';
import { readActionAnswer } from '../support/action-answer';
import { t } from '../../src/i18n/messages';

test.describe.configure({ mode: 'serial' });

let stack: Stack;
let proxy: FaultProxy;
let productId: string;
/** The courier paid on delivery: an order with it needs no payment method. */
let courierOnDeliveryId: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  stack = await startStack({
    env: { TRUST_PROXY: '1' },
    inFront: async (platformURL) => {
      proxy = await startFaultProxy(platformURL);
      return proxy.url;
    },
  });
  const product = (await (await fetch(`${stack.platformURL}/products/konewka-metalowa`)).json()) as { data: { id: string } };
  productId = product.data.id;
  const methods = (await (await fetch(`${stack.platformURL}/shipping-methods`)).json()) as { data: { id: string; name: string }[] };
  courierOnDeliveryId = methods.data.find((method) => method.name.startsWith('Kurier — płatność'))!.id;
});

test.afterAll(async () => {
  await stack?.stop();
  await proxy?.close();
});

type Processed = {
  kind: 'processed';
  refusedCoupons: { code: string }[];
  uncheckedCoupons: string[];
  throttledCoupons: { codes: string[]; minutes: number } | null;
  result: { coupons: { code: string }[] };
};

/** The processing action as a forged request from `client`: a cart of `lines` watering cans and these codes. */
async function processCart(client: string, coupons: string[], lines = 1) {
  const items = Array.from({ length: lines }, (_, i) => ({ cartitem_id: `line-${i}`, product_id: productId, quantity: 1 + i }));
  const response = await fetch(`${stack.baseURL}/_actions/processCart`, {
    method: 'POST',
    headers: { origin: stack.baseURL, referer: `${stack.baseURL}/en/cart`, 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ locale: 'en', items, coupons }),
  });
  return readActionAnswer(response);
}

type Placement = { kind: string; total?: number; codes?: string[]; title?: string };

const address = { name: 'Jan Nowak', company_name: '', address: 'ul. Polna 3', zip: '80-001', city: 'Gdańsk', country: 'PL', phone: '+48600100200', vat: '' };
const checkoutForm = {
  email: 'zgadywacz@example.com',
  comment: '',
  shippingMethodId: null as string | null,
  digitalShippingMethodId: null,
  shippingAddress: address,
  shippingPointId: null,
  pickupPoint: null,
  saveShipping: false,
  saveBilling: false,
  billingSame: true,
  billingAddress: address,
  asCompany: false,
  invoiceRequested: false,
  paymentMethodId: null,
  statute: true,
  newsletter: false,
  survey: false,
  createAccount: false,
};
let attempts = 0;

/** The order-placing action as a forged request from `client`: a valid checkout of `lines` watering cans with these codes, paid on delivery. */
async function placeOrder(client: string, coupons: string[], { lines = 1, expectedTotal = 1 } = {}) {
  const items = Array.from({ length: lines }, (_, i) => ({ cartitem_id: `line-${i}`, product_id: productId, quantity: 1, schemas: {}, digital: false }));
  const response = await fetch(`${stack.baseURL}/_actions/placeOrder`, {
    method: 'POST',
    headers: { origin: stack.baseURL, referer: `${stack.baseURL}/en/checkout`, 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({
      locale: 'en',
      attemptKey: `coupon-guess-${++attempts}-${Date.now()}`,
      form: { ...checkoutForm, shippingMethodId: courierOnDeliveryId },
      items,
      coupons,
      expectedTotal,
    }),
  });
  return readActionAnswer(response);
}

const ordersPosted = () => proxy.log.filter((call) => call.method === 'POST' && call.path.startsWith('/orders'));

/** Calls of the platform's /cart/process whose body names `code`. */
const platformCallsWith = (code: string) => proxy.log.filter((call) => call.path.startsWith('/cart/process') && call.body.includes(`"${code}"`));

test('wrong codes from one network are answered ten times, then not checked at all until the wait is over', async () => {
  const attacker = '198.51.100.90';
  for (let i = 0; i < 10; i += 1) {
    const answer = await processCart(attacker, [`GUESS${i}`]);
    expect(answer.status, `guess ${i}`).toBe(200);
    expect(
      (answer.data as Processed).refusedCoupons.map((coupon) => coupon.code),
      `guess ${i}`,
    ).toEqual([`GUESS${i}`]);
  }
  for (const guess of ['GUESS10', 'WITAJ10', 'GUESS11']) {
    const answer = await processCart(attacker, [guess]);
    expect(answer.status, guess).toBe(200);
    const data = answer.data as Processed;
    // Not checked: neither refused nor applied, and the code never reached the platform.
    expect(data.throttledCoupons, guess).toEqual({ codes: [guess], minutes: 15 });
    expect(data.refusedCoupons, guess).toEqual([]);
    expect(data.result.coupons, guess).toEqual([]);
    expect(platformCallsWith(guess), guess).toEqual([]);
  }
  // Another network is not affected: a real code works there.
  const shopper = await processCart('203.0.113.91', ['WITAJ10']);
  expect((shopper.data as Processed).result.coupons.map((coupon) => coupon.code)).toEqual(['WITAJ10']);
});

test('an empty cart with codes gets no answer about which exist, and the platform is not asked', async () => {
  proxy.clearLog();
  const answer = await processCart('198.51.100.92', ['WITAJ10', 'NIEMA-TAKIEGO', 'KUBKI15'], 0);
  expect(answer.status).toBe(400);
  expect(answer.error).toMatchObject({ code: 'BAD_REQUEST', message: t('en', 'cart.coupon.emptyCart') });
  expect(JSON.stringify(answer)).not.toMatch(/WITAJ10|NIEMA-TAKIEGO|KUBKI15/);
  expect(proxy.log.filter((call) => call.path.startsWith('/cart/process'))).toEqual([]);
});

test('one request checks at most five codes, and only up to the first wrong one, in at most two platform rounds', async () => {
  const tooMany = await processCart('198.51.100.93', ['A1', 'A2', 'A3', 'A4', 'A5', 'A6']);
  expect(tooMany.status).toBe(400);
  expect(tooMany.error).toMatchObject({ code: 'BAD_REQUEST', message: t('en', 'cart.coupon.tooMany', { max: 5 }) });

  proxy.clearLog();
  const answer = await processCart('198.51.100.94', ['ZLE1', 'WITAJ10', 'ZLE2', 'KUBKI15', 'ZLE3']);
  const data = answer.data as Processed;
  expect(data.refusedCoupons.map((coupon) => coupon.code)).toEqual(['ZLE1']);
  // Nothing told about the codes after it, the real ones included.
  expect(data.uncheckedCoupons).toEqual(['WITAJ10', 'ZLE2', 'KUBKI15', 'ZLE3']);
  expect(data.result.coupons).toEqual([]);
  expect(proxy.log.filter((call) => call.path.startsWith('/cart/process'))).toHaveLength(2);
});

test('wrong codes guessed through placing an order count on the same throttle: past ten, checkout answers with the throttle’s message', async () => {
  const attacker = '198.51.100.95';
  proxy.clearLog();
  for (let i = 0; i < 10; i += 1) {
    const answer = await placeOrder(attacker, [`ZAMOWIENIE${i}`]);
    expect(answer.status, `guess ${i}`).toBe(200);
    // What told the attacker the code is wrong: nothing placed, the total without it.
    expect((answer.data as Placement).kind, `guess ${i}`).toBe('total-changed');
  }
  for (const guess of ['ZAMOWIENIE10', 'WITAJ10']) {
    const answer = await placeOrder(attacker, [guess]);
    expect(answer.status, guess).toBe(200);
    // The cart's answer to a throttled code, in the same words; the code never reached the platform.
    expect(answer.data, guess).toEqual({ kind: 'coupons-throttled', codes: [guess], title: t('en', 'cart.coupon.throttled', { code: guess, minutes: 15 }) });
    expect(platformCallsWith(guess), guess).toEqual([]);
  }
  expect(ordersPosted()).toEqual([]);
  // The cart's processing from that network is throttled too: one budget.
  const cart = (await processCart(attacker, ['KOSZYK1'])).data as Processed;
  expect(cart.throttledCoupons).toEqual({ codes: ['KOSZYK1'], minutes: 15 });
  expect(platformCallsWith('KOSZYK1')).toEqual([]);
});

test('guesses spread over the cart and checkout share one budget of ten', async () => {
  const attacker = '198.51.100.96';
  for (let i = 0; i < 10; i += 1) {
    const guess = `MIESZANY${i}`;
    if (i % 2 === 0)
      expect(
        ((await processCart(attacker, [guess])).data as Processed).refusedCoupons.map((coupon) => coupon.code),
        guess,
      ).toEqual([guess]);
    else expect(((await placeOrder(attacker, [guess])).data as Placement).kind, guess).toBe('total-changed');
  }
  expect(((await placeOrder(attacker, ['MIESZANY10'])).data as Placement).kind).toBe('coupons-throttled');
  expect(((await processCart(attacker, ['MIESZANY11'])).data as Processed).throttledCoupons?.codes).toEqual(['MIESZANY11']);
  expect(platformCallsWith('MIESZANY10')).toEqual([]);
  expect(platformCallsWith('MIESZANY11')).toEqual([]);
});

test('checkout refuses codes as the cart does: more than five, or on an empty cart, in the cart’s words, without asking the platform', async () => {
  proxy.clearLog();
  const tooMany = await placeOrder('198.51.100.97', ['A1', 'A2', 'A3', 'A4', 'A5', 'A6']);
  expect(tooMany.status).toBe(400);
  expect(tooMany.error).toMatchObject({ code: 'BAD_REQUEST', message: t('en', 'cart.coupon.tooMany', { max: 5 }) });
  const empty = await placeOrder('198.51.100.97', ['WITAJ10', 'NIEMA-TAKIEGO'], { lines: 0 });
  expect(empty.status).toBe(400);
  expect(empty.error).toMatchObject({ code: 'BAD_REQUEST', message: t('en', 'cart.coupon.emptyCart') });
  expect(JSON.stringify(empty)).not.toMatch(/WITAJ10|NIEMA-TAKIEGO/);
  expect(proxy.log.filter((call) => call.path.startsWith('/cart/process'))).toEqual([]);
});

test('a shopper’s right code still places the order through checkout, and costs the network nothing', async () => {
  const shopper = '203.0.113.98';
  for (let i = 0; i < 9; i += 1) await processCart(shopper, [`LITEROWKA${i}`]);
  // A right code asked again and again: its point comes back each time, so the tenth wrong code is still answered.
  const first = (await placeOrder(shopper, ['WITAJ10'], { expectedTotal: 0 })).data as Placement;
  expect(first.kind).toBe('total-changed');
  const placed = (await placeOrder(shopper, ['WITAJ10'], { expectedTotal: first.total! })).data as Placement;
  expect(placed.kind).toBe('placed');
  expect(((await processCart(shopper, ['LITEROWKA9'])).data as Processed).refusedCoupons.map((coupon) => coupon.code)).toEqual(['LITEROWKA9']);
});

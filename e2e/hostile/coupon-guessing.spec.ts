// Guessing discount codes through the cart's processing action. An attacker posts the action directly
// (no browser), from one client network (X-Forwarded-For: the storefront trusts its proxy here, as
// behind nginx), and learns which codes exist from what the answer takes out. Each wrong code must cost
// the attacker (ten per network, then a wait), an empty cart must not be a free oracle, one request
// must not check a list of codes, and wrong codes must not each cost the platform another round.
// A recording proxy between the storefront and the platform shows what reached the platform.
import { test, expect } from '@playwright/test';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { startStack, type Stack } from '../support/stack';
import { readActionAnswer } from '../support/action-answer';
import { t } from '../../src/i18n/messages';

test.describe.configure({ mode: 'serial' });

let stack: Stack;
let proxy: FaultProxy;
let productId: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  stack = await startStack({ env: { TRUST_PROXY: '1' }, inFront: async (platformURL) => (proxy = await startFaultProxy(platformURL)).url });
  const product = (await (await fetch(`${stack.platformURL}/products/konewka-metalowa`)).json()) as { data: { id: string } };
  productId = product.data.id;
});

test.afterAll(async () => {
  await stack?.stop();
  await proxy?.close();
});

type Processed = { kind: 'processed'; refusedCoupons: { code: string }[]; uncheckedCoupons: string[]; throttledCoupons: { codes: string[]; minutes: number } | null; result: { coupons: { code: string }[] } };

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

/** Calls of the platform's /cart/process whose body names `code`. */
const platformCallsWith = (code: string) => proxy.log.filter((call) => call.path.startsWith('/cart/process') && call.body.includes(`"${code}"`));

test('wrong codes from one network are answered ten times, then not checked at all until the wait is over', async () => {
  const attacker = '198.51.100.90';
  for (let i = 0; i < 10; i += 1) {
    const answer = await processCart(attacker, [`GUESS${i}`]);
    expect(answer.status, `guess ${i}`).toBe(200);
    expect((answer.data as Processed).refusedCoupons.map((coupon) => coupon.code), `guess ${i}`).toEqual([`GUESS${i}`]);
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

// Attack: a shopper marks their own order paid. On Heseya `POST /orders/{code}/pay/offline`
// creates a fulfilled payment, a staff action (payments.offline); the storefront used to call it for the
// bank transfer. Here a guest and a signed-in customer call it directly with the order's code: both are
// refused and the order stays unpaid; only staff can record the money. Also: the shop's own transfer
// path calls nothing that pays the order.
import { test, expect } from '../support/fixtures';
import { platformApi, registerCustomer, uniqueEmail } from '../support/shopper';

const ADDRESS = { name: 'Jan Nowak', address: 'ul. Polna 3', city: 'Gdańsk', zip: '80-001', country: 'PL', phone: '+48600100200' };
const ADMIN = { email: 'admin@example.com', password: 'demo-admin-password-2026' };

async function placeOwnOrder(platformURL: string, email: string, token: string): Promise<string> {
  const call = platformApi(platformURL);
  const product = await call<{ id: string }>('GET', '/products/konewka-metalowa');
  const channel = await call<{ id: string }>('GET', '/sales-channels/pl');
  const courier = (await call<{ id: string; name: string }[]>('GET', '/shipping-methods')).find((m) => m.name === 'Kurier')!;
  return (
    await call<{ code: string }>(
      'POST',
      '/orders',
      {
        email,
        items: [{ product_id: product.id, quantity: 1 }],
        shipping_method_id: courier.id,
        shipping_place: ADDRESS,
        billing_address: ADDRESS,
        currency: 'PLN',
        sales_channel_id: channel.id,
        coupons: [],
      },
      token,
    )
  ).code;
}

const payOffline = (platformURL: string, code: string, token?: string) =>
  fetch(`${platformURL}/orders/${code}/pay/offline`, {
    method: 'POST',
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

test('a shopper cannot mark their order paid with pay/offline; staff can', async ({ page, stack }) => {
  const customer = { name: 'Jan Nieuczciwy', email: uniqueEmail('pay-offline'), password: 'nieuczciwy-haslo-2026' };
  await registerCustomer(stack.platformURL, customer);
  const call = platformApi(stack.platformURL);
  const { token } = await call<{ token: string }>('POST', '/login', { email: customer.email, password: customer.password });
  const code = await placeOwnOrder(stack.platformURL, customer.email, token);

  const asShopper = await payOffline(stack.platformURL, code, token);
  expect(asShopper.status).toBe(403);
  expect(((await asShopper.json()) as { error: { key: string } }).error.key).toBe('FORBIDDEN');
  expect((await payOffline(stack.platformURL, code)).status).toBe(401);
  await page.goto(`/status/${code}`);
  await expect(page.locator('[data-payment]')).toHaveText('nieopłacone');

  const staff = (await call<{ token: string }>('POST', '/login', ADMIN)).token;
  expect((await payOffline(stack.platformURL, code, staff)).status).toBe(201);
  await page.goto(`/status/${code}`);
  await expect(page.locator('[data-payment]')).toHaveText('opłacone');
});

test("the shop's bank-transfer path never asks the platform to mark the order paid", async ({ page, stack }) => {
  const customer = { name: 'Anna Przelewowa', email: uniqueEmail('transfer-path'), password: 'przelew-haslo-2026-x' };
  await registerCustomer(stack.platformURL, customer);
  const call = platformApi(stack.platformURL);
  const { token } = await call<{ token: string }>('POST', '/login', { email: customer.email, password: customer.password });
  const code = await placeOwnOrder(stack.platformURL, customer.email, token);
  await page.goto(`/pay/${code}`);
  await page.getByRole('radio', { name: /^Przelew tradycyjny/ }).check();
  await page.getByRole('button', { name: 'Zapłać', exact: true }).click();
  await page.waitForURL(new RegExp(`/status/${code}/traditional-payment$`));
  const order = await call<{ paid: boolean }>('GET', `/orders/my/${code}`, undefined, token);
  expect(order.paid).toBe(false);
  await expect(page.locator('[data-payment]')).toHaveText('nieopłacone');
});

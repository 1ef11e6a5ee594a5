// One order per checkout attempt across the tabs of one browser: the attempt lives in
// local storage next to the cart, so a second tab on the same cart places nothing new and shows the order
// the first one placed; a cart changed after the order is a new attempt. Orders are counted through the
// platform's admin API.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { isCartProcessing, uniqueEmail } from './support/shopper';

const WATERING_CAN = 'konewka-metalowa'; // 89 zł, physical
const ENAMEL_MUG = 'kubek-emaliowany'; // 39 zł, physical
const ADMIN = { email: 'admin@example.com', password: 'demo-admin-password-2026' };
const THANK_YOU = /\/checkout\/thank-you\?code=([A-Z0-9]+)&t=/;

async function addToCart(page: Page, slug: string) {
  await page.goto(`/product/${slug}`);
  const button = page.getByRole('button', { name: /^Dodaj do koszyka$/ });
  await expect(button).toBeEnabled();
  const processed = page.waitForResponse((response) => isCartProcessing(response.request()));
  await button.click();
  await processed;
}

/** Opens the checkout and fills it, for payment on delivery or online (each tab keeps its own form). */
async function fillCheckout(page: Page, email: string, payment: 'cod' | 'online' = 'cod') {
  await page.goto('/checkout');
  await expect(page.locator('[data-checkout-ready]')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('radio', { name: payment === 'cod' ? /^Kurier — płatność przy odbiorze/ : /^Kurier$/ }).check();
  await page.locator('#shipping-name').fill('Jan Nowak');
  await page.locator('#shipping-address').fill('ul. Polna 3');
  await page.locator('#shipping-zip').fill('80-001');
  await page.locator('#shipping-city').fill('Gdańsk');
  await page.locator('#shipping-phone').fill('+48600100200');
  if (payment === 'online') await page.getByRole('radio', { name: /^Karta lub BLIK/ }).check();
  await page.getByRole('checkbox', { name: /^Akceptuję regulamin/ }).check();
  await expect(page.locator('[data-checkout-ready]')).toBeVisible();
}

const submit = (page: Page) => page.getByRole('button', { name: /^(?:Składam zamówienie|Zamawiam i płacę)$/ }).click();

async function orderCodes(platformURL: string, email: string): Promise<string[]> {
  const login = await fetch(`${platformURL}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const response = await fetch(`${platformURL}/orders?search=${encodeURIComponent(email)}&limit=50`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { code: string }[] }).data.map((order) => order.code);
}

async function placedCode(page: Page): Promise<string> {
  await page.waitForURL(THANK_YOU);
  return THANK_YOU.exec(page.url())![1]!;
}

test.describe('checkout in several tabs', () => {
  test('a second tab on the same cart places no second order: it shows the order the first tab placed; a changed cart is a new attempt', async ({
    page: first,
    stack,
  }) => {
    const email = uniqueEmail('tabs-follow');
    await addToCart(first, WATERING_CAN);
    const second = await first.context().newPage();
    await fillCheckout(first, email);
    await fillCheckout(second, email);

    await submit(first);
    const code = await placedCode(first);
    // The first tab emptied the cart: the second follows to that order's thank-you page, not to the cart.
    expect(await placedCode(second)).toBe(code);
    await expect(second.getByRole('heading', { level: 1 })).toContainText(code);
    expect(await orderCodes(stack.platformURL, email)).toEqual([code]);

    // After the order the shopper changes the cart (another product): a fresh attempt, a second order.
    await addToCart(second, ENAMEL_MUG);
    await fillCheckout(second, email);
    await submit(second);
    const next = await placedCode(second);
    expect(next).not.toBe(code);
    expect((await orderCodes(stack.platformURL, email)).sort()).toEqual([code, next].sort());
  });

  test('submitted in the first tab, then in the second before the first got its answer: one order, both tabs on it', async ({ page: first, stack }) => {
    const email = uniqueEmail('tabs-submit');
    await addToCart(first, WATERING_CAN);
    const second = await first.context().newPage();
    await fillCheckout(first, email);
    await fillCheckout(second, email);

    // The first tab's placement reaches the server, but its answer is held back (a slow network): the
    // order exists, the first tab does not know it yet and the cart is still full in both tabs.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const placedOnServer = new Promise<void>((resolve) => (reached = resolve));
    await first.route('**/_actions/placeOrder**', async (route) => {
      const response = await route.fetch();
      reached();
      await held;
      await route.fulfill({ response });
    });
    const keys: string[] = [];
    for (const tab of [first, second]) {
      tab.on('request', (request) => {
        if (request.url().includes('/_actions/placeOrder')) keys.push((JSON.parse(request.postData() ?? '{}') as { attemptKey?: string }).attemptKey ?? '');
      });
    }
    await submit(first);
    await placedOnServer;
    expect(await orderCodes(stack.platformURL, email)).toHaveLength(1);

    await submit(second);
    const code = await placedCode(second);
    release();
    expect(await placedCode(first)).toBe(code);
    // Both tabs sent the same attempt; the platform holds one order.
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await orderCodes(stack.platformURL, email)).toEqual([code]);
    await expect(second.getByRole('heading', { level: 1 })).toContainText(code);
  });

  test('paid online: the second tab of a placed attempt gets the order’s thank-you page, never its payment started again', async ({ page: first, stack }) => {
    const email = uniqueEmail('tabs-online');
    await addToCart(first, WATERING_CAN);
    const second = await first.context().newPage();
    await fillCheckout(first, email, 'online');
    await fillCheckout(second, email, 'online');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const placedOnServer = new Promise<void>((resolve) => (reached = resolve));
    await first.route('**/_actions/placeOrder**', async (route) => {
      const response = await route.fetch();
      reached();
      await held;
      await route.fulfill({ response });
    });
    const gatewayVisits: string[] = [];
    second.on('request', (request) => {
      if (request.url().includes('/gateway/')) gatewayVisits.push(request.url());
    });
    await submit(first);
    await placedOnServer;
    await submit(second);
    const code = await placedCode(second);
    // The second tab's answer is the order's thank-you page (the payment the first request started is
    // pending there), not the gateway again; the first tab waits for its own answer: the gateway.
    expect(gatewayVisits).toEqual([]);
    await expect(second.locator('[data-order-placed]')).toHaveAttribute('data-order-placed', code);
    expect(first.url()).toMatch(/\/checkout$/);
    release();
    await first.waitForURL(/\/gateway\//);
    expect(await orderCodes(stack.platformURL, email)).toEqual([code]);
  });
});

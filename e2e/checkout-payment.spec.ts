// Paying an existing order and reading its state, in Polish and English: an online payment that fails
// and is paid again from /pay/{code} (keyboard only), an already-paid, an unpayable and an unknown order,
// the traditional transfer's page with the shop's bank details, the status page, and a gateway payment
// abandoned by the shopper (the thank-you page checks again, then links to the status page). Orders are
// made through the platform's API (faster than the checkout, which e2e/checkout.spec.ts covers).
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { axeViolations, platformApi, registerCustomer, signInByForm, uniqueEmail } from './support/shopper';

const WATERING_CAN = 'konewka-metalowa'; // 89 zł, physical; courier 14,99 zł
const ADDRESS = { name: 'Jan Nowak', address: 'ul. Polna 3', city: 'Gdańsk', zip: '80-001', country: 'PL', phone: '+48600100200' };
const ADMIN = { email: 'admin@example.com', password: 'demo-admin-password-2026' };

type Locale = 'pl' | 'en';
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');
const T = {
  pl: {
    card: /^Karta lub BLIK/,
    transfer: /^Przelew tradycyjny/,
    pay: 'Zapłać',
    payAgain: 'Zapłać ponownie',
    payNow: 'Zapłać za zamówienie',
    paid: /^Dziękujemy! Zamówienie [A-Z0-9]+ jest opłacone\.$/,
    failed: /^Płatność za zamówienie [A-Z0-9]+ nie powiodła się\.$/,
    pending: /Płatność nie została jeszcze potwierdzona\.$/,
    alreadyPaid: 'Zamówienie jest już opłacone',
    notPayable: 'Tego zamówienia nie można opłacić',
    notFound: 'Nie ma zamówienia o tym kodzie.',
    statusLink: 'Status zamówienia',
    unpaid: 'nieopłacone',
    paidLabel: 'opłacone',
    transferDetails: 'Zobacz dane do przelewu',
    title: (code: string) => `Zamówienie ${code}`,
    transferPending: 'nieopłacone, czeka na Twój przelew',
  },
  en: {
    card: /^Card or BLIK/,
    transfer: /^Traditional bank transfer/,
    pay: 'Pay',
    payAgain: 'Pay again',
    payNow: 'Pay for the order',
    paid: /^Thank you! Order [A-Z0-9]+ is paid\.$/,
    failed: /^The payment for order [A-Z0-9]+ failed\.$/,
    pending: /The payment has not been confirmed yet\.$/,
    alreadyPaid: 'Order already paid',
    notPayable: 'Order is not payable',
    notFound: 'There is no order with this code.',
    statusLink: 'Order status',
    unpaid: 'unpaid',
    paidLabel: 'paid',
    transferDetails: 'See the bank transfer details',
    title: (code: string) => `Order ${code}`,
    transferPending: 'unpaid, waiting for your bank transfer',
  },
} as const;

/** A new unpaid order placed through the platform's API (as a guest); 'courier' is paid online or by transfer, 'cod' on delivery. */
async function placeOrder(
  platformURL: string,
  shipping: 'courier' | 'cod' = 'courier',
  customer?: { email: string; token: string },
  payment?: 'bank-transfer',
): Promise<string> {
  const call = platformApi(platformURL);
  const product = await call<{ id: string }>('GET', `/products/${WATERING_CAN}`);
  const channel = await call<{ id: string }>('GET', '/sales-channels/pl');
  const methods = await call<{ id: string; name: string; payment_methods: { id: string; alias: string }[] }[]>('GET', '/shipping-methods');
  const method = methods.find((m) => (shipping === 'cod' ? m.name.startsWith('Kurier — płatność') : m.name === 'Kurier'))!;
  const chosen = payment ? method.payment_methods.find((m) => m.alias === payment)!.id : undefined;
  const order = await call<{ code: string }>(
    'POST',
    '/orders',
    {
      email: customer?.email ?? uniqueEmail('pay'),
      items: [{ product_id: product.id, quantity: 1 }],
      shipping_method_id: method.id,
      shipping_place: ADDRESS,
      billing_address: ADDRESS,
      currency: 'PLN',
      sales_channel_id: channel.id,
      coupons: [],
      sales_ids: [],
      ...(chosen ? { payment_method_id: chosen } : {}),
    },
    customer?.token,
  );
  return order.code;
}

/** The order's id by its code (the staff's list, searched by code). */
async function orderId(platformURL: string, code: string): Promise<string> {
  const call = platformApi(platformURL);
  const token = (await call<{ token: string }>('POST', '/login', ADMIN)).token;
  const orders = await call<{ id: string; code: string }[]>('GET', `/orders?search=${code}`, undefined, token);
  return orders.find((o) => o.code === code)!.id;
}

/** Presses Tab until the element has the focus (keyboard only). */
async function tabTo(page: Page, selector: string) {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    if (
      await page
        .locator(selector)
        .first()
        .evaluate((element) => element === document.activeElement)
    )
      return;
  }
  throw new Error(`${selector} never got the focus`);
}

async function gateway(page: Page, result: 'success' | 'failure' | 'abandon') {
  await page.waitForURL(/\/gateway\//);
  const name = { success: /Pay — success/, failure: /Decline — failure/, abandon: /Leave without paying/ }[result];
  await page.getByRole('button', { name }).click();
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test.describe('paying an order by its code', () => {
  test('paying an older order later keeps the cart built since: only placing an order empties it', async ({ page, stack }) => {
    const code = await placeOrder(stack.platformURL);
    await page.goto(`/product/${WATERING_CAN}`);
    const add = page.getByRole('button', { name: /^Dodaj do koszyka$/ });
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.locator('.add-to-cart__status--added')).toBeVisible();
    const lines = () => page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '{}') as { items?: unknown[] }).items?.length ?? 0);
    expect(await lines()).toBe(1);

    await page.goto(`/pay/${code}`);
    await page.getByRole('radio', { name: T.pl.card }).check();
    await page.getByRole('button', { name: T.pl.pay, exact: true }).click();
    await gateway(page, 'success');
    await page.waitForURL(/\/checkout\/thank-you\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.pl.paid);
    await page.reload(); // every later view of the page too
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.pl.paid);
    expect(await lines()).toBe(1);
  });

  for (const locale of ['pl', 'en'] as const) {
    test(`a failed online payment is paid again from /pay/{code} by keyboard alone (${locale})`, async ({ page, stack }) => {
      const text = T[locale];
      const code = await placeOrder(stack.platformURL);
      await page.goto(`${prefix(locale)}/pay/${code}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(code);
      await expect(page.locator('[data-pay-amount]')).toHaveText(/103[,.]99/);
      await expectNoAxeViolations(page);
      await page.getByRole('radio', { name: text.card }).check();
      await page.getByRole('button', { name: text.pay, exact: true }).click();
      await gateway(page, 'failure');

      await page.waitForURL(/\/checkout\/thank-you\?/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.failed);
      await expectNoAxeViolations(page);
      // Paying again, keyboard only: the link, the method, the button.
      await page.locator('body').focus();
      await tabTo(page, '[data-pay-again]');
      await expect(page.locator('[data-pay-again]')).toHaveText(text.payAgain);
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`${prefix(locale)}/pay/${code}$`));
      await tabTo(page, 'input[name="paymentMethodId"]:checked');
      // The card is the first method and checked by default.
      await expect(page.getByRole('radio', { name: text.card })).toBeChecked();
      await tabTo(page, '[data-pay-submit]');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/gateway\//);
      await tabTo(page, 'button[value="success"]');
      await page.keyboard.press('Enter');

      await page.waitForURL(/\/checkout\/thank-you\?/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.paid);
      await expect(page.locator('[data-pay-again]')).toHaveCount(0);
      await expectNoAxeViolations(page);

      // Paid: the pay page refuses (409) and the status page says paid, without a pay link.
      const again = await page.goto(`${prefix(locale)}/pay/${code}`);
      expect(again?.status()).toBe(409);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.alreadyPaid);
      await expect(page.getByRole('radio')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.goto(`${prefix(locale)}/status/${code}`);
      await expect(page.locator('[data-payment]')).toHaveText(text.paidLabel);
      await expect(page.locator('[data-pay-link]')).toHaveCount(0);
    });
  }

  test('an unpayable order (payment on delivery) is a 422 page; an unknown code a 404 on every page (en)', async ({ page, stack }) => {
    const code = await placeOrder(stack.platformURL, 'cod');
    // An order is labelled paid or unpaid, one paid on delivery too.
    await page.goto(`/status/${code}`);
    await expect(page.locator('[data-payment]')).toHaveText('nieopłacone, płatność przy odbiorze');
    await page.goto(`/en/status/${code}`);
    await expect(page.locator('[data-payment]')).toHaveText('unpaid, to be paid on delivery');
    const refused = await page.goto(`/en/pay/${code}`);
    expect(refused?.status()).toBe(422);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.en.notPayable);
    await expectNoAxeViolations(page);
    for (const path of ['/en/pay/NOSUCH9', '/en/status/NOSUCH9', '/en/status/NOSUCH9/traditional-payment', '/pay/NOSUCH9']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(path.startsWith('/en') ? T.en.notFound : T.pl.notFound);
    }
    await expectNoAxeViolations(page);
  });

  test('a method the order does not offer is refused with its message and the form kept (en, 422)', async ({ page, stack }) => {
    const code = await placeOrder(stack.platformURL);
    const response = await page.request.post(`/en/pay/${code}`, { form: { paymentMethodId: 'not-a-method' }, headers: { origin: stack.baseURL } });
    expect(response.status()).toBe(422);
    const html = await response.text();
    expect(html).toContain('This payment method is not available for this order');
    expect(html).toContain('name="paymentMethodId"');
  });

  test('a paid order posted to again is refused with “Order already paid” (en, no JavaScript needed)', async ({ page, stack }) => {
    const code = await placeOrder(stack.platformURL);
    await page.goto(`/en/pay/${code}`);
    const methodId = await page.getByRole('radio', { name: T.en.card }).getAttribute('value');
    // Paid meanwhile (e.g. in another tab): the platform's gateway takes the money.
    const call = platformApi(stack.platformURL);
    const started = await call<{ redirect_url: string }>('POST', `/orders/${code}/pay/id:${methodId}`, {
      continue_url: `${stack.baseURL}/en/checkout/thank-you?code=${code}&t=default`,
    });
    await fetch(started.redirect_url, { method: 'POST', body: new URLSearchParams({ result: 'success' }), redirect: 'manual' });
    await page.getByRole('button', { name: T.en.pay, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.en.alreadyPaid);
    const status = await page.request.get(`/en/pay/${code}`);
    expect(status.status()).toBe(409);
  });
});

test.describe('paying without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the pay form, the gateway and the thank-you page work as plain pages (pl)', async ({ page, stack }) => {
    const code = await placeOrder(stack.platformURL);
    await page.goto(`/pay/${code}`);
    await page.getByRole('button', { name: T.pl.pay, exact: true }).click();
    await gateway(page, 'success');
    await page.waitForURL(/\/checkout\/thank-you\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.pl.paid);
  });
});

test.describe('traditional transfer and order status', () => {
  for (const locale of ['pl', 'en'] as const) {
    test(`choosing the traditional transfer shows the shop’s bank details with the order code (${locale})`, async ({ page, stack }) => {
      const text = T[locale];
      const call = platformApi(stack.platformURL);
      const token = (await call<{ token: string }>('POST', '/login', ADMIN)).token;
      const setting = await call<{ value: string }>('GET', '/settings/allow_traditional_transfer', undefined, token);
      // The demo shop allows it; a shop that does not would offer no transfer at all.
      expect(setting.value).toBe('1');
      const code = await placeOrder(stack.platformURL);
      await page.goto(`${prefix(locale)}/pay/${code}`);
      await page.getByRole('radio', { name: text.transfer }).check();
      await page.getByRole('button', { name: text.pay, exact: true }).click();
      await page.waitForURL(new RegExp(`${prefix(locale)}/status/${code}/traditional-payment$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(code);
      await expect(page.locator('[data-transfer-recipient]')).toContainText('Sklep Demo');
      await expect(page.locator('[data-transfer-account]')).toHaveText('PL61 1090 1014 0000 0712 1981 2874');
      await expect(page.locator('[data-transfer-amount]')).toHaveText(/103[,.]99/);
      await expect(page.locator('[data-transfer-title]')).toHaveText(text.title(code));
      await expect(page.locator('[data-payment]')).toHaveText(text.unpaid);
      await expectNoAxeViolations(page);
      // Choosing the transfer marked nothing paid: the platform has no payment for the order.
      expect(await call<{ paid: boolean; payments: unknown[] }>('GET', `/orders/id:${await orderId(stack.platformURL, code)}`, undefined, token)).toMatchObject(
        { paid: false, payments: [] },
      );
    });

    test(`an order placed with the bank transfer: the status and thank-you pages show it unpaid with the transfer details (${locale})`, async ({
      page,
      stack,
    }) => {
      const text = T[locale];
      const code = await placeOrder(stack.platformURL, 'courier', undefined, 'bank-transfer');
      await page.goto(`${prefix(locale)}/status/${code}`);
      await expect(page.locator('[data-payment]')).toHaveText(text.transferPending);
      await expect(page.locator('[data-transfer-account]')).toHaveText('PL61 1090 1014 0000 0712 1981 2874');
      await expect(page.locator('[data-transfer-amount]')).toHaveText(/103[,.]99/);
      await expect(page.locator('[data-transfer-link]')).toHaveText(text.transferDetails);
      await expect(page.locator('[data-pay-link]')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.goto(`${prefix(locale)}/checkout/thank-you?code=${code}&t=default&pay=transfer`);
      await expect(page.locator('[data-payment]')).toHaveText(text.transferPending);
      await expect(page.locator('[data-transfer-title]')).toHaveText(text.title(code));
      await expect(page.locator('[data-transfer-link]')).toBeVisible();
      await expectNoAxeViolations(page);
      // Staff record the money (pay/offline, payments.offline): the same pages say paid.
      const call = platformApi(stack.platformURL);
      const token = (await call<{ token: string }>('POST', '/login', ADMIN)).token;
      await call('POST', `/orders/${code}/pay/offline`, undefined, token);
      await page.goto(`${prefix(locale)}/status/${code}`);
      await expect(page.locator('[data-payment]')).toHaveText(text.paidLabel);
      await expect(page.locator('[data-transfer-account]')).toHaveCount(0);
    });
  }

  test('the status page of an unpaid order: status, unpaid, delivery, totals and a pay link; no personal data (pl)', async ({ page, stack }) => {
    const code = await placeOrder(stack.platformURL);
    const response = await page.goto(`/status/${code}`);
    // A payment changes under the page: never cached.
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.pl.title(code));
    await expect(page.locator('[data-order-status]')).not.toBeEmpty();
    await expect(page.locator('[data-payment]')).toHaveText(T.pl.unpaid);
    await expect(page.locator('[data-order-shipping]')).toHaveText('Kurier');
    await expect(page.locator('[data-order-total]')).toHaveText(/103,99\s*zł/);
    await expect(page.locator('main')).not.toContainText('Polna');
    await expect(page.locator('main')).not.toContainText('@example.com');
    await expectNoAxeViolations(page);
    await page.locator('[data-pay-link]').click();
    await expect(page).toHaveURL(new RegExp(`/pay/${code}$`));
  });
});

test.describe('the status page of a signed-in shopper’s own order', () => {
  test('lists the products, which the public view does not give (en)', async ({ page, stack }) => {
    const customer = { name: 'Jan Płacący', email: uniqueEmail('status-own'), password: 'status-haslo-2026-x' };
    await registerCustomer(stack.platformURL, customer);
    const { token } = await platformApi(stack.platformURL)<{ token: string }>('POST', '/login', { email: customer.email, password: customer.password });
    const code = await placeOrder(stack.platformURL, 'courier', { email: customer.email, token });
    await page.goto(`/en/status/${code}`);
    await expect(page.locator('[data-status-product]')).toHaveCount(0);
    // Signed in by the login form's plain POST (the form itself is e2e/account-login.spec.ts's).
    expect(await signInByForm(page, customer, { locale: 'en', returnPath: `/en/status/${code}` })).toBe(`/en/status/${code}`);
    await page.goto(`/en/status/${code}`);
    await expect(page.locator('[data-status-product]')).toHaveCount(1);
    await expect(page.locator('[data-status-product]')).toContainText(/Metal watering can|Konewka/);
    await expectNoAxeViolations(page);
  });
});

test.describe('an abandoned gateway payment', () => {
  test('stays pending: the thank-you page checks again a few times, then links to the status page (en)', async ({ page, stack }) => {
    const code = await placeOrder(stack.platformURL);
    await page.goto(`/en/pay/${code}`);
    await page.getByRole('radio', { name: T.en.card }).check();
    await page.getByRole('button', { name: T.en.pay, exact: true }).click();
    // The pending page goes on to its next check by itself after a moment, sooner than a slow machine may
    // take to run axe over it: the first page's re-check timer waits until axe has read the page, then
    // every check runs as the page schedules it.
    await page.addInitScript(() => {
      const schedule = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
        const recheck = document.querySelector<HTMLElement>('[data-recheck]');
        if (!recheck || delay !== Number(recheck.dataset.recheckDelay) || sessionStorage.getItem('e2e-recheck-released'))
          return schedule(handler, delay, ...args);
        addEventListener('e2e-recheck-release', () => schedule(handler, delay, ...args), { once: true });
        return 0;
      }) as typeof window.setTimeout;
    });
    await gateway(page, 'abandon');
    await page.waitForURL(/\/en\/checkout\/thank-you\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.en.pending);
    await expect(page.locator('[data-recheck]')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('check')).toBeNull();
    await expectNoAxeViolations(page);
    await page.evaluate(() => {
      sessionStorage.setItem('e2e-recheck-released', '1');
      dispatchEvent(new Event('e2e-recheck-release'));
    });
    await expect(page.locator('[data-recheck-done]')).toBeVisible({ timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('check')).toBe('4');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: T.en.statusLink }).click();
    await expect(page).toHaveURL(new RegExp(`/en/status/${code}$`));
    await expect(page.locator('[data-payment]')).toHaveText('unpaid, the payment is waiting for confirmation');
    // The payment never finished: the order can still be paid.
    await expect(page.locator('[data-pay-link]')).toHaveText(T.en.payNow);
  });
});

test.describe('JavaScript of the payment pages', () => {
  test('pay, status, transfer and thank-you pages load the shell script only, no React', async ({ browser, stack }) => {
    const code = await placeOrder(stack.platformURL);
    const paths = [`/pay/${code}`, `/status/${code}`, `/status/${code}/traditional-payment`, `/checkout/thank-you?code=${code}&t=default`];
    for (const path of paths) {
      const context = await browser.newContext({ baseURL: stack.baseURL });
      const page = await context.newPage();
      const scripts: { url: string; size: Promise<number> }[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script') scripts.push({ url: request.url(), size: request.sizes().then((sizes) => sizes.responseBodySize) });
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const external = (await Promise.all(scripts.map((script) => script.size))).reduce((sum, size) => sum + size, 0);
      const inline = await page.evaluate(() =>
        [...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')].map((script) => script.textContent ?? '').join('\n'),
      );
      const total = external + gzipSync(inline).length;
      console.log(`${path.split('?')[0]} JS: ${(total / 1024).toFixed(1)} KB (${scripts.length} files)`);
      expect(scripts.map((script) => script.url).join(' ')).not.toMatch(/react|client\.[^/]*\.js/i);
      expect(total).toBeLessThanOrEqual(16 * 1024);
      await context.close();
    }
  });
});

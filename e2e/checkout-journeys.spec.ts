// Whole journeys through the checkout: an order made impossible through the admin API between the
// checkout's last processing and the placement (the stock gone, the purchase limit reached) refused with
// the platform's message (docs/rules.md#error-shape), the form kept and no order placed; and the whole purchase, from the product page to
// the thank-you page, by keyboard alone.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { axeViolations, isCartProcessing, platformApi, registerCustomer, signInByForm, uniqueEmail } from './support/shopper';

const ADMIN = { email: 'admin@example.com', password: 'demo-admin-password-2026' };
const TOMATO_SEEDS = 'nasiona-pomidora-malinowego'; // 12,99 zł, at most 2 per customer
const HOODIE = 'bluza-z-kapturem'; // 189 zł, size S/M/L/XL

type Locale = 'pl' | 'en';
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');
const T = {
  pl: {
    add: /^Dodaj do koszyka$/,
    email: 'E-mail',
    courierCod: /^Kurier — płatność przy odbiorze/,
    statute: /^Akceptuję regulamin/,
    placeCod: /^Składam zamówienie$/,
    notEnoughItems: 'Niektórych produktów nie ma już w wybranej ilości. Zmień ilość w koszyku.',
    purchaseLimit: 'Osiągnięto limit zakupu produktu z koszyka. Zmniejsz jego ilość.',
  },
  en: {
    add: /^Add to cart$/,
    email: 'E-mail',
    courierCod: /^Courier — cash on delivery/,
    statute: /^I accept the shop’s terms/,
    placeCod: /^Place the order$/,
    notEnoughItems: 'Some products are not available in the quantity you chose any more. Please change the quantity in the cart.',
    purchaseLimit: 'You have reached the purchase limit of a product in your cart. Please lower its quantity.',
  },
} as const;

const TYPED = { name: 'Jan Nowak', address: 'ul. Polna 3', zip: '80-001', city: 'Gdańsk', phone: '+48600100200', comment: 'Proszę dzwonić przed dostawą.' };

async function adminToken(platformURL: string): Promise<string> {
  return (await platformApi(platformURL)<{ token: string }>('POST', '/login', ADMIN)).token;
}

/** The orders of an e-mail address, counted through the platform's admin API. */
async function adminOrders(platformURL: string, email: string): Promise<{ code: string; paid: boolean }[]> {
  return platformApi(platformURL)<{ code: string; paid: boolean }[]>(
    'GET',
    `/orders?search=${encodeURIComponent(email)}&limit=50`,
    undefined,
    await adminToken(platformURL),
  );
}

async function addToCart(page: Page, slug: string, locale: Locale) {
  await page.goto(`${prefix(locale)}/product/${slug}`);
  const button = page.getByRole('button', { name: T[locale].add });
  await expect(button).toBeEnabled();
  const processed = page.waitForResponse((response) => isCartProcessing(response.request()));
  await button.click();
  await processed;
}

/** The checkout filled in for a courier paid on delivery, the statute accepted and a comment. */
async function fillCheckout(page: Page, locale: Locale, email: string) {
  await page.goto(`${prefix(locale)}/checkout`);
  await expect(page.locator('[data-checkout-ready]')).toBeVisible();
  await page.getByRole('textbox', { name: T[locale].email }).fill(email);
  await page.getByRole('radio', { name: T[locale].courierCod }).check();
  for (const [field, value] of Object.entries(TYPED)) if (field !== 'comment') await page.locator(`#shipping-${field}`).fill(value);
  await page.getByRole('checkbox', { name: T[locale].statute }).check();
  await page.locator('#checkout-comment').fill(TYPED.comment);
}

/** Everything typed is still there after a refusal. */
async function expectFormKept(page: Page, locale: Locale, email: string) {
  await expect(page.getByRole('textbox', { name: T[locale].email })).toHaveValue(email);
  await expect(page.getByRole('radio', { name: T[locale].courierCod })).toBeChecked();
  for (const [field, value] of Object.entries(TYPED)) if (field !== 'comment') await expect(page.locator(`#shipping-${field}`)).toHaveValue(value);
  await expect(page.getByRole('checkbox', { name: T[locale].statute })).toBeChecked();
  await expect(page.locator('#checkout-comment')).toHaveValue(TYPED.comment);
  await expect(page.getByRole('button', { name: T[locale].placeCod })).toBeEnabled();
}

test.describe('an order made impossible through the admin API', () => {
  for (const locale of ['pl', 'en'] as const) {
    test(`the stock gone after the checkout was processed: the platform's "not enough items" message, the form kept, no order (${locale})`, async ({
      page,
      stack,
    }) => {
      const token = await adminToken(stack.platformURL);
      const admin = platformApi(stack.platformURL);
      // A product of this test's own, so no other test's stock changes.
      const slug = `doniczka-${locale}-${Date.now()}`;
      const product = await admin<{ id: string }>(
        'POST',
        '/products',
        { slug, name: `Doniczka ${slug}`, public: true, shipping_digital: false, quantity: 3, prices_base: [{ value: '40.00', currency: 'PLN' }] },
        token,
      );
      try {
        const email = uniqueEmail(`journey-stock-${locale}`);
        await addToCart(page, slug, locale);
        await fillCheckout(page, locale, email);
        await expect(page.locator('[data-summary="total"]')).toHaveText(/59[,.]99/);

        await admin('PATCH', `/products/id:${product.id}`, { quantity: 0 }, token);
        await page.getByRole('button', { name: T[locale].placeCod }).click();
        await expect(page.locator('#checkout-notice')).toHaveText(T[locale].notEnoughItems);
        await expect(page.locator('#checkout-notice')).toBeFocused();
        await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/checkout$`));
        await expectFormKept(page, locale, email);
        expect(await adminOrders(stack.platformURL, email)).toHaveLength(0);
        // A second try is refused the same way: never an order.
        await page.getByRole('button', { name: T[locale].placeCod }).click();
        await expect(page.locator('#checkout-notice')).toHaveText(T[locale].notEnoughItems);
        expect(await adminOrders(stack.platformURL, email)).toHaveLength(0);
      } finally {
        await admin('DELETE', `/products/id:${product.id}`, undefined, token).catch(() => undefined);
      }
    });

    test(`the purchase limit reached by an order placed meanwhile: the platform's purchase limit message, the form kept, no second order (${locale})`, async ({
      page,
      stack,
    }) => {
      const customer = { name: 'Ola Ogrodniczka', email: uniqueEmail(`journey-limit-${locale}`), password: 'limit-haslo-ogrodu-2026' };
      await registerCustomer(stack.platformURL, customer);
      // Signed in by the login form's plain POST (the form itself is e2e/account-login.spec.ts's).
      await page.goto(`${prefix(locale)}/login`);
      expect(await signInByForm(page, customer, { locale })).not.toMatch(/\/login/);

      await addToCart(page, TOMATO_SEEDS, locale);
      await fillCheckout(page, locale, customer.email);
      await expect(page.locator('[data-summary="total"]')).toHaveText(/32[,.]98/);

      // Meanwhile the same customer buys the two packets the limit allows (e.g. in another tab).
      const call = platformApi(stack.platformURL);
      const { token } = await call<{ token: string }>('POST', '/login', { email: customer.email, password: customer.password });
      const seeds = await call<{ id: string }>('GET', `/products/${TOMATO_SEEDS}`);
      const channel = await call<{ id: string }>('GET', '/sales-channels/pl');
      const courier = (await call<{ id: string; name: string }[]>('GET', '/shipping-methods')).find((method) => method.name.startsWith('Kurier — płatność'))!;
      const address = { name: TYPED.name, address: TYPED.address, zip: TYPED.zip, city: TYPED.city, country: 'PL', phone: TYPED.phone };
      await call(
        'POST',
        '/orders',
        {
          email: customer.email,
          items: [{ product_id: seeds.id, quantity: 2 }],
          shipping_method_id: courier.id,
          shipping_place: address,
          billing_address: address,
          currency: 'PLN',
          sales_channel_id: channel.id,
          coupons: [],
          sales_ids: [],
        },
        token,
      );
      expect(await adminOrders(stack.platformURL, customer.email)).toHaveLength(1);

      await page.getByRole('button', { name: T[locale].placeCod }).click();
      await expect(page.locator('#checkout-notice')).toHaveText(T[locale].purchaseLimit);
      await expect(page.locator('#checkout-notice')).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/checkout$`));
      await expectFormKept(page, locale, customer.email);
      expect(await adminOrders(stack.platformURL, customer.email)).toHaveLength(1);
    });
  }
});

/** Presses Tab until the element has the focus (keyboard only). */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < 120; i += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${target.toString()} never got the focus`);
}

/** Tabs into a radio group and moves with the arrow keys to the choice named `label` (arrows check it). */
async function chooseRadio(page: Page, group: string, label: RegExp) {
  await tabTo(page, page.locator(`input[type="radio"][name="${group}"]`).first());
  for (let i = 0; i < 12; i += 1) {
    const focused = page.locator(`input[type="radio"][name="${group}"]:focus`);
    if (await page.getByRole('radio', { name: label }).evaluate((element) => element === document.activeElement)) {
      await page.keyboard.press('Space');
      await expect(page.getByRole('radio', { name: label })).toBeChecked();
      return;
    }
    await expect(focused).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no ${label} in ${group}`);
}

/** Tabs to a text field and types into it. */
async function typeInto(page: Page, target: Locator, value: string) {
  await tabTo(page, target);
  await page.keyboard.type(value);
  await expect(target).toHaveValue(value);
}

test('the whole purchase by keyboard alone: product page, cart, checkout, gateway, thank-you page saying paid (pl)', async ({ page, stack }) => {
  const email = uniqueEmail('journey-keyboard');
  await page.goto(`/product/${HOODIE}`);
  const button = page.getByRole('button', { name: T.pl.add });
  await expect(button).toBeEnabled();

  // The size: the select by Tab, M chosen with the arrow key.
  const size = page.getByRole('combobox', { name: /Rozmiar/ });
  await tabTo(page, size);
  await page.keyboard.press('ArrowDown');
  await expect(size.locator('option:checked')).toHaveText('M');
  await tabTo(page, button);
  const processed = page.waitForResponse((response) => isCartProcessing(response.request()));
  await page.keyboard.press('Enter');
  await processed;

  // Back up to the header's cart link, then on to the checkout.
  await tabTo(page, page.locator('a.cart-count'), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/cart$/);
  const toCheckout = page.locator('a.cart-summary__checkout');
  await expect(toCheckout).toBeVisible();
  await tabTo(page, toCheckout);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/checkout$/);
  await expect(page.locator('[data-checkout-ready]')).toBeVisible();

  await typeInto(page, page.locator('#checkout-email'), email);
  await chooseRadio(page, 'shipping-method', /^Kurier$/);
  await typeInto(page, page.locator('#shipping-name'), TYPED.name);
  await typeInto(page, page.locator('#shipping-address'), TYPED.address);
  await typeInto(page, page.locator('#shipping-zip'), TYPED.zip);
  await typeInto(page, page.locator('#shipping-city'), TYPED.city);
  await typeInto(page, page.locator('#shipping-phone'), TYPED.phone);
  await expect(page.locator('[data-summary="total"]')).toHaveText(/203,99\s*zł/);
  await chooseRadio(page, 'payment-method', /^Karta lub BLIK/);
  await tabTo(page, page.locator('#consent-statute'));
  await page.keyboard.press('Space');
  await expect(page.locator('#consent-statute')).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: /^Zamawiam i płacę$/ }));
  await page.keyboard.press('Enter');

  // The simulated gateway: pay by keyboard.
  await page.waitForURL(/\/gateway\//);
  await tabTo(page, page.locator('button[value="success"]'));
  await page.keyboard.press('Enter');

  await page.waitForURL(/\/checkout\/thank-you\?code=[A-Z0-9]+&t=default$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Dziękujemy! Zamówienie [A-Z0-9]+ jest opłacone\.$/);
  await expect(page.locator('[data-order-total]')).toHaveText(/203,99\s*zł/);
  const orders = await adminOrders(stack.platformURL, email);
  expect(orders).toEqual([expect.objectContaining({ paid: true })]);
  expect(await axeViolations(page)).toEqual([]);
});

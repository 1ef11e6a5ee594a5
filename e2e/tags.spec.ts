// The optional integrations with every id configured, against fake vendor endpoints
// (e2e/support/fake-vendors.ts): nothing before consent, each tag after its consent (the analytics tag,
// the tag manager, the ads conversion and the pixel in Partytown's worker), the queued events replayed
// in order after the analytics delay (docs/rules.md#analytics-queue) with their event fields, consent changes reaching the tags.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { fakeVendors } from './support/fake-vendors';

const IDS = {
  GTM_ID: 'GTM-TEST42',
  ANALYTICS_ID: 'G-TEST42',
  ADS_CONVERSION_ID: 'AW-4242',
  SOCIAL_PIXEL_ID: '424242',
  EMAIL_MARKETING_ID: 'edrone-42',
  PRICE_COMPARISON_SURVEY_ID: 'ceneo-guid-42',
  CALLBACK_WIDGET_ID: 'callpage-42',
  REVIEW_WIDGET_CUSTOMER_ID: '4242',
  REVIEW_WIDGET_POPUP_TOKEN: 'popup-42',
};

// A first visit (no answer to the cookie banner yet) on a storefront with every integration configured.
test.use({ stackEnv: IDS, cookieConsent: null, locale: 'pl-PL' });

const VENDOR_HOSTS = /googletagmanager|google-analytics|facebook|cloudfront|edrone|ceneo|callpage|ekomi/;
/** Accepts every flag on the banner and waits until the choice is saved (the save's code loads on the click). */
async function acceptAll(page: Page) {
  const banner = page.getByRole('region', { name: 'Pliki cookie w tym sklepie' });
  await banner.getByRole('button', { name: 'Akceptuję wszystkie' }).click();
  await expect(banner).toBeHidden();
}

test('before consent: no tag, no vendor request, no tracking cookie, no Partytown; the CSP allows the configured vendors', async ({ page, context }) => {
  const vendors = await fakeVendors(context);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const response = await page.goto('/product/konewka-metalowa');
  const csp = response!.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
  expect(csp).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/);
  expect(csp).toMatch(/img-src [^;]*https:\/\/www\.facebook\.com/);
  expect(csp).not.toContain("'unsafe-inline'");
  await page.waitForTimeout(4000); // past the 3-second analytics delay
  expect(vendors.hits).toEqual([]);
  expect(requests.filter((url) => VENDOR_HOSTS.test(url) || url.includes('/~partytown/'))).toEqual([]);
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([]);
  expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe('undefined');
});

test('after consent every tag loads, the worker tags in Partytown, and the queued events arrive in order with their event fields', async ({
  page,
  context,
}) => {
  const vendors = await fakeVendors(context);
  await page.goto('/');
  await acceptAll(page);
  await page.goto('/product/konewka-metalowa');
  const add = page.getByRole('button', { name: /^Dodaj do koszyka$/ });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.locator('.add-to-cart__status--added')).toBeVisible();

  // The analytics tag: in Partytown's worker, consent first, then config, then the page's events in order.
  await expect
    .poll(
      () =>
        vendors
          .of('analytics')
          .map((hit) => (hit.body as unknown[])[1])
          .filter((name) => name === 'view_item' || name === 'add_to_cart'),
      { timeout: 20_000 },
    )
    .toEqual(['view_item', 'add_to_cart']);
  expect(vendors.of('gtag.js')).toHaveLength(1);
  expect(vendors.of('gtag.js')[0]!.loadedAs).toBe('fetch');
  expect(await page.locator('script[src*="googletagmanager"]:not([type])').count()).toBe(0);
  const calls = vendors.of('analytics').map((hit) => hit.body as unknown[]);
  expect(calls[0]).toEqual([
    'consent',
    'default',
    { functionality_storage: 'granted', analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
  ]);
  expect(calls.filter((call) => call[0] === 'config').map((call) => call[1])).toEqual(['G-TEST42', 'AW-4242']);
  const viewItem = calls.find((call) => call[1] === 'view_item')![2] as {
    currency: string;
    items: { item_id: string; item_name: string; affiliation: string; quantity: number }[];
  };
  expect(viewItem.currency).toBe('PLN');
  expect(viewItem.items[0]).toMatchObject({ item_name: 'Konewka metalowa', affiliation: 'website', quantity: 1 });

  // The tag manager (worker) and the pixel (worker) take theirs; the main-thread vendors load.
  await expect
    .poll(() =>
      vendors
        .of('tag manager')
        .map((hit) => (hit.body as { event?: string }).event)
        .filter(Boolean),
    )
    .toEqual(expect.arrayContaining(['gtm.js', 'view_item', 'add_to_cart']));
  expect(vendors.of('gtm.js')[0]!.loadedAs).toBe('fetch');
  await expect
    .poll(() => vendors.of('pixel').map((hit) => (hit.body as unknown[]).slice(0, 2).join(' ')))
    .toEqual(expect.arrayContaining(['init 424242', 'track PageView', 'track AddToCart']));
  expect(vendors.of('fbevents.js')[0]!.loadedAs).toBe('fetch');
  await expect
    .poll(() => vendors.of('email marketing').map((hit) => (hit.body as { action_type: string }).action_type))
    .toEqual(expect.arrayContaining(['product_view', 'add_to_cart']));
  await expect(page.locator('html')).toHaveAttribute('data-vendor-callpage', 'loaded');
  await expect(page.locator('html')).toHaveAttribute('data-vendor-ekomi', 'loaded');
  expect(vendors.of('edrone.js')[0]!.loadedAs).toBe('script');
});

test('choosing a product option and adding to the wishlist reach the tag manager (customizeProduct, addToWishlist)', async ({ page, context }) => {
  const vendors = await fakeVendors(context);
  await page.goto('/');
  await acceptAll(page);
  await page.goto('/product/kubek-z-personalizacja');
  await expect(page.getByRole('button', { name: /^Dodaj do koszyka$/ })).toBeEnabled();
  await page.getByLabel(/^Pojemność/).selectOption({ index: 1 });
  await page.getByLabel(/^Tekst graweru/).fill('Dla Ani'); // typing is one choice, not one event per key
  await page.locator('button[data-wishlist-heart]').first().click();
  const managerEvents = () =>
    vendors.of('tag manager').map((hit) => hit.body as { event?: string; ecommerce?: { items?: { item_name?: string; item_id?: string }[] } });
  await expect
    .poll(
      () =>
        managerEvents()
          .map((entry) => entry.event)
          .filter((name) => name === 'customize_product' || name === 'add_to_wishlist'),
      { timeout: 20_000 },
    )
    .toEqual(expect.arrayContaining(['customize_product', 'add_to_wishlist']));
  const customized = managerEvents().filter((entry) => entry.event === 'customize_product');
  expect(customized.length).toBeLessThanOrEqual(2);
  expect(customized.at(-1)!.ecommerce!.items![0]!.item_name).toMatch(/Kubek z personalizacją/);
  expect(managerEvents().find((entry) => entry.event === 'add_to_wishlist')!.ecommerce!.items![0]!.item_id).toMatch(/.+/);
});

test('only the consented flags load their tags, and a later change reaches the analytics consent', async ({ page, context }) => {
  const vendors = await fakeVendors(context);
  await page.goto('/');
  await page.getByRole('region', { name: 'Pliki cookie w tym sklepie' }).getByRole('button', { name: 'Wybieram' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ustawienia cookie' });
  await dialog.getByRole('checkbox', { name: 'Analityczne' }).check();
  await dialog.getByRole('button', { name: 'Zapisz mój wybór' }).click();
  await expect.poll(() => vendors.of('analytics').length, { timeout: 20_000 }).toBeGreaterThan(0);
  const first = vendors.of('analytics')[0]!.body as unknown[];
  expect(first).toEqual([
    'consent',
    'default',
    { functionality_storage: 'denied', analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
  ]);
  // Only the analytics-consent tags: no pixel, no email marketing, no widgets.
  expect(vendors.of('fbevents.js')).toEqual([]);
  expect(vendors.of('edrone.js')).toEqual([]);
  expect(vendors.of('callpage.js')).toEqual([]);
  expect(vendors.of('gtag.js')[0]!.url).toContain('id=G-TEST42');

  await page.getByRole('contentinfo').getByRole('button', { name: 'Ustawienia cookie' }).click();
  await dialog.getByRole('checkbox', { name: 'Marketingowe' }).check();
  await dialog.getByRole('button', { name: 'Zapisz mój wybór' }).click();
  await expect
    .poll(() =>
      vendors
        .of('analytics')
        .some(
          (hit) =>
            JSON.stringify(hit.body) ===
            JSON.stringify([
              'consent',
              'update',
              { functionality_storage: 'denied', analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
            ]),
        ),
    )
    .toBe(true);
  await expect.poll(() => vendors.of('fbevents.js').length).toBe(1);
});

test('a review widget that does not load says so in the console', async ({ page, context }) => {
  await fakeVendors(context, { failReviewWidget: true });
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/');
  await acceptAll(page);
  await expect.poll(() => messages.includes('Review widget is not loaded'), { timeout: 20_000 }).toBe(true);
});

test('a purchase: the checkout steps, then the purchase once per order to every tag that takes it', async ({ page, context }) => {
  const vendors = await fakeVendors(context);
  await page.goto('/');
  await acceptAll(page);
  await page.goto('/product/konewka-metalowa');
  const add = page.getByRole('button', { name: /^Dodaj do koszyka$/ });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.locator('.add-to-cart__status--added')).toBeVisible();

  await page.goto('/checkout');
  await expect(page.locator('[data-checkout-ready]')).toBeVisible();
  const email = `tags-${Date.now()}@example.com`;
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('radio', { name: /^Kurier — płatność przy odbiorze/ }).check();
  for (const [field, value] of Object.entries({ name: 'Jan Nowak', address: 'ul. Polna 3', zip: '80-001', city: 'Gdańsk', phone: '+48600100200' }))
    await page.locator(`#shipping-${field}`).fill(value);
  await page.getByRole('checkbox', { name: /^Akceptuję regulamin/ }).check();
  await page.getByRole('checkbox', { name: /ankiety o zakupie/ }).check();
  await page.getByRole('button', { name: /^Składam zamówienie$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/thank-you\?code=/);
  const code = new URL(page.url()).searchParams.get('code')!;

  const gtag = () => vendors.of('analytics').map((hit) => hit.body as unknown[]);
  await expect
    .poll(
      () =>
        gtag()
          .filter((call) => call[0] === 'event')
          .map((call) => call[1]),
      { timeout: 20_000 },
    )
    .toEqual(expect.arrayContaining(['begin_checkout', 'add_shipping_info', 'purchase', 'conversion']));
  const purchase = gtag().find((call) => call[1] === 'purchase')![2] as {
    transaction_id: string;
    value: number;
    tax: number;
    currency: string;
    affiliation: string;
    items: { item_name: string }[];
  };
  expect(purchase).toMatchObject({ transaction_id: code, currency: 'PLN', affiliation: 'website' });
  expect(purchase.tax).toBe(Math.round(purchase.value * 0.23 * 100) / 100);
  expect(purchase.items[0]!.item_name).toBe('Konewka metalowa');
  expect(gtag().find((call) => call[1] === 'conversion')![2]).toEqual({ send_to: 'AW-4242', value: purchase.value, currency: 'PLN', transaction_id: code });
  await expect
    .poll(() => vendors.of('pixel').map((hit) => (hit.body as unknown[]).slice(0, 2).join(' ')))
    .toEqual(expect.arrayContaining(['track InitiateCheckout', 'track Purchase']));
  await expect
    .poll(() => vendors.of('price comparison').map((hit) => hit.body))
    .toEqual([['transaction', expect.objectContaining({ client_email: email, order_id: code, amount: purchase.value })]]);
  await expect.poll(() => vendors.of('email marketing').some((hit) => (hit.body as { action_type: string; order_id?: string }).order_id === code)).toBe(true);

  // The thank-you page again (a reload, the Back button): the purchase is not sent a second time.
  const purchases = () => gtag().filter((call) => call[1] === 'purchase').length;
  await page.reload();
  await page.waitForTimeout(4500);
  expect(purchases()).toBe(1);
});

test('sign-up and sign-in send their events with the method email', async ({ page, context }) => {
  const vendors = await fakeVendors(context);
  await page.goto('/');
  await acceptAll(page);
  const email = `tags-signup-${Date.now()}@example.com`;
  await page.goto('/register');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill('bardzo-dlugie-haslo-2026');
  await page.getByLabel('Powtórz hasło', { exact: true }).fill('bardzo-dlugie-haslo-2026');
  await page.getByLabel('Imię', { exact: true }).fill('Anna');
  await page.getByLabel('Nazwisko', { exact: true }).fill('Testowa');
  await page.getByRole('checkbox', { name: 'Akceptuję regulamin sklepu' }).check();
  await page.getByRole('main').getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect
    .poll(
      () =>
        vendors
          .of('analytics')
          .map((hit) => hit.body as unknown[])
          .filter((call) => call[0] === 'event')
          .map((call) => [call[1], call[2]]),
      { timeout: 20_000 },
    )
    .toContainEqual(['sign_up', { method: 'email' }]);
});

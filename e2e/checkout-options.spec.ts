// Checkout options: a mixed cart (both methods), a signed-in shopper with a saved address
// (and saving a new one), a guest creating an account with the order, the survey consent asked only
// with its configuration; axe on each new state; in Polish and English. The providers' point pickers
// have their own journeys (e2e/checkout-pickup-points.spec.ts).
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { axeViolations, isCartProcessing, platformApi, registerCustomer, signInByForm, uniqueEmail } from './support/shopper';
import { startStack } from './support/stack';

const ADMIN = { email: 'admin@example.com', password: 'demo-admin-password-2026' };
const WATERING_CAN = 'konewka-metalowa'; // physical, not allowed into a parcel locker
const EBOOK = 'ebook-kuchnia-polska'; // digital

type Locale = 'pl' | 'en';
const T = {
  pl: {
    add: /^Dodaj do koszyka$/,
    statute: /^Akceptuję regulamin/,
    transfer: /^Przelew tradycyjny$/,
    submit: /^Zamawiam i płacę$/,
    placeCod: /^Składam zamówienie$/,
    courierCod: /^Kurier — płatność przy odbiorze/,
    createAccount: 'Załóż konto przy tym zamówieniu',
    shortPassword: 'Hasło musi mieć co najmniej 12 znaków',
  },
  en: {
    add: /^Add to cart$/,
    statute: /^I accept the shop’s terms/,
    transfer: /^Traditional bank transfer$/,
    submit: /^Order and pay$/,
    placeCod: /^Place the order$/,
    courierCod: /^Courier — cash on delivery/,
    createAccount: 'Create an account with this order',
    shortPassword: 'Password must be at least 12 characters long',
  },
} as const;
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');

async function addToCart(page: Page, slug: string, locale: Locale) {
  await page.goto(`${prefix(locale)}/product/${slug}`);
  const button = page.getByRole('button', { name: T[locale].add });
  await expect(button).toBeEnabled();
  const processed = page.waitForResponse((response) => isCartProcessing(response.request()));
  await button.click();
  await processed;
}

async function openCheckout(page: Page, locale: Locale) {
  await page.goto(`${prefix(locale)}/checkout`);
  await expect(page.locator('[data-checkout-ready]')).toBeVisible();
}

async function adminToken(platformURL: string): Promise<string> {
  return (await platformApi(platformURL)<{ token: string }>('POST', '/login', ADMIN)).token;
}

/** The one order of an e-mail address, in full, through the platform's admin API. */
async function theOrder(platformURL: string, email: string): Promise<Record<string, unknown>> {
  const token = await adminToken(platformURL);
  const call = platformApi(platformURL);
  const orders = await call<{ id: string }[]>('GET', `/orders?search=${encodeURIComponent(email)}&limit=50`, undefined, token);
  expect(orders).toHaveLength(1);
  return call<Record<string, unknown>>('GET', `/orders/id:${orders[0]!.id}`, undefined, token);
}

test.describe('checkout options', () => {
  test('with PRICE_COMPARISON_SURVEY_ID the survey consent is asked and goes into the order metadata (en)', async ({ browser, stack }) => {
    // A second storefront on the same platform, with the survey integration configured.
    const storefront = await startStack({ platformURL: stack.platformURL, env: { PRICE_COMPARISON_SURVEY_ID: 'demo-survey' } });
    const context = await browser.newContext({ baseURL: storefront.baseURL });
    try {
      const page = await context.newPage();
      const email = uniqueEmail('checkout-survey');
      await addToCart(page, WATERING_CAN, 'en');
      await openCheckout(page, 'en');
      await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await page.getByRole('radio', { name: T.en.courierCod }).check();
      await page.locator('#shipping-name').fill('Jan Nowak');
      await page.locator('#shipping-address').fill('ul. Polna 3');
      await page.locator('#shipping-zip').fill('80-001');
      await page.locator('#shipping-city').fill('Gdańsk');
      await page.locator('#shipping-phone').fill('+48600100200');
      await page.getByRole('checkbox', { name: T.en.statute }).check();
      await page.getByRole('checkbox', { name: /price-comparison service/ }).check();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: T.en.placeCod }).click();
      await page.waitForURL(/\/en\/checkout\/thank-you\?code=/);
      expect((await theOrder(stack.platformURL, email)).metadata).toMatchObject({ price_comparison_survey_consent: true });
    } finally {
      await context.close();
      await storefront.stop();
    }
  });

  test('a mixed cart gets a shipping method and the digital one; the order has both (pl)', async ({ page, stack }) => {
    const email = uniqueEmail('checkout-mixed');
    await addToCart(page, EBOOK, 'pl');
    await addToCart(page, WATERING_CAN, 'pl');
    await openCheckout(page, 'pl');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await expect(page.getByRole('radio', { name: /^Wysyłka elektroniczna/ })).toBeChecked();
    await page.getByRole('radio', { name: T.pl.courierCod }).check();
    await page.locator('#shipping-name').fill('Jan Nowak');
    await page.locator('#shipping-address').fill('ul. Polna 3');
    await page.locator('#shipping-zip').fill('80-001');
    await page.locator('#shipping-city').fill('Gdańsk');
    await page.locator('#shipping-phone').fill('+48600100200');
    // Without PRICE_COMPARISON_SURVEY_ID the survey consent is not asked.
    await expect(page.locator('[data-survey-consent]')).toHaveCount(0);
    await page.getByRole('checkbox', { name: T.pl.statute }).check();
    await page.getByRole('button', { name: T.pl.placeCod }).click();
    await page.waitForURL(/\/checkout\/thank-you\?code=[A-Z0-9]+&t=mixed$/);
    const order = await theOrder(stack.platformURL, email);
    expect(order.metadata).not.toHaveProperty('price_comparison_survey_consent');
    expect(order.shipping_method).toMatchObject({ name: 'Kurier — płatność przy odbiorze' });
    expect(order.digital_shipping_method).toMatchObject({ name: 'Wysyłka elektroniczna (e-mail)' });
  });

  test('signed in: the e-mail, the newsletter answer and the default saved address fill the form; a changed address is saved to the account (en)', async ({
    page,
    stack,
  }) => {
    const customer = { name: 'Ola Zapisana', email: uniqueEmail('checkout-saved'), password: 'zapisana-haslo-2026-x' };
    await registerCustomer(stack.platformURL, customer);
    const call = platformApi(stack.platformURL);
    const { token } = await call<{ token: string }>('POST', '/login', { email: customer.email, password: customer.password });
    await call(
      'POST',
      '/auth/profile/shipping-addresses',
      {
        name: 'Home',
        default: true,
        address: { name: 'Ola Zapisana', address: 'ul. Leśna 7', zip: '30-001', city: 'Kraków', country: 'PL', phone: '+48500400300' },
      },
      token,
    );
    await call('PATCH', '/auth/profile/metadata-personal', { newsletter: true }, token);

    await addToCart(page, WATERING_CAN, 'en');
    // Signed in by the login form's plain POST (the form itself is e2e/account-login.spec.ts's).
    expect(await signInByForm(page, customer, { locale: 'en', returnPath: '/en/checkout' })).toBe('/en/checkout');
    await page.goto('/en/checkout');
    await expect(page.locator('[data-checkout-ready]')).toBeVisible();

    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(customer.email);
    await expect(page.getByRole('checkbox', { name: 'I want to receive the newsletter' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: T.en.createAccount })).toHaveCount(0);
    await page.getByRole('radio', { name: T.en.courierCod }).check();
    const saved = page.getByRole('combobox', { name: 'Use a saved address' });
    await expect(saved).toHaveValue(/.+/);
    await expect(page.locator('#shipping-city')).toHaveValue('Kraków');
    await expect(page.locator('#shipping-phone')).toHaveValue('+48500400300');
    expect(await axeViolations(page)).toEqual([]);

    // A new address typed over it: "type a new address", and the shopper keeps it in the account.
    await page.locator('#shipping-address').fill('ul. Nowa 12');
    await expect(saved).toHaveValue('');
    await page.getByRole('checkbox', { name: 'Save this address to my account' }).check();
    await page.getByRole('checkbox', { name: T.en.statute }).check();
    await page.getByRole('button', { name: T.en.placeCod }).click();
    await page.waitForURL(/\/en\/checkout\/thank-you\?code=/);

    const profile = await call<{ shipping_addresses: { address: { address: string } }[] }>('GET', '/auth/profile', undefined, token);
    expect(profile.shipping_addresses.map((entry) => entry.address.address).sort()).toEqual(['ul. Leśna 7', 'ul. Nowa 12']);
    const orders = await call<{ code: string }[]>('GET', '/orders/my', undefined, token);
    expect(orders).toHaveLength(1);
  });

  for (const locale of ['pl', 'en'] as const) {
    test(`a guest creates an account with the order and is signed in after it (${locale})`, async ({ page, stack }) => {
      const t = T[locale];
      const email = uniqueEmail(`checkout-account-${locale}`);
      const password = 'konto-z-zamowieniem-2026';
      await addToCart(page, WATERING_CAN, locale);
      await openCheckout(page, locale);
      await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await page.getByRole('checkbox', { name: t.createAccount }).check();
      const passwordField = page.locator('#account-password');
      await passwordField.fill('za-krotkie');
      await passwordField.blur();
      await expect(page.locator('#account-password-error')).toHaveText(t.shortPassword);
      await passwordField.fill(password);
      await page.locator('#account-password-confirmation').fill(password);
      await page.getByRole('radio', { name: t.courierCod }).check();
      await page.locator('#shipping-name').fill('Jan Kontowy');
      await page.locator('#shipping-address').fill('ul. Polna 3');
      await page.locator('#shipping-zip').fill('80-001');
      await page.locator('#shipping-city').fill('Gdańsk');
      await page.locator('#shipping-phone').fill('+48600100200');
      await page.getByRole('checkbox', { name: t.statute }).check();
      expect(await axeViolations(page)).toEqual([]);
      // The password is never kept in the browser's storage.
      expect(await page.evaluate(() => sessionStorage.getItem('checkout'))).not.toContain(password);
      await page.getByRole('button', { name: t.placeCod }).click();
      await page.waitForURL(new RegExp(`${prefix(locale)}/checkout/thank-you\\?code=`));

      // Signed in now: the account page opens, and the order belongs to the account.
      await page.goto(`${prefix(locale)}/account`);
      await expect(page).toHaveURL(`${prefix(locale)}/account`);
      const call = platformApi(stack.platformURL);
      const { token } = await call<{ token: string }>('POST', '/login', { email, password });
      expect(await call<unknown[]>('GET', '/orders/my', undefined, token)).toHaveLength(1);
    });
  }

  test('an e-mail that already has an account: nothing is ordered and the shopper is told (pl)', async ({ page, stack }) => {
    const email = uniqueEmail('checkout-taken');
    await registerCustomer(stack.platformURL, { name: 'Jan Zajęty', email, password: 'zajety-haslo-2026-x' });
    await addToCart(page, WATERING_CAN, 'pl');
    await openCheckout(page, 'pl');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('checkbox', { name: T.pl.createAccount }).check();
    await page.locator('#account-password').fill('inne-haslo-2026-abc');
    await page.locator('#account-password-confirmation').fill('inne-haslo-2026-abc');
    await page.getByRole('radio', { name: T.pl.courierCod }).check();
    await page.locator('#shipping-name').fill('Jan Zajęty');
    await page.locator('#shipping-address').fill('ul. Polna 3');
    await page.locator('#shipping-zip').fill('80-001');
    await page.locator('#shipping-city').fill('Gdańsk');
    await page.locator('#shipping-phone').fill('+48600100200');
    await page.getByRole('checkbox', { name: T.pl.statute }).check();
    await page.getByRole('button', { name: T.pl.placeCod }).click();
    await expect(page.locator('#checkout-notice')).toHaveText('Konto z tym adresem e-mail już istnieje. Zaloguj się albo odznacz „Załóż konto”.');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
    const token = await adminToken(stack.platformURL);
    expect(await platformApi(stack.platformURL)<unknown[]>('GET', `/orders?search=${encodeURIComponent(email)}`, undefined, token)).toHaveLength(0);
  });
});

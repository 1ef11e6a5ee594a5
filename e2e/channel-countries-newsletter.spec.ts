// A sales channel's countries and the newsletter consent as a shopper meets them. The sales channel's country list
// (docs/rules.md#country-rule), changed by
// an admin through the platform API on a platform and storefront of this test's own (other tests share
// the worker's `pl` channel): the checkout and the address book offer only its countries, and the
// address book refuses a forged other one at its field. The checkout's newsletter consent, ticked by a
// signed-in shopper, is their answer on /account/settings afterwards.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { PLATFORM_ADMIN, startPlatformProcess } from './support/platform-process';
import { isCartProcessing, platformApi, registerCustomer, signInByForm, uniqueEmail } from './support/shopper';
import { startStack, type Stack } from './support/stack';

test.use({ locale: 'pl-PL' });

const TOMATO_SEEDS = 'nasiona-pomidora-malinowego';
const T = {
  add: /^Dodaj do koszyka$/,
  courierCod: /^Kurier — płatność przy odbiorze/,
  statute: /^Akceptuję regulamin/,
  placeCod: /^Składam zamówienie$/,
  newsletterAtCheckout: 'Chcę otrzymywać newsletter',
  newsletterSetting: 'Wysyłaj mi nowości i oferty e-mailem',
  addShipping: 'Dodaj adres dostawy',
  save: 'Zapisz adres',
  countryNotServed: 'Sklep nie obsługuje tego kraju. Wybierz inny.',
};

async function addToCart(page: Page, base: string, slug: string) {
  await page.goto(`${base}/product/${slug}`);
  const button = page.getByRole('button', { name: T.add });
  await expect(button).toBeEnabled();
  const processed = page.waitForResponse((response) => isCartProcessing(response.request()));
  await button.click();
  await processed;
}

/** Opens an account page signed out, signs in by the login form's plain POST (the form is e2e/account-login.spec.ts's), then opens it again. */
async function signIn(page: Page, base: string, path: string, customer: { email: string; password: string }) {
  await page.goto(`${base}${path}`);
  await expect(page).toHaveURL(`${base}/login?return=${encodeURIComponent(path)}`);
  expect(await signInByForm(page, customer, { locale: 'pl', returnPath: path, baseURL: base })).toBe(path);
  await page.goto(`${base}${path}`);
  await expect(page).toHaveURL(`${base}${path}`);
}

const optionValues = (page: Page, selector: string) =>
  page.locator(`${selector} option`).evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));

test.describe("the sales channel's country list (own platform and storefront)", () => {
  test.describe.configure({ timeout: 180_000 });

  test('an allow list without Poland: the checkout and the address book offer only its countries', async ({ page }) => {
    const platform = await startPlatformProcess({ PLATFORM_DEMO: '1' });
    let storefront: Stack | undefined;
    try {
      const call = platformApi(platform.url);
      const { token } = await call<{ token: string }>('POST', '/login', PLATFORM_ADMIN);
      await call('PATCH', '/sales-channels/pl', { countries: ['DE', 'CZ'], countries_block_list: false }, token);
      // Started after the change: the shell caches the channels.
      storefront = await startStack({ platformURL: platform.url });
      const base = storefront.baseURL;

      await addToCart(page, base, TOMATO_SEEDS);
      await page.goto(`${base}/checkout`);
      await expect(page.locator('[data-checkout-ready]')).toBeVisible();
      // Poland is not served: a blank address starts from the first served country (Czechy, by name).
      await expect(page.locator('#billing-country option')).toHaveCount(2);
      expect(await optionValues(page, '#billing-country')).toEqual(['CZ', 'DE']);
      await expect(page.locator('#billing-country')).toHaveValue('CZ');
      await page.getByRole('radio', { name: 'Kurier międzynarodowy' }).check();
      await expect(page.locator('#shipping-country option')).toHaveCount(2);
      expect(await optionValues(page, '#shipping-country')).toEqual(['CZ', 'DE']);
      await expect(page.locator('#shipping-country')).toHaveValue('CZ');

      const customer = { name: 'Ola Krajowa', email: uniqueEmail('kraje'), password: 'kraje-haslo-2026-x' };
      await registerCustomer(platform.url, customer);
      await signIn(page, base, '/account/addresses', customer);
      const form = page.locator('[data-address-form="shipping-new"]');
      if (!(await form.isVisible())) await page.getByText(T.addShipping, { exact: true }).click();
      const country = form.locator('select[name="country"]');
      expect(await country.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(['CZ', 'DE']);
      await expect(country).toHaveValue('CZ');

      // A forged Poland is refused by the server, at the country field, with everything typed kept.
      await form.getByLabel('Imię i nazwisko lub firma', { exact: true }).fill('Ola Krajowa');
      await form.getByLabel('Ulica i numer', { exact: true }).fill('Polna 3');
      await form.getByLabel('Kod pocztowy', { exact: true }).fill('80-001');
      await form.getByLabel('Miasto', { exact: true }).fill('Gdańsk');
      await form.getByLabel('Telefon', { exact: true }).fill('+48600100200');
      await country.evaluate((select) => {
        const forged = new Option('Polska', 'PL', true, true);
        (select as HTMLSelectElement).add(forged);
      });
      await form.getByRole('button', { name: T.save }).click();
      const refused = page.locator('[data-address-form="shipping-new"]');
      await expect(refused.locator('select[name="country"]')).toHaveAttribute('aria-invalid', 'true');
      await expect(refused.getByText(T.countryNotServed)).toBeVisible();
      await expect(refused.getByLabel('Ulica i numer', { exact: true })).toHaveValue('Polna 3');
    } finally {
      await storefront?.stop();
      await platform.stop();
    }
  });
});

test("a signed-in shopper's newsletter consent at checkout is their answer on the settings page", async ({ page, stack, baseURL }) => {
  const customer = { name: 'Jan Newsletterowy', email: uniqueEmail('newsletter'), password: 'newsletter-haslo-2026' };
  await registerCustomer(stack.platformURL, customer);
  await signIn(page, baseURL!, '/account/settings', customer);
  await expect(page.getByLabel(T.newsletterSetting)).not.toBeChecked();

  await addToCart(page, baseURL!, TOMATO_SEEDS);
  await page.goto('/checkout');
  await expect(page.locator('[data-checkout-ready]')).toBeVisible();
  await page.getByRole('radio', { name: T.courierCod }).check();
  for (const [field, value] of Object.entries({ name: 'Jan Newsletterowy', address: 'ul. Polna 3', zip: '80-001', city: 'Gdańsk', phone: '+48600100200' }))
    await page.locator(`#shipping-${field}`).fill(value);
  await page.getByRole('checkbox', { name: T.statute }).check();
  await page.getByRole('checkbox', { name: T.newsletterAtCheckout }).check();
  await page.getByRole('button', { name: T.placeCod }).click();
  await expect(page).toHaveURL(/\/checkout\/thank-you\?code=/);

  await page.goto('/account/settings');
  await expect(page.getByLabel(T.newsletterSetting)).toBeChecked();
});

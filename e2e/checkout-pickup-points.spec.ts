// The providers' own point pickers, against fake widgets on a loopback origin
// (e2e/support/fake-pickup-widgets.ts) that behave like the vendors' as Heseya's storefront uses them:
// nothing of a widget loads before its method is chosen, the checkout page's CSP allows the widgets'
// origin, a parcel locker chosen on the parcel-locker map and a DPD Pickup or DHL POP point chosen on
// the courier-point map reach the order's shipping place and metadata (read through the admin API), by
// mouse and by keyboard alone, with axe on each state; a widget that does not load says so and can be
// tried again.
import type { Page } from '@playwright/test';
import { test as base, expect } from './support/fixtures';
import { startFakePickupWidgets, LOCKERS, type FakePickupWidgets } from './support/fake-pickup-widgets';
import { axeViolations, isCartProcessing, platformApi, uniqueEmail } from './support/shopper';
import { startStack } from './support/stack';

const test = base.extend<object, { widgets: FakePickupWidgets }>({
  widgets: [
    async ({}, use) => {
      const widgets = await startFakePickupWidgets();
      await use(widgets);
      await widgets.stop();
    },
    { scope: 'worker' },
  ],
  // The worker's storefront loads the widgets from the fake origin.
  stackEnv: [async ({ widgets }, use) => use(widgets.env), { scope: 'worker' }],
});

const ADMIN = { email: 'admin@example.com', password: 'demo-admin-password-2026' };
const WATERING_CAN = 'konewka-metalowa'; // physical, not allowed into a parcel locker
const MUG = 'kubek-ceramiczny-las'; // physical, allowed into a parcel locker

type Locale = 'pl' | 'en';
const T = {
  pl: {
    add: /^Dodaj do koszyka$/,
    phone: 'Telefon dla przewoźnika',
    statute: /^Akceptuję regulamin/,
    transfer: /^Przelew tradycyjny$/,
    submit: /^Zamawiam i płacę$/,
  },
  en: {
    add: /^Add to cart$/,
    phone: 'Phone for the carrier',
    statute: /^I accept the shop’s terms/,
    transfer: /^Traditional bank transfer$/,
    submit: /^Order and pay$/,
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
  const response = await page.goto(`${prefix(locale)}/checkout`);
  await expect(page.locator('[data-checkout-ready]')).toBeVisible();
  // The page's note to the middleware never leaves the server.
  expect(response!.headers()['x-pickup-widgets']).toBeUndefined();
  return response!.headers()['content-security-policy'] ?? '';
}

async function finishOrder(page: Page, locale: Locale, phone: string) {
  await page.getByRole('textbox', { name: T[locale].phone }).fill(phone);
  await page.locator('#billing-name').fill('Jan Nowak');
  await page.locator('#billing-address').fill('ul. Polna 3');
  await page.locator('#billing-zip').fill('80-001');
  await page.locator('#billing-city').fill('Gdańsk');
  await page.locator('#billing-phone').fill('+48600100200');
  await page.getByRole('radio', { name: T[locale].transfer }).check();
  await page.getByRole('checkbox', { name: T[locale].statute }).check();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: T[locale].submit }).click();
  await page.waitForURL(new RegExp(`${prefix(locale)}/checkout/thank-you\\?code=[A-Z0-9]+&t=default&pay=transfer$`));
}

/** The one order of an e-mail address, in full, through the platform's admin API. */
async function theOrder(platformURL: string, email: string): Promise<{ shipping_place: unknown; metadata: Record<string, unknown> }> {
  const call = platformApi(platformURL);
  const { token } = await call<{ token: string }>('POST', '/login', ADMIN);
  const orders = await call<{ id: string }[]>('GET', `/orders?search=${encodeURIComponent(email)}&limit=50`, undefined, token);
  expect(orders).toHaveLength(1);
  return call('GET', `/orders/id:${orders[0]!.id}`, undefined, token);
}

test.describe('pick-up point pickers', () => {
  test('a parcel locker chosen on the network’s map: its name and the phone as the place, Heseya’s inpost_* metadata (pl)', async ({
    page,
    stack,
    widgets,
  }) => {
    const email = uniqueEmail('picker-locker');
    await addToCart(page, MUG, 'pl');
    const seen = widgets.requests.length;
    const csp = await openCheckout(page, 'pl');
    // The page offers the method, so its CSP allows the widget; nothing of it loads yet.
    expect(csp).toMatch(new RegExp(`script-src [^;]*${widgets.origin}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${widgets.origin}`));
    expect(widgets.requests.slice(seen)).toEqual([]);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);

    await page.getByRole('radio', { name: /^Paczkomat InPost/ }).check();
    const choose = page.getByRole('button', { name: 'Wybierz paczkomat' });
    await expect(choose).toBeVisible();
    await expect
      .poll(() =>
        widgets.requests
          .slice(seen)
          .map((path) => path.split('?')[0])
          .sort(),
      )
      .toEqual(['/inpost/easypack.css', '/inpost/sdk-for-javascript.js']);
    await expect(page.locator('#pickup-point-status')).toBeEmpty();
    // Submitting without a locker says so and goes to the picker.
    await page.getByRole('button', { name: T.pl.submit }).click();
    await expect(page.locator('#checkout-notice')).toHaveText('Wybierz poprawne miejsce dostawy.');
    await expect(choose).toBeFocused();

    await choose.click();
    const map = page.getByRole('dialog', { name: 'Wybierz paczkomat na mapie' });
    await expect(map).toBeVisible();
    // The widget started as Heseya's storefront starts it, and fetched its points from its own origin.
    expect(await page.evaluate(() => (window as unknown as { easyPack: { config: unknown } }).easyPack.config)).toEqual({
      mapType: 'osm',
      searchType: 'osm',
      points: { types: ['parcel_locker'] },
    });
    const locker = map.getByRole('button', { name: 'GDA01M, Grunwaldzka 5, 80-174 Gdańsk' });
    await expect(locker).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await locker.click();
    await expect(map).toBeHidden();
    await expect(page.locator('[data-chosen-point]')).toHaveText('Wybrany punkt: GDA01M, Grunwaldzka 5, 80-174 Gdańsk');
    await expect(page.getByRole('button', { name: 'Wybierz inny paczkomat' })).toBeFocused();
    await expect(page.locator('#pickup-point-error')).toBeEmpty();

    await finishOrder(page, 'pl', '+48600100200');
    const order = await theOrder(stack.platformURL, email);
    expect(order.shipping_place).toBe('GDA01M | tel.: +48600100200');
    const details = { ...LOCKERS[0]!.address_details, flat_number: '' };
    expect(order.metadata).toMatchObject({ inpost_phone: '+48600100200', inpost_point: 'GDA01M', inpost_point_address: JSON.stringify(details) });
  });

  for (const provider of [
    { method: /^DPD Pickup point/, button: 'Choose a DPD Pickup point', code: 'PL11033', name: 'Żabka, ul. Długa 4, 30-137 Kraków' },
    { method: /^DHL POP pick-up point/, button: 'Choose a DHL POP point', code: 'DHL-POP-2051', name: 'Orlen, ul. Legnicka 12, 54-203 Wrocław' },
  ]) {
    test(`a ${provider.button.slice(9)} chosen on the courier-point map: its code and the phone as the place, Heseya's dpd_* and furgonetka_* metadata (en)`, async ({
      page,
      stack,
      widgets,
    }) => {
      const email = uniqueEmail('picker-courier');
      await addToCart(page, WATERING_CAN, 'en');
      await openCheckout(page, 'en');
      await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await page.getByRole('radio', { name: provider.method }).check();
      await page.getByRole('button', { name: provider.button }).click();
      const map = page.getByRole('dialog', { name: /^Mapa punktów / });
      await map.getByRole('button', { name: `${provider.code} ${provider.name}` }).click();
      await expect(map).toHaveCount(0);
      await expect(page.locator('[data-chosen-point]')).toHaveText(`Chosen point: ${provider.code} ${provider.name}`);
      await expect(page.getByRole('button', { name: provider.button.replace('Choose a', 'Choose another') })).toBeFocused();
      expect(widgets.requests.filter((path) => path.startsWith('/furgonetka/points')).at(-1)).toBe(
        `/furgonetka/points?service=${provider.code.startsWith('PL') ? 'dpd' : 'dhl'}`,
      );

      // Typed without a country code: the carrier gets it with Poland's.
      await finishOrder(page, 'en', '600 100 200');
      const order = await theOrder(stack.platformURL, email);
      expect(order.shipping_place).toBe(`${provider.code} | tel.: +48600100200`);
      expect(order.metadata).toMatchObject({
        dpd_phone: '+48600100200',
        dpd_point: provider.code,
        dpd_point_address: provider.name,
        furgonetka_phone: '+48600100200',
        furgonetka_point: provider.code,
        furgonetka_point_address: provider.name,
      });
    });
  }

  test('by keyboard alone: Enter opens each map, Enter on a point chooses it, Escape closes the map without one (pl)', async ({ page }) => {
    await addToCart(page, MUG, 'pl');
    await openCheckout(page, 'pl');
    const locker = page.getByRole('radio', { name: /^Paczkomat InPost/ });
    await locker.focus();
    await page.keyboard.press('Space');
    await expect(locker).toBeChecked();
    const choose = page.getByRole('button', { name: 'Wybierz paczkomat' });
    await choose.focus();
    await page.keyboard.press('Enter');
    const map = page.getByRole('dialog', { name: 'Wybierz paczkomat na mapie' });
    await expect(map.getByRole('button', { name: /^KRA12M/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(map).toBeHidden();
    await expect(page.locator('[data-chosen-point]')).toHaveCount(0);
    await expect(choose).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(map.getByRole('button', { name: /^GDA01M/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(map.getByRole('button', { name: /^KRA12M/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-chosen-point]')).toHaveText('Wybrany punkt: KRA12M, Długa 4, 30-137 Kraków');
    await expect(page.getByRole('button', { name: 'Wybierz inny paczkomat' })).toBeFocused();

    // The courier-point map, too: its own modal, its first point focused.
    await page.getByRole('radio', { name: /^Odbiór w punkcie DHL POP/ }).check();
    const courier = page.getByRole('button', { name: 'Wybierz punkt DHL POP' });
    await courier.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^DHL-POP-2051/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-chosen-point]')).toHaveText('Wybrany punkt: DHL-POP-2052 Sklep Lewiatan, ul. Świdnicka 13, 50-066 Wrocław');
    await expect(page.getByRole('button', { name: 'Wybierz inny punkt DHL POP' })).toBeFocused();
  });

  test('a widget that does not load says so, the order waits for a point, and the button tries again (en)', async ({ page, widgets }) => {
    await addToCart(page, WATERING_CAN, 'en');
    await openCheckout(page, 'en');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail('picker-down'));
    widgets.failing = true;
    try {
      await page.getByRole('radio', { name: /^DPD Pickup point/ }).check();
      await expect(page.locator('#pickup-point-status')).toHaveText(
        'The map of points could not be loaded. Check your connection and try again, or choose another delivery method.',
      );
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: T.en.submit }).click();
      await expect(page.locator('#checkout-notice')).toHaveText('Please choose a valid shipping place.');
    } finally {
      widgets.failing = false;
    }
    await page.getByRole('button', { name: 'Choose a DPD Pickup point' }).click();
    await expect(page.getByRole('dialog', { name: /^Mapa punktów dpd/ }).getByRole('button', { name: /^PL11034/ })).toBeVisible();
    await expect(page.locator('#pickup-point-status')).toBeEmpty();
  });

  test('a point-external method with none of the provider flags asks for the address, no picker, and the order goes with it as text (pl)', async ({
    browser,
    stack,
    widgets,
  }) => {
    const call = platformApi(stack.platformURL);
    const { token } = await call<{ token: string }>('POST', '/login', ADMIN);
    const transfer = (await call<{ id: string; alias: string }[]>('GET', '/payment-methods')).find((method) => method.alias === 'bank-transfer')!;
    await call(
      'POST',
      '/shipping-methods',
      {
        name: 'Odbiór u przewoźnika partnerskiego',
        shipping_type: 'point-external',
        metadata: { carrier: 'partner' },
        price_ranges: [{ start: '0', value: '7.99', currency: 'PLN' }],
        payment_methods: [transfer.id],
      },
      token,
    );
    // A storefront of its own on the same platform: the worker's has the method list cached.
    const storefront = await startStack({ platformURL: stack.platformURL, env: widgets.env });
    const context = await browser.newContext({ baseURL: storefront.baseURL });
    try {
      const page = await context.newPage();
      const email = uniqueEmail('picker-unflagged');
      await addToCart(page, WATERING_CAN, 'pl');
      const seen = widgets.requests.length;
      const csp = await openCheckout(page, 'pl');
      await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await page.getByRole('radio', { name: /^Odbiór u przewoźnika partnerskiego/ }).check();
      await expect(page.locator('#shipping-name')).toBeVisible();
      await expect(page.locator('#pickup-point')).toHaveCount(0);
      await page.locator('#shipping-name').fill('Jan Nowak');
      await page.locator('#shipping-address').fill('ul. Polna 3');
      await page.locator('#shipping-zip').fill('80-001');
      await page.locator('#shipping-city').fill('Gdańsk');
      await page.locator('#shipping-phone').fill('+48600100200');
      await expect(page.getByRole('checkbox', { name: 'Takie same jak adres dostawy' })).toBeChecked();
      await page.getByRole('radio', { name: T.pl.transfer }).check();
      await page.getByRole('checkbox', { name: T.pl.statute }).check();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: T.pl.submit }).click();
      await page.waitForURL(/\/checkout\/thank-you\?code=[A-Z0-9]+&t=default&pay=transfer$/);
      expect(widgets.requests.slice(seen)).toEqual([]);
      expect(csp).toContain(widgets.origin); // the shop still offers the flagged methods

      const order = await theOrder(stack.platformURL, email);
      expect(order.shipping_place).toBe('Jan Nowak, ul. Polna 3, 80-001 Gdańsk, PL | tel.: +48600100200');
      expect(Object.keys(order.metadata).filter((key) => /^(inpost|dpd|furgonetka)_/.test(key))).toEqual([]);
    } finally {
      await context.close();
      await storefront.stop();
    }
  });

  test('only the checkout allows the widgets: a product page’s CSP does not name their origin (en)', async ({ page, widgets }) => {
    const response = await page.goto(`/en/product/${WATERING_CAN}`);
    expect(response!.headers()['content-security-policy']).not.toContain(widgets.origin);
  });
});

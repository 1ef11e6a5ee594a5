// The cart as a shopper uses it: lines from product pages with their options and the platform's
// prices, quantities in steps, removing, coupons, lines the platform can no longer sell, a network
// that drops, quick changes, two tabs, keyboard only, in Polish and English.
import type { Page, Request } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { axeViolations, isCartProcessing } from './support/shopper';

// Demo catalogue (platform/seed/demo-products.ts, demo-shop.ts).
const WATERING_CAN = 'konewka-metalowa'; // 89 zł, no sale
const ENAMEL_MUG = 'kubek-emaliowany'; // 39 zł, kitchen sale −20 % → 31,20 zł
const MUG_ON_SALE = 'kubek-ceramiczny-las'; // 49 zł, kitchen sale −20 % → 39,20 zł
const PERSONALISED_MUG = 'kubek-z-personalizacja'; // 59 zł + options, kitchen sale −20 %
const WINE_GLASSES = 'kieliszki-do-wina'; // 24,99 zł, sold in sixes, kitchen sale
const PRUNER = 'sekator-ogrodowy'; // 79 zł, 3 in stock
const BIRD_FEEDER = 'karmnik-dla-ptakow'; // 69 zł; made unavailable by one test only
const ADMIN = { email: 'admin@example.com', password: 'demo-admin-password-2026' };

const money = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s*')}$`);

async function addFromProductPage(
  page: Page,
  slug: string,
  options: { locale?: 'pl' | 'en'; quantity?: number; configure?: (page: Page) => Promise<void> } = {},
) {
  const en = options.locale === 'en';
  await page.goto(`${en ? '/en' : ''}/product/${slug}`);
  const button = page.getByRole('button', { name: en ? /^Add to cart$/ : /^Dodaj do koszyka$/ });
  await expect(button).toBeEnabled();
  await options.configure?.(page);
  if (options.quantity) await page.getByLabel(en ? /^Quantity$/ : /^Ilość$/).fill(String(options.quantity));
  // Adding processes the cart on the product page: wait for it, so nothing the test does next races it.
  const processed = page.waitForResponse((response) => isCartProcessing(response.request()));
  await button.click();
  await expect(page.locator('.add-to-cart__status--added')).toBeVisible();
  await processed;
}

/** Opens the cart and waits until the platform's figures are on screen. */
async function openCart(page: Page, locale: 'pl' | 'en' = 'pl') {
  await page.goto(locale === 'en' ? '/en/cart' : '/cart');
  await settled(page);
}

async function settled(page: Page) {
  await expect(page.locator('[data-cart-status]')).toHaveAttribute('data-cart-status', 'current');
}

const line = (page: Page, name: string | RegExp) => page.locator('[data-cart-line]').filter({ has: page.getByRole('heading', { name }) });
const summary = (page: Page, part: string) => page.locator(`[data-summary="${part}"]`);

async function adminApi(platformURL: string) {
  const login = await fetch(`${platformURL}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const { data } = (await login.json()) as { data: { token: string } };
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${platformURL}${path}`, {
      method,
      headers: { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    return (await response.json()) as { data: { id: string } };
  };
}

test.describe('cart page', () => {
  test('a plain and a configured product, with their options and the platform’s prices; quantities and removing (pl)', async ({ page }) => {
    await addFromProductPage(page, WATERING_CAN);
    await addFromProductPage(page, PERSONALISED_MUG, {
      configure: async (p) => {
        await p.getByLabel(/^Pojemność/).selectOption({ index: 1 }); // 450 ml, +10 zł
        await p.getByLabel(/^Opakowanie prezentowe/).check(); // +9,99 zł
        await p.getByLabel(/^Tekst graweru/).fill('Dla Ani'); // +15 zł
      },
    });
    await openCart(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Twój koszyk' })).toBeVisible();
    await expect(page).toHaveTitle(/^Twój koszyk - /);

    const can = line(page, 'Konewka metalowa');
    await expect(can.getByRole('link', { name: 'Konewka metalowa' })).toHaveAttribute('href', `/product/${WATERING_CAN}`);
    await expect(can.locator('[data-unit-price]')).toHaveText(money('89,00 zł'));
    await expect(can.locator('img')).toHaveAttribute('srcset', /w=96&format=auto 96w/);

    const mug = line(page, 'Kubek z personalizacją');
    await expect(mug.locator('dl')).toContainText('Pojemność: 450 ml');
    await expect(mug.locator('dl')).toContainText('Opakowanie prezentowe: tak');
    await expect(mug.locator('dl')).toContainText('Tekst graweru: Dla Ani');
    // 59 + 10 + 9,99 + 15 = 93,99 before the kitchen sale; 75,19 after it, as the platform computes it.
    await expect(mug.locator('[data-unit-price]')).toHaveText(money('75,19 zł'));
    await expect(mug.locator('s')).toContainText('93,99');

    await expect(summary(page, 'value')).toHaveText(money('182,99 zł'));
    await expect(summary(page, 'discounts')).toHaveText(money('−18,80 zł'));
    await expect(summary(page, 'total')).toHaveText(money('164,19 zł'));
    await expect(page.locator('[data-sale]').first()).toContainText('Wyprzedaż w kuchni −20%');
    await expect(summary(page, 'shipping-time')).not.toBeEmpty();

    // Optimistic: the quantity and the line total change at once, then the platform's figures come.
    await can.getByRole('button', { name: 'Więcej: Konewka metalowa' }).click();
    await expect(can.getByLabel('Ilość: Konewka metalowa')).toHaveValue('2');
    await expect(can.locator('[data-line-total]')).toHaveText(money('178,00 zł'));
    await settled(page);
    // Three pieces now: the demo's "cheapest item −50 % with 3 items" sale takes half of the mug (−37,60).
    await expect(summary(page, 'total')).toHaveText(money('215,59 zł'));
    await expect(page.locator('[data-sale]')).toContainText(['Wyprzedaż w kuchni −20%', 'Najtańszy produkt −50% przy 3 produktach']);
    await expect(page.locator('a[data-cart-count]').first()).toHaveAttribute('aria-label', 'Koszyk, 3 produkty');

    // Typing 0 removes the line; so does the remove button.
    await can.getByLabel('Ilość: Konewka metalowa').fill('0');
    await can.getByLabel('Ilość: Konewka metalowa').press('Enter');
    await expect(can).toHaveCount(0);
    await mug.getByRole('button', { name: 'Usuń Kubek z personalizacją z koszyka' }).click();
    await expect(page.locator('[data-cart-empty]')).toContainText('Twój koszyk jest pusty.');
    await expect(page.getByRole('link', { name: 'Wróć do sklepu' })).toHaveAttribute('href', '/');
    await expect(page.locator('a[data-cart-count]').first()).toHaveAttribute('aria-label', 'Koszyk, pusty');
  });

  test('in English, with the shop’s free-delivery threshold and the way to checkout (en)', async ({ page }) => {
    await addFromProductPage(page, WATERING_CAN, { locale: 'en' });
    await addFromProductPage(page, PERSONALISED_MUG, {
      locale: 'en',
      configure: async (p) => {
        await p.getByLabel(/^Size/).selectOption({ index: 1 }); // 450 ml, +10 zł
        await p.getByLabel(/^Gift wrap/).check(); // +9,99 zł
        await p.getByLabel(/^Delivery date/).fill('2030-12-24');
      },
    });
    await openCart(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    const mug = line(page, 'Personalised mug');
    await expect(mug.locator('dl')).toContainText('Size: 450 ml');
    await expect(mug.locator('dl')).toContainText('Gift wrap: yes');
    await expect(mug.locator('dl')).toContainText('Delivery date: 24.12.2030');
    await expect(mug.locator('[data-unit-price]')).toHaveText(money('PLN 63.19')); // 78,99 − 20 %
    await mug.getByRole('button', { name: 'Remove Personalised mug from the cart' }).click();
    await settled(page);
    const can = line(page, 'Metal watering can');
    await expect(can.locator('[data-unit-price]')).toHaveText(money('PLN 89.00'));
    await expect(summary(page, 'total')).toHaveText(money('PLN 89.00'));
    // The courier is free from 400 zł: 311 zł more.
    await expect(page.locator('[data-free-delivery]')).toHaveText(/^Add PLN\s*311\.00 more for free delivery\.$/);
    // The cheapest delivery for this cart value: the DHL pick-up point.
    await expect(summary(page, 'shipping')).toHaveText(money('PLN 9.99'));
    await can.getByLabel('Quantity of Metal watering can').fill('5');
    await can.getByLabel('Quantity of Metal watering can').press('Enter');
    await settled(page);
    await expect(page.locator('[data-free-delivery]')).toHaveText('Your order qualifies for free delivery.');
    await expect(page.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/en/checkout');
  });

  test('quantities go in steps of the product’s quantity step', async ({ page }) => {
    await addFromProductPage(page, WINE_GLASSES);
    await openCart(page);
    const glasses = line(page, 'Kieliszki do wina');
    const quantity = glasses.getByLabel('Ilość: Kieliszki do wina');
    await expect(quantity).toHaveValue('6');
    await expect(glasses).toContainText('Sprzedawane po 6 szt.');
    await expect(glasses.getByRole('button', { name: 'Mniej: Kieliszki do wina' })).toBeDisabled();
    await glasses.getByRole('button', { name: 'Więcej: Kieliszki do wina' }).click();
    await expect(quantity).toHaveValue('12');
    await quantity.fill('19');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('18');
    await settled(page);
    // 18 × 19,99 (kitchen sale) less the "cheapest item −50 %" sale on one step of 6: 359,82 − 59,94.
    await expect(glasses.locator('[data-line-total]')).toHaveText(money('299,88 zł'));
  });

  test('a coupon of the demo shop changes the discount and total; removing it restores them; an unknown code changes nothing', async ({ page }) => {
    await addFromProductPage(page, WATERING_CAN);
    await openCart(page);
    await expect(summary(page, 'total')).toHaveText(money('89,00 zł'));

    const code = page.getByLabel('Kod rabatowy');
    await code.fill('witaj10');
    await page.getByRole('button', { name: 'Zastosuj' }).click();
    await settled(page);
    await expect(page.locator('[data-coupon="witaj10"]')).toContainText('Na dobry początek −10%');
    await expect(summary(page, 'discounts')).toHaveText(money('−8,90 zł'));
    await expect(summary(page, 'total')).toHaveText(money('80,10 zł'));
    await expect(page.locator('[data-coupon-status]')).toHaveText('Zastosowano kod „witaj10”.');

    await page.getByRole('button', { name: 'Usuń kod witaj10' }).click();
    await settled(page);
    await expect(page.locator('[data-coupon]')).toHaveCount(0);
    await expect(summary(page, 'total')).toHaveText(money('89,00 zł'));

    await code.fill('NIEMA');
    await code.press('Enter');
    await expect(page.locator('[data-coupon-status]')).toHaveText('Kod „NIEMA” nie istnieje lub wygasł.');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await settled(page);
    await expect(page.locator('[data-coupon]')).toHaveCount(0);
    await expect(line(page, 'Konewka metalowa')).toHaveCount(1);
    await expect(summary(page, 'total')).toHaveText(money('89,00 zł'));
    // The notification area announces it too.
    await expect(page.locator('[data-notifications-assertive]')).toContainText('Kod „NIEMA” nie istnieje lub wygasł.');

    // A real code whose conditions do not hold: the lamp coupon without the lamp.
    await code.fill('LAMPA50');
    await code.press('Enter');
    await expect(page.locator('[data-coupon-status]')).toHaveText('Kod „LAMPA50” nie dotyczy produktów w Twoim koszyku.');
    await settled(page);
    await expect(summary(page, 'total')).toHaveText(money('89,00 zł'));
  });

  test('the platform sells fewer than asked: the line says so and shows what it can sell', async ({ page }) => {
    await addFromProductPage(page, PRUNER, { quantity: 5 });
    await openCart(page);
    const pruner = line(page, 'Sekator ogrodowy');
    await expect(pruner.getByLabel('Ilość: Sekator ogrodowy')).toHaveValue('3');
    await expect(pruner.locator('[data-line-notice="quantity"]')).toHaveText('Można teraz kupić tylko 3 szt., więc ilość zmieniono z 5 na 3.');
    await expect(pruner.locator('[data-line-notice="quantity"]')).toBeVisible();
    // 3 × 79 less the "cheapest item −50 % with 3 items" sale on one piece.
    await expect(summary(page, 'total')).toHaveText(money('197,50 zł'));
  });

  test('a product made unavailable in the admin moves to the unavailable list, and the dialog offers to remove it', async ({ page, stack }) => {
    const admin = await adminApi(stack.platformURL);
    // Each add waits for the product page's processing: the product is withdrawn only after both.
    await addFromProductPage(page, BIRD_FEEDER);
    await addFromProductPage(page, WATERING_CAN);
    const feeder = (await (await fetch(`${stack.platformURL}/products/${BIRD_FEEDER}`)).json()) as { data: { id: string } };
    await admin('PATCH', `/products/id:${feeder.data.id}/metadata`, { purchase_kind: 'unavailable' });
    try {
      await page.goto('/cart');
      const dialog = page.getByRole('dialog', { name: 'Niektóre produkty są już niedostępne' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('listitem')).toHaveText(['Karmnik dla ptaków']);
      await expect(dialog.getByRole('button', { name: 'Usuń je z koszyka' })).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      const unavailable = page.locator('[data-unavailable-lines]');
      await expect(unavailable).toContainText('Karmnik dla ptaków');
      await expect(unavailable).toContainText('Wyprzedane lub wycofane ze sprzedaży');
      await expect(summary(page, 'total')).toHaveText(money('89,00 zł'));
      await dialog.getByRole('button', { name: 'Usuń je z koszyka' }).click();
      await expect(dialog).toBeHidden();
      await expect(unavailable).toHaveCount(0);
      await expect(line(page, 'Konewka metalowa')).toHaveCount(1);
    } finally {
      await admin('PATCH', `/products/id:${feeder.data.id}/metadata`, { purchase_kind: 'buy' });
    }
  });

  test('offline: the cart stays as it was and is processed again when the browser is back online', async ({ page, context }) => {
    await addFromProductPage(page, WATERING_CAN);
    await openCart(page);
    const can = line(page, 'Konewka metalowa');
    await context.setOffline(true);
    await can.getByRole('button', { name: 'Więcej: Konewka metalowa' }).click();
    await expect(page.locator('[data-cart-status]')).toHaveAttribute('data-cart-status', 'stale');
    await expect(page.locator('.notifications')).toContainText('Jesteś offline.');
    await expect(can.getByLabel('Ilość: Konewka metalowa')).toHaveValue('2');
    await expect(summary(page, 'total')).toHaveText(money('89,00 zł'));
    await page.reload().catch(() => undefined); // offline: the reload fails, the stored cart must survive it
    await context.setOffline(false);
    await openCart(page);
    await expect(line(page, 'Konewka metalowa').getByLabel('Ilość: Konewka metalowa')).toHaveValue('2');
    await expect(summary(page, 'total')).toHaveText(money('178,00 zł'));
  });

  test('coming back online processes the cart again without a reload', async ({ page, context }) => {
    await addFromProductPage(page, WATERING_CAN);
    await openCart(page);
    await context.setOffline(true);
    await line(page, 'Konewka metalowa').getByRole('button', { name: 'Więcej: Konewka metalowa' }).click();
    await expect(page.locator('[data-cart-status]')).toHaveAttribute('data-cart-status', 'stale');
    const processed = page.waitForRequest(isCartProcessing);
    await context.setOffline(false);
    await processed;
    await settled(page);
    await expect(summary(page, 'total')).toHaveText(money('178,00 zł'));
  });

  test('steps tapped faster than the page paints all count, and the cart keeps them', async ({ page }) => {
    await addFromProductPage(page, WATERING_CAN);
    await openCart(page);
    const can = line(page, 'Konewka metalowa');
    // Three clicks in one task: the line shows each step before the cart has it.
    await can.getByRole('button', { name: 'Więcej: Konewka metalowa' }).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
      button.click();
    });
    await expect(can.getByLabel('Ilość: Konewka metalowa')).toHaveValue('4');
    await settled(page);
    await expect(page.locator('a[data-cart-count]').first()).toHaveAttribute('aria-label', 'Koszyk, 4 produkty');
    await page.reload();
    await expect(line(page, 'Konewka metalowa').getByLabel('Ilość: Konewka metalowa')).toHaveValue('4');
  });

  test('two quick changes leave the later result on screen; a burst of clicks makes at most two processing calls', async ({ page }) => {
    await addFromProductPage(page, WATERING_CAN);
    await openCart(page);
    const can = line(page, 'Konewka metalowa');
    const more = can.getByRole('button', { name: 'Więcej: Konewka metalowa' });

    // The first answer is held back until after the second one: it must not overwrite it.
    let releaseFirst: () => void = () => undefined;
    let held = 0;
    const processCartUrl = (url: URL) => url.pathname.startsWith('/_actions/processCart');
    await page.route(processCartUrl, async (route) => {
      if (held++ === 0) await new Promise<void>((resolve) => (releaseFirst = resolve));
      await route.continue();
    });
    await more.click(); // 2
    await expect.poll(() => held).toBe(1);
    await more.click(); // 3
    await expect.poll(() => held).toBe(2);
    await settled(page);
    // 3 × 89 less half of one (the "cheapest item −50 % with 3 items" sale); the held answer was for 2 (178,00).
    await expect(summary(page, 'total')).toHaveText(money('222,50 zł'));
    const heldAnswer = page.waitForResponse((response) => processCartUrl(new URL(response.url())));
    releaseFirst();
    await heldAnswer;
    await expect(summary(page, 'total')).toHaveText(money('222,50 zł'));
    await expect(can.getByLabel('Ilość: Konewka metalowa')).toHaveValue('3');
    await page.unroute(processCartUrl);

    const calls: Request[] = [];
    page.on('request', (request) => {
      if (isCartProcessing(request)) calls.push(request);
    });
    // Ten quick clicks, timed in the page (Playwright's own clicks can lag on a loaded machine).
    await more.evaluate(async (button: HTMLButtonElement) => {
      for (let i = 0; i < 10; i += 1) {
        button.click();
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    });
    await settled(page);
    await expect(can.getByLabel('Ilość: Konewka metalowa')).toHaveValue('13');
    await expect(can.locator('[data-line-total]')).not.toHaveText(money('89,00 zł'));
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(calls.length).toBeLessThanOrEqual(2);
  });

  test('the cart survives a reload and follows changes made in another tab', async ({ page, context }) => {
    await addFromProductPage(page, WATERING_CAN);
    await openCart(page);
    const other = await context.newPage();
    await addFromProductPage(other, ENAMEL_MUG);
    await expect(line(page, 'Kubek emaliowany turystyczny')).toHaveCount(1);
    await other.goto('/cart');
    await line(other, 'Konewka metalowa').getByRole('button', { name: 'Usuń Konewka metalowa z koszyka' }).click();
    await expect(line(page, 'Konewka metalowa')).toHaveCount(0);
    await page.reload();
    await settled(page);
    await expect(line(page, 'Kubek emaliowany turystyczny').locator('[data-unit-price]')).toHaveText(money('31,20 zł'));
    await expect(page.locator('[data-cart-line]')).toHaveCount(1);
  });

  test('the product page’s live price for the product on sale is the cart’s unit price', async ({ page }) => {
    await page.goto(`/product/${MUG_ON_SALE}`);
    await expect(page.locator('[data-live-price] strong').first()).toHaveText(money('39,20 zł'));
    await addFromProductPage(page, MUG_ON_SALE);
    await openCart(page);
    await expect(line(page, 'Kubek ceramiczny „Las”').locator('[data-unit-price]')).toHaveText(money('39,20 zł'));
  });

  test('no axe violations, empty or full; the cart works by keyboard alone', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.locator('[data-cart-empty]')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await addFromProductPage(page, WATERING_CAN);
    await openCart(page);
    expect(await axeViolations(page)).toEqual([]);

    const more = page.getByRole('button', { name: 'Więcej: Konewka metalowa' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Ilość: Konewka metalowa')).toHaveValue('2');
    await page.keyboard.press('Tab'); // the line total is text; next stop: remove
    await expect(page.getByRole('button', { name: 'Usuń Konewka metalowa z koszyka' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Kod rabatowy')).toBeFocused();
    await page.keyboard.type('WITAJ10');
    await page.keyboard.press('Enter');
    await settled(page);
    await expect(summary(page, 'total')).toHaveText(money('160,20 zł'));
    await page.getByRole('button', { name: 'Usuń Konewka metalowa z koszyka' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-cart-empty]')).toBeVisible();
    await expect(page.locator('#cart-heading')).toBeFocused();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the cart page says it needs JavaScript, and nothing is broken', async ({ page }) => {
    const response = await page.goto('/cart');
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-cart-no-js]')).toHaveText(/Koszyk wymaga JavaScriptu/);
    await expect(page.getByRole('heading', { level: 1, name: 'Twój koszyk' })).toBeVisible();
    await page.goto('/en/cart');
    await expect(page.locator('[data-cart-no-js]')).toHaveText(/The cart needs JavaScript/);
  });
});

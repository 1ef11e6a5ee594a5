// On a phone no page of the buying path is wider than the screen: the document's scroll width equals
// its client width (nothing pokes out to the side and makes the page scroll sideways) at 390×844 and
// 320×640, on the product page, the cart, the checkout with a courier and with a pick-up point chosen,
// and the signed-in shopper's addresses page.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { isCartProcessing, registerCustomer, signInByForm, uniqueEmail } from './support/shopper';

const WATERING_CAN = 'konewka-metalowa';
const MUG = 'kubek-ceramiczny-las';
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;

/** How far the page reaches past the screen's right edge, with the widest elements that poke out. */
async function overflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number; widest: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const widest = [...document.querySelectorAll('body *')]
      .filter((element) => element.checkVisibility() && element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} ${Math.round(element.getBoundingClientRect().width)}px`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest };
  });
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const measured = await overflow(page);
  expect(measured, `${what} at ${page.viewportSize()?.width} px`).toEqual({ scrollWidth: measured.clientWidth, clientWidth: measured.clientWidth, widest: [] });
}

async function addToCart(page: Page, slug: string, prefix = '') {
  await page.goto(`${prefix}/product/${slug}`);
  const button = page.getByRole('button', { name: /^(Dodaj do koszyka|Add to cart)$/ });
  await expect(button).toBeEnabled();
  const processed = page.waitForResponse((response) => isCartProcessing(response.request()));
  await button.click();
  await processed;
}

for (const phone of PHONES) {
  test.describe(`at ${phone.width}×${phone.height}`, () => {
    test.use({ viewport: phone, isMobile: true, hasTouch: true });

    test('the product page, the cart and the checkout with a courier or a pick-up point fit the screen', async ({ page }) => {
      for (const prefix of ['', '/en']) {
        await addToCart(page, WATERING_CAN, prefix);
        await expectNoSidewaysScroll(page, `${prefix}/product`);
        await addToCart(page, MUG, prefix);

        await page.goto(`${prefix}/cart`);
        await expect(page.locator('[data-summary="total"], .cart-summary').first()).toBeVisible();
        await expectNoSidewaysScroll(page, `${prefix}/cart`);

        await page.goto(`${prefix}/checkout`);
        await expect(page.locator('[data-checkout-ready]')).toBeVisible();
        await expectNoSidewaysScroll(page, `${prefix}/checkout`);
        await page.getByRole('radio', { name: /^(Kurier|Courier)$/ }).check();
        await expect(page.locator('#shipping-name')).toBeVisible();
        await expectNoSidewaysScroll(page, `${prefix}/checkout with the courier`);
        await page.getByRole('radio', { name: /^(Odbiór w punkcie DPD Pickup|DPD Pickup point)/ }).check();
        await expect(page.locator('#shipping-name')).toBeHidden();
        await expectNoSidewaysScroll(page, `${prefix}/checkout with a DPD Pickup point`);
        await page.getByRole('radio', { name: /^(Odbiór osobisty w salonie|Pick-up at our showroom)/ }).check();
        await expect(page.locator('#shipping-point')).toBeVisible();
        await expectNoSidewaysScroll(page, `${prefix}/checkout with the showroom`);
      }
    });

    test('the signed-in shopper’s addresses page fits the screen', async ({ page, stack }) => {
      const customer = { name: 'Jan Nowak', email: uniqueEmail('narrow'), password: 'Bardzo-tajne-haslo-1' };
      await registerCustomer(stack.platformURL, customer);
      // Signed in by the login form's plain POST (the form itself is e2e/account-login.spec.ts's).
      await page.goto('/account/addresses');
      expect(await signInByForm(page, customer, { locale: 'pl', returnPath: '/account/addresses' })).toBe('/account/addresses');
      await page.goto('/account/addresses');
      await expect(page).toHaveURL('/account/addresses');
      await page.getByText('Dodaj adres dostawy', { exact: true }).click();
      await expect(page.locator('[data-address-form="shipping-new"]')).toBeVisible();
      await expectNoSidewaysScroll(page, '/account/addresses');
      await page.goto('/en/account/addresses');
      await page.getByText('Add a billing address', { exact: true }).click();
      await expect(page.locator('[data-address-form="billing-new"]')).toBeVisible();
      await expectNoSidewaysScroll(page, '/en/account/addresses');
    });
  });
}

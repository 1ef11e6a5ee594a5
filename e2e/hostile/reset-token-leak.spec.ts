// The password-reset token never reaches third-party tags, later requests or the address bar.
// With every tag configured and consented to (fake vendors on the browser's side,
// e2e/support/fake-vendors.ts), the shopper opens the mailed link: the page answers 303 to the bare
// reset page with the token in a sealed HttpOnly cookie (src/lib/account/reset-link-cookie.ts), loads no
// tag, writes no token into the page, and the password is still reset.
import type { Page, Request } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { fakeVendors } from '../support/fake-vendors';
import { registerCustomer, uniqueEmail } from '../support/shopper';
import { resetMailsTo } from '../support/platform-outbox';

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
test.use({ stackEnv: IDS, cookieConsent: null, locale: 'pl-PL' });

const PASSWORD = 'stare-haslo-resetu-2026';

async function acceptAll(page: Page) {
  const banner = page.getByRole('region', { name: 'Pliki cookie w tym sklepie' });
  await banner.getByRole('button', { name: 'Akceptuję wszystkie' }).click();
  await expect(banner).toBeHidden();
}

/** Everything a request shows of where it comes from: its URL, its Referer and its body. */
const traceOf = async (request: Request) => `${request.url()} ${(await request.allHeaders()).referer ?? ''} ${request.postData() ?? ''}`;

for (const locale of ['pl', 'en'] as const) {
  test(`the reset token (${locale}) stays out of the tags, the address bar, the page and later requests`, async ({ page, context, baseURL, stack }) => {
    const prefix = locale === 'en' ? '/en' : '';
    const vendors = await fakeVendors(context);
    await page.goto('/');
    await acceptAll(page);
    // The tags do run on the shop's pages: a vendor hears of a product view.
    await page.goto('/product/konewka-metalowa');
    await expect.poll(() => vendors.hits.length, { timeout: 20_000 }).toBeGreaterThan(0);

    const email = uniqueEmail(`reset-token-${locale}`);
    await registerCustomer(stack.platformURL, { name: 'Ola Resetowa', email, password: PASSWORD });
    await page.goto(`${prefix}/forgot-password`);
    await page.locator('#forgot-email').fill(email);
    await page.locator('[data-forgot-form] button[type="submit"]').click();
    await expect(page.locator('[data-forgot-sent]')).toBeVisible();
    const link = resetMailsTo(stack.platformDataDir, email).at(-1)!.data!.url!;
    const token = new URL(link).searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(16);

    const before = vendors.hits.length;
    const traces: Promise<string>[] = [];
    page.on('request', (request) => {
      // The one request that carries it is the mailed link itself.
      if (request.url() !== link) traces.push(traceOf(request));
    });

    await page.goto(link);
    await expect(page).toHaveURL(`${baseURL}${prefix}/reset-password`);
    await expect(page.locator('[data-reset-form]')).toBeVisible();
    expect(await page.content()).not.toContain(token);
    expect(await page.evaluate(() => `${location.href} ${document.referrer} ${document.cookie}`)).not.toContain(token);
    await page.waitForTimeout(4000); // past the 3-second analytics delay
    expect(vendors.hits.slice(before), 'no tag on the reset page').toEqual([]);

    const newPassword = `nowe-haslo-resetu-${locale}-2026`;
    await page.locator('#reset-password').fill(newPassword);
    await page.locator('#reset-passwordConfirmation').fill(newPassword);
    await page.locator('[data-reset-form] button[type="submit"]').click();
    await expect(page.locator('[data-reset-done]')).toBeVisible();
    expect(await page.content()).not.toContain(token);
    // Onwards to the shop, where the tags run again: nothing they or anyone else receive names the token.
    const heard = vendors.hits.length;
    await page.goto(`${prefix}/product/konewka-metalowa`);
    await expect.poll(() => vendors.hits.length, { timeout: 20_000 }).toBeGreaterThan(heard);

    for (const trace of await Promise.all(traces)) expect(trace).not.toContain(token);
    expect(JSON.stringify(vendors.hits)).not.toContain(token);
    // The link is spent: opened again, it says so (and it stays out of the address bar too).
    await page.goto(link);
    await expect(page).toHaveURL(`${baseURL}${prefix}/reset-password`);
    await expect(page.locator('[data-reset-invalid]')).toBeVisible();
  });
}

// At the tags: the purchase event's tax uses the sales channel's currency
// vat_rate, here 8 % set by an admin through the platform API on a platform and storefront of
// this test's own; and the email-marketing order event subscribes a shopper who ticked the checkout's
// newsletter consent (edrone's subscriber_status '1').
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { fakeVendors } from './support/fake-vendors';
import { PLATFORM_ADMIN, startPlatformProcess } from './support/platform-process';
import { platformApi } from './support/shopper';
import { startStack, type Stack } from './support/stack';

test.use({ cookieConsent: null, locale: 'pl-PL' });

async function acceptAll(page: Page) {
  const banner = page.getByRole('region', { name: 'Pliki cookie w tym sklepie' });
  await banner.getByRole('button', { name: 'Akceptuję wszystkie' }).click();
  await expect(banner).toBeHidden();
}

test('a channel taxed at 8 %: the purchase tax is 8 % of the value; the newsletter consent subscribes at the email marketing', async ({ page, context }) => {
  test.setTimeout(180_000);
  const platform = await startPlatformProcess({ PLATFORM_DEMO: '1' });
  let storefront: Stack | undefined;
  try {
    const call = platformApi(platform.url);
    const { token } = await call<{ token: string }>('POST', '/login', PLATFORM_ADMIN);
    await call('PATCH', '/sales-channels/pl', { vat_rate: '8' }, token);
    storefront = await startStack({ platformURL: platform.url, env: { ANALYTICS_ID: 'G-TEST42', EMAIL_MARKETING_ID: 'edrone-42' } });
    const base = storefront.baseURL;
    const vendors = await fakeVendors(context);
    await page.goto(`${base}/`);
    await acceptAll(page);
    await page.goto(`${base}/product/konewka-metalowa`);
    const add = page.getByRole('button', { name: /^Dodaj do koszyka$/ });
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.locator('.add-to-cart__status--added')).toBeVisible();

    await page.goto(`${base}/checkout`);
    await expect(page.locator('[data-checkout-ready]')).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(`vat-${Date.now()}@example.com`);
    await page.getByRole('radio', { name: /^Kurier — płatność przy odbiorze/ }).check();
    for (const [field, value] of Object.entries({ name: 'Jan Nowak', address: 'ul. Polna 3', zip: '80-001', city: 'Gdańsk', phone: '+48600100200' }))
      await page.locator(`#shipping-${field}`).fill(value);
    await page.getByRole('checkbox', { name: /^Akceptuję regulamin/ }).check();
    await page.getByRole('checkbox', { name: 'Chcę otrzymywać newsletter' }).check();
    await page.getByRole('button', { name: /^Składam zamówienie$/ }).click();
    await expect(page).toHaveURL(/\/checkout\/thank-you\?code=/);
    const code = new URL(page.url()).searchParams.get('code')!;

    const gtag = () => vendors.of('analytics').map((hit) => hit.body as unknown[]);
    await expect.poll(() => gtag().some((call) => call[0] === 'event' && call[1] === 'purchase'), { timeout: 20_000 }).toBe(true);
    const purchase = gtag().find((call) => call[1] === 'purchase')![2] as { transaction_id: string; value: number; tax: number };
    expect(purchase.transaction_id).toBe(code);
    expect(purchase.value).toBeGreaterThan(0);
    expect(purchase.tax).toBe(Math.round(purchase.value * 0.08 * 100) / 100);
    expect(purchase.tax).not.toBe(Math.round(purchase.value * 0.23 * 100) / 100);

    await expect
      .poll(() => vendors.of('email marketing').find((hit) => (hit.body as { order_id?: string }).order_id === code)?.body, { timeout: 20_000 })
      .toMatchObject({ action_type: 'order', order_id: code, subscriber_status: '1' });
  } finally {
    await storefront?.stop();
    await platform.stop();
  }
});

// Access tokens that expire for real (the platform's test hook, PLATFORM_TEST_HOOKS=1, set by
// e2e/support/stack.ts): the shopper never notices, and one page whose server render makes three
// authenticated calls at once (/account: orders, wishlist, bought products) refreshes the token once.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { registerCustomer, uniqueEmail } from './support/shopper';

const TOKEN_COOKIES = ['access_token', 'identity_token', 'refresh_token'];

/** The platform's test hooks: expire a customer's access tokens; how many refreshes they made. */
function hooks(platformURL: string, email: string) {
  return {
    async expire(afterRequests = 0): Promise<void> {
      const response = await fetch(`${platformURL}/__test/expire-access-tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, after_requests: afterRequests }),
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { data: { sessions: number } }).data.sessions).toBeGreaterThan(0);
    },
    async counts(): Promise<{ refreshes: number; refused: number }> {
      const response = await fetch(`${platformURL}/__test/refreshes?email=${encodeURIComponent(email)}`);
      return ((await response.json()) as { data: { refreshes: number; refused: number } }).data;
    },
    async refreshes(): Promise<number> {
      return (await this.counts()).refreshes;
    },
  };
}

async function signIn(page: Page, locale: 'pl' | 'en', customer: { email: string; password: string }) {
  await page.goto(locale === 'en' ? '/en/login?return=/en/category/dom' : '/login?return=/category/dom');
  await page.getByLabel('E-mail', { exact: true }).fill(customer.email);
  await page.getByLabel(locale === 'en' ? 'Password' : 'Hasło', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: locale === 'en' ? 'Sign in' : 'Zaloguj się', exact: true }).click();
  await expect(page).toHaveURL(locale === 'en' ? '/en/category/dom' : '/category/dom');
  // The page after a sign-in processes the cart; let it finish before the clock moves.
  await page.waitForLoadState('networkidle');
}

const tokenOf = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'access_token')?.value;

test.describe('expired access tokens', () => {
  test('the access token expires mid-session: the next page refreshes it on the server and the shopper stays signed in (pl)', async ({ page, stack }) => {
    const customer = { name: 'Tomasz Wygasły', email: uniqueEmail('expiry'), password: 'wygasly-token-2026' };
    await registerCustomer(stack.platformURL, customer);
    await signIn(page, 'pl', customer);
    const hook = hooks(stack.platformURL, customer.email);
    const before = await hook.refreshes();
    const oldToken = await tokenOf(page);

    await hook.expire();
    await page.goto('/product/kubek-ceramiczny-las');
    await expect(page.getByRole('navigation', { name: 'Konto', exact: true }).getByRole('link', { name: customer.name })).toBeVisible();
    expect(await hook.refreshes()).toBe(before + 1);
    expect(await tokenOf(page)).not.toBe(oldToken);
    // The new token works: the next page needs no refresh.
    await page.goto('/account');
    await expect(page.locator('[data-account-greeting]')).toHaveText(`Witaj, ${customer.name}!`);
    expect(await hook.refreshes()).toBe(before + 1);
    const visible = await page.evaluate(() => document.cookie);
    for (const name of TOKEN_COOKIES) expect(visible).not.toContain(name);
  });

  test('three authenticated calls of one page at once, all refused: exactly one refresh (en)', async ({ page, stack }) => {
    const customer = { name: 'Rita Równoległa', email: uniqueEmail('parallel'), password: 'rownolegle-wywolania-2026' };
    await registerCustomer(stack.platformURL, customer);
    await signIn(page, 'en', customer);
    const hook = hooks(stack.platformURL, customer.email);
    const before = await hook.counts();

    // The middleware's profile read still passes; the page's three parallel calls then meet the expired token.
    await hook.expire(1);
    await page.goto('/en/account');
    await expect(page.locator('[data-account-greeting]')).toHaveText(`Hello, ${customer.name}!`);
    await expect(page.locator('[data-account-figure]')).toHaveCount(3);
    await expect(page.locator('[data-account-figure="orders"] dd')).toHaveText('0');
    // All three were refused, and they shared one refresh.
    expect(await hook.counts()).toEqual({ refused: before.refused + 3, refreshes: before.refreshes + 1 });
    await page.goto('/en/account');
    await expect(page.locator('[data-account-figure]')).toHaveCount(3);
    expect(await hook.refreshes()).toBe(before.refreshes + 1);
  });
});

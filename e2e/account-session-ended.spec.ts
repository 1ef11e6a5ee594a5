// When the token refresh fails, the tokens are cleared and the shopper goes home, from
// every route and every action: a form post (it is not acted on) and a page script's action (a
// wishlist heart), not only a page read. The session is ended on the platform behind the shop's back
// (POST /auth/logout with the shopper's own access token), so the next call's refresh is refused.
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { isCartProcessing, registerCustomer, signInByForm, uniqueEmail } from './support/shopper';

test.use({ locale: 'en-GB' });

/** Signs in by the login form's plain POST (the form itself is e2e/account-login.spec.ts's); it leads to the account. */
async function signIn(page: Page, customer: { email: string; password: string }) {
  await page.goto('/en/login');
  expect(await signInByForm(page, customer, { locale: 'en' })).toMatch(/\/en\/account/);
}

/** Ends the shopper's session on the platform, as an expiry or a sign-out elsewhere would. */
async function endSessionOnThePlatform(context: BrowserContext, platformURL: string) {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  expect(token).toBeTruthy();
  const response = await fetch(`${platformURL}/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  expect(response.status).toBeLessThan(300);
}

const tokenCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((cookie) => ['access_token', 'identity_token', 'refresh_token'].includes(cookie.name));

test('a form post after the session ended goes home signed out, and the form is not acted on', async ({ page, context, stack }) => {
  const customer = { name: 'Ola Sesja', email: uniqueEmail('session-form'), password: 'dluga-sesja-haslo-2026' };
  await registerCustomer(stack.platformURL, customer);
  await signIn(page, customer);
  await page.goto('/en/account/settings');
  await endSessionOnThePlatform(context, stack.platformURL);

  await page.getByRole('button', { name: 'Save the preference' }).click();
  await expect(page).toHaveURL(/\/en$/);
  expect(await tokenCookies(context)).toEqual([]);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
});

test('a wishlist heart after the session ended goes home signed out (an action called by a page script)', async ({ page, context, stack }) => {
  const customer = { name: 'Ola Serce', email: uniqueEmail('session-heart'), password: 'dluga-sesja-haslo-2026' };
  await registerCustomer(stack.platformURL, customer);
  await signIn(page, customer);
  await page.goto('/en/product/konewka-metalowa');
  const heart = page.locator('button[data-wishlist-heart]').first();
  await expect(heart).toBeVisible();
  await endSessionOnThePlatform(context, stack.platformURL);

  await heart.click();
  await expect(page).toHaveURL(/\/en$/);
  expect(await tokenCookies(context)).toEqual([]);
  expect((await context.cookies()).some((cookie) => cookie.name === 'session_ended')).toBe(false);
});

test('cart processing after the session ended goes home signed out, and the cart is kept (an action called by the cart)', async ({ page, context, stack }) => {
  const customer = { name: 'Ola Koszyk', email: uniqueEmail('session-cart'), password: 'dluga-sesja-haslo-2026' };
  await registerCustomer(stack.platformURL, customer);
  await signIn(page, customer);
  await page.goto('/en/product/konewka-metalowa');
  const add = page.getByRole('button', { name: /^Add to cart$/ });
  await expect(add).toBeEnabled();
  const added = page.waitForResponse((response) => isCartProcessing(response.request()));
  await add.click();
  await added;
  await page.goto('/en/cart');
  const more = page.getByRole('button', { name: /^More of / });
  await expect(more).toBeEnabled();
  // Opening the cart processes it: the session ends only once that answer is in (the figures are the
  // platform's), so that the processing the click starts is the one that finds it ended. Ended while
  // the page's own processing is on its way (a loaded machine), that one takes the page home first and
  // the click never lands.
  await expect(page.locator('[data-cart-status]')).toHaveAttribute('data-cart-status', 'current');
  await endSessionOnThePlatform(context, stack.platformURL);

  await more.click();
  await expect(page).toHaveURL(/\/en$/);
  expect(await tokenCookies(context)).toEqual([]);
  expect((await context.cookies()).some((cookie) => cookie.name === 'session_ended')).toBe(false);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  const lines = await page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '{}') as { items?: { quantity: number }[] }).items ?? []);
  expect(lines.map((line) => line.quantity)).toEqual([2]);
});

// A profile read that fails for a moment must not sign anyone out (signed in exactly when an
// access token exists). Before, a shopper holding tokens was shown signed out, and every /account page
// sent them to /login, whenever GET /auth/profile failed (platform down, 5xx, 429): an attacker able to
// make the platform busy for a moment (a burst that earns a 429) could push shoppers to a sign-in form.
// Only a refused token (401 after a failed refresh) signs out. A fault proxy of our own
// (e2e/support/fault-proxy.ts) sits between the storefront and the platform and fails the profile read only.
import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { faultyStackTest } from '../support/faulty-stack';
import { registerCustomer, uniqueEmail } from '../support/shopper';

const test = faultyStackTest({ PLATFORM_TIMEOUT_MS: '3000' }, { restartPlatform: true });

const T = {
  en: {
    prefix: '/en',
    title: /^Error 503 - /,
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    overview: 'My account',
    message: 'We cannot load your account right now. You are still signed in; please try again in a moment.',
  },
  pl: {
    prefix: '',
    title: /^Błąd 503 - /,
    email: 'E-mail',
    password: 'Hasło',
    signIn: 'Zaloguj się',
    overview: 'Moje konto',
    message: 'Nie możemy teraz wczytać Twojego konta. Nadal jesteś zalogowany; spróbuj ponownie za chwilę.',
  },
} as const;

const isProfileRead = (method: string, path: string) => method === 'GET' && path.split('?')[0] === '/auth/profile';

async function signIn(page: Page, locale: keyof typeof T, customer: { email: string; password: string }) {
  const text = T[locale];
  await page.goto(`${text.prefix}/login`);
  await page.getByLabel(text.email, { exact: true }).fill(customer.email);
  await page.getByLabel(text.password, { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: text.signIn, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${text.prefix}/account$`));
}

const faultsToTry = [
  { name: 'a 503', fault: { kind: 'status', status: 503 } },
  { name: 'a 500', fault: { kind: 'status', status: 500 } },
  { name: 'a 429 (the platform busy)', fault: { kind: 'status', status: 429, retryAfter: '30' } },
  { name: 'a reset connection', fault: { kind: 'reset' } },
] as const;

for (const locale of ['en', 'pl'] as const) {
  test(`a profile read that fails for a moment keeps the shopper signed in, with an honest error on the account pages (${locale})`, async ({
    page,
    context,
    stack,
    faults,
  }) => {
    test.setTimeout(90_000);
    const text = T[locale];
    const customer = { name: 'Ola Chwilowa', email: uniqueEmail(`blip-${locale}`), password: 'chwilowa-awaria-haslo-2026' };
    await registerCustomer(stack.platformURL, customer);
    await signIn(page, locale, customer);
    const tokens = async () =>
      (await context.cookies()).filter((cookie) => ['access_token', 'refresh_token'].includes(cookie.name)).map((cookie) => cookie.value);
    const held = await tokens();
    expect(held).toHaveLength(2);

    for (const { name, fault } of faultsToTry) {
      faults.set(fault, isProfileRead);
      for (const path of ['/account', '/account/settings', '/account/orders']) {
        const response = await page.goto(`${text.prefix}${path}`);
        expect(response?.status(), `${name}, ${path}`).toBe(503);
        await expect(page, `${name}, ${path}: not sent to sign in`).toHaveURL(new RegExp(`${text.prefix}${path}$`));
        await expect(page).toHaveTitle(text.title);
        await expect(page.locator('[data-error-message]')).toHaveText(text.message);
        expect(await page.content()).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+|ECONNRESET|PlatformError/i);
        // Still signed in: the header's account menu, not a sign-in link.
        await expect(page.locator('[data-account-menu]').first()).toHaveAttribute('data-account-menu', 'signed-in');
      }
      expect(await tokens(), `${name}: the tokens stay`).toEqual(held);
    }

    // The platform answers again: the account as before, without signing in again.
    faults.pass();
    await page.goto(`${text.prefix}/account`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.overview);
    expect(await tokens()).toEqual(held);

    // Only a refused token signs out: the session ended on the platform, the next page goes home signed out.
    const access = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value;
    const response = await fetch(`${stack.platformURL}/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}`, accept: 'application/json' },
    });
    expect(response.status).toBeLessThan(300);
    await page.goto(`${text.prefix}/account`);
    await expect.poll(() => new URL(page.url()).pathname).toBe(text.prefix || '/');
    expect(await tokens()).toEqual([]);
  });
}

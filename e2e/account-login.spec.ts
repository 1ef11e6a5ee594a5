// Signing in and out as a shopper does it, in Polish and English: the demo customer, a wrong password,
// the two-factor step (a code computed here, and a recovery code) for a customer registered in the
// test, the way back to the page asked for (never to another site), tokens out of reach of page
// scripts, the header, private pages after sign-in, keyboard only, without JavaScript, axe.
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { test, expect } from './support/fixtures';
import { axeViolations, isCartProcessing, platformApi, registerCustomer } from './support/shopper';

const CUSTOMER = { email: 'klient@example.com', password: 'demo-klient-haslo-2026', name: 'Anna Kowalska' };
const TOKEN_COOKIES = ['access_token', 'identity_token', 'refresh_token'];
const WATERING_CAN = 'konewka-metalowa';

const TEXT = {
  pl: {
    email: 'E-mail',
    password: 'Hasło',
    submit: 'Zaloguj się',
    signIn: 'Zaloguj się',
    signOut: 'Wyloguj się',
    account: 'Konto',
    code: 'Kod z aplikacji lub kod zapasowy',
    verify: 'Sprawdź i zaloguj',
    wrong: 'Nieprawidłowy login lub hasło',
    hello: 'Witaj, {name}!',
    myAccount: 'Moje konto',
    twoFactor: 'Weryfikacja dwuetapowa',
    badCode: 'Ten kod jest nieprawidłowy',
  },
  en: {
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    signIn: 'Sign in',
    signOut: 'Sign out',
    account: 'Account',
    code: 'Code from the app or a recovery code',
    verify: 'Verify and sign in',
    wrong: 'Incorrect login or password',
    hello: 'Hello, {name}!',
    myAccount: 'My account',
    twoFactor: 'Two-step verification',
    badCode: 'This code is not valid',
  },
} as const;
type Locale = keyof typeof TEXT;
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');
const accountMenu = (page: Page, locale: Locale) => page.getByRole('navigation', { name: TEXT[locale].account, exact: true });

async function fillAndSubmit(page: Page, locale: Locale, email: string, password: string) {
  await page.getByLabel(TEXT[locale].email, { exact: true }).fill(email);
  await page.getByLabel(TEXT[locale].password, { exact: true }).fill(password);
  await page.getByRole('button', { name: TEXT[locale].submit, exact: true }).click();
}

async function expectNoTokenInScripts(page: Page) {
  const visible = await page.evaluate(() => document.cookie);
  for (const name of TOKEN_COOKIES) expect(visible).not.toContain(name);
  const stored = await page.context().cookies();
  const tokens = stored.filter((cookie) => TOKEN_COOKIES.includes(cookie.name));
  expect(tokens.map((cookie) => cookie.name).sort()).toEqual([...TOKEN_COOKIES].sort());
  for (const cookie of tokens) {
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(visible).not.toContain(cookie.value);
    // 31 days, give or take the test's own duration.
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(30.9 * 86_400_000);
  }
}

async function expectSignedOut(page: Page, locale: Locale) {
  await expect(accountMenu(page, locale).getByRole('link', { name: TEXT[locale].signIn })).toBeVisible();
  expect((await page.context().cookies()).filter((cookie) => TOKEN_COOKIES.includes(cookie.name))).toEqual([]);
}

/** A new customer with two-factor sign-in on, registered through the platform's API. */
async function customerWithTwoFactor(platformURL: string, email: string) {
  const call = platformApi(platformURL);
  const password = 'dwa-kroki-haslo-2026';
  await registerCustomer(platformURL, { name: 'Ewa Dwukrokowa', email, password });
  const { token } = await call<{ token: string }>('POST', '/login', { email, password });
  const { secret } = await call<{ secret: string }>('POST', '/auth/2fa/setup', { type: 'app' }, token);
  const { recovery_codes } = await call<{ recovery_codes: string[] }>('POST', '/auth/2fa/confirm', { code: await generate({ secret }) }, token);
  return { email, password, secret, recoveryCodes: recovery_codes };
}

test.describe('sign in and out', () => {
  for (const locale of ['pl', 'en'] as const) {
    test(`the demo customer signs in from a page, sees their name, and signs out (${locale})`, async ({ page, request }) => {
      const text = TEXT[locale];
      const category = `${prefix(locale)}/category/dom`;
      // The public page is in the page cache before the sign-in.
      expect((await request.get(category)).headers()['cache-control']).toContain('public');
      expect((await request.get(category)).headers()['cache-control']).toContain('public');

      // A line in the cart: the page after the sign-in processes the cart.
      await page.goto(`${prefix(locale)}/product/${WATERING_CAN}`);
      await page.getByRole('button', { name: locale === 'en' ? /^Add to cart$/ : /^Dodaj do koszyka$/ }).click();
      await expect(page.locator('.add-to-cart__status--added')).toBeVisible();

      await page.goto(category);
      await accountMenu(page, locale).getByRole('link', { name: text.signIn }).click();
      await expect(page).toHaveURL(`${prefix(locale)}/login?return=${encodeURIComponent(category)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.signIn);

      const processed = page.waitForRequest(isCartProcessing);
      await fillAndSubmit(page, locale, CUSTOMER.email, CUSTOMER.password);
      await expect(page).toHaveURL(category);
      await processed;
      expect(await page.evaluate(() => document.cookie)).not.toContain('process_cart');
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'logged_in_the_past')).toMatchObject({ value: '1', httpOnly: false });

      // The header names the shopper: the page was rendered for them, not taken from the page cache.
      await expect(accountMenu(page, locale).getByRole('link', { name: CUSTOMER.name })).toHaveAttribute('href', `${prefix(locale)}/account`);
      const reload = await page.reload();
      expect(reload?.headers()['cache-control']).toBe('private, no-store');
      await expectNoTokenInScripts(page);

      for (const path of [
        '/',
        '/category/dom',
        `/product/${WATERING_CAN}`,
        '/cart',
        '/blog',
        '/account/orders',
        '/account/addresses',
        '/account/wishlist',
        '/account/settings',
        '/account',
      ]) {
        const response = await page.goto(`${prefix(locale)}${path === '/' && locale === 'en' ? '' : path}`);
        expect(response?.headers()['cache-control']).toBe('private, no-store');
        await expect(accountMenu(page, locale).getByRole('link', { name: CUSTOMER.name })).toBeVisible();
        await expectNoTokenInScripts(page);
      }

      // The overview (the last page above).
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.myAccount);
      await expect(page.locator('[data-account-greeting]')).toHaveText(text.hello.replace('{name}', CUSTOMER.name));
      await expect(page.locator('[data-account-email]')).toContainText(CUSTOMER.email);

      await page.locator('main').getByRole('button', { name: text.signOut }).click();
      await expect(page).toHaveURL(locale === 'en' ? '/en' : '/');
      await expectSignedOut(page, locale);
      await page.goto(`${prefix(locale)}/account`);
      await expect(page).toHaveURL(`${prefix(locale)}/login?return=${encodeURIComponent(`${prefix(locale)}/account`)}`);
    });

    test(`a wrong password gets the message and keeps the e-mail typed (${locale})`, async ({ page }) => {
      const text = TEXT[locale];
      await page.goto(`${prefix(locale)}/login`);
      await fillAndSubmit(page, locale, CUSTOMER.email, 'not-the-password-2026');
      await expect(page.locator('[data-login-error]')).toHaveText(text.wrong);
      await expect(page.getByLabel(text.email, { exact: true })).toHaveValue(CUSTOMER.email);
      await expect(page.getByLabel(text.password, { exact: true })).toHaveValue('');
      expect(await page.content()).not.toContain('not-the-password-2026');
      await expectSignedOut(page, locale);

      // The form rules, before the platform is asked.
      await page.getByLabel(text.email, { exact: true }).fill('not-an-email');
      await page.getByRole('button', { name: text.submit, exact: true }).click();
      await expect(page.getByLabel(text.email, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#login-email-error')).toHaveText(
        locale === 'en' ? 'This field must be a valid email' : 'To pole musi zawierać poprawny adres e-mail',
      );
      await expect(page.locator('#login-password-error')).toHaveText(locale === 'en' ? 'This field is required' : 'To pole jest wymagane');
    });
  }
});

test.describe('two-factor sign-in', () => {
  test('a code from the app, then a recovery code (pl and en)', async ({ page, stack }) => {
    const customer = await customerWithTwoFactor(stack.platformURL, `dwa-kroki-${Date.now()}@example.com`);

    await page.goto('/login?return=/cart');
    await fillAndSubmit(page, 'pl', customer.email, customer.password);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.pl.twoFactor);
    await expect(page.locator('[data-login-email]')).toContainText(customer.email);
    expect(await page.content()).not.toContain(customer.password);
    // The password waits sealed in an HttpOnly cookie, never readable by the page.
    expect(await page.evaluate(() => document.cookie)).not.toContain('sign_in_pending');

    await page.getByLabel(TEXT.pl.code).fill('000000');
    await page.getByRole('button', { name: TEXT.pl.verify }).click();
    await expect(page.locator('#login-code-error')).toContainText(TEXT.pl.badCode);
    await expect(page.locator('[data-login-email]')).toContainText(customer.email);

    // A code is accepted once (the platform remembers the last time step): the set-up used this step's code, so type the next one.
    await page.getByLabel(TEXT.pl.code).fill(await generate({ secret: customer.secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: TEXT.pl.verify }).click();
    await expect(page).toHaveURL('/cart');
    await expect(accountMenu(page, 'pl').getByRole('link', { name: 'Ewa Dwukrokowa' })).toBeVisible();
    await expectNoTokenInScripts(page);
    await accountMenu(page, 'pl').getByRole('button', { name: TEXT.pl.signOut }).click();
    await expectSignedOut(page, 'pl');

    await page.goto('/en/login');
    await fillAndSubmit(page, 'en', customer.email, customer.password);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.twoFactor);
    await page.getByLabel(TEXT.en.code).fill(customer.recoveryCodes[0]!);
    await page.getByRole('button', { name: TEXT.en.verify }).click();
    await expect(page).toHaveURL('/en/account');
    await expect(page.locator('[data-account-greeting]')).toHaveText('Hello, Ewa Dwukrokowa!');
    await page.locator('main').getByRole('button', { name: TEXT.en.signOut }).click();
    await expect(page).toHaveURL('/en');

    // A recovery code works once.
    await page.goto('/en/login');
    await fillAndSubmit(page, 'en', customer.email, customer.password);
    await page.getByLabel(TEXT.en.code).fill(customer.recoveryCodes[0]!);
    await page.getByRole('button', { name: TEXT.en.verify }).click();
    await expect(page.locator('#login-code-error')).toContainText(TEXT.en.badCode);
  });
});

test.describe('where the shopper lands', () => {
  test('an account page opened signed out leads to the sign-in and back (pl)', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL('/login?return=%2Faccount');
    await fillAndSubmit(page, 'pl', CUSTOMER.email, CUSTOMER.password);
    await expect(page).toHaveURL('/account');
    await expect(page.locator('[data-account-greeting]')).toHaveText('Witaj, Anna Kowalska!');
    // Signed in, /login goes straight to where the shopper was going.
    await page.goto('/login?return=/cart');
    await expect(page).toHaveURL('/cart');
  });

  for (const [locale, hostile] of [
    ['pl', '//evil.example'],
    ['en', 'https://evil.example'],
    ['pl', '/\\evil.example'],
  ] as const) {
    test(`?return=${hostile} ends on our own site (${locale})`, async ({ page, baseURL }) => {
      await page.goto(`${prefix(locale)}/login?return=${encodeURIComponent(hostile)}`);
      await fillAndSubmit(page, locale, CUSTOMER.email, CUSTOMER.password);
      await expect(page).toHaveURL(`${baseURL}${prefix(locale)}/account`);
      // Signed in, the hostile target is still not followed.
      await page.goto(`${prefix(locale)}/login?return=${encodeURIComponent(hostile)}`);
      await expect(page).toHaveURL(`${baseURL}${prefix(locale)}/account`);
    });
  }

  test('an access token the platform refuses is refreshed on the server; the shopper does not notice (pl)', async ({ page, baseURL }) => {
    await page.goto('/login');
    await fillAndSubmit(page, 'pl', CUSTOMER.email, CUSTOMER.password);
    await expect(page).toHaveURL('/account');
    const before = await page.context().cookies();
    const refresh = before.find((cookie) => cookie.name === 'refresh_token')!;
    // As if the access token had expired: the platform answers 401, the storefront refreshes once.
    await page.context().addCookies([{ name: 'access_token', value: 'expired', url: baseURL!, httpOnly: true, sameSite: 'Lax' }]);
    await page.goto('/category/dom');
    await expect(page).toHaveURL('/category/dom');
    await expect(accountMenu(page, 'pl').getByRole('link', { name: CUSTOMER.name })).toBeVisible();
    const after = await page.context().cookies();
    expect(after.find((cookie) => cookie.name === 'access_token')?.value).not.toBe('expired');
    expect(after.find((cookie) => cookie.name === 'refresh_token')?.value).not.toBe(refresh.value);
    await expectNoTokenInScripts(page);
  });

  test('a session that cannot be refreshed is ended: tokens cleared, the shopper lands home signed out (en)', async ({ page, baseURL }) => {
    await page.context().addCookies(TOKEN_COOKIES.map((name) => ({ name, value: `expired-${name}`, url: baseURL!, httpOnly: true, sameSite: 'Lax' as const })));
    await page.goto('/en/category/dom');
    await expect(page).toHaveURL('/en');
    await expectSignedOut(page, 'en');
  });
});

test.describe('accessibility', () => {
  test('no axe violations on /login (both steps with errors) and /account; sign-in by keyboard alone (pl)', async ({ page, stack }) => {
    await page.goto('/login');
    expect(await axeViolations(page)).toEqual([]);
    await fillAndSubmit(page, 'pl', CUSTOMER.email, 'zle-haslo-2026');
    await expect(page.locator('[data-login-error]')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const customer = await customerWithTwoFactor(stack.platformURL, `axe-${Date.now()}@example.com`);
    await page.goto('/en/login');
    await fillAndSubmit(page, 'en', customer.email, customer.password);
    await page.getByRole('button', { name: TEXT.en.verify }).click();
    await expect(page.locator('#login-code-error')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Keyboard only: Tab to the e-mail field, type, Tab to the password, Enter.
    await page.goto('/login?return=/account');
    for (let presses = 0; presses < 60; presses++) {
      if (await page.evaluate(() => document.activeElement?.id === 'login-email')) break;
      await page.keyboard.press('Tab');
    }
    await expect(page.getByLabel(TEXT.pl.email, { exact: true })).toBeFocused();
    await page.keyboard.type(CUSTOMER.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(TEXT.pl.password, { exact: true })).toBeFocused();
    await page.keyboard.type(CUSTOMER.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/account');
    expect(await axeViolations(page)).toEqual([]);

    // Signing out by keyboard: the header's button.
    await accountMenu(page, 'pl').getByRole('button', { name: TEXT.pl.signOut }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
    await expectSignedOut(page, 'pl');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in form signs in and the sign-out button signs out (pl, en)', async ({ page }) => {
    await page.goto('/login?return=/category/dom');
    await fillAndSubmit(page, 'pl', CUSTOMER.email, 'zle-haslo-2026');
    await expect(page.locator('[data-login-error]')).toHaveText(TEXT.pl.wrong);
    await fillAndSubmit(page, 'pl', CUSTOMER.email, CUSTOMER.password);
    await expect(page).toHaveURL('/category/dom');
    await expect(accountMenu(page, 'pl').getByRole('link', { name: CUSTOMER.name })).toBeVisible();
    await accountMenu(page, 'pl').getByRole('button', { name: TEXT.pl.signOut }).click();
    await expect(page).toHaveURL('/');
    await expectSignedOut(page, 'pl');

    await page.goto('/en/account');
    await fillAndSubmit(page, 'en', CUSTOMER.email, CUSTOMER.password);
    await expect(page).toHaveURL('/en/account');
    await expect(page.locator('[data-account-greeting]')).toHaveText('Hello, Anna Kowalska!');
  });
});

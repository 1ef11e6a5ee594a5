// Signing in with a provider (the embedded platform simulates GitHub's authorization page), as a
// shopper does it in Polish and English: a first sign-in creates the account and comes back to the
// page the shopper was on; cancelling at the provider, coming back too late or after the provider was
// switched off each say so; an e-mail that already has an account is linked after the shopper signs in
// to it with the password. Tokens stay out of reach of page scripts; axe; keyboard only; no JavaScript.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { axeViolations, platformApi, registerCustomer, uniqueEmail } from './support/shopper';

const TOKEN_COOKIES = ['access_token', 'identity_token', 'refresh_token'];
const ADMIN = { email: 'admin@example.com', password: 'demo-admin-password-2026' };

const TEXT = {
  pl: {
    continueWith: 'Kontynuuj przez GitHub',
    email: 'Adres e-mail',
    name: 'Imię i nazwisko',
    allow: 'Zezwól',
    cancel: 'Anuluj',
    account: 'Konto',
    cancelled: 'Logowanie przez GitHub zostało anulowane. Możesz spróbować ponownie albo zalogować się e-mailem i hasłem.',
    expired: 'Logowanie przez GitHub trwało zbyt długo lub zostało przerwane. Spróbuj ponownie.',
    inactive: 'Logowanie przez GitHub jest teraz niedostępne. Zaloguj się e-mailem i hasłem.',
    password: 'Hasło',
    submit: 'Zaloguj się',
    linked: 'Twoje konto jest teraz połączone z GitHub. Następnym razem możesz logować się przez GitHub.',
    continue: 'Dalej',
  },
  en: {
    continueWith: 'Continue with GitHub',
    email: 'E-mail address',
    name: 'Full name',
    allow: 'Allow',
    cancel: 'Cancel',
    account: 'Account',
    cancelled: 'Signing in with GitHub was cancelled. You can try again, or sign in with your e-mail and password.',
    expired: 'Signing in with GitHub took too long or was interrupted. Please try again.',
    inactive: 'Signing in with GitHub is not available right now. Please sign in with your e-mail and password.',
    password: 'Password',
    submit: 'Sign in',
    linked: 'GitHub is now linked to your account. Next time you can sign in with it.',
    continue: 'Continue',
  },
} as const;
type Locale = keyof typeof TEXT;
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');
const accountMenu = (page: Page, locale: Locale) => page.getByRole('navigation', { name: TEXT[locale].account, exact: true });

/** On the simulated GitHub page: who the shopper is there, then Allow or Cancel. */
async function atGitHub(page: Page, platformURL: string, locale: Locale, identity: { email: string; name: string } | 'cancel') {
  await expect(page).toHaveURL(new RegExp(`^${platformURL}/auth-simulator/github/authorize(\\?|$)`));
  if (identity === 'cancel') return page.getByRole('button', { name: TEXT[locale].cancel }).click();
  await page.getByLabel(TEXT[locale].email).fill(identity.email);
  await page.getByLabel(TEXT[locale].name).fill(identity.name);
  await page.getByRole('button', { name: TEXT[locale].allow }).click();
}

async function expectNoTokenInScripts(page: Page) {
  const visible = await page.evaluate(() => document.cookie);
  const stored = await page.context().cookies();
  const tokens = stored.filter((cookie) => TOKEN_COOKIES.includes(cookie.name));
  expect(tokens.map((cookie) => cookie.name).sort()).toEqual([...TOKEN_COOKIES].sort());
  for (const name of [...TOKEN_COOKIES, 'provider_flow', 'provider_merge']) expect(visible).not.toContain(name);
  for (const cookie of tokens) {
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(visible).not.toContain(cookie.value);
  }
}

test.describe('sign in with a provider', () => {
  for (const locale of ['pl', 'en'] as const) {
    test(`a first GitHub sign-in creates the account and returns to the page the shopper was on (${locale})`, async ({ page, stack }) => {
      const identity = { email: uniqueEmail(`github-${locale}`), name: 'Grażyna Hubowska' };
      await page.goto(`${prefix(locale)}/category/dom`);
      await accountMenu(page, locale).locator('[data-sign-in]').click();
      await expect(page).toHaveURL(`${prefix(locale)}/login?return=${encodeURIComponent(`${prefix(locale)}/category/dom`)}`);
      await page.getByRole('button', { name: TEXT[locale].continueWith }).click();
      await atGitHub(page, stack.platformURL, locale, identity);
      await expect(page).toHaveURL(`${prefix(locale)}/category/dom`);
      await expect(accountMenu(page, locale).getByRole('link', { name: identity.name })).toBeVisible();
      await expectNoTokenInScripts(page);
      // The sign-in is remembered like a password sign-in, and the cart is processed on the next page.
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'logged_in_the_past')?.value).toBe('1');
      expect(cookies.some((cookie) => cookie.name === 'provider_flow')).toBe(false);

      await page.goto(`${prefix(locale)}/account`);
      await expect(page.locator('[data-account-email]')).toContainText(identity.email);
      // The platform made the account, linked to that GitHub identity: the next sign-in is the same customer.
      await accountMenu(page, locale).getByRole('button').click();
      await page.goto(`${prefix(locale)}/register`);
      await page.getByRole('button', { name: TEXT[locale].continueWith }).click();
      await atGitHub(page, stack.platformURL, locale, identity);
      await expect(page).toHaveURL(`${prefix(locale)}/account`);
      await expect(page.locator('[data-account-email]')).toContainText(identity.email);
    });
  }

  test('cancelling at GitHub says so, offers to try again and keeps the way back (pl); the pages pass axe', async ({ page, stack }) => {
    await page.goto('/login?return=/cart');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: TEXT.pl.continueWith }).click();
    expect(await axeViolations(page)).toEqual([]);
    // An empty form refused at the provider is described at its fields.
    await page.getByRole('button', { name: TEXT.pl.allow }).click();
    await expect(page.getByLabel(TEXT.pl.email)).toBeFocused();
    await page.getByLabel(TEXT.pl.email).fill('to-nie-adres');
    await page.getByLabel(TEXT.pl.name).fill('Jan');
    await page.evaluate(() => document.querySelector('form')?.setAttribute('novalidate', ''));
    await page.getByRole('button', { name: TEXT.pl.allow }).click();
    await expect(page.getByLabel(TEXT.pl.email)).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);
    await atGitHub(page, stack.platformURL, 'pl', 'cancel');
    await expect(page).toHaveURL(/\/login\/provider\/github\?return=%2Fcart&flow=.+&error=access_denied/);
    await expect(page.locator('[data-provider-error]')).toHaveText(TEXT.pl.cancelled);
    await expect(page.locator('[data-provider-back]')).toHaveAttribute('href', '/login?return=%2Fcart');
    expect(await axeViolations(page)).toEqual([]);
    expect((await page.context().cookies()).filter((cookie) => TOKEN_COOKIES.includes(cookie.name))).toEqual([]);
    // Trying again from here goes back to GitHub and, allowed this time, to the cart.
    await page.getByRole('button', { name: TEXT.pl.continueWith }).click();
    await atGitHub(page, stack.platformURL, 'pl', { email: uniqueEmail('github-again'), name: 'Jan Ponowny' });
    await expect(page).toHaveURL('/cart');
  });

  test("a return that does not belong to this browser's sign-in (too late, or made for someone else) is refused (en)", async ({ page, stack }) => {
    await page.goto('/en/login');
    await page.getByRole('button', { name: TEXT.en.continueWith }).click();
    await page.context().clearCookies({ name: 'provider_flow' });
    await atGitHub(page, stack.platformURL, 'en', { email: uniqueEmail('github-late'), name: 'Late Comer' });
    await expect(page.locator('[data-provider-error]')).toHaveText(TEXT.en.expired);
    expect((await page.context().cookies()).filter((cookie) => TOKEN_COOKIES.includes(cookie.name))).toEqual([]);
  });

  test('GitHub switched off while the shopper was at its page: the message says it is not available (pl)', async ({ page, stack }) => {
    const call = platformApi(stack.platformURL);
    const { token } = await call<{ token: string }>('POST', '/login', ADMIN);
    await page.goto('/login');
    await page.getByRole('button', { name: TEXT.pl.continueWith }).click();
    await call('PATCH', '/auth/providers/github', { active: false }, token);
    try {
      await atGitHub(page, stack.platformURL, 'pl', { email: uniqueEmail('github-off'), name: 'Wyłączony Dostawca' });
      await expect(page.locator('[data-provider-error]')).toHaveText(TEXT.pl.inactive);
      expect(await axeViolations(page)).toEqual([]);
      // Starting again is refused at once, on the same page.
      await page.getByRole('button', { name: TEXT.pl.continueWith }).click();
      await expect(page.locator('[data-provider-error]')).toHaveText(TEXT.pl.inactive);
    } finally {
      await call('PATCH', '/auth/providers/github', { active: true }, token);
    }
  });

  test('an e-mail that already has an account: the shopper signs in with the password and GitHub is linked to it (en)', async ({ page, stack }) => {
    const customer = { name: 'Piotr Połączony', email: uniqueEmail('merge'), password: 'polaczone-konto-2026' };
    await registerCustomer(stack.platformURL, customer);
    await page.goto('/en/login?return=/en/cart');
    await page.getByRole('button', { name: TEXT.en.continueWith }).click();
    await atGitHub(page, stack.platformURL, 'en', { email: customer.email, name: 'Piotr z GitHuba' });
    await expect(page).toHaveURL(`/en/login?return=${encodeURIComponent(`/en/login/provider/github/link?return=${encodeURIComponent('/en/cart')}`)}`);
    await expect(page.locator('[data-provider-merge-notice]')).toContainText('An account with the e-mail address you use at GitHub already exists.');
    await expect(page.locator('[data-providers]')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    expect((await page.context().cookies()).filter((cookie) => TOKEN_COOKIES.includes(cookie.name))).toEqual([]);

    await page.getByLabel('E-mail', { exact: true }).fill(customer.email);
    await page.getByLabel(TEXT.en.password, { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: TEXT.en.submit, exact: true }).click();
    await expect(page.locator('[data-provider-linked]')).toHaveText(TEXT.en.linked);
    expect(await axeViolations(page)).toEqual([]);
    await expectNoTokenInScripts(page);
    await page.getByRole('link', { name: TEXT.en.continue }).click();
    await expect(page).toHaveURL('/en/cart');

    // Signed out, GitHub now signs in to that same account.
    await accountMenu(page, 'en').getByRole('button').click();
    await page.goto('/en/login');
    await page.getByRole('button', { name: TEXT.en.continueWith }).click();
    await atGitHub(page, stack.platformURL, 'en', { email: customer.email, name: 'Piotr z GitHuba' });
    await expect(page).toHaveURL('/en/account');
    await expect(page.locator('[data-account-greeting]')).toContainText(customer.name);
  });

  test('keyboard only: from the sign-in page through GitHub and back (pl)', async ({ page, stack }) => {
    const tabTo = async (matches: () => Promise<boolean>) => {
      for (let presses = 0; presses < 80 && !(await matches()); presses++) await page.keyboard.press('Tab');
    };
    await page.goto('/login?return=/cart');
    await tabTo(() => page.evaluate(() => document.activeElement?.closest('[data-provider-form="github"]') !== null));
    await expect(page.getByRole('button', { name: TEXT.pl.continueWith })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`^${stack.platformURL}/auth-simulator/github/authorize`));
    await tabTo(() => page.evaluate(() => document.activeElement?.id === 'sim-email'));
    await page.keyboard.type(uniqueEmail('github-keys'));
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(TEXT.pl.name)).toBeFocused();
    await page.keyboard.type('Klawiatura Bezmyszkowa');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: TEXT.pl.allow })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/cart');
    await expect(accountMenu(page, 'pl').getByRole('link', { name: 'Klawiatura Bezmyszkowa' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the GitHub button and the way back work as plain HTML (en)', async ({ page, stack }) => {
    await page.goto('/en/register');
    await page.getByRole('button', { name: TEXT.en.continueWith }).click();
    await atGitHub(page, stack.platformURL, 'en', { email: uniqueEmail('github-nojs'), name: 'Plain Html' });
    await expect(page).toHaveURL('/en/account');
    await expect(page.locator('[data-account-greeting]')).toContainText('Plain Html');
  });
});

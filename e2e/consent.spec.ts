// The cookie banner and settings (docs/rules.md#consent: the consent flags, a cookie of 365 days): first visit, each choice, the
// dialog from the footer, without JavaScript, in both languages. No integration is configured here:
// nothing but the shop's own files loads, whatever the choice (e2e/tags.spec.ts has the tags).
import { test, expect } from './support/fixtures';
import { axeViolations } from './support/shopper';

const YEAR_S = 365 * 24 * 60 * 60;

// A first visit: no answer to the banner yet.
test.use({ cookieConsent: null });

async function consentCookie(page: import('@playwright/test').Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'cookie_consent');
}

for (const { locale, prefix, title, accept, necessary, choose, settings, analytics, save } of [
  {
    locale: 'pl',
    prefix: '',
    title: 'Pliki cookie w tym sklepie',
    accept: 'Akceptuję wszystkie',
    necessary: 'Tylko niezbędne',
    choose: 'Wybieram',
    settings: 'Ustawienia cookie',
    analytics: 'Analityczne',
    save: 'Zapisz mój wybór',
  },
  {
    locale: 'en',
    prefix: '/en',
    title: 'Cookies on this site',
    accept: 'Accept all',
    necessary: 'Only necessary',
    choose: 'Choose',
    settings: 'Cookie settings',
    analytics: 'Analytics',
    save: 'Save my choice',
  },
]) {
  test.describe(`cookie consent (${locale})`, () => {
    test.use({ locale: locale === 'pl' ? 'pl-PL' : 'en-GB' });

    test('the banner asks on a first visit, a choice is kept for a year and the banner stays away', async ({ page, stack }) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto(`${prefix}/`);
      const banner = page.getByRole('region', { name: title });
      await expect(banner).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(await consentCookie(page)).toBeUndefined();

      await banner.getByRole('button', { name: necessary }).click();
      await expect(banner).toBeHidden();
      const cookie = await consentCookie(page);
      expect(cookie?.value).toBe('required');
      expect(cookie?.httpOnly).toBe(false);
      expect(cookie?.sameSite).toBe('Lax');
      expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(YEAR_S - 120);
      expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(YEAR_S + 5);

      await page.goto(`${prefix}/category/dom`);
      await expect(page.getByRole('region', { name: title })).toBeHidden();
      // No integration configured: only the shop's own origin was ever asked for anything.
      const own = [new URL(page.url()).origin, stack.platformURL];
      expect(requests.filter((url) => !own.some((origin) => url.startsWith(origin)) && !url.startsWith('data:'))).toEqual([]);
      expect(requests.some((url) => url.includes('/~partytown/'))).toBe(false);
    });

    test('the settings dialog from the footer shows the current choice and changes it', async ({ page }) => {
      await page.goto(`${prefix}/`);
      await page.getByRole('region', { name: title }).getByRole('button', { name: accept }).click();
      await expect(page.getByRole('region', { name: title })).toBeHidden();
      expect((await consentCookie(page))?.value).toBe('required.functional.analytics.ads');

      await page.getByRole('contentinfo').getByRole('button', { name: settings }).click();
      const dialog = page.getByRole('dialog', { name: settings });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: analytics })).toBeChecked();
      expect(await axeViolations(page)).toEqual([]);
      for (const box of await dialog.getByRole('checkbox').all()) if ((await box.isEnabled()) && (await box.isChecked())) await box.uncheck();
      await dialog.getByRole('checkbox', { name: analytics }).check();
      await dialog.getByRole('button', { name: save }).click();
      await expect(dialog).toBeHidden();
      await expect.poll(async () => (await consentCookie(page))?.value).toBe('required.analytics');

      await page.reload();
      await page.getByRole('contentinfo').getByRole('button', { name: settings }).click();
      await expect(page.getByRole('dialog', { name: settings }).getByRole('checkbox', { name: analytics })).toBeChecked();
    });

    test('"choose" on the banner opens the settings', async ({ page }) => {
      await page.goto(`${prefix}/`);
      await page.getByRole('region', { name: title }).getByRole('button', { name: choose }).click();
      await expect(page.getByRole('dialog', { name: settings })).toBeVisible();
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'pl-PL' });

  test('no banner (no tag can run), and the footer settings save a choice and come back to the page', async ({ page }) => {
    await page.goto('/category/dom?page=1');
    await expect(page.getByRole('region', { name: 'Pliki cookie w tym sklepie' })).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Ustawienia cookie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ustawienia cookie' });
    await dialog.getByRole('checkbox', { name: 'Funkcjonalne' }).check();
    await dialog.getByRole('button', { name: 'Zapisz mój wybór' }).click();
    await expect(page).toHaveURL(/\/category\/dom\?page=1$/);
    expect((await consentCookie(page))?.value).toBe('required.functional');
  });
});

test('a forged choice changes nothing and still comes back to a page of the shop', async ({ page, baseURL }) => {
  const response = await page.request.post(`${baseURL}/?_action=saveConsent`, {
    form: { choice: 'everything', return: '//evil.example/' },
    headers: { origin: baseURL! },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe('/');
  expect(response.headers()['set-cookie'] ?? '').not.toContain('cookie_consent');
});

// Open redirect: every route of the shop that takes a return path is played the corpus of
// known payloads (src/lib/account/open-redirect-corpus.ts) and must keep the shopper on the shop. The
// reported attack first: signed in, GET /login?return=/.//evil.example answered 302 Location: //evil.example.
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { registerCustomer, uniqueEmail } from '../support/shopper';
import { EVIL_HOST, OPEN_REDIRECT_PAYLOADS } from '../../src/lib/account/open-redirect-corpus';

test.use({ locale: 'pl-PL' });

const PASSWORD = 'haslo-przekierowania-2026';
const REPORTED = '/.//evil.example';
/** A sample for the journeys that cost a sign-in each (rate limited). */
const SAMPLE = [REPORTED, '/%2e//evil.example', '/\t/evil.example'];

/** Where a Location (or any address the page will follow) leads from the shop's page, as the browser reads it. */
function expectOnShop(target: string | null | undefined, baseURL: string, payload: string) {
  expect(target, `no address for ${JSON.stringify(payload)}`).toBeTruthy();
  const resolved = new URL(target!, `${baseURL}/login`);
  expect(resolved.origin, `${JSON.stringify(payload)} → ${target}`).toBe(new URL(baseURL).origin);
  expect(resolved.hostname).not.toContain(EVIL_HOST);
  // What a browser strips or reads as a slash must not be in it either (a looser parser than ours).
  expect(target!, `${JSON.stringify(payload)} → ${target}`).not.toMatch(/^\s*[/\\]{2}|^\s*[/\\][\t\n\r]*[/\\]|[\\\t\n\r]/);
}

function expectRedirectOnShop(response: APIResponse, baseURL: string, payload: string) {
  expect([302, 303], `${JSON.stringify(payload)}: status ${response.status()}`).toContain(response.status());
  const location = response.headers().location;
  expectOnShop(location, baseURL, payload);
  // A return path carried on (e.g. /login?return=…) is itself the shop's.
  const carried = new URL(location!, baseURL).searchParams.get('return');
  if (carried !== null) expectOnShop(carried, baseURL, payload);
}

async function signIn(request: APIRequestContext, baseURL: string, email: string, path = '/login') {
  const response = await request.post(path, {
    headers: { origin: baseURL },
    form: { locale: 'pl', step: 'password', email, password: PASSWORD },
    maxRedirects: 0,
  });
  expect(response.status(), 'sign-in').toBe(303);
  return response;
}

const withReturn = (path: string, value: string) => `${path}?${new URLSearchParams({ return: value })}`;

test.describe('open redirect through a return path', () => {
  test.beforeEach(async ({ context }) => {
    // Should anything send the browser there, it is noticed rather than failing on a missing host.
    await context.route(`**://${EVIL_HOST}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>evil</h1>' }));
  });

  test('signed in: the reported /login?return=/.//evil.example and the whole corpus stay on the shop', async ({ page, baseURL, stack }) => {
    const email = uniqueEmail('redirect-in');
    await registerCustomer(stack.platformURL, { name: 'Ola Przekierowana', email, password: PASSWORD });
    await signIn(page.request, baseURL!, email);

    // As a shopper clicking a crafted link would: the browser ends on the shop.
    await page.goto(withReturn('/login', REPORTED));
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('evil');

    for (const { value } of OPEN_REDIRECT_PAYLOADS) {
      for (const path of ['/login', '/en/login']) {
        expectRedirectOnShop(await page.request.get(withReturn(path, value), { maxRedirects: 0 }), baseURL!, value);
      }
    }
  });

  test('signed out: the sign-in form carries only a safe return path, and signing in from a crafted link stays on the shop', async ({
    page,
    baseURL,
    stack,
  }) => {
    for (const { value } of OPEN_REDIRECT_PAYLOADS) {
      const response = await page.request.get(withReturn('/login', value));
      expect(response.status()).toBe(200);
      const html = await response.text();
      const action = /<form[^>]*data-login-form[^>]*action="([^"]*)"|<form[^>]*action="([^"]*)"[^>]*data-login-form/.exec(html);
      const formAction = (action?.[1] ?? action?.[2] ?? '').replaceAll('&amp;', '&');
      expectOnShop(formAction || '/login', baseURL!, value);
      expect(new URL(formAction || '/login', baseURL).searchParams.get('return'), JSON.stringify(value)).toBeNull();
      for (const [, hidden] of html.matchAll(/name="return" value="([^"]*)"/g)) expectOnShop(hidden!.replaceAll('&amp;', '&'), baseURL!, value);
    }

    for (const value of SAMPLE) {
      const email = uniqueEmail('redirect-out');
      await registerCustomer(stack.platformURL, { name: 'Jan Wylogowany', email, password: PASSWORD });
      const context = page.context();
      await context.clearCookies();
      await page.goto(withReturn('/login', value));
      await page.locator('#login-email').fill(email);
      await page.locator('#login-password').fill(PASSWORD);
      await page.locator('[data-login-form] button[type="submit"]').click();
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      expect(new URL(page.url()).origin, JSON.stringify(value)).toBe(new URL(baseURL!).origin);
    }
  });

  test('the other routes that take a return path: provider return, sales-channel picker, cookie choice', async ({ request, baseURL }) => {
    for (const { value } of OPEN_REDIRECT_PAYLOADS) {
      // Back from a provider without its answer: to the sign-in page, with the return path only when it is ours.
      expectRedirectOnShop(await request.get(withReturn('/login/provider/github', value), { maxRedirects: 0 }), baseURL!, value);
      // The channel picker's plain form.
      expectRedirectOnShop(
        await request.post('/shop/sales-channel', { headers: { origin: baseURL! }, form: { channel: 'pl', return: value }, maxRedirects: 0 }),
        baseURL!,
        value,
      );
      // The cookie banner's plain form.
      expectRedirectOnShop(
        await request.post('/kontakt?_action=saveConsent', { headers: { origin: baseURL! }, form: { choice: 'required', return: value }, maxRedirects: 0 }),
        baseURL!,
        value,
      );
    }
  });
});

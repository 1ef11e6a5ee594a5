// Security headers and cookies, as Mozilla's HTTP Observatory scores them and as a
// browser keeps them, with the shop behind a TLS terminator (e2e/support/tls-proxy.ts) that marks
// requests `X-Forwarded-Proto: https`, trusted by the storefront with TRUST_PROXY=1. Nothing leaves the
// machine: the scanner asks only the local proxy.
import { test, expect, type Response } from '@playwright/test';
import { startStack, type Stack } from './support/stack';
import { startTlsProxy, TLS_PROXY_HOST, type TlsProxy } from './support/tls-proxy';
import { observatoryScan, trustCertificate } from './support/observatory';
import { registerCustomer, uniqueEmail } from './support/shopper';

const PAGES = [
  '/',
  '/en',
  '/product/konewka-metalowa',
  '/category/dom',
  '/search/kubek',
  '/o-nas',
  '/blog',
  '/kontakt',
  '/cart',
  '/checkout',
  '/wishlist',
  '/login',
  '/register',
];
/** Cookies page scripts read (and remove): everything else the storefront sets is HttpOnly. */
const SCRIPT_COOKIES = new Set(['cookie_consent', 'logged_in_the_past', 'process_cart', 'auth_event', 'wishlist_reset', 'session_ended']);

let stack: Stack;
let proxy: TlsProxy;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  stack = await startStack({ env: { TRUST_PROXY: '1' } });
  proxy = await startTlsProxy(stack.baseURL);
  trustCertificate(proxy.cert);
});

test.afterAll(async () => {
  await proxy?.stop();
  await stack?.stop();
});

test.describe('Mozilla HTTP Observatory behind TLS', () => {
  for (const path of PAGES) {
    test(`${path} scores A+ with at least 130`, async () => {
      // The first visit renders, the second may come from the page cache: both are scored.
      for (let visit = 0; visit < 2; visit++) {
        const scan = await observatoryScan(TLS_PROXY_HOST, { httpPort: proxy.httpPort, httpsPort: proxy.httpsPort }, path);
        const failed = Object.entries(scan.tests).filter(([, t]) => !t.pass || t.scoreModifier < 0);
        expect(failed, `${path}: ${JSON.stringify(scan.tests, null, 1)}`).toEqual([]);
        expect(scan.grade).toBe('A+');
        expect(scan.score).toBeGreaterThanOrEqual(130);
        expect(scan.tests['content-security-policy']?.result).toBe('csp-implemented-with-no-unsafe-default-src-none');
        expect(scan.tests.redirection?.result).toBe('redirection-to-https');
        test.info().annotations.push({ type: 'observatory', description: `${path}: ${scan.grade} ${scan.score}` });
      }
    });
  }
});

test.describe('cookies over HTTPS', () => {
  test('every cookie the storefront sets is Secure and SameSite=Lax, and HttpOnly unless a page script reads it', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: proxy.origin, ignoreHTTPSErrors: true, locale: 'pl-PL' });
    const page = await context.newPage();
    const setCookies: string[] = [];
    const record = async (response: Response) => {
      for (const header of await response.headersArray()) if (header.name.toLowerCase() === 'set-cookie') setCookies.push(header.value);
    };
    page.on('response', (response) => void record(response));

    // First visit: the language cookie, then the banner's choice.
    await page.goto('/');
    await page.getByRole('region', { name: 'Pliki cookie w tym sklepie' }).getByRole('button', { name: 'Tylko niezbędne' }).click();
    await expect(page.getByRole('region', { name: 'Pliki cookie w tym sklepie' })).toBeHidden();

    // A chosen sales channel.
    const channels = (await (await fetch(`${stack.platformURL}/sales-channels`)).json()) as { data: { id: string }[] };
    const channelAnswer = await page.request.post('/shop/sales-channel', {
      form: { channel: channels.data[0]!.id, return: '/' },
      headers: { origin: proxy.origin },
      maxRedirects: 0,
    });
    expect(channelAnswer.status()).toBe(303);
    for (const header of channelAnswer.headersArray()) if (header.name.toLowerCase() === 'set-cookie') setCookies.push(header.value);

    // Signing in (tokens, the sign-in flags) and out (the wishlist flag).
    const customer = { name: 'Ola Bezpieczna', email: uniqueEmail('observatory'), password: 'bezpieczne-haslo-2026' };
    await registerCustomer(stack.platformURL, customer);
    await page.goto('/login');
    await page.getByLabel('E-mail', { exact: true }).fill(customer.email);
    await page.getByLabel('Hasło', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Konto', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const whileSignedIn = await context.cookies();
    await page.getByRole('navigation', { name: 'Konto', exact: true }).getByRole('button', { name: 'Wyloguj się' }).click();
    await page.waitForLoadState('networkidle');

    const names = new Set(setCookies.map((header) => header.split('=')[0]!.trim()));
    for (const expected of ['i18n_redirected', 'sales_channel', 'access_token', 'refresh_token', 'logged_in_the_past', 'wishlist_reset'])
      expect([...names]).toContain(expected);
    for (const header of setCookies) {
      const name = header.split('=')[0]!.trim();
      const attributes = header.split(';').map((part) => part.trim().toLowerCase());
      expect(attributes, header).toContain('secure');
      expect(attributes, header).toContain('samesite=lax');
      expect(attributes, header).toContain('path=/');
      if (!SCRIPT_COOKIES.has(name)) expect(attributes, header).toContain('httponly');
    }
    for (const cookie of [...whileSignedIn, ...(await context.cookies())]) {
      expect(cookie, cookie.name).toMatchObject({ secure: true, sameSite: 'Lax', httpOnly: !SCRIPT_COOKIES.has(cookie.name) });
    }
    await context.close();
  });
});

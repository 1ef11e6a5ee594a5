import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { platformApi, registerCustomer, uniqueEmail } from './support/shopper';
import { HOSTILE_QUERY_VALUES, HOSTILE_STRINGS, LEAKS, formOf, isCatalogueMessage } from './support/hostile-inputs';
import { t } from '../src/i18n/messages';
import type { Locale } from '../src/i18n/locales';

// The storefront's pages, their query and path parameters and their no-JS forms given
// the hostile corpus of e2e/support/hostile-inputs.ts (the actions themselves: e2e/actions-bad-input.spec.ts;
// the platform's writes: platform/tests/bad-input.test.ts). Requests are batched through the API request
// context; the browser is used once per page kind to see the refusal as the shopper does.

const ARMCHAIR = 'fotel-uszak'; // ask about price (platform/seed/demo-products.ts)
const CATEGORY = 'dom';
const ADMIN = { email: 'admin@example.com', password: 'demo-admin-password-2026' };
const PASSWORD = 'hostile-input-haslo-2026';

/** Pages and the query parameters they read (grep searchParams in src/). */
const QUERY_PAGES: readonly [path: string, params: readonly string[]][] = [
  ['/', ['account']],
  ['/search', ['q']],
  ['/en/search', ['q']],
  ['/search/suggestions.json', ['q']],
  [`/category/${CATEGORY}`, ['page', 'sort', 'price_min', 'price_max', 'a.marka']],
  [`/en/category/${CATEGORY}`, ['page', 'sort', 'price_min', 'price_max']],
  [`/product/${ARMCHAIR}`, ['question']],
  ['/checkout/thank-you', ['code', 't', 'check']],
  ['/en/checkout/thank-you', ['code', 't', 'check']],
  ['/login', ['return']],
  ['/en/login', ['return']],
  ['/login/provider/google', ['return', 'flow', 'code', 'state', 'error']],
  ['/reset-password', ['token', 'email']],
  ['/en/reset-password', ['token', 'email']],
  ['/kontakt', ['sent']],
  ['/page', ['code', 'slug']],
  ['/blog', ['page']],
  ['/shop/custom.js', ['v']],
  ['/shop/theme.css', ['v']],
];
/** Signed-in pages and their parameters. */
const ACCOUNT_QUERY_PAGES: readonly [path: string, params: readonly string[]][] = [
  ['/account/addresses', ['done', 'edit', 'kind']],
  ['/en/account/addresses', ['done', 'edit', 'kind']],
  ['/account/orders', ['page']],
  ['/account/wishlist', ['page', 'done']],
  ['/account/settings', ['done']],
  ['/login', ['return']],
];
/** Routes with a parameter in the path; {} is replaced by the hostile value. */
const PATH_PAGES = [
  '/search/{}',
  '/en/search/{}',
  '/product/{}',
  '/en/product/{}',
  '/category/{}',
  '/status/{}',
  '/status/{}/traditional-payment',
  '/pay/{}',
  '/en/pay/{}',
  '/page/{}',
  '/blog/{}',
  '/{}',
  '/en/{}',
  '/login/provider/{}',
  '/account/orders/{}',
  '/sitemap-{}.xml',
  '/sitemap-products-{}.xml',
];

/** What is wrong with a page's answer to hostile input (never a 500, no leak, redirects stay home). */
function pageProblem(response: APIResponse, text: string, baseURL: string): string | undefined {
  if (response.status() >= 500) return `status ${response.status()}`;
  // JSON answers may carry the query back as data (it is not HTML there). In HTML a value inside a
  // double-quoted attribute is inert once its quotes are escaped (&quot;), so only the rest is searched.
  const html = (response.headers()['content-type'] ?? '').startsWith('text/html');
  const leak = LEAKS.exec(html ? text.replace(/="[^"]*"/g, '=""') : text);
  if (leak && !(response.headers()['content-type'] ?? '').startsWith('application/json')) return `leaks "${leak[0]}"`;
  const location = response.headers().location;
  if (location && new URL(location, baseURL).origin !== new URL(baseURL).origin) return `redirects off the shop: ${location}`;
  return undefined;
}

async function signIn(request: APIRequestContext, baseURL: string, email: string) {
  const response = await request.post('/login', {
    headers: { origin: baseURL },
    form: { locale: 'pl', step: 'password', email, password: PASSWORD },
    maxRedirects: 0,
  });
  expect(response.status(), 'sign-in').toBe(303);
}

async function adminToken(platformURL: string) {
  return (await platformApi(platformURL)<{ token: string }>('POST', '/login', ADMIN)).token;
}

/** What the corpus must not change: orders, customers, the signed-in customer's addresses and profile. */
async function writes(platformURL: string, admin: string, customer: { email: string }) {
  const total = async (path: string) =>
    ((await (await fetch(`${platformURL}${path}`, { headers: { authorization: `Bearer ${admin}` } })).json()) as { meta: { total: number } }).meta.total;
  const token = (await platformApi(platformURL)<{ token: string }>('POST', '/login', { email: customer.email, password: PASSWORD })).token;
  const me = await platformApi(platformURL)<Record<string, unknown>>('GET', '/auth/profile', undefined, token);
  return {
    orders: await total('/orders?limit=1'),
    users: await total('/users?limit=1'),
    profile: JSON.stringify([me.name, me.email, me.shipping_addresses, me.billing_addresses, me.metadata_personal]),
  };
}

const mailsTo = (dir: string, email: string) =>
  existsSync(dir) ? readdirSync(dir).filter((file) => readFileSync(join(dir, file), 'utf8').includes(email)).length : 0;

test.describe('the storefront given hostile input', () => {
  test('every query and path parameter of every page: never a 500, nothing leaked, no redirect off the shop', async ({ request, page, baseURL, stack }) => {
    const customer = { name: 'Ala Zapytanie', email: uniqueEmail('hostile-query'), password: PASSWORD };
    await registerCustomer(stack.platformURL, customer);
    await signIn(page.request, baseURL!, customer.email);
    const failures: string[] = [];
    let sent = 0;
    const visit = async (client: APIRequestContext, url: string) => {
      sent++;
      const response = await client.get(url, { maxRedirects: 0, headers: { accept: 'text/html,application/json;q=0.9' } });
      const problem = pageProblem(response, await response.text(), baseURL!);
      if (problem) failures.push(`${url.slice(0, 120)}: ${problem}`);
    };
    for (const { raw } of HOSTILE_QUERY_VALUES) {
      for (const [path, params] of QUERY_PAGES) await visit(request, `${path}?${params.map((name) => `${name}=${raw}`).join('&')}`);
      for (const [path, params] of ACCOUNT_QUERY_PAGES) await visit(page.request, `${path}?${params.map((name) => `${name}=${raw}`).join('&')}`);
      for (const path of PATH_PAGES) await visit(path.startsWith('/account') ? page.request : request, path.replace('{}', raw || 'x'));
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(800);
  });

  test('every no-JS form page refuses hostile forms with a 4xx page in its language and writes nothing', async ({ request, page, baseURL, stack }) => {
    const customer = { name: 'Ola Formularz', email: uniqueEmail('hostile-form'), password: PASSWORD };
    await registerCustomer(stack.platformURL, customer);
    const admin = await adminToken(stack.platformURL);
    await signIn(page.request, baseURL!, customer.email);
    const pay = await unpaidOrder(stack.platformURL);
    const before = await writes(stack.platformURL, admin, customer);

    // [path, extra fields the page's form carries, signed in]
    const FORM_PAGES: readonly [string, Record<string, string>, boolean][] = [
      ['/login', { step: 'password' }, false],
      ['/en/login', { step: 'code' }, false],
      ['/register', {}, false],
      ['/en/register', {}, false],
      ['/forgot-password', {}, false],
      ['/en/forgot-password', {}, false],
      ['/reset-password?token=abc&email=a%40example.com', {}, false],
      ['/en/reset-password?token=abc&email=a%40example.com', {}, false],
      ['/kontakt', {}, false],
      ['/en/kontakt', {}, false],
      [`/product/${ARMCHAIR}`, { kind: 'ask-about-price' }, false],
      [`/en/product/${ARMCHAIR}`, {}, false],
      [`/pay/${pay}`, {}, false],
      [`/en/pay/${pay}`, {}, false],
      ['/?_action=saveConsent', {}, false],
      ['/account/addresses', { kind: 'shipping', intent: 'save' }, true],
      ['/en/account/addresses', { kind: 'billing', intent: 'delete' }, true],
      // Not 'preferences': its one field is a checkbox, for which any value sent is a choice (ticked).
      ...(['profile', 'password', 'twoFactor', 'delete'] as const).map((section): [string, Record<string, string>, boolean] => [
        `/en/account/settings`,
        { section },
        true,
      ]),
      ['/account/settings', {}, true],
    ];
    const failures: string[] = [];
    for (const [path, extra, signedIn] of FORM_PAGES) {
      const locale: Locale = path.startsWith('/en') ? 'en' : 'pl';
      const client = signedIn ? page.request : request;
      for (const { label, value } of HOSTILE_STRINGS) {
        const response = await client.post(path, { headers: { origin: baseURL! }, form: { ...formOf(value, locale), ...extra }, maxRedirects: 0 });
        const text = await response.text();
        const where = `${path} ${JSON.stringify(extra)} ${label}`;
        const problem = pageProblem(response, text, baseURL!);
        if (problem) failures.push(`${where}: ${problem}`);
        // The consent form goes back to the page it came from whatever it is sent (src/middleware/consent.ts).
        else if (path.includes('saveConsent')) continue;
        else if (response.status() < 400) failures.push(`${where}: accepted (${response.status()} ${response.headers().location ?? ''})`);
        else if (!text.includes(`<html lang="${locale}"`)) failures.push(`${where}: not a ${locale} page: ${text.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await writes(stack.platformURL, admin, customer)).toEqual(before);
  });

  test('the refusal is shown in the page’s language, at the form, once per page kind', async ({ page, baseURL, stack }) => {
    const customer = { name: 'Ewa Przeglądarka', email: uniqueEmail('hostile-browser'), password: PASSWORD };
    await registerCustomer(stack.platformURL, customer);
    // [path, the form, signed in]; every field filled with script and SQL, the browser's own checks off.
    const KINDS: readonly [string, string, boolean][] = [
      ['/en/login', 'main form[method="post"]:has(input[name="password"])', false],
      ['/register', 'main form[method="post"]:has(input[name="password"])', false],
      ['/en/forgot-password', 'main form[method="post"]:has(input[name="email"])', false],
      ['/kontakt', 'main form[method="post"]:has(textarea)', false],
      [`/en/product/${ARMCHAIR}`, 'main form[method="post"]:has(textarea)', false],
      ['/en/account/addresses', 'main form[method="post"]:has(input[name="zip"])', true],
      ['/account/settings', 'form[data-settings-form="profile"]', true],
    ];
    const hostile = `"><script>alert(1)</script>' OR 1=1 --\u0007`;
    // The payload is shown back as text in the fields, never run.
    page.on('dialog', (dialog) => {
      throw new Error(`a script of the payload ran: ${dialog.message()}`);
    });
    for (const [path, selector, signedIn] of KINDS) {
      if (signedIn) await signIn(page.request, baseURL!, customer.email);
      const locale: Locale = path.startsWith('/en') ? 'en' : 'pl';
      await page.goto(path);
      const form = page.locator(selector).first();
      await form.evaluate((element: HTMLFormElement, value) => {
        element.noValidate = true;
        const details = element.closest('details'); // the addresses' "add" form is folded
        if (details) details.open = true;
        for (const field of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
          'input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea',
        )) {
          field.removeAttribute('maxlength');
          field.value = field.type === 'email' ? `${value}@` : value;
        }
      }, hostile);
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await form.locator('button[type="submit"], button:not([type])').first().click();
      const response = await answer;
      expect(response.status(), path).toBeGreaterThanOrEqual(400);
      expect(response.status(), path).toBeLessThan(500);
      // With JavaScript some forms answer in place (the actions client): the errors come a moment later.
      await expect.poll(async () => (await shownErrors(page)).length, { message: `${path}: an error is shown` }).toBeGreaterThan(0);
      const shown = await shownErrors(page);
      for (const message of shown) expect(isCatalogueMessage(message, locale), `${path}: "${message}" is a ${locale} message of the shop`).toBe(true);
      expect(await page.locator('[aria-invalid="true"], [role="alert"]').count(), path).toBeGreaterThan(0);
    }
  });

  test('the mail-sending actions are limited per address, with a clear message in the shopper’s language', async ({ request, baseURL, stack }) => {
    const product = ((await (await request.get(`${stack.platformURL}/products/${ARMCHAIR}`)).json()) as { data: { id: string } }).data;
    const email = uniqueEmail('question-limit');
    const ask = () =>
      request.post('/_actions/askAboutProduct', {
        headers: { origin: baseURL!, referer: `${baseURL}/en/product/${ARMCHAIR}` },
        form: { locale: 'en', productId: product.id, kind: 'ask-about-price', name: 'Jan', email, message: 'Price?', consent: 'on' },
      });
    for (let i = 0; i < 3; i++) expect((await ask()).status(), `question ${i + 1}`).toBe(200);
    const refused = await ask();
    expect(refused.status()).toBe(429);
    expect((await refused.json()).message).toMatch(/^You have sent several questions in a short time\. Please wait \d+ min before sending another one\.$/);
    expect(mailsTo(stack.mailOutboxDir, email)).toBe(3);
    // On the page without JavaScript: the form again, with the same message in Polish.
    const page = await request.post(`/product/${ARMCHAIR}`, {
      headers: { origin: baseURL! },
      form: { locale: 'pl', productId: product.id, kind: 'ask-about-price', name: 'Jan', email, message: 'Ile?', consent: 'on' },
      maxRedirects: 0,
    });
    expect(page.status()).toBe(429);
    expect(await page.text()).toMatch(/Wysłano kilka pytań w krótkim czasie\. Odczekaj \d+ min, zanim wyślesz kolejne\./);

    // A reset link: five per address, then the account's message (the contact form: e2e/contact.spec.ts).
    const resetFor = uniqueEmail('reset-limit');
    const reset = () =>
      request.post('/_actions/requestPasswordReset', {
        headers: { origin: baseURL!, referer: `${baseURL}/forgot-password` },
        form: { locale: 'pl', email: resetFor },
      });
    for (let i = 0; i < 5; i++) expect((await reset()).status(), `reset ${i + 1}`).toBe(200);
    const tooMany = await reset();
    expect(tooMany.status()).toBe(429);
    expect((await tooMany.json()).message).toBe(t('pl', 'account.rateLimited', { minutes: 15 }));
  });
});

/** A new unpaid order placed as a guest through the platform's API; its code. */
async function unpaidOrder(platformURL: string): Promise<string> {
  const call = platformApi(platformURL);
  const address = { name: 'Jan Nowak', address: 'ul. Polna 3', city: 'Gdańsk', zip: '80-001', country: 'PL', phone: '+48600100200' };
  const product = await call<{ id: string }>('GET', '/products/konewka-metalowa');
  const channel = await call<{ id: string }>('GET', '/sales-channels/pl');
  const method = (await call<{ id: string; name: string }[]>('GET', '/shipping-methods')).find((m) => m.name === 'Kurier')!;
  const order = await call<{ code: string }>('POST', '/orders', {
    email: uniqueEmail('hostile-pay'),
    items: [{ product_id: product.id, quantity: 1 }],
    shipping_method_id: method.id,
    shipping_place: address,
    billing_address: address,
    currency: 'PLN',
    sales_channel_id: channel.id,
    coupons: [],
    sales_ids: [],
  });
  return order.code;
}

/** The error texts the page shows: its alerts and the field errors the fields point to. */
async function shownErrors(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    for (const alert of document.querySelectorAll('[role="alert"]')) if (alert.textContent?.trim()) texts.add(alert.textContent.trim());
    for (const field of document.querySelectorAll('[aria-invalid="true"][aria-describedby]')) {
      for (const id of field.getAttribute('aria-describedby')!.split(/\s+/)) {
        const text = document.getElementById(id)?.textContent?.trim();
        if (text && id.endsWith('-error')) texts.add(text);
      }
    }
    return [...texts];
  });
}

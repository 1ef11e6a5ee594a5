// Every kind of page the shop serves, in both languages, as the server sends it, through the W3C's Nu HTML
// checker (the vnu-jar dev dependency, run with Debian's Java: scripts/ensure-java.ts): no error allowed.
// The pages are fetched first and checked in ONE run of the checker (its JVM takes seconds to start). The
// same HTML also proves the robots values: 'noindex' on every private or error page, otherwise
// 'index, follow', nothing else. The blog read from a real Directus and the staff preview (its sign-in, a
// page's, a product's and a post's preview) come from a second storefront reading a Directus started here
// (e2e/support/directus.ts) beside the same platform.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { ADMIN } from './support/admin-api';
import { createPost, startDirectus, uploadImage } from './support/directus';
import { signInToPreview } from './support/staff-preview';
import { adminApi } from './support/admin-api';
import { resetLinkFor } from './support/platform-outbox';
import { isCartProcessing, platformApi, registerCustomer, signInByForm, uniqueEmail } from './support/shopper';
import { startStack } from './support/stack';

const VNU_JAR = join(createRequire(import.meta.url).resolve('vnu-jar/package.json'), '../build/dist/vnu.jar');
const JAVA = process.env.JAVA_PATH ?? '/usr/bin/java';

// Demo catalogue (platform/seed): a product with a size select and one without options; a category with
// several pages of products; a content page; a blog post in both languages.
const WITH_OPTIONS = 'koszulka-gory';
const WITHOUT_OPTIONS = 'deska-do-krojenia-dab';
const PAGED_CATEGORY = 'dom';
const CONTENT_PAGE = 'o-nas';
const BLOG_POST = 'linen-care';
const ADDRESS = { name: 'Jan Walidator', address: 'ul. Polna 3', city: 'Gdańsk', zip: '80-001', country: 'PL', phone: '+48600100200' };

interface Fetched {
  path: string;
  status: number;
  html: string;
}

/** What a page must say to robots: private and error pages 'noindex', the rest 'index, follow' ('either': one of the two). */
type Robots = 'noindex' | 'index, follow' | 'either';

async function fetchPage(request: APIRequestContext, path: string, status: number): Promise<Fetched> {
  // Polish, so that '/' stays Polish whatever language the client would otherwise ask for.
  const response = await request.get(path, { headers: { 'accept-language': 'pl' } });
  expect(response.status(), path).toBe(status);
  expect(response.headers()['content-type'], path).toContain('text/html');
  return { path, status, html: await response.text() };
}

async function placeOrder(platformURL: string, token: string): Promise<string> {
  const api = platformApi(platformURL);
  const channel = await api<{ id: string }>('GET', '/sales-channels/pl');
  const methods = await api<{ id: string; name: string }[]>('GET', '/shipping-methods');
  const product = await api<{ id: string }>('GET', `/products/${WITHOUT_OPTIONS}`);
  const order = await api<{ code: string }>(
    'POST',
    '/orders',
    {
      email: 'walidator@example.com',
      items: [{ product_id: product.id, quantity: 1, schemas: {} }],
      shipping_method_id: methods.find((m) => m.name === 'Kurier')!.id,
      shipping_place: ADDRESS,
      billing_address: ADDRESS,
      currency: 'PLN',
      sales_channel_id: channel.id,
      coupons: [],
      sales_ids: [],
    },
    token,
  );
  return order.code;
}

/** Signs in by the login form's plain POST (the form itself is e2e/account-login.spec.ts's) and opens the account. */
async function signIn(page: Page, customer: { email: string; password: string }) {
  await page.goto('/login?return=/account');
  expect(await signInByForm(page, customer, { locale: 'pl', returnPath: '/account' })).toBe('/account');
  await page.goto('/account');
  await expect(page).toHaveURL('/account');
}

/** The checker's findings: one line per error, naming the page. */
function checkWithVnu(pages: readonly Fetched[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-vnu-'));
  try {
    const files = pages.map((fetched, index) => {
      const file = join(dir, `${String(index).padStart(3, '0')}.html`);
      writeFileSync(file, fetched.html);
      return file;
    });
    const run = spawnSync(JAVA, ['-Xss4m', '-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 2 ** 20,
      timeout: 300_000,
    });
    if (run.error) throw run.error;
    // vnu writes its JSON report to stderr; its exit status is 1 when it found errors.
    const report = JSON.parse(run.stderr) as { messages: { type: string; url?: string; lastLine?: number; message: string; extract?: string }[] };
    return report.messages.map((message) => {
      const page = pages[files.findIndex((file) => message.url?.endsWith(file))];
      return `${page?.path ?? message.url} (line ${message.lastLine ?? '?'}): ${message.type}: ${message.message}${message.extract ? ` [${message.extract.replace(/\s+/g, ' ').trim()}]` : ''}`;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const robotsOf = (html: string) => [...html.matchAll(/<meta name="robots" content="([^"]*)"/g)].map((match) => match[1]);

test('every kind of page the shop serves, in both languages, passes the W3C Nu HTML checker and says noindex or index, follow', async ({
  page,
  request,
  stack,
  browser,
}) => {
  test.setTimeout(600_000);
  const pages: (Fetched & { robots: Robots })[] = [];
  const add = async (client: APIRequestContext, path: string, robots: Robots, status = 200) =>
    pages.push({ ...(await fetchPage(client, path, status)), robots });

  const customer = { name: 'Jan Walidator', email: uniqueEmail('walidator'), password: 'walidator-haslo-2026-x' };
  await registerCustomer(stack.platformURL, customer);
  const { token } = await platformApi(stack.platformURL)<{ token: string }>('POST', '/login', { email: customer.email, password: customer.password });
  const code = await placeOrder(stack.platformURL, token);
  const reset = async (prefix: string) => {
    const response = await fetch(`${stack.platformURL}/users/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customer.email, redirect_url: `${stack.baseURL}${prefix}/reset-password` }),
    });
    expect(response.status).toBe(204);
    const link = new URL(resetLinkFor(stack.platformDataDir, customer.email));
    return `${link.pathname}${link.search}`;
  };

  for (const prefix of ['', '/en']) {
    await add(request, prefix || '/', 'index, follow');
    await add(request, `${prefix}/category/${PAGED_CATEGORY}?page=2`, 'index, follow');
    await add(request, `${prefix}/product/${WITH_OPTIONS}`, 'index, follow');
    await add(request, `${prefix}/product/${WITHOUT_OPTIONS}`, 'index, follow');
    await add(request, `${prefix}/search/kubek`, 'index, follow');
    await add(request, `${prefix}/search/nic-takiego-nie-ma`, 'noindex');
    await add(request, `${prefix}/${CONTENT_PAGE}`, 'index, follow');
    await add(request, `${prefix}/blog`, 'index, follow');
    await add(request, `${prefix}/blog/${BLOG_POST}`, 'index, follow');
    await add(request, `${prefix}/kontakt`, 'index, follow');
    await add(request, `${prefix}/cart`, 'noindex');
    await add(request, `${prefix}/checkout`, 'noindex');
    await add(request, `${prefix}/checkout/thank-you?code=${code}&t=default`, 'noindex');
    await add(request, `${prefix}/login`, 'noindex');
    await add(request, `${prefix}/register`, 'noindex');
    await add(request, `${prefix}/forgot-password`, 'noindex');
    // The link of the reset mail moves its token into a cookie and lands on the bare page (303); a link
    // that is no longer valid says so (410).
    await add(request, await reset(prefix), 'noindex');
    await add(request, `${prefix}/reset-password?token=not-a-real-token&email=${encodeURIComponent(customer.email)}`, 'noindex', 410);
    await add(request, `${prefix}/wishlist`, 'noindex');
    await add(request, `${prefix}/pay/${code}`, 'noindex');
    await add(request, `${prefix}/status/${code}`, 'noindex');
    await add(request, `${prefix}/status/${code}/traditional-payment`, 'noindex');
    await add(request, `${prefix}/status/NOSUCH9`, 'noindex', 404);
    await add(request, `${prefix}/no/such/page`, 'noindex', 404);
    await add(request, `${prefix}/product/no-such-product`, 'noindex', 404);
  }

  // The islands' markup as the browser builds it (the served pages above carry only their shells): the cart
  // with a line, and the checkout with a courier's address and a company's billing details.
  const rendered = async (path: string) => pages.push({ path: `${path} (rendered)`, status: 200, html: await page.content(), robots: 'noindex' });
  await page.goto(`/product/${WITHOUT_OPTIONS}`);
  await expect(page.getByRole('button', { name: /^Dodaj do koszyka$/ })).toBeEnabled();
  const processed = page.waitForResponse((response) => isCartProcessing(response.request()));
  await page.getByRole('button', { name: /^Dodaj do koszyka$/ }).click();
  await processed;
  await page.goto('/cart');
  await expect(page.locator('[data-cart-line]')).toHaveCount(1);
  await rendered('/cart');
  await page.goto('/checkout');
  await expect(page.locator('[data-checkout-ready]')).toBeVisible();
  await page.getByRole('radio', { name: /^Kurier$/ }).check();
  await page.getByRole('checkbox', { name: 'Takie same jak adres dostawy' }).uncheck();
  await page.getByRole('checkbox', { name: 'Kupuję jako firma' }).check();
  await expect(page.locator('#billing-company')).toBeVisible();
  await rendered('/checkout');

  await signIn(page, customer);
  for (const prefix of ['', '/en']) {
    for (const path of ['/account', '/account/addresses', '/account/orders', `/account/orders/${code}`, '/account/settings', '/account/wishlist']) {
      await add(page.request, `${prefix}${path}`, 'noindex');
    }
  }

  // The shop-off screen: a second storefront started once the shop is switched off (the first keeps its
  // cached settings); everything else has been fetched by then, and the switch is put back.
  const admin = await adminApi(stack.platformURL);
  await admin('PATCH', '/settings/storefront_disabled', { value: '1' });
  const closed = await startStack({ platformURL: stack.platformURL });
  try {
    for (const path of ['/', '/en/category/dom']) {
      const response = await fetch(`${closed.baseURL}${path}`);
      expect(response.status, path).toBe(503);
      pages.push({ path: `${path} (shop off)`, status: 503, html: await response.text(), robots: 'either' });
    }
  } finally {
    await closed.stop();
    await admin('PATCH', '/settings/storefront_disabled', { value: '0' });
  }

  // The blog from Directus and the staff preview: a storefront reading a fresh Directus (its preview user
  // too) beside the same platform; a published post and a draft, each in both languages, with a cover.
  const directus = await startDirectus();
  try {
    const slug = `walidacja-${Date.now().toString(36)}`;
    const draft = `${slug}-szkic`;
    const cover = await uploadImage(directus, 'cover.jpg', new Uint8Array(readFileSync('src/content/blog/pl/linen-care/cover.jpg')), 'image/jpeg');
    for (const [language, title] of [
      ['pl', 'Wpis do walidacji'],
      ['en', 'A post to validate'],
    ] as const) {
      const post = {
        language,
        title,
        lead: 'Lead.',
        body: '## Heading\n\nText with a [link](/blog) and **bold**.\n\n- one\n- two',
        tags: ['a', 'b'],
        author: 'Anna',
        cover,
        cover_alt: title,
      };
      await createPost(directus, { ...post, slug, status: 'published', published_at: new Date(Date.now() - 86_400_000).toISOString() });
      await createPost(directus, { ...post, slug: draft, status: 'draft' });
    }
    const blog = await startStack({
      platformURL: stack.platformURL,
      env: {
        DIRECTUS_URL: directus.url,
        DIRECTUS_TOKEN: directus.readerToken,
        DIRECTUS_PREVIEW_EMAIL: directus.preview.email,
        DIRECTUS_PREVIEW_PASSWORD: directus.preview.password,
      },
    });
    const staff = await browser.newContext({ baseURL: blog.baseURL });
    try {
      const anonymous = staff.request;
      for (const prefix of ['', '/en']) {
        await add(anonymous, `${prefix}/blog`, 'index, follow');
        await add(anonymous, `${prefix}/blog/${slug}`, 'index, follow');
        await add(anonymous, `${prefix}/preview`, 'noindex');
      }
      const staffPage = await staff.newPage();
      await signInToPreview(staffPage, ADMIN);
      await expect(staffPage.locator('[data-preview-home]')).toBeVisible();
      for (const prefix of ['', '/en']) {
        await add(staff.request, `${prefix}/preview`, 'noindex');
        await add(staff.request, `${prefix}/preview/blog/${draft}`, 'noindex');
        await add(staff.request, `${prefix}/preview/page/jesienna-kolekcja`, 'noindex');
        await add(staff.request, `${prefix}/preview/product/prototyp-lampy`, 'noindex');
      }
    } finally {
      await staff.close();
      await blog.stop();
    }
  } finally {
    await directus.stop();
  }

  const robotsRight = (fetched: (typeof pages)[number], robots = robotsOf(fetched.html).join()) =>
    fetched.robots === 'either' ? robots === 'noindex' || robots === 'index, follow' : robots === fetched.robots;
  const wrongRobots = pages
    .filter((fetched) => !robotsRight(fetched))
    .map((fetched) => `${fetched.path}: ${robotsOf(fetched.html).join(' | ')}, expected ${fetched.robots}`);
  expect(wrongRobots).toEqual([]);

  expect(checkWithVnu(pages)).toEqual([]);
});

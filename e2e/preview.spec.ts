// Marketing's preview: a member of staff signs in to /preview with their own platform account and sees
// the demo shop's hidden page and hidden product through the public views, with the preview bar, noindex
// and `Cache-Control: private, no-store`; shoppers, staff without the platform permission and forged or
// absent preview sessions get the ordinary 404, and nothing of the preview reaches the page cache or the sitemap.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { ADMIN, adminApi } from './support/admin-api';
import { axeBuilder, signInByForm } from './support/shopper';
import { readSitemap } from './support/sitemap-reader';
import { previewCookies, signInToPreview } from './support/staff-preview';

const CUSTOMER = { email: 'klient@example.com', password: 'demo-klient-haslo-2026' };
const HIDDEN_PAGE = 'jesienna-kolekcja';
const HIDDEN_PRODUCT = 'prototyp-lampy';
const PREVIEWS = [
  `/preview/page/${HIDDEN_PAGE}`,
  `/en/preview/page/${HIDDEN_PAGE}`,
  `/preview/product/${HIDDEN_PRODUCT}`,
  `/en/preview/product/${HIDDEN_PRODUCT}`,
];

async function expectOrdinary404(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(404);
  const html = await response.text();
  expect(html, path).not.toContain('data-preview-bar');
  for (const secret of ['Jesienna kolekcja', 'Autumn collection', 'Prototyp lampy', 'Lamp prototype']) expect(html, `${path}: ${secret}`).not.toContain(secret);
  expect(response.headers()['x-astro-cache'], path).not.toBe('HIT');
}

test('staff preview the hidden page and product as shoppers will see them; shoppers still get 404 and no cache keeps the preview', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await signInToPreview(page, ADMIN);
  await expect(page.getByText('Zalogowano do podglądu jako Właściciel Sklepu')).toBeVisible();

  // The session lives in its own cookie on the preview paths only: HttpOnly, SameSite=Strict.
  const cookies = await previewCookies(context);
  expect(cookies.map((cookie) => cookie.path).sort()).toEqual(['/en/preview', '/preview']);
  for (const cookie of cookies) expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('access_token');

  const pageAnswer = await page.goto(`/preview/page/${HIDDEN_PAGE}`);
  expect(pageAnswer?.status()).toBe(200);
  expect(pageAnswer?.headers()['cache-control']).toBe('private, no-store');
  expect(pageAnswer?.headers()['x-robots-tag']).toBe('noindex');
  // The shop's security headers hold on a preview too.
  expect(pageAnswer?.headers()['content-security-policy']).toContain("default-src 'none'");
  expect(pageAnswer?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('heading', { level: 1, name: 'Jesienna kolekcja' })).toBeVisible();
  const bar = page.getByRole('region', { name: 'Podgląd — ta strona nie jest jeszcze publiczna' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Wyloguj z podglądu' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect((await axeBuilder(page).analyze()).violations).toEqual([]);
  // Without a content system there are no posts to preview: the ordinary 404, for staff too.
  await expectOrdinary404(page.request, `/preview/blog/${HIDDEN_PAGE}`);
  await expectOrdinary404(page.request, `/en/preview/media/blog/3f1c2e4a-5b6d-4e7f-8a9b-0c1d2e3f4a5b/640.webp`);

  const productAnswer = await page.goto(`/en/preview/product/${HIDDEN_PRODUCT}`);
  expect(productAnswer?.status()).toBe(200);
  expect(productAnswer?.headers()['cache-control']).toBe('private, no-store');
  expect(productAnswer?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'Lamp prototype' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preview — this page is not public yet' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect((await axeBuilder(page).analyze()).violations).toEqual([]);

  // A shopper in another browser: the public pages are still 404, and the preview addresses too (no cache kept them).
  const shopper = await browser.newContext({ baseURL });
  try {
    for (const path of [`/${HIDDEN_PAGE}`, `/en/${HIDDEN_PAGE}`, `/product/${HIDDEN_PRODUCT}`, `/en/product/${HIDDEN_PRODUCT}`, ...PREVIEWS]) {
      await expectOrdinary404(shopper.request, path);
      await expectOrdinary404(shopper.request, path);
    }
  } finally {
    await shopper.close();
  }

  // Signing out ends the preview: the cookie is gone and the preview is the 404.
  await page.goto(`/preview/page/${HIDDEN_PAGE}`);
  await page.getByRole('button', { name: 'Wyloguj z podglądu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zaloguj się do podglądu' })).toBeVisible();
  expect(await previewCookies(context)).toEqual([]);
  await expectOrdinary404(page.request, `/preview/page/${HIDDEN_PAGE}`);
});

test('a signed-in shopper gets 404 for every preview and cannot sign in to preview', async ({ page, context, baseURL }) => {
  await signInByForm(page, CUSTOMER, { locale: 'pl', baseURL });
  for (const path of PREVIEWS) await expectOrdinary404(page.request, path);

  await signInToPreview(page, CUSTOMER, 'en');
  await expect(page.getByRole('alert')).toHaveText('This account may not preview pages or products.');
  expect(await previewCookies(context)).toEqual([]);
  for (const path of PREVIEWS) await expectOrdinary404(page.request, path);
});

test('staff whose role lacks the permission for a kind get 404 for that kind only', async ({ page, stack }) => {
  const admin = await adminApi(stack.platformURL);
  const email = `towary-${Date.now().toString(36)}@example.com`;
  const role = await admin<{ id: string }>('POST', '/roles', {
    name: `Towary ${email}`,
    permissions: ['products.show', 'products.show_details', 'products.show_hidden', 'pages.show', 'pages.show_details'],
  });
  await admin('POST', '/users', { name: 'Tomasz Towarowy', email, password: 'haslo-towarowego-2026', roles: [role.id] });

  await signInToPreview(page, { email, password: 'haslo-towarowego-2026' });
  await expect(page.getByText('Zalogowano do podglądu jako Tomasz Towarowy')).toBeVisible();
  await expect(page.getByText(`produkt: /preview/product/…`)).toBeVisible();
  expect((await page.request.get(`/preview/product/${HIDDEN_PRODUCT}`)).status()).toBe(200);
  await expectOrdinary404(page.request, `/preview/page/${HIDDEN_PAGE}`);
  await expectOrdinary404(page.request, `/en/preview/page/${HIDDEN_PAGE}`);
});

test('a forged or absent preview session is the ordinary 404, and so is a platform token pasted into the cookie', async ({ browser, baseURL, stack }) => {
  const origin = new URL(baseURL!);
  const login = await fetch(`${stack.platformURL}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const { data } = (await login.json()) as { data: { token: string } };
  for (const value of [null, 'forged', 'x'.repeat(200), data.token]) {
    const context = await browser.newContext({ baseURL });
    try {
      if (value)
        await context.addCookies([
          { name: 'preview_session', value, domain: origin.hostname, path: '/preview' },
          { name: 'preview_session_en', value, domain: origin.hostname, path: '/en/preview' },
        ]);
      for (const path of PREVIEWS) await expectOrdinary404(context.request, path);
    } finally {
      await context.close();
    }
  }
});

test('the sitemap and robots.txt name no preview and no hidden item', async ({ page, baseURL }) => {
  await signInToPreview(page, ADMIN);
  expect((await page.request.get(`/preview/page/${HIDDEN_PAGE}`)).status()).toBe(200);
  const index = await readSitemap(`${baseURL}/sitemap.xml`);
  expect(index.status).toBe(200);
  const locs: string[] = [];
  for (const loc of index.locs) locs.push(...(await readSitemap(loc)).locs);
  expect(locs.length).toBeGreaterThan(10);
  expect(locs.filter((loc) => /\/preview\b|jesienna-kolekcja|prototyp-lampy/.test(loc))).toEqual([]);
  const robots = await (await fetch(`${baseURL}/robots.txt`)).text();
  expect(robots).not.toMatch(/preview|jesienna|prototyp/);
});

test('the preview sign-in shares the shop sign-in’s guessing limit: wrong passwords at /login count at /preview', async ({ request, baseURL }) => {
  const email = `zgadywanie-${Date.now().toString(36)}@example.com`;
  const post = (path: string) =>
    request.post(path, {
      form: { locale: 'pl', step: 'password', email, password: 'zle-haslo' },
      headers: { origin: baseURL!, referer: `${baseURL}${path}` },
      maxRedirects: 0,
    });
  for (let attempt = 0; attempt < 5; attempt += 1) expect((await post('/login')).status()).toBe(401);
  const refused = await post('/preview');
  expect(refused.status()).toBe(429);
  expect(refused.headers()['cache-control']).toBe('private, no-store');
  // The English door counts on the same account.
  expect((await post('/en/preview')).status()).toBe(429);
});

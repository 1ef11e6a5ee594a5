// Content pages from the platform: by slug, by code (id or slug) and by query, in both languages.
import { test, expect } from './support/fixtures';

test.use({ locale: 'pl-PL' });

test('a content page by slug in Polish and English, with its SEO and alternates', async ({ page, baseURL }) => {
  const response = await page.goto('/dostawa');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dostawa i płatności');
  await expect(page.getByRole('heading', { level: 2, name: 'Płatności' })).toBeVisible();
  await expect(page).toHaveTitle('Dostawa i płatności | Sklep Demo - Sklep Demo');
  const head = page.locator('head');
  await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', 'dostawa');
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/en/dostawa`);
  await expect(page.getByRole('navigation', { name: 'Ścieżka nawigacji' })).toContainText('Dostawa i płatności');

  await page.getByRole('link', { name: 'Zmień język: English' }).click();
  await expect(page).toHaveURL(/\/en\/dostawa$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivery and payment');
  await expect(page.getByText('Courier, InPost lockers')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the same page by code (id or slug) and by query, canonical to /{slug}', async ({ page, stack, baseURL }) => {
  const { data } = (await (await fetch(`${stack.platformURL}/pages/polityka-prywatnosci`)).json()) as { data: { id: string } };
  for (const path of [`/page/${data.id}`, '/page/polityka-prywatnosci', `/page?code=${data.id}`, '/page?slug=polityka-prywatnosci']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Polityka prywatności');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/polityka-prywatnosci`);
  }
  await page.goto(`/en/page/${data.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/en/polityka-prywatnosci`);

  for (const path of ['/page', '/page?code=', '/page/00000000-0000-4000-8000-000000000000', '/en/page?slug=nope']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});

test('content pages are listed in the footer and may be cached by a CDN', async ({ page, request }) => {
  await page.goto('/en');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link')).toContainText(['About us', 'Terms and conditions', 'Privacy policy', 'Delivery and payment']);
  const response = await request.get('/en/regulamin', { headers: { cookie: 'i18n_redirected=en' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
});

test('the sales-channel form answers bad input with a localised 400, never a 500', async ({ request, baseURL }) => {
  const notAForm = await request.post('/shop/sales-channel', {
    headers: { 'content-type': 'application/json', origin: baseURL!, referer: `${baseURL}/en/o-nas` },
    data: '{"channel":',
    maxRedirects: 0,
  });
  expect(notAForm.status()).toBe(400);
  expect(await notAForm.text()).toBe('Choose a sales channel.');
  const empty = await request.post('/shop/sales-channel', {
    headers: { origin: baseURL!, referer: `${baseURL}/o-nas` },
    form: { channel: '' },
    maxRedirects: 0,
  });
  expect(empty.status()).toBe(400);
  expect(await empty.text()).toBe('Wybierz kanał sprzedaży.');
});

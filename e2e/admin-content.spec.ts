// What marketing creates in the platform's admin appears on the storefront: a content page (with
// its HTML sanitised and its SEO), a product (found by search), and the shop settings of the shell.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './support/fixtures';
import { axeBuilder } from './support/shopper';
import { freePort, startStack, waitForHttp, type Stack } from './support/stack';

// A public content page is in every page's footer and a new product among the home page's newest, both kept
// by the storefront for minutes after they are deleted: a stack of its own.
test.use({ locale: 'pl-PL', stackOwner: 'e2e/admin-content.spec.ts' });

const ADMIN = { email: 'admin@example.com', password: 'demo-admin-password-2026' };

/** An admin session on the platform: POST /login, then Bearer calls to the admin API. */
async function adminApi(platformURL: string) {
  const login = await fetch(`${platformURL}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  expect(login.status).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  return async <T = unknown>(method: string, path: string, body?: unknown, language = 'pl'): Promise<T> => {
    const response = await fetch(`${platformURL}${path}`, {
      method,
      headers: { authorization: `Bearer ${data.token}`, 'content-type': 'application/json', 'accept-language': language },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}: ${response.status}`).toBeLessThan(300);
    return (await response.json()) as T;
  };
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a content page created in the admin appears, sanitised, with its SEO', async ({ page, stack, baseURL }) => {
  const admin = await adminApi(stack.platformURL);
  const slug = `promocja-${unique()}`;
  await admin('POST', '/pages', {
    slug,
    name: 'Wielka promocja',
    public: true,
    content_html:
      '<h1>Rabaty</h1><p>Do <strong>50%</strong> taniej.</p><script>window.injected = true</script><img src="x" onerror="window.injected = true"><a href="javascript:window.injected = true">klik</a>',
    seo: {
      title: 'Promocja tygodnia',
      description: 'Rabaty do 50%',
      keywords: ['promocja', 'rabat'],
      no_index: true,
      header_tags: [
        { type: 'meta', attributes: { name: 'campaign' }, content: 'tydzien' },
        { type: 'script', attributes: { type: 'application/ld+json' }, content: '{"@type":"Offer","name":"</script><script>window.injected=true</script>"}' },
      ],
    },
  });

  const response = await page.goto(`/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wielka promocja');
  await expect(page.getByRole('heading', { level: 2, name: 'Rabaty' })).toBeVisible(); // the content's h1 becomes h2
  await expect(page.getByText('taniej.')).toBeVisible();
  const article = page.locator('[data-content-page]');
  await expect(article.locator('script')).toHaveCount(0);
  expect(await article.innerHTML()).not.toMatch(/onerror|javascript:/);
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();

  await expect(page).toHaveTitle('Promocja tygodnia - Sklep Demo');
  const head = page.locator('head');
  await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', 'Rabaty do 50%');
  await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', 'promocja, rabat');
  await expect(head.locator('meta[name="campaign"]')).toHaveAttribute('content', 'tydzien');
  await expect(head.locator('meta[name="author"]')).toHaveAttribute('content', 'Sklep Demo'); // global header tags too
  // A JSON-LD header tag stays one data block, whatever its text tries.
  await expect(head.locator('script[type="application/ld+json"]')).toHaveCount(1);
  expect(JSON.parse((await head.locator('script[type="application/ld+json"]').textContent()) ?? '')).toMatchObject({ '@type': 'Offer' });
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/${slug}`);

  // A hidden page is not shown.
  const hidden = `ukryta-${unique()}`;
  await admin('POST', '/pages', { slug: hidden, name: 'Ukryta', public: false, content_html: '<p>Sekret</p>' });
  expect((await page.goto(`/${hidden}`))?.status()).toBe(404);
});

test('a product created in the admin can be found and opened', async ({ page, stack }) => {
  const admin = await adminApi(stack.platformURL);
  // In the garden set: no sale applies there and no other test counts its products.
  const sets = (await (await fetch(`${stack.platformURL}/product-sets/ogrod`)).json()) as { data: { id: string } };
  const word = `zielnik${unique()}`;
  const slug = `doniczka-${word}`;
  await admin('POST', '/products', {
    slug,
    name: `Doniczka ${word}`,
    public: true,
    shipping_digital: false,
    prices_base: [
      { value: '64.00', currency: 'PLN' },
      { value: '15.00', currency: 'EUR' },
    ],
    sets: [sets.data.id],
  });

  await page.goto('/');
  await page.getByLabel('Szukaj w sklepie').fill(word);
  await page.getByLabel('Szukaj w sklepie').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search/${word}$`));
  const card = page.locator('[data-product-card]');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: `Doniczka ${word}` })).toBeVisible();
  await expect(card.locator('[data-price]')).toHaveText(/^64,00\s*zł$/);
  await expect(card.locator('s')).toHaveCount(0);
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/product/${slug}$`));
});

test("a product's own SEO header tags reach its page, before the shop's global ones", async ({ page, stack }) => {
  const admin = await adminApi(stack.platformURL);
  const word = `naglowek${unique()}`;
  await admin('POST', '/products', {
    slug: `lampka-${word}`,
    name: `Lampka ${word}`,
    public: true,
    shipping_digital: false,
    prices_base: [
      { value: '30.00', currency: 'PLN' },
      { value: '7.00', currency: 'EUR' },
    ],
    seo: { title: `Lampka SEO ${word}`, header_tags: [{ type: 'meta', attributes: { name: 'product-campaign' }, content: word }] },
  });
  expect((await page.goto(`/product/lampka-${word}`))?.status()).toBe(200);
  const head = page.locator('head');
  await expect(page).toHaveTitle(`Lampka SEO ${word} - Sklep Demo`);
  await expect(head.locator('meta[name="product-campaign"]')).toHaveAttribute('content', word);
  await expect(head.locator('meta[name="author"]')).toHaveAttribute('content', 'Sklep Demo'); // the global ones too
  const names = await head.locator('meta[name]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('name')));
  expect(names.indexOf('product-campaign')).toBeLessThan(names.indexOf('author'));
});

/** A platform of our own, to change shop-wide settings or take it down without touching other tests. */
async function startPlatform(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-admin-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['platform/server.ts'], {
    cwd: new URL('../', import.meta.url).pathname,
    env: { ...process.env, PLATFORM_DEMO: '1', PLATFORM_PORT: String(port), PLATFORM_DATA_DIR: dataDir, PLATFORM_PUBLIC_URL: url },
    stdio: 'ignore',
  });
  await waitForHttp(`${url}/health`);
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

test.describe('shop settings and platform outages (own platform and storefront)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('settings from the admin shape the shell: text, entries, extra link, custom CSS and JS under the CSP', async ({ page }) => {
    const platform = await startPlatform();
    let storefront: Stack | undefined;
    try {
      const admin = await adminApi(platform.url);
      const set = (name: string, value: string) => admin('PATCH', `/settings/${name}`, { value });
      const add = (name: string, value: string) => admin('POST', '/settings', { name, value, public: true });
      await set('top_site_text_pl', 'Wyprzedaż zimowa trwa!');
      await set('custom_nav_redirect_url', 'https://marka.example.com/outlet');
      await add('custom_nav_redirect_text', 'Outlet marki');
      await add('text_icon_1_text', 'Wysyłka w 24 h');
      await add('text_icon_2_text', 'Zwrot do 30 dni');
      await set('custom_css', '.site-header__top { letter-spacing: 3px; }');
      await set('custom_js', "document.documentElement.dataset.customJs = 'ran';");
      await set('primary_color', '#fafafa');
      // A storefront started after the changes (the settings are cached for 5 minutes).
      storefront = await startStack({ platformURL: platform.url });
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(`${storefront.baseURL}/`);
      await expect(page.locator('[data-top-site-text]')).toHaveText('Wyprzedaż zimowa trwa!');
      await expect(page.locator('[data-top-site-text]')).toHaveCSS('letter-spacing', '3px');
      await expect(page.locator('[data-text-icons] li')).toHaveText(['Wysyłka w 24 h', 'Zwrot do 30 dni']);
      await expect(page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Outlet marki' })).toHaveAttribute(
        'href',
        'https://marka.example.com/outlet',
      );
      await expect(page.locator('html')).toHaveAttribute('data-custom-js', 'ran');
      // A bright primary colour gets dark text (brightness above 186).
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-on-primary').trim())).toBe('#111827');
      expect(violations).toEqual([]);
      const results = await axeBuilder(page).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    } finally {
      await storefront?.stop();
      await platform.stop();
    }
  });

  test('a disabled storefront shows the shop-off screen with 503', async ({ page }) => {
    const platform = await startPlatform();
    let storefront: Stack | undefined;
    try {
      const admin = await adminApi(platform.url);
      await admin('PATCH', '/settings/storefront_disabled', { value: '1' });
      storefront = await startStack({ platformURL: platform.url });
      for (const [path, title] of [
        ['/', 'Sklep jest chwilowo nieczynny'],
        ['/en/category/dom', 'The shop is closed for now'],
      ] as const) {
        const response = await page.goto(`${storefront.baseURL}${path}`);
        expect(response?.status(), path).toBe(503);
        expect(response?.headers()['cache-control']).toBe('private, no-store');
        await expect(page.locator('[data-shop-off] h1')).toHaveText(title);
        await expect(page.locator('[data-product-card]')).toHaveCount(0);
      }
    } finally {
      await storefront?.stop();
      await platform.stop();
    }
  });

  test('pages already seen keep being served while the platform is down; others get an honest 503', async ({ page }) => {
    const platform = await startPlatform();
    const storefront = await startStack({ platformURL: platform.url });
    try {
      await page.goto(`${storefront.baseURL}/category/kuchnia`);
      await expect(page.locator('[data-product-count]')).toHaveText('Produkty: 8');
      await platform.stop();

      const again = await page.goto(`${storefront.baseURL}/category/kuchnia`);
      expect(again?.status()).toBe(200);
      await expect(page.locator('[data-product-count]')).toHaveText('Produkty: 8');
      await expect(page.locator('.nav-menu a[href="/category/kuchnia"]')).toHaveCount(1); // the menu too

      const unseen = await page.goto(`${storefront.baseURL}/category/meble`);
      expect(unseen?.status()).toBe(503);
      await expect(page.getByText('Nie możemy teraz wczytać tej strony. Spróbuj ponownie za chwilę.')).toBeVisible();
      expect(unseen?.headers()['cache-control']).toMatch(/no-store/);
    } finally {
      await storefront.stop();
      await platform.stop();
    }
  });
});

// Browsing the shop with JavaScript on: home → category (page 2, a filter, a sort) → product
// (options, add to cart) → search → content page → blog post, in Polish and English; SEO,
// caching, accessibility.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { axeBuilder } from './support/shopper';
import { startStack } from './support/stack';
import { allSitemapLocs } from './support/sitemap-reader';

// Shoppers whose browser prefers Polish land on the Polish shop at '/'.
test.use({ locale: 'pl-PL' });

/** The amounts shown on the product cards of the page, in order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('[data-product-card] [data-price]').allTextContents();
  return texts.map((text) =>
    Number(
      text
        .replace(/[^\d,.]/g, '')
        .replace(/\.(?=\d{3})/g, '')
        .replace(',', '.'),
    ),
  );
}

const journeys = [
  {
    locale: 'pl',
    home: '/',
    shopTitle: 'Sklep Demo — rzeczy na lata - Sklep Demo',
    category: 'Dom i wnętrze',
    categoryPath: '/category/dom',
    count: 'Produkty: 25',
    pageTwo: 'Strona 2',
    sortLabel: 'Sortuj według',
    sortOption: 'Cena: od najniższej',
    filters: 'Filtry',
    brandGroup: 'Marka',
    price: 'Cena (PLN)',
    brand: 'Nordic Home',
    apply: 'Pokaż produkty',
    search: 'Szukaj w sklepie',
    query: 'kubek',
    resultsTitle: 'Wyniki dla „kubek”',
    contentLink: 'O nas',
    contentPath: '/o-nas',
    contentText: 'Sklep Demo to mała pracownia z Krakowa.',
    configurable: '/product/kubek-z-personalizacja',
    addToCart: 'Dodaj do koszyka',
    giftWrap: /^Opakowanie prezentowe/,
    cartOne: 'Koszyk, 1 produkt',
    blogPost: 'Len w domu — pranie, suszenie i prasowanie',
  },
  {
    locale: 'en',
    home: '/en',
    shopTitle: 'Demo Shop — things that last - Sklep Demo',
    category: 'Home & interior',
    categoryPath: '/en/category/dom',
    count: 'Products: 25',
    pageTwo: 'Page 2',
    sortLabel: 'Sort by',
    sortOption: 'Price: lowest first',
    filters: 'Filters',
    brandGroup: 'Brand',
    price: 'Price (PLN)',
    brand: 'Nordic Home',
    apply: 'Show products',
    search: 'Search the shop',
    query: 'mug',
    resultsTitle: 'Results for “mug”',
    contentLink: 'About us',
    contentPath: '/en/o-nas',
    contentText: 'Demo Shop is a small studio in Kraków.',
    configurable: '/en/product/kubek-z-personalizacja',
    addToCart: 'Add to cart',
    giftWrap: /^Gift wrap/,
    cartOne: 'Cart, 1 item',
    blogPost: 'Linen at home — washing, drying and ironing',
  },
] as const;

for (const j of journeys) {
  test(`a shopper browses home → category → product → search → content page → blog post (${j.locale})`, async ({ page }) => {
    await page.goto(j.home);
    await expect(page).toHaveTitle(j.shopTitle);
    await expect(page.locator('[data-top-site-text]')).toBeVisible();
    await expect(page.locator('[data-product-card]').first()).toBeVisible();

    // Category from the header menu.
    await page
      .getByRole('navigation', { name: j.locale === 'pl' ? 'Menu główne' : 'Main navigation' })
      .getByRole('link', { name: j.category, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${j.categoryPath}$`));
    await expect(page.getByRole('heading', { level: 1, name: j.category })).toBeVisible();
    await expect(page.locator('[data-product-count]')).toHaveText(j.count);
    const firstOnPageOne = await page.locator('[data-product-card] h2').first().textContent();

    // Page 2 by a plain link.
    await page
      .getByRole('navigation', { name: j.locale === 'pl' ? 'Strony' : 'Pages' })
      .getByRole('link', { name: j.pageTwo })
      .click();
    await expect(page).toHaveURL(new RegExp(`${j.categoryPath}\\?page=2$`));
    await expect(page.locator('[data-product-card] h2').first()).not.toHaveText(firstOnPageOne ?? '');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${j.categoryPath}\\?page=2$`));

    // A sort applies as soon as it is chosen (JavaScript on) and starts again from page 1.
    await page.getByLabel(j.sortLabel).selectOption({ label: j.sortOption });
    await expect(page).toHaveURL(/sort=price%3Aasc/);
    await expect(page).not.toHaveURL(/page=2/);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(3);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // A filter keeps the sort; every product shown is of the chosen brand (the card's subtext).
    // The panel lists the filters by name, each opening its own choices.
    await page.getByText(j.filters, { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: j.brand })).toBeHidden();
    await page.locator('[data-filters] summary').getByText(j.brandGroup, { exact: true }).click();
    await page.getByRole('checkbox', { name: j.brand }).check();
    await page.locator('[data-filters]').getByRole('button', { name: j.apply }).click();
    await expect(page).toHaveURL(/a\.marka=/);
    await expect(page).toHaveURL(/sort=price%3Aasc/);
    // The brand's group comes back open with its choice; a filter without one stays closed.
    await expect(page.getByRole('checkbox', { name: j.brand })).toBeChecked();
    await expect(page.getByRole('group', { name: j.price })).toBeHidden();
    const subtexts = await page.locator('[data-product-card] .product-card__subtext').allTextContents();
    expect(subtexts.length).toBeGreaterThan(0);
    expect(new Set(subtexts)).toEqual(new Set([j.brand]));
    await expect(page.locator('[data-product-count]')).not.toHaveText(j.count);

    // A product card leads to the product page.
    const productLink = page.locator('[data-product-card] a').first();
    const href = await productLink.getAttribute('href');
    expect(href).toMatch(new RegExp(`^${j.locale === 'pl' ? '' : '/en'}/product/[a-z0-9-]+$`));
    await productLink.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));

    // A configurable product: an option changes the live price; adding it fills the header count.
    await page.goto(j.configurable);
    const add = page.getByRole('button', { name: j.addToCart, exact: true });
    await expect(add).toBeEnabled();
    const livePrice = page.locator('[data-live-price] strong').first();
    const before = await livePrice.textContent();
    await page.getByLabel(j.giftWrap).check();
    await expect(livePrice).not.toHaveText(before ?? '');
    await add.click();
    await expect(page.locator('a[data-cart-count]').first()).toHaveAttribute('aria-label', j.cartOne);

    // Search from the header box.
    await page.getByLabel(j.search).first().fill(j.query);
    await page.getByLabel(j.search).first().press('Enter');
    await expect(page).toHaveURL(new RegExp(`${j.locale === 'pl' ? '' : '/en'}/search/${j.query}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(j.resultsTitle);
    await expect(page.locator('[data-product-card]')).toHaveCount(3);

    // A content page from the footer.
    await page.getByRole('contentinfo').getByRole('link', { name: j.contentLink }).click();
    await expect(page).toHaveURL(new RegExp(`${j.contentPath}$`));
    await expect(page.getByRole('heading', { level: 1, name: j.contentLink })).toBeVisible();
    await expect(page.getByText(j.contentText)).toBeVisible();

    // The blog from the footer, then a post.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('link', { name: j.blogPost }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: j.blogPost })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', j.locale);
  });
}

test('search suggestions appear while typing', async ({ page }) => {
  await page.goto('/en');
  await page.getByLabel('Search the shop').pressSequentially('mug', { delay: 30 });
  await expect(page.locator('#site-search-suggestions option')).toHaveCount(3);
  await expect(page.locator('#site-search-suggestions option').first()).toHaveAttribute('value', /mug/i);
});

test('on the search page, whose header comes from kept HTML, each box asks for suggestions once per pause', async ({ page }) => {
  // The first page keeps the guest header; a search without results renders a box of its own beside it.
  await page.goto('/en');
  await page.goto('/en/search/no-such-thing-here');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/search/suggestions.json')) asked.push(request.url());
  });
  for (const [box, list] of [
    ['#search-page-query', '#search-page-query-suggestions'],
    ['#site-search', '#site-search-suggestions'],
  ] as const) {
    asked.length = 0;
    // One input event (typing would ask again after any pause past the suggestions' debounce on a busy machine).
    await page.locator(box).fill('mug');
    await expect(page.locator(`${list} option`)).toHaveCount(3);
    // A second listener on the same box would have asked at the same moment.
    await page.waitForTimeout(300);
    expect(asked).toHaveLength(1);
  }
});

test('an empty search and a search without results get a page that helps on', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Czego szukasz?');
  await expect(page.locator('[data-search-help]').getByRole('link', { name: 'Dom i wnętrze' })).toBeVisible();

  const response = await page.goto('/en/search/no-such-thing-here');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nothing found for “no-such-thing-here”');
  await expect(page.getByText('Check the spelling')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('[data-search-help]').getByRole('link', { name: 'Home & interior' })).toBeVisible();
});

test('a query with spaces, Polish letters or a slash survives the trip through the address', async ({ page }) => {
  await page.goto('/');
  for (const [query, heading] of [
    ['kubek ceramiczny', 'Wyniki dla „kubek ceramiczny”'],
    ['żółw', 'Nic nie znaleźliśmy dla „żółw”'],
    ['a/b 100%', 'Nic nie znaleźliśmy dla „a/b 100%”'],
  ] as const) {
    await page.getByLabel('Szukaj w sklepie').first().fill(query);
    await page.getByLabel('Szukaj w sklepie').first().press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByLabel('Szukaj w sklepie').last()).toHaveValue(heading.startsWith('Wyniki') ? '' : query);
  }
});

test('an unknown category or content page is a 404 in its own language', async ({ page }) => {
  for (const [path, text] of [
    ['/category/no-such-category', 'Nie znaleziono strony: /category/no-such-category'],
    ['/en/category/no-such-category', 'Page Not Found: /en/category/no-such-category'],
    ['/no-such-page', 'Nie znaleziono strony: /no-such-page'],
    ['/en/no-such-page', 'Page Not Found: /en/no-such-page'],
    ['/page/no-such-page', 'Nie znaleziono strony: /page/no-such-page'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText(text)).toBeVisible();
  }
});

test('every page carries the SEO of what it shows, with the shop SEO as fallback', async ({ page, baseURL }) => {
  await page.goto('/');
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', 'Ceramika, tekstylia, meble i drobiazgi z polskich pracowni.');
  await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', 'sklep, ceramika, wnętrza');
  await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(head.locator('meta[name="author"]')).toHaveAttribute('content', 'Sklep Demo'); // a header tag from the platform
  await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/en`);

  await page.goto('/en/category/kuchnia');
  await expect(page).toHaveTitle('Kitchen | Demo Shop - Sklep Demo');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', 'Kitchen category');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/en/category/kuchnia`);
  await expect(head.locator('link[rel="alternate"][hreflang="pl"]')).toHaveAttribute('href', `${baseURL}/category/kuchnia`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Home & interior' })).toHaveAttribute(
    'href',
    '/en/category/dom',
  );

  // The same content page by code and by query names /{slug} as canonical.
  for (const path of ['/page/regulamin', '/page?code=regulamin', '/page?slug=regulamin']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regulamin');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/regulamin`);
    await expect(page).toHaveTitle('Regulamin | Sklep Demo - Sklep Demo');
  }
});

test('the sitemap lists both locales with alternates; robots.txt is served', async ({ request, baseURL }) => {
  // The index and its chunks in detail: e2e/sitemap.spec.ts.
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const locs = await allSitemapLocs(baseURL!);
  for (const path of [
    '/',
    '/en',
    '/category/kuchnia',
    '/en/category/kuchnia',
    '/product/kubek-ceramiczny-las',
    '/en/product/kubek-ceramiczny-las',
    '/o-nas',
    '/en/o-nas',
  ]) {
    expect(locs).toContain(`${baseURL}${path}`);
  }
  const categories = await (await request.get('/sitemap-categories-1.xml')).text();
  expect(categories).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${baseURL}/en/category/kuchnia"/>`);
  expect(locs.filter((loc) => loc.includes('/category/archiwum'))).toEqual([]); // a hidden set

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain('User-agent: *');
});

test('public pages may be kept by a CDN; pages with a cookie or a picked channel never', async ({ page, request }) => {
  for (const path of ['/', '/en', '/category/dom', '/search/kubek', '/o-nas', '/sitemap.xml']) {
    // A returning shopper (locale already remembered): nothing about the response is theirs.
    const response = await request.get(path, { headers: { accept: 'text/html', cookie: 'i18n_redirected=pl' } });
    expect(response.headers()['cache-control'], path).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/);
    expect(response.headers()['set-cookie'], path).toBeUndefined();
  }
  const unknown = await request.get('/category/no-such-category');
  expect(unknown.status()).toBe(404);

  // The shopper picks the Europe channel: prices in euro, and the pages are theirs alone.
  await page.goto('/category/kuchnia');
  await expect(page.locator('[data-price]').first()).toContainText('zł');
  await page.getByLabel('Kanał sprzedaży').selectOption({ label: 'Europa (EUR)' });
  await page.getByRole('button', { name: 'Zmień' }).click();
  await expect(page).toHaveURL(/\/category\/kuchnia$/);
  await expect(page.locator('[data-price]').first()).toContainText('€');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'sales_channel')?.value).toMatch(/^[0-9a-f-]{36}$/);
  const personal = await page.request.get('/category/kuchnia');
  expect(personal.headers()['cache-control']).toBe('private, no-store');
});

test('the menu opens by keyboard on a small screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/en');
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  const categoryLink = menu.getByRole('link', { name: 'Home & interior', exact: true });
  await expect(categoryLink).toBeHidden();
  await menu.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(categoryLink).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Kitchen' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(categoryLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/category\/dom$/);
});

test('a product card reached by keyboard shows its whole focus ring on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/category/dom');
  const link = page.locator('[data-product-grid] .product-card__link').first();
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  // The ring (outline and its offset) must lie inside every ancestor that clips what its content paints.
  const clippedBy = await link.evaluate((element) => {
    const style = getComputedStyle(element);
    const reach = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
    const box = element.getBoundingClientRect();
    const clipping: string[] = [];
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
      const a = getComputedStyle(ancestor);
      const clips = a.contentVisibility === 'auto' || /paint|content|strict/.test(a.contain) || /hidden|clip/.test(`${a.overflowX} ${a.overflowY}`);
      if (!clips) continue;
      const edge = ancestor.getBoundingClientRect();
      const inside =
        box.left - reach >= edge.left + ancestor.clientLeft &&
        box.top - reach >= edge.top + ancestor.clientTop &&
        box.right + reach <= edge.left + ancestor.clientLeft + ancestor.clientWidth &&
        box.bottom + reach <= edge.top + ancestor.clientTop + ancestor.clientHeight;
      if (!inside) clipping.push(`${ancestor.tagName.toLowerCase()}.${ancestor.className}`);
    }
    return { reach, clipping };
  });
  expect(clippedBy.reach).toBeGreaterThan(0);
  expect(clippedBy.clipping).toEqual([]);
});

test('subcategories open by keyboard in the wide menu', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Menu główne' });
  const kitchen = menu.getByRole('link', { name: 'Kuchnia' });
  await expect(kitchen).toBeHidden();
  await menu.getByRole('link', { name: 'Dom i wnętrze', exact: true }).focus();
  await expect(kitchen).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(kitchen).toBeFocused();
});

test('the shell shows the shop settings: logo at width 200, theme colours, favicon', async ({ page }) => {
  await page.goto('/');
  const logo = page.locator('.site-header__logo img');
  await expect(logo).toHaveAttribute('src', /store-logo\.svg\?w=200&format=auto$/);
  await expect(logo).toHaveAttribute('alt', 'Sklep Demo – strona główna');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /favicon\.svg/);
  // primary_color from the settings, with light text on it (its brightness is low).
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
  expect(primary).toBe('#3d405b');
  const onPrimaryAlt = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-on-primary-alt').trim());
  expect(onPrimaryAlt).toBe('#111827'); // #f2cc8f is bright: dark text
});

test('the colour theme picker shows only when enabled by config, and its choice stays', async ({ page, stack }) => {
  await page.goto('/');
  await expect(page.locator('[data-color-theme-picker]')).toHaveCount(0);
  const withPicker = await startStack({ platformURL: stack.platformURL, env: { SHOW_COLOR_THEME_PICKER: '1' } });
  try {
    await page.goto(`${withPicker.baseURL}/`);
    await page.getByLabel('Motyw kolorów').selectOption({ label: 'Ciemny' });
    await expect(page.locator('html')).toHaveAttribute('data-color-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-color-theme', 'dark');
    await expect(page.getByLabel('Motyw kolorów')).toHaveValue('dark');
    const results = await axeBuilder(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  } finally {
    await withPicker.stop();
  }
});

const axeRoutes = [
  '/',
  '/en',
  '/category/dom',
  '/en/category/kuchnia?a.marka=x&sort=name:asc',
  '/search/kubek',
  '/en/search',
  '/en/search/nothing-at-all',
  '/o-nas',
  '/en/page/o-nas',
  '/category/no-such',
];
for (const path of axeRoutes) {
  test(`no axe violations (WCAG 2.2 AA) on ${path}`, async ({ page }) => {
    await page.goto(path);
    // Every disclosure open (the filters and each of their groups), so that what they hide is checked too.
    await page.evaluate(() => {
      for (const details of document.querySelectorAll('details')) details.open = true;
    });
    const results = await axeBuilder(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

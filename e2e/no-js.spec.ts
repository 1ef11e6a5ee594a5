// The catalogue works with JavaScript off: the menu, category pages, pagination, sort and
// filters (plain GET forms), search from the header box, content pages.
import { test, expect } from './support/fixtures';

test.use({ javaScriptEnabled: false, locale: 'pl-PL' });

test('browse and filter a category without JavaScript (pl)', async ({ page }) => {
  await page.goto('/');
  // Wide screen: the menu is shown without any script.
  const menu = page.getByRole('navigation', { name: 'Menu główne' });
  await menu.getByRole('link', { name: 'Dom i wnętrze', exact: true }).click();
  await expect(page).toHaveURL(/\/category\/dom$/);
  await expect(page.locator('[data-product-count]')).toHaveText('Produkty: 25');

  await page.getByRole('link', { name: 'Strona 3' }).click();
  await expect(page).toHaveURL(/\/category\/dom\?page=3$/);
  await expect(page.getByRole('navigation', { name: 'Strony' }).locator('[aria-current="page"]')).toHaveText('3');

  // Sort: without JavaScript the button next to it applies it.
  await page.getByLabel('Sortuj według').selectOption('name:desc');
  await page.locator('[data-apply]').click();
  await expect(page).toHaveURL(/\/category\/dom\?sort=name%3Adesc$/);
  const names = await page.locator('[data-product-card] h2').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'pl')));

  // Filters open as a native disclosure and submit as a GET form; the sort is kept.
  await page.getByText('Filtry', { exact: true }).click();
  await page.locator('[data-filters] summary').getByText('Materiał', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Ceramika' }).check();
  await page.locator('[data-filters] summary').getByText('Cena (PLN)', { exact: true }).click();
  await page.getByRole('group', { name: 'Cena (PLN)' }).getByLabel('od').fill('40');
  await page.locator('[data-filters]').getByRole('button', { name: 'Pokaż produkty' }).click();
  await expect(page).toHaveURL(/[?&]a\.material=[0-9a-f-]{36}(&|$)/);
  await expect(page).toHaveURL(/[?&]price_min=40(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=name%3Adesc(&|$)/);
  await expect(page).not.toHaveURL(/=(&|$)/); // no empty fields left in the address
  // The panel and the groups holding a choice come back open.
  await expect(page.getByRole('checkbox', { name: 'Ceramika' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Cena (PLN)' }).getByLabel('od')).toHaveValue('40');
  await expect(page.getByText('Filtry (2)')).toBeVisible();
  const count = Number((await page.locator('[data-product-count]').textContent())?.replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(25);
  await expect(page.locator('[data-product-card]')).toHaveCount(Math.min(count, 12));

  // Clearing the filters keeps the sort.
  await page.getByRole('link', { name: 'Wyczyść filtry' }).click();
  await expect(page).toHaveURL(/\/category\/dom\?sort=name%3Adesc$/);

  // A product card is a plain link.
  const href = await page.locator('[data-product-card] a').first().getAttribute('href');
  expect(href).toMatch(/^\/product\/[a-z0-9-]+$/);
});

test('search and content pages without JavaScript (en)', async ({ page }) => {
  await page.goto('/en/category/kuchnia');
  await page.getByLabel('Search the shop').fill('mug');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/search\/mug$/);
  await expect(page.locator('[data-product-card]')).toHaveCount(3);

  // An empty query lands on the helpful page.
  await page.getByLabel('Search the shop').first().fill('   ');
  await page.getByRole('button', { name: 'Search', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/search\?q=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What are you looking for?');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Delivery and payment' }).click();
  await expect(page).toHaveURL(/\/en\/dostawa$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivery and payment');
});

test('the menu opens without JavaScript on a small screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/en');
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('link', { name: 'Fashion', exact: true })).toBeHidden();
  await menu.getByText('Menu').click();
  await expect(menu.getByRole('link', { name: 'Fashion', exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'T-shirts' }).click();
  await expect(page).toHaveURL(/\/en\/category\/koszulki$/);
});

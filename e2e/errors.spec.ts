import { test as base, expect } from '@playwright/test';
import { freePort, startStack, type Stack } from './support/stack';

// A storefront whose platform is down: nothing listens on the platform's port.
const test = base.extend<Record<never, never>, { downStack: Stack }>({
  downStack: [
    async ({}, use) => {
      const stack = await startStack({ platformURL: `http://127.0.0.1:${await freePort()}` });
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ downStack }, use) => use(downStack.baseURL),
});

test.describe('error page', () => {
  test('a page that fails gives the error page with its own status code and message, no stack trace', async ({ page }) => {
    const response = await page.goto('/en/category/anything');
    expect(response?.status()).toBe(503);
    await expect(page).toHaveTitle(/^Error 503 - /);
    await expect(page.locator('.error-view__label')).toHaveText('Error');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('503');
    await expect(page.locator('[data-error-message]')).not.toBeEmpty();
    const html = await page.content();
    expect(html).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+|ECONNREFUSED/);
    await page.getByRole('link', { name: 'Back to home' }).click();
    expect(new URL(page.url()).pathname).toBe('/en');
  });

  test('the Polish error page speaks Polish', async ({ page }) => {
    const response = await page.goto('/category/cokolwiek');
    expect(response?.status()).toBe(503);
    await expect(page).toHaveTitle(/^Błąd 503 - /);
    await expect(page.getByRole('link', { name: 'Wróć do strony głównej' })).toHaveAttribute('href', '/');
  });

  test('pages that do not need the platform keep working while it is down', async ({ page }) => {
    const response = await page.goto('/en/blog');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const missing = await page.goto('/en/no/such/page');
    expect(missing?.status()).toBe(404);
  });
});

// The error page as a shopper, an operator and a developer meet it: a malformed order code is
// the 404 'Page Not Found: {path}' (an unknown well-formed one keeps "There is no order with this code."),
// every 404 leaves one JSON line on the server's log (order codes and queries left out), the page logs
// the error to the browser's console, and an exception's own text never reaches the page.
import { test, expect } from './support/fixtures';

test.use({ stackEnv: { STOREFRONT_TEST_HOOKS: '1' } });

const TEXT = {
  pl: { prefix: '', notFound: (path: string) => `Nie znaleziono strony: ${path}`, noOrder: 'Nie ma zamówienia o tym kodzie.', title: /^Błąd 404 - / },
  en: { prefix: '/en', notFound: (path: string) => `Page Not Found: ${path}`, noOrder: 'There is no order with this code.', title: /^Error 404 - / },
} as const;

/** The server's 404 lines so far. */
const notFoundLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.includes('"event":"not_found"'))
    .map((line) => JSON.parse(line.slice(line.indexOf('{'))) as Record<string, unknown>);

for (const locale of ['pl', 'en'] as const) {
  const text = TEXT[locale];

  test(`a malformed order code is the 404 page with its path; an unknown well-formed one says there is no such order (${locale})`, async ({ page }) => {
    for (const path of [`${text.prefix}/pay/bad_code`, `${text.prefix}/status/x`, `${text.prefix}/status/%3Cb%3E/traditional-payment`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page, path).toHaveTitle(text.title);
      await expect(page.locator('[data-error-message]'), path).toHaveText(text.notFound(path));
    }
    for (const query of ['?code=bad_code&t=default', '']) {
      const response = await page.goto(`${text.prefix}/checkout/thank-you${query}`);
      expect(response?.status(), query).toBe(404);
      // The path only: a query may hold an order code, which is not the page's to repeat.
      await expect(page.locator('[data-error-message]')).toHaveText(text.notFound(`${text.prefix}/checkout/thank-you`));
    }
    for (const path of [
      `${text.prefix}/pay/NOSUCH9`,
      `${text.prefix}/status/NOSUCH9`,
      `${text.prefix}/status/NOSUCH9/traditional-payment`,
      `${text.prefix}/checkout/thank-you?code=NOSUCH9`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(text.noOrder);
    }
  });
}

test('every 404 leaves one line on the server log: method, a path without order codes or query, and why', async ({ page, request, stack }) => {
  await page.goto('/en/product/no-such-product');
  await page.goto('/category/nie-ma-takiej');
  await page.goto('/no/such/page?token=s3cret');
  await page.goto('/en/pay/bad_code');
  await page.goto('/status/NOSUCH9');
  await page.goto('/checkout/thank-you?code=NOSUCH9');
  expect((await request.head('/en/no-such-content-page')).status()).toBe(404);
  const expected = [
    { method: 'GET', path: '/en/product/no-such-product', reason: 'unknown product' },
    { method: 'GET', path: '/category/nie-ma-takiej', reason: 'unknown category' },
    { method: 'GET', path: '/no/such/page', reason: 'no route' },
    { method: 'GET', path: '/en/pay/{code}', reason: 'malformed order code' },
    { method: 'GET', path: '/status/{code}', reason: 'unknown order' },
    { method: 'GET', path: '/checkout/thank-you', reason: 'unknown order' },
    { method: 'HEAD', path: '/en/no-such-content-page', reason: 'unknown page' },
  ];
  await expect.poll(() => notFoundLines(stack.storefrontOutput()).length).toBeGreaterThanOrEqual(expected.length);
  const lines = notFoundLines(stack.storefrontOutput());
  for (const line of expected) expect(lines).toContainEqual({ event: 'not_found', status: 404, ...line });
  const output = stack.storefrontOutput();
  expect(output).not.toContain('NOSUCH9');
  expect(output).not.toContain('bad_code');
  expect(output).not.toContain('s3cret');
});

test('the error page logs the error to the browser console', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') messages.push(message.text());
  });
  await page.goto('/en/no/such/page');
  await expect.poll(() => messages).toContain('Error 404: Page Not Found: /en/no/such/page');
});

test("an exception's own message never reaches the page: the shopper reads 'Something went wrong.'", async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') messages.push(message.text());
  });
  const response = await page.goto('/test-hooks/render-error');
  expect(response?.status()).toBe(500);
  await expect(page).toHaveTitle(/^Błąd 500 - /);
  await expect(page.locator('[data-error-message]')).toHaveText('Coś poszło nie tak.');
  expect(await page.content()).not.toContain('render-boom-test');
  await expect.poll(() => messages).toContain('Error 500: Coś poszło nie tak.');
});

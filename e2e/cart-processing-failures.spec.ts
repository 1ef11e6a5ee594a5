// What a failed cart processing does to the cart (docs/shop.md "When processing fails").
// A fault-injecting proxy between the storefront and the platform answers POST /cart/process as the
// test chooses. Failures without the platform's verdict on the cart keep it as it is; the platform's
// refusal (a 4xx with its error object) moves every line to unavailable, empties the cart, sets the
// summary to 0, resets checkout, and shows the platform's message as the title and, for
// VALIDATION_ERROR, the first field error's message as the text.
import type { Page } from '@playwright/test';
import { expect } from './support/fixtures';
import type { Fault, FaultProxy } from './support/fault-proxy';
import { faultyStackTest } from './support/faulty-stack';
import { isCartProcessing } from './support/shopper';

const test = faultyStackTest({ PLATFORM_TIMEOUT_MS: '3000' });

test.use({ locale: 'en-GB' });

const cartProcess = (method: string, path: string) => method === 'POST' && path.startsWith('/cart/process');

async function addWateringCan(page: Page) {
  await page.goto('/en/product/konewka-metalowa');
  const add = page.getByRole('button', { name: /^Add to cart$/ });
  await expect(add).toBeEnabled();
  const processed = page.waitForResponse((response) => isCartProcessing(response.request()));
  await add.click();
  await processed;
}

async function storedCart(page: Page): Promise<{ items: number; unavailable: number; summary: number; checkout: boolean }> {
  return page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('cart') ?? '{}') as { items?: unknown[]; unavailableItems?: unknown[]; summary?: number };
    return {
      items: cart.items?.length ?? 0,
      unavailable: cart.unavailableItems?.length ?? 0,
      summary: cart.summary ?? -1,
      checkout: sessionStorage.getItem('checkout') !== null,
    };
  });
}

/** Opens the cart page with `fault` on the processing; resolves once the page has the answer. */
async function openCartWith(page: Page, proxy: FaultProxy, fault: Fault) {
  proxy.set(fault, cartProcess);
  const processing = page.waitForResponse((response) => isCartProcessing(response.request()));
  await page.goto('/en/cart');
  await processing;
}

const NO_VERDICT: Array<{ name: string; fault: Fault }> = [
  { name: '503 from the platform', fault: { kind: 'status', status: 503 } },
  { name: '502 from a gateway, without the platform’s error', fault: { kind: 'status', status: 502, body: '<html><body>Bad Gateway</body></html>' } },
  { name: '429 with Retry-After', fault: { kind: 'status', status: 429, retryAfter: '30' } },
  { name: '408', fault: { kind: 'status', status: 408, body: { error: { code: 408, key: 'REQUEST_TIMEOUT', message: 'Request Timeout' } } } },
  { name: 'a firewall’s 403 page', fault: { kind: 'status', status: 403, body: '<html><body>Access denied</body></html>' } },
  { name: 'a 200 cut short', fault: { kind: 'malformed' } },
  { name: 'no answer within the timeout', fault: { kind: 'slow', delayMs: 8_000 } },
];

test('failures without the platform’s verdict keep the cart as it is and say so', async ({ page, faults: proxy }) => {
  test.setTimeout(90_000);
  await addWateringCan(page);
  for (const { name, fault } of NO_VERDICT) {
    await openCartWith(page, proxy, fault);
    await expect(page.locator('.notification__text', { hasText: 'The shop could not update your cart right now.' }), name).toBeVisible();
    expect(await storedCart(page), name).toMatchObject({ items: 1, unavailable: 0 });
    await expect(page.getByRole('heading', { name: 'No longer available' }), name).toHaveCount(0);
    proxy.pass();
  }
});

test('the platform’s refusal empties the cart into the unavailable list and shows the platform’s message and first field error', async ({
  page,
  faults: proxy,
}) => {
  await addWateringCan(page);
  await page.evaluate(() => sessionStorage.setItem('checkout', JSON.stringify({ email: 'jan@example.com' })));
  const refusal = {
    error: {
      code: 422,
      key: 'VALIDATION_ERROR',
      message: 'The given data was invalid.',
      errors: {
        'items.0.schemas': [
          { key: 'VALIDATION_PRODUCT_SCHEMA_OPTION', message: 'The selected configuration is invalid. Remove the products from the cart and add them again.' },
        ],
      },
    },
  };
  await openCartWith(page, proxy, { kind: 'status', status: 422, body: refusal });
  const notification = page.locator('.notification--error');
  await expect(notification.locator('.notification__title')).toHaveText('The given data was invalid.');
  await expect(notification.locator('.notification__text')).toHaveText(
    'The selected configuration is invalid. Remove the products from the cart and add them again.',
  );
  await expect(page.getByRole('dialog', { name: 'Some products are no longer available' })).toBeVisible();
  expect(await storedCart(page)).toEqual({ items: 0, unavailable: 1, summary: 0, checkout: false });
});

test('a refusal without field errors: the platform’s message alone is the title', async ({ page, faults: proxy }) => {
  await addWateringCan(page);
  await openCartWith(page, proxy, { kind: 'status', status: 404, body: { error: { code: 404, key: 'NOT_FOUND', message: 'Sales channel not found.' } } });
  const notification = page.locator('.notification--error');
  await expect(notification.locator('.notification__title')).toHaveText('Sales channel not found.');
  await expect(notification.locator('.notification__text')).toHaveCount(0);
  expect(await storedCart(page)).toMatchObject({ items: 0, unavailable: 1, summary: 0 });
});

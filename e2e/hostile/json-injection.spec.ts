// Markup injected through JSON in a <script>: a category and a product whose names close
// the script element (`</script><script>…</script>`), created through the platform's admin API, are shown
// on their pages. The breadcrumb and product JSON-LD must stay one data block each (src/lib/json-script.ts):
// no element of the attacker's in the page, no dialog, and the data still says the real names.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { adminApi } from '../support/admin-api';

// A public category is in every page's menu and the product among the home page's newest, both kept by the
// storefront for minutes after they are deleted: a stack of its own.
test.use({ locale: 'pl-PL', stackOwner: 'e2e/hostile/json-injection.spec.ts' });

const INJECTION = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** What the attacker's markup would have left in the page, had it been parsed as HTML. */
async function injectedElements(page: Page) {
  return page.evaluate(() => ({
    scripts: [...document.scripts]
      .filter((script) => script.textContent?.includes('alert('))
      .map((script) => ({ type: script.type, text: script.textContent })),
    images: document.querySelectorAll('img[onerror]').length,
  }));
}

/** Every JSON-LD block of the page, parsed (a block cut short by an injected </script> does not parse). */
async function jsonLdBlocks(page: Page): Promise<unknown[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as unknown);
}

test('a category and a product named </script><script>alert(1)</script> inject nothing into their pages', async ({ page, stack }) => {
  const admin = await adminApi(stack.platformURL);
  const word = unique();
  const categoryName = `Kategoria ${word} ${INJECTION}`;
  const productName = `Produkt ${word} ${INJECTION}`;
  const set = await admin<{ id: string; slug: string }>('POST', '/product-sets', { name: categoryName, slug: `wstrzykniecie-${word}`, public: true });
  await admin('POST', '/products', {
    slug: `produkt-wstrzykniecie-${word}`,
    name: productName,
    public: true,
    shipping_digital: false,
    prices_base: [
      { value: '10.00', currency: 'PLN' },
      { value: '3.00', currency: 'EUR' },
    ],
    sets: [set.id],
  });

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // The product page: its breadcrumb (category and product) and its Product JSON-LD.
  expect((await page.goto(`/product/produkt-wstrzykniecie-${word}`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
  expect((await injectedElements(page)).scripts.filter((script) => !/[/+]json$/.test(script.type))).toEqual([]);
  expect((await injectedElements(page)).images).toBe(0);
  const productBlocks = await jsonLdBlocks(page);
  expect(productBlocks).toContainEqual(expect.objectContaining({ '@type': 'Product', name: productName }));
  const trail = productBlocks.find((block) => (block as { '@type'?: string })['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
  expect(trail.itemListElement.map((item) => item.name)).toEqual(['Strona główna', categoryName, productName]);

  // The category page: its breadcrumb.
  expect((await page.goto(`/category/wstrzykniecie-${word}`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryName);
  expect((await injectedElements(page)).scripts.filter((script) => !/[/+]json$/.test(script.type))).toEqual([]);
  expect((await injectedElements(page)).images).toBe(0);
  const categoryTrail = (await jsonLdBlocks(page)).find((block) => (block as { '@type'?: string })['@type'] === 'BreadcrumbList') as {
    itemListElement: { name: string }[];
  };
  expect(categoryTrail.itemListElement.at(-1)!.name).toBe(categoryName);

  expect(dialogs).toEqual([]);
});

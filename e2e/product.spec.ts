import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { axeBuilder } from './support/shopper';
import { cartRequestItems, type CartLine } from '../src/lib/commerce/cart';

// Demo catalogue of the embedded platform (platform/seed/demo-products.ts).
const MUG_ON_SALE = 'kubek-ceramiczny-las'; // 49 zł, kitchen sale −20% → 39,20 zł
const PERSONALISED_MUG = 'kubek-z-personalizacja'; // 59 zł base: select, string, numeric, boolean, date, file options; kitchen sale −20%
const TEE_ON_SALE = 'koszulka-las'; // 79 zł, size XL +5 zł; summer deal −30 zł
const CURTAIN = 'zaslona-lniana-na-wymiar'; // 49 zł + panels × (width × fabric) + hem × 12 zł
const WINE_GLASSES = 'kieliszki-do-wina'; // sold in sixes
const ARMCHAIR = 'fotel-uszak'; // ask about price
const SOFA = 'sofa-mazury'; // leasing
const PROJECTOR = 'projektor-gwiazd'; // rental
const BOOKCASE = 'regal-na-ksiazki'; // unavailable
const LAMP = 'lampa-stolowa-lniana'; // no discount

/** The mails the storefront of this worker wrote (none may exist yet). */
const mailsIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).map((file) => readFileSync(join(dir, file), 'utf8')) : []);
const livePrice = (page: Page) => page.locator('[data-live-price] strong').first();
const livePriceBefore = (page: Page) => page.locator('[data-live-price] s [data-live-price-initial]');
const addToCart = (page: Page, name: RegExp) => page.getByRole('button', { name });
const cartLink = (page: Page) => page.locator('a[data-cart-count]').first();
/** Opens a product page and waits until its add-to-cart island runs (the button is disabled before). */
async function openBuyable(page: Page, path: string, button: RegExp) {
  await page.goto(path);
  await expect(addToCart(page, button)).toBeEnabled();
}

test.describe('product page', () => {
  test('shows a product in Polish: name, subtext, price, description, details, breadcrumbs, JSON-LD with offers', async ({ page }) => {
    const response = await page.goto(`/product/${PERSONALISED_MUG}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Kubek z personalizacją' })).toBeVisible();
    await expect(page).toHaveTitle(/^Kubek z personalizacją - /);
    await expect(page.locator('[data-product-subtext]')).toHaveText('Leśna Pracownia');
    await expect(page.getByRole('heading', { name: 'Opis' })).toBeVisible();
    await expect(page.getByText('Wybierz rozmiar, dodaj grawer, logo i opakowanie.').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Szczegóły' })).toBeVisible();
    await expect(page.locator('.product__attributes')).toContainText('Ceramika');
    const trail = page.getByRole('navigation', { name: 'Ścieżka nawigacji' });
    await expect(trail.getByRole('link', { name: 'Kuchnia' })).toHaveAttribute('href', '/category/kuchnia');
    const picture = page.locator('.product-gallery img').first();
    await expect(picture).toHaveAttribute('srcset', /w=360&format=auto 360w/);
    await expect(page.locator('.product-gallery source[type="image/webp"]').first()).toHaveAttribute('srcset', /format=webp/);

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'Product');
    expect(product).toBeDefined();
    expect(product).toMatchObject({
      name: 'Kubek z personalizacją',
      offers: { '@type': 'Offer', priceCurrency: 'PLN', availability: 'https://schema.org/InStock' },
    });
    expect(Number((product!.offers as { price: string }).price)).toBeGreaterThan(0);
  });

  test('shows the same product in English under /en', async ({ page }) => {
    await page.goto(`/en/product/${PERSONALISED_MUG}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Personalised mug' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Options' })).toBeVisible();
    await expect(page.getByLabel('Engraving text')).toBeVisible();
    await expect(addToCart(page, /^Add to cart$/)).toBeEnabled();
  });

  test('an unknown slug gives the 404 page', async ({ page }) => {
    const response = await page.goto('/product/nie-ma-takiego-produktu');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Nie znaleziono strony: /product/nie-ma-takiego-produktu', { exact: true })).toBeVisible();
    const en = await page.goto('/en/product/no-such-product');
    expect(en?.status()).toBe(404);
    await expect(page.getByText('Page Not Found: /en/product/no-such-product', { exact: true })).toBeVisible();
  });

  test('a discounted price shows the price before, struck through, and the lowest price of the 30 days before', async ({ page }) => {
    // The demo's price history: the mug cost 49,00 zł for over a month before the kitchen sale (5 days ago).
    // The Omnibus figure is that price, never the sale price beside it.
    await page.goto(`/product/${MUG_ON_SALE}`);
    await expect(page.locator('[data-price]')).toHaveText(/39,20\s*zł/);
    await expect(page.locator('s [data-price-initial]')).toHaveText(/49,00\s*zł/);
    await expect(page.locator('[data-lowest-price]')).toHaveText(/^Najniższa cena z 30 dni przed obniżką: 49,00\s*zł$/);
    await page.goto(`/en/product/${MUG_ON_SALE}`);
    await expect(page.locator('[data-price]')).toHaveText(/PLN\s*39\.20/);
    await expect(page.locator('[data-lowest-price]')).toHaveText(/^Lowest price in the 30 days before the discount: PLN\s*49\.00$/);
    // The summer deal (30 days old) too: the figure is the regular price before it, in both languages.
    const norm = (text: string) => text.replace(/\s+/g, ' ').trim();
    for (const path of [`/product/${TEE_ON_SALE}`, `/en/product/${TEE_ON_SALE}`]) {
      await page.goto(path);
      const lowest = norm(await page.locator('[data-lowest-price]').innerText());
      expect(lowest.endsWith(`: ${norm(await page.locator('s [data-price-initial]').innerText())}`), lowest).toBe(true);
    }
    // No discount, no Omnibus line.
    await page.goto(`/product/${LAMP}`);
    await expect(page.locator('[data-price]')).toHaveText(/249,00\s*zł/);
    await expect(page.locator('[data-lowest-price]')).toHaveCount(0);
    await expect(page.locator('s [data-price-initial]')).toHaveCount(0);
  });

  test('options change the live price by the commerce rules, options of every type', async ({ page }) => {
    // The first number formatter a page builds loads the locale's data (a long task on a slow phone): the island
    // goes live over the server's prices without one, and builds it once an option changes the price.
    await page.addInitScript(() => {
      let built = 0;
      Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
        construct(target, args) {
          built++;
          return Reflect.construct(target, args);
        },
      });
      Object.defineProperty(window, 'numberFormatsBuilt', { get: () => built });
    });
    const numberFormatsBuilt = () => page.evaluate(() => (window as unknown as { numberFormatsBuilt: number }).numberFormatsBuilt);
    // The mug is in the kitchen sale: the live price is the configured price − 20 %, the price before struck through.
    await openBuyable(page, `/product/${PERSONALISED_MUG}`, /^Dodaj do koszyka$/);
    await expect(livePrice(page)).toHaveText(/^47,20\s*zł$/); // the required size defaults to its first available option (+0): 59 − 20 %
    await expect(livePriceBefore(page)).toHaveText(/^59,00\s*zł$/);
    expect(await numberFormatsBuilt()).toBe(0);
    await page.getByLabel(/^Pojemność/).selectOption({ index: 1 }); // 450 ml, +10 zł
    await expect(livePrice(page)).toHaveText(/^55,20\s*zł$/); // 69 − 20 %
    expect(await numberFormatsBuilt()).toBeGreaterThan(0);
    await expect(livePriceBefore(page)).toHaveText(/^69,00\s*zł$/);
    await page.getByLabel(/^Opakowanie prezentowe/).check(); // +9,99 zł
    await expect(livePrice(page)).toHaveText(/^63,19\s*zł$/); // 78,99 − 15,80
    await page.getByLabel(/^Tekst graweru/).fill('Dla Ani'); // +15 zł
    await expect(livePrice(page)).toHaveText(/^75,19\s*zł$/); // 93,99 − 18,80
    await page.getByLabel(/^Tekst graweru/).fill('   '); // blank text is not filled: no price
    await expect(livePrice(page)).toHaveText(/^63,19\s*zł$/);
    await expect(livePriceBefore(page)).toHaveText(/^78,99\s*zł$/);
    await expect(page.getByLabel(/^Rozmiar czcionki/)).toHaveAttribute('type', 'number');
    await expect(page.getByLabel(/^Data dostawy/)).toHaveAttribute('type', 'date');
    await expect(page.getByLabel(/^Logo do nadruku/)).toHaveAttribute('type', 'file');
    // An unavailable option cannot be picked.
    await expect(page.getByLabel(/^Pojemność/).locator('option[disabled]')).toHaveCount(1);

    // multiply_schema chain: panels × (width × fabric price); multiply: hem metres × 12 zł.
    await openBuyable(page, `/product/${CURTAIN}`, /^Dodaj do koszyka$/);
    await expect(livePrice(page)).toHaveText(/^49,00\s*zł$/);
    await expect(livePriceBefore(page)).toHaveCount(0); // no sale, nothing struck through
    await page.getByLabel(/^Szerokość panelu/).fill('2');
    await page.getByLabel(/^Liczba paneli/).fill('3');
    await expect(livePrice(page)).toHaveText(/^289,00\s*zł$/); // 49 + 3 × 2 × 40
    await page.getByLabel(/^Tkanina/).selectOption({ index: 1 }); // premium 70 zł/m
    await expect(livePrice(page)).toHaveText(/^469,00\s*zł$/); // 49 + 3 × 2 × 70
    await page.getByLabel(/^Obszycie/).fill('2.5');
    await expect(livePrice(page)).toHaveText(/^499,00\s*zł$/); // + 2,5 × 12
  });

  test('on sale, the live price is the sale price of the price block, in both languages, and what the cart charges', async ({ page, request, stack }) => {
    for (const [path, button, sale, before] of [
      [`/product/${MUG_ON_SALE}`, /^Dodaj do koszyka$/, /^39,20\s*zł$/, /^49,00\s*zł$/],
      [`/en/product/${MUG_ON_SALE}`, /^Add to cart$/, /^PLN\s*39\.20$/, /^PLN\s*49\.00$/],
    ] as const) {
      await openBuyable(page, path, button);
      await expect(page.locator('[data-price]')).toHaveText(sale);
      await expect(livePrice(page)).toHaveText(sale);
      await expect(livePriceBefore(page)).toHaveText(before);
      await expect(page.locator('[data-live-price] s')).toContainText(path.startsWith('/en') ? 'Price before the discount' : 'Cena przed obniżką');
      await expect(page.getByText(/Rabaty zostaną naliczone w koszyku|Discounts are applied in the cart/)).toHaveCount(0);
    }

    // A configured product with a fixed-amount sale: the option's price is discounted too (79 + 5 − 30).
    await openBuyable(page, `/product/${TEE_ON_SALE}`, /^Dodaj do koszyka$/);
    await expect(livePrice(page)).toHaveText(/^49,00\s*zł$/);
    await expect(page.locator('[data-price]')).toHaveText(/^49,00\s*zł$/);
    await page.getByLabel(/^Rozmiar/).selectOption({ index: 3 }); // XL, +5 zł
    await expect(livePrice(page)).toHaveText(/^54,00\s*zł$/);
    await expect(livePriceBefore(page)).toHaveText(/^84,00\s*zł$/);

    // The percentage sale on a configured mug: what the page shows is what the platform's cart charges.
    await openBuyable(page, `/product/${PERSONALISED_MUG}`, /^Dodaj do koszyka$/);
    await page.getByLabel(/^Pojemność/).selectOption({ index: 1 });
    await page.getByLabel(/^Opakowanie prezentowe/).check();
    await expect(livePrice(page)).toHaveText(/^63,19\s*zł$/);
    await addToCart(page, /^Dodaj do koszyka$/).click();
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Koszyk, 1 produkt');
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}') as { items: CartLine[] });
    const channels = (await (await request.get(`${stack.platformURL}/sales-channels`)).json()) as { data: { id: string; slug: string }[] };
    const response = await request.post(`${stack.platformURL}/cart/process`, {
      data: { currency: 'PLN', sales_channel_id: channels.data.find((channel) => channel.slug === 'pl')!.id, items: cartRequestItems(cart.items) },
    });
    expect(response.status(), await response.text()).toBe(200);
    const [line] = ((await response.json()) as { data: { items: { price: string; price_discounted: string }[] } }).data.items;
    expect(line).toEqual(expect.objectContaining({ price: '78.99', price_discounted: '63.19' }));
  });

  test('add to cart fills the header count, across a second tab and after a reload; the same selection raises the quantity', async ({ page, context }) => {
    await openBuyable(page, `/product/${PERSONALISED_MUG}`, /^Dodaj do koszyka$/);
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Koszyk, pusty');
    const second = await context.newPage();
    await second.goto(`/en/product/${LAMP}`);
    await expect(cartLink(second)).toHaveAttribute('aria-label', 'Cart, empty');

    await page.getByLabel(/^Opakowanie prezentowe/).check();
    await addToCart(page, /^Dodaj do koszyka$/).click();
    await expect(page.getByRole('status').filter({ hasText: 'Dodano do koszyka: Kubek z personalizacją × 1.' })).toBeVisible();
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Koszyk, 1 produkt');
    await expect(page.locator('[data-cart-count-value]').first()).toHaveText('1');
    await expect(cartLink(second)).toHaveAttribute('aria-label', 'Cart, 1 item'); // the other tab follows

    await page.getByLabel('Ilość').fill('2');
    await addToCart(page, /^Dodaj do koszyka$/).click();
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Koszyk, 3 produkty');
    await expect(cartLink(second)).toHaveAttribute('aria-label', 'Cart, 3 items');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}') as { items: { quantity: number }[] });
    expect(stored.items.map((line) => line.quantity)).toEqual([3]); // one line, quantity raised

    await page.getByLabel(/^Opakowanie prezentowe/).uncheck(); // a different selection is a new line
    await addToCart(page, /^Dodaj do koszyka$/).click();
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Koszyk, 5 produktów');

    await second.reload();
    await expect(cartLink(second)).toHaveAttribute('aria-label', 'Cart, 5 items');
    await expect(second.locator('[data-cart-count-value]').first()).toHaveText('5');
  });

  test('add to cart is ready on a page whose main thread is never idle (a busy phone)', async ({ page }) => {
    // Work on every frame leaves the browser no idle period: the island must not wait for one.
    await page.addInitScript(() => {
      const busy = () => {
        const end = performance.now() + 40;
        while (performance.now() < end);
        requestAnimationFrame(busy);
      };
      requestAnimationFrame(busy);
    });
    await openBuyable(page, `/product/${LAMP}`, /^Dodaj do koszyka$/);
  });

  test('what the cart stores, the platform processes at the same unit price', async ({ page, request, stack }) => {
    await openBuyable(page, `/product/${CURTAIN}`, /^Dodaj do koszyka$/);
    await page.getByLabel(/^Szerokość panelu/).fill('1.5');
    await page.getByLabel(/^Liczba paneli/).fill('2');
    await page.getByLabel(/^Obszycie/).fill('3');
    await expect(livePrice(page)).toHaveText(/^205,00\s*zł$/); // 49 + 2 × 1,5 × 40 + 3 × 12
    await addToCart(page, /^Dodaj do koszyka$/).click();
    await openBuyable(page, `/product/${PERSONALISED_MUG}`, /^Dodaj do koszyka$/); // optional font size left at 0 (limits 8–40)
    await addToCart(page, /^Dodaj do koszyka$/).click();
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Koszyk, 2 produkty');

    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}') as { items: CartLine[] });
    const channels = (await (await request.get(`${stack.platformURL}/sales-channels`)).json()) as { data: { id: string; slug: string }[] };
    const response = await request.post(`${stack.platformURL}/cart/process`, {
      data: {
        currency: 'PLN',
        sales_channel_id: channels.data.find((channel) => channel.slug === 'pl')!.id,
        items: cartRequestItems(cart.items),
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    const processed = ((await response.json()) as { data: { items: { cartitem_id: string; price: string }[] } }).data.items;
    for (const line of cart.items) {
      expect(Number(processed.find((item) => item.cartitem_id === line.id)?.price), line.product.id).toBe(line.price);
    }
  });

  test('a corrupted cart in storage does not break the page and lines older than 7 days are dropped', async ({ page }) => {
    await page.goto(`/product/${LAMP}`);
    await page.evaluate(() => localStorage.setItem('cart', '{"items": nope'));
    await page.reload();
    await expect(addToCart(page, /^Dodaj do koszyka$/)).toBeEnabled();
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Koszyk, pusty');
    await addToCart(page, /^Dodaj do koszyka$/).click();
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Koszyk, 1 produkt');
    // Adding processes the cart, which writes it again: age the line only once that is done.
    await expect
      .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '{}') as { processedRequest?: string | null }).processedRequest ?? null))
      .not.toBeNull();
    await page.evaluate(() => {
      const cart = JSON.parse(localStorage.getItem('cart')!) as { items: { createdAt: number }[] };
      cart.items[0]!.createdAt = Date.now() - 8 * 24 * 60 * 60 * 1000;
      localStorage.setItem('cart', JSON.stringify(cart));
    });
    await page.reload();
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Koszyk, pusty');
  });

  test('quantity goes in steps of quantity_step', async ({ page }) => {
    await openBuyable(page, `/product/${WINE_GLASSES}`, /^Dodaj do koszyka$/);
    const quantity = page.getByLabel('Ilość');
    await expect(quantity).toHaveValue('6');
    await expect(quantity).toHaveAttribute('step', '6');
    await expect(quantity).toHaveAttribute('min', '6');
    await expect(page.getByText('Sprzedawane po 6 szt.')).toBeVisible();
    await quantity.fill('7');
    await addToCart(page, /^Dodaj do koszyka$/).click();
    await expect(page.getByText('Ilość musi być wielokrotnością 6, co najmniej 6.')).toBeVisible();
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Koszyk, pusty');
    await quantity.fill('12');
    await addToCart(page, /^Dodaj do koszyka$/).click();
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Koszyk, 12 produktów');
    await expect(page.locator('[data-live-price]')).toContainText(/Razem za 12 szt\.: .*/);
  });

  test('a required option left empty is announced and nothing is added', async ({ page }) => {
    await openBuyable(page, `/en/product/${CURTAIN}`, /^Add to cart$/);
    await page.getByLabel(/^Panel width/).fill('');
    await addToCart(page, /^Add to cart$/).click();
    await expect(page.getByRole('status')).toContainText('Please correct the marked options.');
    await expect(page.getByLabel(/^Panel width/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This field is required')).toBeVisible();
    await page.getByLabel(/^Panel width/).fill('9');
    await page.getByLabel(/^Panel width/).blur();
    await expect(page.getByText('Enter a number from 0.5 to 4.')).toBeVisible();
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, empty');
  });

  test('ask about the price: the form sends the question and confirms', async ({ page, stack }) => {
    await page.goto(`/product/${ARMCHAIR}`);
    await expect(page.getByRole('heading', { name: 'Zapytaj o cenę' })).toBeVisible();
    await expect(addToCart(page, /Dodaj do koszyka/)).toHaveCount(0);
    const email = `pytanie-${Date.now()}@example.com`;
    await page.getByRole('button', { name: 'Wyślij pytanie' }).click();
    await expect(page.getByRole('alert')).toHaveText('Popraw zaznaczone pola.');
    await expect(page.getByLabel('Imię i nazwisko')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Imię i nazwisko').fill('Jan Kowalski');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Wiadomość').fill('Jaka jest cena w kolorze zielonym?');
    await page.getByLabel(/Zgadzam się/).check();
    await page.getByRole('button', { name: 'Wyślij pytanie' }).click();
    await expect(page.getByText('Dziękujemy! Otrzymaliśmy Twoje pytanie i odpowiemy e-mailem.')).toBeVisible();
    const mail = mailsIn(stack.mailOutboxDir)
      .map((text) => JSON.parse(text) as { replyTo: string; subject: string; text: string })
      .find((message) => message.replyTo === email);
    expect(mail?.subject).toBe('Zapytaj o cenę: Fotel uszak');
    expect(mail?.text).toContain('Jaka jest cena w kolorze zielonym?');
  });

  test('rental and leasing show their forms; an unavailable product says so and cannot be added', async ({ page }) => {
    await page.goto(`/en/product/${PROJECTOR}`);
    await expect(page.getByRole('heading', { name: 'Ask about renting' })).toBeVisible();
    await page.goto(`/en/product/${SOFA}`);
    await expect(page.getByRole('heading', { name: 'Ask about leasing' })).toBeVisible();
    await page.goto(`/product/${BOOKCASE}`);
    await expect(page.getByText('Ten produkt jest obecnie niedostępny.')).toBeVisible();
    await expect(addToCart(page, /Dodaj do koszyka/)).toHaveCount(0);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Product')?.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  test('related sets are shown with a few of their products', async ({ page, stack, request }) => {
    // A product no other test opens, so the storefront has not cached it yet.
    const login = await request.post(`${stack.platformURL}/login`, { data: { email: 'admin@example.com', password: 'demo-admin-password-2026' } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const product = ((await (await request.get(`${stack.platformURL}/products/koc-welniany`)).json()) as { data: { id: string } }).data;
    const set = ((await (await request.get(`${stack.platformURL}/product-sets/koszulki`)).json()) as { data: { id: string } }).data;
    const patched = await request.patch(`${stack.platformURL}/products/id:${product.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { related_sets: [set.id] },
    });
    expect(patched.ok()).toBe(true);

    await page.goto('/product/koc-welniany');
    const related = page.getByRole('region', { name: 'Zobacz także' });
    await expect(related.getByRole('link', { name: 'Koszulki' })).toHaveAttribute('href', '/category/koszulki');
    await expect(related.getByRole('list', { name: 'Koszulki' }).getByRole('listitem')).toHaveCount(4);
  });

  test('the page ships at most 80 KB of JavaScript as transferred (docs/benchmark.md#budgets)', async ({ page }) => {
    const transfers: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') transfers.push(request.sizes().then((sizes) => sizes.responseBodySize));
    });
    await openBuyable(page, `/product/${PERSONALISED_MUG}`, /^Dodaj do koszyka$/);
    const external = (await Promise.all(transfers)).reduce((sum, size) => sum + size, 0);
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')].map((script) => script.textContent ?? '').join('\n'),
    );
    const total = external + gzipSync(inline).length;
    console.log(`product JS: ${external} B external + ${gzipSync(inline).length} B inline = ${(total / 1024).toFixed(1)} KB`);
    expect(external).toBeGreaterThan(50_000); // the React runtime is there: the measurement measures something
    expect(total).toBeLessThanOrEqual(80 * 1024);
  });

  test('React’s file asks the browser to compile all of it as it loads (V8’s explicit compile hint on its first line)', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await openBuyable(page, `/product/${PERSONALISED_MUG}`, /^Dodaj do koszyka$/);
    // React's production build carries links to react.dev/errors: one file holds it.
    const react = (await Promise.all(scripts)).filter((body) => body.includes('react.dev/errors'));
    expect(react).toHaveLength(1);
    expect(react[0]!.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
  });

  test('has no accessibility violations', async ({ page }) => {
    for (const path of [`/product/${PERSONALISED_MUG}`, `/en/product/${ARMCHAIR}`]) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      const results = await axeBuilder(page).analyze();
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
        path,
      ).toEqual([]);
    }
  });
});

test.describe('product page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('reads the price and description, and the question form posts and confirms', async ({ page, stack }) => {
    await page.goto(`/product/${MUG_ON_SALE}`);
    await expect(page.locator('[data-price]')).toHaveText(/39,20\s*zł/);
    await expect(page.getByText('Ręcznie szkliwiony kubek o pojemności 350 ml.').first()).toBeVisible();

    await page.goto(`/en/product/${SOFA}`);
    await page.getByLabel('Full name').fill('Anna Nowak');
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Send the question' }).click();
    await expect(page.getByText('This field must be a valid email')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Anna Nowak'); // kept after the round trip
    // What one shopper typed and the errors it got are theirs: the page rendered next (another query string,
    // so not the page cache's copy) shows the form empty.
    const next = await (await fetch(`${stack.baseURL}/en/product/${SOFA}?next-shopper=${Date.now()}`, { headers: { accept: 'text/html' } })).text();
    expect(next).toContain('Send the question');
    expect(next).not.toContain('Anna Nowak');
    expect(next).not.toMatch(/id="question-[a-z]+-error"/); // no error under any field
    const email = `leasing-${Date.now()}@example.com`;
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Send the question' }).click();
    await expect(page.getByText('Thank you! We have received your question and will reply by e-mail.')).toBeVisible();
    expect(new URL(page.url()).search).toBe('?question=sent');
    const sent = mailsIn(stack.mailOutboxDir).some((text) => text.includes(email));
    expect(sent).toBe(true);
  });
});

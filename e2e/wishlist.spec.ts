// The wishlist as a shopper uses it, in Polish and English: a guest's hearts on a
// category card and on a product page (aria-pressed, the product's name in the button's name, no layout
// shift when the state arrives), the guest's /wishlist with its cards and remove buttons, then a sign-in
// that merges the guest's products into the server list (without a duplicate of one already there) and
// empties the local list, /account/wishlist with its pages and a remove form, the hearts of a signed-in
// shopper, and sign-out resetting them. Keyboard only for the toggles and removals; axe on every page.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { axeViolations, platformApi, registerCustomer, uniqueEmail } from './support/shopper';
import { t } from '../src/i18n/messages';

type Locale = 'pl' | 'en';
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');
const MUG = 'kubek-ceramiczny-las';
const PASSWORD = 'lista-zyczen-haslo-2026';

const heartOf = (scope: Page | Locator) => scope.locator('button[data-wishlist-heart]');
/** The guest's list in local storage (undefined while the page is navigating). */
const localList = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('wishlist') ?? '[]') as string[]).catch(() => undefined);

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** The card's box within the product grid: what the hearts could move, whatever the shell above shows. */
async function boxInGrid(card: Locator) {
  const [own, grid] = await Promise.all([box(card), box(card.locator('xpath=ancestor::ul[@data-product-grid]'))]);
  return { x: own.x - grid.x, y: own.y - grid.y, width: own.width, height: own.height };
}

/**
 * Every document of the page records, from its start, the layout shifts that move the product grid or a
 * card in it (not caused by the shopper's input): what the hearts' state could move. The shell's own
 * shifts are not this test's (the header of a streamed page may still grow by a word while it arrives).
 */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { layoutShifts: () => string[] }).layoutShifts = () => shifts;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    const element = (node: Node | null | undefined) => (node instanceof Element ? node : (node?.parentElement ?? null));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const moved = (entry.sources ?? []).map((source) => element(source.node)).filter((node) => node?.closest('[data-product-grid]'));
        if (entry.hadRecentInput || moved.length === 0) continue;
        shifts.push(`${entry.value.toFixed(4)} ${moved.map((node) => `${node!.tagName.toLowerCase()}.${node!.className}`).join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts of the product grid the current document has seen so far (after two frames, so a shift just made is counted). */
const layoutShifts = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { layoutShifts: () => string[] }).layoutShifts();
  });

/** Toggles a heart with the keyboard only and checks its box did not move or change size. */
async function toggleByKeyboard(page: Page, heart: Locator, pressed: boolean) {
  const before = await box(heart);
  await heart.focus();
  await expect(heart).toBeFocused();
  await page.keyboard.press(pressed ? 'Enter' : 'Space');
  await expect(heart).toHaveAttribute('aria-pressed', String(pressed));
  expect(await box(heart)).toEqual(before);
}

for (const locale of ['pl', 'en'] as const) {
  test(`${locale}: a guest's wishlist, merged into the account's at sign-in, reset at sign-out`, async ({ page, baseURL, stack }) => {
    test.setTimeout(120_000);
    const p = prefix(locale);
    const api = platformApi(stack.platformURL);
    await recordLayoutShifts(page);

    // --- A guest adds from a category card.
    await page.goto(`${p}/category/dom`);
    const cards = page.locator('[data-product-card]');
    const mugId = (await api<{ id: string }[]>('GET', `/products?slug=${MUG}`))[0]!.id;
    const cardIds = (await cards.evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.productId ?? ''))).filter((id) => id !== mugId);
    expect(cardIds.length).toBeGreaterThanOrEqual(2);
    const [firstId, thirdId] = cardIds as [string, string];
    const firstCard = page.locator(`[data-product-card][data-product-id="${firstId}"]`);
    const firstName = (await firstCard.locator('.product-card__name').innerText()).trim();
    const firstHeart = heartOf(firstCard);
    await expect(firstHeart).toBeVisible();
    // The heart takes exactly the box the server reserved for it.
    expect(await box(firstHeart)).toEqual(await box(firstHeart.locator('xpath=..')));
    await expect(firstHeart).toHaveAttribute('aria-pressed', 'false');
    await expect(firstHeart).toHaveAccessibleName(t(locale, 'wishlist.add', { name: firstName }));
    const cardBefore = await box(firstCard);
    const cardInGridBefore = await boxInGrid(firstCard);
    await toggleByKeyboard(page, firstHeart, true);
    await expect(firstHeart).toHaveAccessibleName(t(locale, 'wishlist.remove', { name: firstName }));
    await expect(page.locator('.notification__text', { hasText: t(locale, 'wishlist.notify.guestHint') })).toBeVisible();
    expect(await box(firstCard)).toEqual(cardBefore);
    const thirdHeart = heartOf(page.locator(`[data-product-card][data-product-id="${thirdId}"]`));
    await toggleByKeyboard(page, thirdHeart, true);
    expect(await localList(page)).toEqual([firstId, thirdId]);
    expect(await axeViolations(page)).toEqual([]);

    // The state comes back from the browser's storage without moving anything: the reloaded page sees no
    // layout shift of its cards, and the card keeps its place in the grid. (Not its place on the screen: the shell above
    // the grid is shop-wide and may differ between two loads, e.g. a category another test published
    // reaching the cached menu in between and giving it a second row.)
    await page.reload();
    await expect(firstHeart).toHaveAttribute('aria-pressed', 'true');
    expect(await layoutShifts(page)).toEqual([]);
    expect(await boxInGrid(firstCard)).toEqual(cardInGridBefore);

    // --- And from a product page.
    await page.goto(`${p}/product/${MUG}`);
    const productHeart = heartOf(page.locator('.product__title'));
    const title = page.getByRole('heading', { level: 1 });
    const mugName = (await title.innerText()).trim();
    await expect(productHeart).toHaveAttribute('aria-pressed', 'false');
    await expect(productHeart).toHaveAccessibleName(t(locale, 'wishlist.add', { name: mugName }));
    const titleBefore = await box(title);
    await toggleByKeyboard(page, productHeart, true);
    expect(await box(title)).toEqual(titleBefore);
    // Pressing again takes it off, and once more puts it back (never twice on the list).
    await toggleByKeyboard(page, productHeart, false);
    await toggleByKeyboard(page, productHeart, true);
    expect(await localList(page)).toEqual([firstId, thirdId, mugId]);

    // --- The guest's wishlist page.
    await page.goto(`${p}/wishlist`);
    const items = page.locator('[data-wishlist-item]');
    await expect(items).toHaveCount(3);
    await expect(page.getByRole('link', { name: mugName })).toHaveAttribute('href', `${p}/product/${MUG}`);
    await expect(items.filter({ hasText: mugName }).locator('[data-price]')).toContainText(/\d/);
    expect(await axeViolations(page)).toEqual([]);
    const thirdItem = page.locator(`[data-wishlist-item="${thirdId}"]`);
    const thirdName = (await thirdItem.locator('.product-card__name').innerText()).trim();
    const removeThird = thirdItem.getByRole('button', { name: t(locale, 'wishlist.remove', { name: thirdName }) });
    await removeThird.focus();
    await page.keyboard.press('Enter');
    await expect(items).toHaveCount(2);
    await expect(page.locator('[data-wishlist-status]')).toHaveText(t(locale, 'wishlist.removed', { name: thirdName }));
    expect(await localList(page)).toEqual([firstId, mugId]);

    // --- A customer whose server list has the category's product already, and enough others for two pages.
    const email = uniqueEmail(`wishlist-${locale}`);
    await registerCustomer(stack.platformURL, { name: 'Lena Życzeniowa', email, password: PASSWORD });
    const { token } = await api<{ token: string }>('POST', '/login', { email, password: PASSWORD });
    const others = (await api<{ id: string }[]>('GET', '/products?limit=40'))
      .map((product) => product.id)
      .filter((id) => ![firstId, thirdId, mugId].includes(id))
      .slice(0, 11);
    expect(others).toHaveLength(11);
    for (const id of [firstId, ...others]) await api('POST', '/wishlist', { product_id: id }, token);

    // --- Sign-in: the local products go to the server list (the one there already is skipped), the local list empties.
    await page.goto(`${p}/login?return=${encodeURIComponent(`${p}/account/wishlist`)}`);
    await page.getByLabel(locale === 'en' ? 'E-mail' : 'E-mail', { exact: true }).fill(email);
    await page.getByLabel(locale === 'en' ? 'Password' : 'Hasło', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: locale === 'en' ? 'Sign in' : 'Zaloguj się', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}${p}/account/wishlist`);
    await expect.poll(() => localList(page)).toEqual([]);
    const serverList = await api<{ product: { id: string } }[]>('GET', '/wishlist?limit=100', undefined, token);
    const serverIds = serverList.map((entry) => entry.product.id);
    expect(serverIds).toHaveLength(13);
    expect(new Set(serverIds)).toEqual(new Set([firstId, mugId, ...others]));

    // --- The account's wishlist (the page reloads itself after the merge): the union, 12 a page, a remove form.
    const accountItems = page.locator('[data-wishlist-item]');
    await expect(page.locator('[data-wishlist-count]')).toHaveText(t(locale, 'wishlist.count', { count: 13 }));
    await expect(accountItems).toHaveCount(12);
    expect(await axeViolations(page)).toEqual([]);
    const pages = page.getByRole('navigation', { name: t(locale, 'catalogue.pagination') });
    await pages.getByRole('link', { name: t(locale, 'catalogue.nextPage') }).click();
    await expect(page).toHaveURL(`${baseURL}${p}/account/wishlist?page=2`);
    await expect(accountItems).toHaveCount(1);
    await pages.getByRole('link', { name: t(locale, 'catalogue.previousPage') }).click();
    await expect(accountItems).toHaveCount(12);
    // Remove (a plain form) the newest, the product page's mug from the guest's list.
    const newest = accountItems.first();
    expect(await newest.getAttribute('data-wishlist-item')).toBe(mugId);
    const removeMug = newest.getByRole('button', { name: t(locale, 'wishlist.remove', { name: mugName }) });
    await removeMug.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}${p}/account/wishlist?done=removed`);
    await expect(page.locator('[data-wishlist-notice="success"]')).toHaveText(t(locale, 'wishlist.notify.removedTitle'));
    await expect(accountItems).toHaveCount(12);
    await expect(page.locator(`[data-wishlist-item="${mugId}"]`)).toHaveCount(0);
    await expect(pages).toHaveCount(0);
    // A page number that is not one goes to the tidy address.
    await page.goto(`${p}/account/wishlist?page=abc`);
    await expect(page).toHaveURL(`${baseURL}${p}/account/wishlist`);
    // A signed-in shopper's /wishlist is the account's.
    await page.goto(`${p}/wishlist`);
    await expect(page).toHaveURL(`${baseURL}${p}/account/wishlist`);

    // --- A signed-in shopper's hearts show the server list and change it.
    await page.goto(`${p}/category/dom`);
    await expect(firstHeart).toHaveAttribute('aria-pressed', 'true');
    expect(await layoutShifts(page)).toEqual([]); // the server's answer arrived without moving anything
    const signedInCard = await box(firstCard);
    await toggleByKeyboard(page, firstHeart, false);
    await expect
      .poll(async () =>
        (await api<{ product: { id: string } }[]>('GET', '/wishlist?limit=100', undefined, token)).some((entry) => entry.product.id === firstId),
      )
      .toBe(false);
    await toggleByKeyboard(page, firstHeart, true);
    await expect
      .poll(
        async () =>
          (await api<{ product: { id: string } }[]>('GET', '/wishlist?limit=100', undefined, token)).filter((entry) => entry.product.id === firstId).length,
      )
      .toBe(1);
    expect(await box(firstCard)).toEqual(signedInCard);
    expect(await localList(page)).toEqual([]);

    // --- Sign-out resets the browser's list, even one a failed merge left behind; the hearts
    // show "not on the list" again.
    await page.evaluate((id) => localStorage.setItem('wishlist', JSON.stringify([id])), thirdId);
    await page
      .getByRole('button', { name: locale === 'en' ? 'Sign out' : 'Wyloguj się' })
      .first()
      .click();
    await expect(page).toHaveURL(`${baseURL}${p || '/'}`);
    await expect.poll(() => localList(page)).toEqual([]);
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'wishlist_reset')).toBe(false);
    await page.goto(`${p}/category/dom`);
    await expect(firstHeart).toHaveAttribute('aria-pressed', 'false');
    await expect(heartOf(page.locator(`[data-product-card][data-product-id="${thirdId}"]`))).toHaveAttribute('aria-pressed', 'false');
    expect(await localList(page)).toEqual([]);
  });
}

test('the guest wishlist page when empty', async ({ page }) => {
  await page.goto('/en/wishlist');
  await expect(page.locator('[data-wishlist-empty]')).toBeVisible();
  await expect(page.locator('[data-wishlist-empty]')).toContainText(t('en', 'wishlist.empty'));
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the guest wishlist says it needs JavaScript, and the hearts stay hidden (they could not store anything)', async ({ page }) => {
    await page.goto('/wishlist');
    await expect(page.locator('[data-wishlist-no-js]')).toHaveText(t('pl', 'wishlist.needsJs'));
    await page.goto('/category/dom');
    await expect(heartOf(page).first()).toBeHidden();
    await page.goto(`/en/product/${MUG}`);
    await expect(heartOf(page).first()).toBeHidden();
  });
});

test('the server list’s actions refuse a guest with a sign-in warning, and bad input with a localised 400', async ({ request, baseURL }) => {
  const headers = { origin: baseURL!, 'content-type': 'application/json' };
  const id = '00000000-0000-4000-8000-000000000000';
  const add = await request.post('/_actions/addToWishlist', { headers, data: JSON.stringify({ locale: 'en', productIds: [id] }) });
  expect(add.status()).toBe(401);
  expect(await add.json()).toMatchObject({ code: 'UNAUTHORIZED', message: t('en', 'wishlist.errors.signedOut') });
  const bad = await request.post('/_actions/checkWishlist', { headers, data: JSON.stringify({ locale: 'pl', productIds: ['x'] }) });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ code: 'BAD_REQUEST', message: t('pl', 'wishlist.errors.badRequest') });
  const tooMany = await request.post('/_actions/wishlistProducts', {
    headers,
    data: JSON.stringify({ locale: 'pl', productIds: Array.from({ length: 101 }, () => id) }),
  });
  expect(tooMany.status()).toBe(400);
});

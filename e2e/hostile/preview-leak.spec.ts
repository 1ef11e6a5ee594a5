// A member of staff's preview never reaches anyone else. The staff member's reads carry their token and
// the platform answers them hidden items: kept in the storefront's cache of platform answers (keyed by
// address, language and channel, not by token), such an answer would then serve the hidden product on its
// public page to every shopper; kept in the page cache, the preview page itself would. And the preview
// session's cookie must stay on the preview paths: sent with the shop's other requests, it would reach
// every page, action and third-party-tag-laden document of the shop.
import { test, expect } from '../support/fixtures';
import { ADMIN } from '../support/admin-api';
import { signInByForm } from '../support/shopper';

const HIDDEN = ['Jesienna kolekcja', 'Autumn collection', 'Prototyp lampy', 'Lamp prototype', 'Produkt niepubliczny', 'A non-public product'];
const PUBLIC_ADDRESSES = [
  '/product/prototyp-lampy',
  '/en/product/prototyp-lampy',
  '/jesienna-kolekcja',
  '/en/jesienna-kolekcja',
  '/page/jesienna-kolekcja',
  '/page?slug=jesienna-kolekcja',
  '/preview/product/prototyp-lampy',
  '/en/preview/product/prototyp-lampy',
  '/preview/page/jesienna-kolekcja',
  '/en/preview/page/jesienna-kolekcja',
];

test('after a staff preview, shoppers never get the hidden page or product, and the preview cookie stays on the preview paths', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  // The member of staff previews both items, in both languages.
  await page.goto('/preview');
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Hasło').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Zaloguj do podglądu' }).click();
  await expect(page.getByText('Zalogowano do podglądu jako')).toBeVisible();
  for (const path of [
    '/preview/product/prototyp-lampy',
    '/en/preview/product/prototyp-lampy',
    '/preview/page/jesienna-kolekcja',
    '/en/preview/page/jesienna-kolekcja',
  ]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(200);
  }

  // The same browser on the shop's own pages: the preview cookie is not sent.
  const sentCookies: string[] = [];
  page.on('request', async (request) => {
    if (new URL(request.url()).origin === new URL(baseURL!).origin) sentCookies.push((await request.allHeaders()).cookie ?? '');
  });
  await page.goto('/product/kubek-ceramiczny-las');
  await page.goto('/en/category/kuchnia');
  await page.goto('/previews');
  expect(sentCookies.length).toBeGreaterThan(2);
  for (const header of sentCookies) expect(header).not.toContain('preview_session');
  for (const path of ['/', '/product/prototyp-lampy', '/_actions/processCart', '/en/product/x', '/previews', '/en/previewx'])
    expect(
      (await context.cookies(new URL(path, baseURL).href)).map((cookie) => cookie.name),
      path,
    ).not.toContain('preview_session');

  // Shoppers after them: one without cookies, one signed in with their own session.
  const guest = await browser.newContext({ baseURL });
  const customer = await browser.newContext({ baseURL });
  try {
    const customerPage = await customer.newPage();
    await signInByForm(customerPage, { email: 'klient@example.com', password: 'demo-klient-haslo-2026' }, { locale: 'pl', baseURL });
    for (const request of [guest.request, customer.request]) {
      for (const path of PUBLIC_ADDRESSES) {
        for (let round = 0; round < 2; round += 1) {
          const answer = await request.get(path, { maxRedirects: 0 });
          expect(answer.status(), path).toBe(404);
          const html = await answer.text();
          for (const secret of HIDDEN) expect(html.includes(secret), `${path}: ${secret}`).toBe(false);
        }
      }
    }
  } finally {
    await guest.close();
    await customer.close();
  }
});

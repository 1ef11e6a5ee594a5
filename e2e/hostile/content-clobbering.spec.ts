// DOM clobbering through the platform's HTML: a content page whose sanitised HTML carries elements named
// like the shop's own (`<p id="integrations-config">` before the real tag configuration, `<div
// id="partytown">` where the tags' loader looks for Partytown's configuration) is created through the
// platform's admin API. After consent the shop must load exactly the tags it is configured with, and the
// tags of Partytown's worker must still run.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { adminApi } from '../support/admin-api';
import { fakeVendors } from '../support/fake-vendors';

// The public content page is in every page's footer, which the storefront keeps for minutes after it is
// deleted: a stack of its own.
test.use({
  stackEnv: { GTM_ID: 'GTM-TEST42', ANALYTICS_ID: 'G-TEST42' },
  stackOwner: 'e2e/hostile/content-clobbering.spec.ts',
  cookieConsent: null,
  locale: 'pl-PL',
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The attacker's tag configuration: another tag manager container, and no analytics tag. */
const FORGED_CONFIG = JSON.stringify({ tagManager: 'GTM-EVIL66' });

async function acceptAll(page: Page) {
  const banner = page.getByRole('region', { name: 'Pliki cookie w tym sklepie' });
  await banner.getByRole('button', { name: 'Akceptuję wszystkie' }).click();
  await expect(banner).toBeHidden();
}

test('a content page with id="integrations-config" and id="partytown" changes neither which tags load nor whether the worker tags run', async ({
  page,
  context,
  stack,
}) => {
  const admin = await adminApi(stack.platformURL);
  const slug = `clobber-${unique()}`;
  await admin('POST', '/pages', {
    slug,
    name: 'Nowości',
    public: true,
    content_html: `<p id="integrations-config">${FORGED_CONFIG}</p><div id="partytown">Nowa kolekcja</div><p><a href="#sekcja">Do sekcji</a></p>${'<p>Akapit.</p>'.repeat(60)}<h2 id="sekcja">Sekcja</h2>`,
  });
  const vendors = await fakeVendors(context);

  expect((await page.goto(`/${slug}`))?.status()).toBe(200);
  await expect(page.getByText('Nowa kolekcja')).toBeVisible();
  await acceptAll(page);

  // The worker tags run: Partytown fetches the configured analytics tag and tag manager, which report.
  await expect.poll(() => vendors.of('analytics').map((hit) => (hit.body as unknown[])[0]), { timeout: 20_000 }).toContain('config');
  await expect.poll(() => vendors.of('gtm.js').length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(vendors.of('gtm.js').map((hit) => new URL(hit.url).searchParams.get('id'))).toEqual(['GTM-TEST42']);
  expect(vendors.of('gtm.js')[0]!.loadedAs).toBe('fetch');
  expect(vendors.hits.filter((hit) => hit.url.includes('EVIL'))).toEqual([]);

  // The content's own in-page link still reaches its section.
  await page.getByRole('link', { name: 'Do sekcji' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sekcja' })).toBeInViewport();
  // So does a link from elsewhere to that section, by the name its author gave it.
  await page.goto('/');
  await page.goto(`/${slug}#sekcja`);
  await expect(page.getByRole('heading', { level: 2, name: 'Sekcja' })).toBeInViewport();
});

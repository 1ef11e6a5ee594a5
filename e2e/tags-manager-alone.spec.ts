// The tag manager configured alone: the consent state still reaches its data layer before it starts
// (a worker-scoped storefront of its own, hence a file of its own beside e2e/tags.spec.ts).
import { test, expect } from './support/fixtures';
import { fakeVendors } from './support/fake-vendors';

test.use({ stackEnv: { GTM_ID: 'GTM-ALONE1' }, cookieConsent: null, locale: 'pl-PL' });

test('the tag manager alone gets the consent state on its data layer before it starts', async ({ page, context }) => {
  const vendors = await fakeVendors(context);
  await page.goto('/');
  await page.getByRole('region', { name: 'Pliki cookie w tym sklepie' }).getByRole('button', { name: 'Tylko niezbędne' }).click();
  await expect(page.getByRole('region', { name: 'Pliki cookie w tym sklepie' })).toBeHidden();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Ustawienia cookie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ustawienia cookie' });
  await dialog.getByRole('checkbox', { name: 'Analityczne' }).check();
  await dialog.getByRole('button', { name: 'Zapisz mój wybór' }).click();
  await expect.poll(() => vendors.of('tag manager').map((hit) => hit.body), { timeout: 20_000 }).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
  // The analytics tag is not configured: no gtag.js; the consent default reached the data layer first.
  expect(vendors.of('gtag.js')).toEqual([]);
  const entries = vendors.of('tag manager').map((hit) => hit.body as Record<string, unknown>);
  const consentIndex = entries.findIndex((entry) => entry['0'] === 'consent');
  const startIndex = entries.findIndex((entry) => entry.event === 'gtm.js');
  expect(consentIndex).toBeGreaterThanOrEqual(0);
  expect(consentIndex).toBeLessThan(startIndex);
  expect(entries[consentIndex]).toMatchObject({ 0: 'consent', 1: 'default', 2: { analytics_storage: 'granted', ad_storage: 'denied' } });
});

// Spec §7: every call the storefront makes to the platform carries Accept-Language and the selected
// sales channel, the ones made outside a page's own data too (the shell's settings, SEO and channels,
// signing out, a product question). A recording proxy between the storefront and the platform sees
// every call of a shopper who chose a channel. The redirect rules are the shop's, not one shopper's:
// they are read in the default language, without a channel.
import { test as base, expect } from './support/fixtures';
import { startFaultProxy, type FaultProxy } from './support/fault-proxy';
import { startStack, type Stack } from './support/stack';

const test = base.extend<object, { recorded: { stack: Stack; proxy: FaultProxy } }>({
  recorded: [
    async ({}, use) => {
      let proxy: FaultProxy | undefined;
      const stack = await startStack({ inFront: async (platformURL) => (proxy = await startFaultProxy(platformURL)).url });
      await use({ stack, proxy: proxy! });
      await stack.stop();
      await proxy!.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  stack: [async ({ recorded }, use) => use(recorded.stack), { scope: 'worker' }],
});

test.use({ locale: 'en-GB' });

test('a shopper with a chosen channel: every platform call carries the language and that channel', async ({ page, context, recorded, baseURL }) => {
  const { stack, proxy } = recorded;
  const channels = (await (await fetch(`${stack.platformURL}/sales-channels?limit=500`)).json()) as { data: { id: string; slug: string }[] };
  const chosen = channels.data.find((channel) => channel.slug === 'pl')!;
  await context.addCookies([{ name: 'sales_channel', value: chosen.id, url: baseURL! }]);
  proxy.clearLog();

  // Pages (with the shell's reads), a product question, a sign-in and a sign-out, all in English.
  await page.goto('/en/product/fotel-uszak');
  await page.getByLabel('Full name').fill('Jan Kowalski');
  await page.getByLabel('E-mail').fill(`headers-${Date.now()}@example.com`);
  await page.getByLabel('Message').fill('What is the price in green?');
  await page.getByLabel(/I agree/).check();
  await page.getByRole('button', { name: 'Send the question' }).click();
  await expect(page.getByText(/Thank you/)).toBeVisible();

  await page.goto('/en/login');
  await page.getByLabel('E-mail', { exact: true }).fill('klient@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo-klient-haslo-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/account/);
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/en$/);

  const calls = proxy.log.filter((call) => !call.path.startsWith('/redirects'));
  const paths = calls.map((call) => `${call.method} ${call.path.split('?')[0]}`);
  expect(paths).toEqual(expect.arrayContaining(['GET /settings', 'GET /seo', 'GET /sales-channels', 'POST /login', 'POST /auth/logout']));
  const wrong = calls.filter((call) => call.language !== 'en' || call.channel !== chosen.id).map((call) => `${call.method} ${call.path} (${call.language}, ${call.channel})`);
  expect(wrong).toEqual([]);
});

test('the redirect rules are read in the default language', async ({ page, recorded }) => {
  await page.goto('/en');
  const rules = () => recorded.proxy.log.filter((call) => call.path.startsWith('/redirects'));
  await expect.poll(() => rules().length).toBeGreaterThan(0);
  for (const call of rules()) expect(call.language).toBe('pl');
});

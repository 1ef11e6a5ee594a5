// Every call the storefront makes to the platform carries Accept-Language and the selected
// sales channel, the ones made outside a page's own data too (the shell's settings, SEO and channels,
// signing out, a product question). A recording proxy between the storefront and the platform sees
// every call of a shopper who chose a channel. On a first visit there is no channel cookie: the channel
// list is read without a channel (it is how the channel is found) and every other call carries the
// channel chosen from it (slug pl, else the first active). The redirect rules are the shop's,
// not one shopper's: they are read in the default language and the default channel.
import { expect } from './support/fixtures';
import { faultyStackTest } from './support/faulty-stack';
import type { Stack } from './support/stack';

const test = faultyStackTest();

test.use({ locale: 'en-GB' });

const channelId = async (stack: Stack, slug: string) => {
  const channels = (await (await fetch(`${stack.platformURL}/sales-channels?limit=500`)).json()) as { data: { id: string; slug: string }[] };
  return channels.data.find((channel) => channel.slug === slug)!.id;
};
const defaultChannelId = (stack: Stack) => channelId(stack, 'pl');

// First in the file: the stack's first pages are a first visit (the shell's reads and the redirect
// rules are read for the first time, not answered from the storefront's caches).
test('a first visit, without a channel cookie: the channel list is read without a channel, every other call (the redirect rules too) with the default channel', async ({
  page,
  context,
  faulty,
}) => {
  const { stack, proxy } = faulty;
  const channel = await defaultChannelId(stack);
  expect((await context.cookies()).some((cookie) => cookie.name === 'sales_channel')).toBe(false);
  await page.goto('/en');
  await page.goto('/en/product/fotel-uszak');
  await page.goto('/');
  await expect.poll(() => proxy.log.filter((call) => call.path.startsWith('/redirects')).length).toBeGreaterThan(0);

  const list = (call: (typeof proxy.log)[number]) => call.method === 'GET' && call.path.split('?')[0] === '/sales-channels';
  const paths = proxy.log.map((call) => `${call.method} ${call.path.split('?')[0]}`);
  expect(paths).toEqual(expect.arrayContaining(['GET /settings', 'GET /seo', 'GET /languages', 'GET /sales-channels', 'GET /redirects']));
  expect(proxy.log.filter(list).map((call) => call.channel)).toEqual(proxy.log.filter(list).map(() => undefined));
  const wrong = proxy.log.filter((call) => !list(call) && call.channel !== channel).map((call) => `${call.method} ${call.path} (${call.channel})`);
  expect(wrong).toEqual([]);
  // The redirect rules are the shop's: the default language too.
  for (const call of proxy.log.filter((call) => call.path.startsWith('/redirects'))) expect(call.language).toBe('pl');
});

test('a shopper with a chosen channel: every platform call carries the language and that channel', async ({ page, context, faulty, baseURL }) => {
  const { stack, proxy } = faulty;
  // Not the default channel: its answers are not in the storefront's caches from the first visit.
  const chosen = { id: await channelId(stack, 'eu') };
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
  const wrong = calls
    .filter((call) => call.language !== 'en' || call.channel !== chosen.id)
    .map((call) => `${call.method} ${call.path} (${call.language}, ${call.channel})`);
  expect(wrong).toEqual([]);
});

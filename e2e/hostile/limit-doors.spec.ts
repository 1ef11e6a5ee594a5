// The other doors to a rate-limited action, behind the recipe's nginx in front of two storefront
// processes. nginx's limit_req locations matched `/_actions/signIn` exactly, while Astro also runs the
// action at `/_actions/signIn/`, `/_actions//signIn`, `/_actions/sign%49n`, `/_actions/x/_actions/signIn`
// and as a form post to ANY page with `?_action=signIn`: each of those reached the processes as often as
// the attacker liked. Now nginx counts every door in the action's zone, and a process refuses a form
// action posted to a page that has no such form (localised 403) before the action runs.
import { test, expect } from '@playwright/test';
import { freePort, startStack, type Stack } from '../support/stack';
import { startNginx, type Nginx } from '../support/nginx';
import { uniqueEmail } from '../support/shopper';
import { t } from '../../src/i18n/messages';

test.describe.configure({ mode: 'serial' });

let stack: Stack;
let nginx: Nginx;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  stack = await startStack({ storefronts: 2, env: { APP_HOST: `http://127.0.0.1:${port}`, TRUST_PROXY: '1' } });
  nginx = await startNginx(
    stack.storefronts.map(({ baseURL }) => new URL(baseURL).host),
    port,
  );
});

test.afterAll(async () => {
  await nginx?.stop();
  await stack?.stop();
});

const signInForm = (tag: string) => new URLSearchParams({ locale: 'pl', step: 'password', email: uniqueEmail(tag), password: 'zle-haslo' });

/** `count` sign-in posts at once to `path` through nginx; answers how many reached a process. */
async function burst(
  path: string,
  count: number,
  body: () => BodyInit,
  contentType = 'application/x-www-form-urlencoded',
): Promise<{ reached: number; refused: number }> {
  const base = nginx.baseURL;
  const from = nginx.logLines().length;
  const statuses = await Promise.all(
    Array.from({ length: count }, () =>
      fetch(`${base}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: base, referer: `${base}/login`, 'content-type': contentType },
        body: body(),
      }).then((response) => response.status),
    ),
  );
  // nginx writes a request's log line once it has answered: the last ones may follow the answers.
  const posts = () =>
    nginx
      .logLines()
      .slice(from)
      .filter((line) => line.includes('"POST '));
  await expect.poll(() => posts().length, { message: `one log line per request to ${path}` }).toBe(count);
  const lines = posts();
  const reached = lines.filter((line) => !/upstream=- /.test(line)).length;
  return { reached, refused: statuses.filter((status) => status === 429).length };
}

test('every door to the sign-in action shares its nginx limit', async () => {
  // The plain endpoint first: its zone is spent (10 a minute, a burst of 10)...
  const plain = await burst('/_actions/signIn', 20, () => signInForm('doors-plain'));
  expect(plain.reached, 'the plain endpoint is limited').toBeLessThanOrEqual(12);
  // ...so every other spelling of the same action must now be refused by nginx too (a request or two may
  // pass as the zone refills at one each six seconds).
  const doors = [
    '/_actions/signIn/',
    '/_actions/signIn//',
    '/_actions//signIn',
    '/_actions/sign%49n',
    '/_actions/./signIn',
    '/_actions/x/_actions/signIn',
    '/?_action=signIn',
    '/product/kubek-emaliowany?_action=signIn',
    '/en/category/kuchnia?_action=signIn',
    '/?%5Faction=signIn',
    '/?_action=sign%49n',
    '/LOGIN',
    '/en/login/',
  ];
  for (const door of doors) {
    const { reached, refused } = await burst(door, 8, () => signInForm('doors'));
    expect(reached, `${door}: posts that reached a process`).toBeLessThanOrEqual(2);
    expect(refused).toBeGreaterThanOrEqual(6);
  }
});

test('an order placed through ?_action= on a page shares the order-placement limit', async () => {
  const { reached } = await burst('/cart?_action=placeOrder', 16, () => '{}', 'application/json');
  expect(reached, 'posts that reached a process').toBeLessThanOrEqual(9);
});

test('a process refuses a form action posted to a page that has no such form, in the page’s language', async () => {
  const [process] = stack.storefronts.map(({ baseURL }) => baseURL);
  const post = (path: string, body: BodyInit, contentType = 'application/x-www-form-urlencoded') =>
    fetch(`${process}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: process!, 'content-type': contentType, 'x-forwarded-for': '198.51.100.70' },
      body,
    });
  for (const path of [
    '/?_action=signIn',
    '/product/kubek-emaliowany?_action=signIn',
    '/kontakt?_action=register',
    '/?%5Faction=sign%49n',
    '/cart?_action=placeOrder',
  ]) {
    const answer = await post(
      path,
      path.includes('placeOrder') ? '{}' : signInForm('foreign-form'),
      path.includes('placeOrder') ? 'application/json' : undefined,
    );
    expect(answer.status, path).toBe(403);
    expect(await answer.text(), path).toBe(t('pl', 'errors.formNotOnThisPage'));
  }
  const english = await post('/en/kontakt?_action=signIn', signInForm('foreign-form-en'));
  expect(english.status).toBe(403);
  expect(await english.text()).toBe(t('en', 'errors.formNotOnThisPage'));
  // The sign-in page still takes its own form: the action runs and judges the password.
  const own = await post('/login?_action=signIn', signInForm('own-form'));
  expect(own.status).toBe(401);
  expect(await own.text()).toContain(t('pl', 'account.login.invalidCredentials'));
});

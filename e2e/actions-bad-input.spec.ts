import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './support/fixtures';
import { t } from '../src/i18n/messages';
import { ACTION_ACCEPTS } from '../src/actions/accepts';
import { EXTRA_FIELDS, HOSTILE_BODIES, HOSTILE_JSON_VALUES, HOSTILE_STRINGS, formOf, LEAKS, refusalProblem } from './support/hostile-inputs';

// Bad input to an action gets a 4xx with a message the shopper can act on, never a 500.
const ACTION = '/_actions/askAboutProduct';
const ARMCHAIR = 'fotel-uszak'; // ask about price (platform/seed/demo-products.ts)

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

test.describe('an action given bad input', () => {
  test('answers every malformed body with a localised 4xx the actions client reads as an error', async ({ request, baseURL }) => {
    // An Origin of our own: Astro's checkOrigin refuses cross-site posts of form-like types before the guard.
    const headers = { origin: baseURL!, referer: `${baseURL}/product/${ARMCHAIR}` };
    const cases = [
      { body: '{"a":', type: 'application/json', status: 400, code: 'BAD_REQUEST', key: 'errors.badRequest' },
      { body: '[]', type: 'application/json', status: 400, code: 'BAD_REQUEST', key: 'errors.badRequest' },
      { body: '"x"', type: 'application/json', status: 400, code: 'BAD_REQUEST', key: 'errors.badRequest' },
      { body: nested(10_000), type: 'application/json', status: 400, code: 'BAD_REQUEST', key: 'errors.badRequest' },
      // Well-formed, but askAboutProduct reads a form (the page's form posts it), not JSON.
      { body: '{"locale":1}', type: 'application/json', status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', key: 'errors.unsupportedMediaType' },
      {
        body: JSON.stringify({ message: 'x'.repeat(200 * 1024) }),
        type: 'application/json',
        status: 413,
        code: 'CONTENT_TOO_LARGE',
        key: 'errors.requestTooLarge',
      },
      { body: 'locale=pl&productId=1', type: 'text/plain', status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', key: 'errors.unsupportedMediaType' },
      { body: '--zz\r\nbroken', type: 'multipart/form-data; boundary=zz', status: 400, code: 'BAD_REQUEST', key: 'errors.badRequest' },
    ] as const;
    for (const { body, type, status, code, key } of cases) {
      const response = await request.post(ACTION, { headers: { ...headers, 'content-type': type }, data: body });
      const label = `${type} ${body.slice(0, 20)}`;
      expect(response.status(), label).toBe(status);
      expect(response.headers()['content-type'], label).toBe('application/json');
      expect(await response.json(), label).toEqual({ type: 'AstroActionError', code, status, message: t('pl', key) });
    }
  });

  test('the cart’s action refuses a malformed cart with a localised 400, and any other body too, never a 500', async ({ request, baseURL }) => {
    const post = (data: string, headers: Record<string, string> = {}) =>
      request.post('/_actions/processCart', { headers: { origin: baseURL!, 'content-type': 'application/json', ...headers }, data });
    const cases = [
      { body: JSON.stringify({ locale: 'en', items: 'x' }), message: t('en', 'cart.processing.badRequest') },
      { body: JSON.stringify({ locale: 'pl', items: [{ cartitem_id: 'a', product_id: 'b', quantity: -1 }] }), message: t('pl', 'cart.processing.badRequest') },
      {
        body: JSON.stringify({ locale: 'en', items: Array.from({ length: 101 }, (_, i) => ({ cartitem_id: `l${i}`, product_id: 'p', quantity: 1 })) }),
        message: t('en', 'cart.processing.badRequest'),
      },
      { body: JSON.stringify({ items: [], coupons: [42] }), message: t('pl', 'cart.processing.badRequest') },
    ];
    for (const { body, message } of cases) {
      const response = await post(body);
      expect(response.status(), body.slice(0, 40)).toBe(400);
      expect(await response.json(), body.slice(0, 40)).toMatchObject({ type: 'AstroActionError', code: 'BAD_REQUEST', message });
    }
    for (const body of ['{"a":', '[]', nested(10_000)]) expect((await post(body, { referer: `${baseURL}/en/cart` })).status()).toBe(400);
    expect((await post(JSON.stringify({ locale: 'en', items: [] }))).status()).toBe(200);
  });

  test('every action, form or JSON, refuses malformed, oversized and hostile bodies with a localised 4xx, never a 500', async ({ request, baseURL }) => {
    const headers = { origin: baseURL!, referer: `${baseURL}/en` };
    const hostileForm = {
      locale: 'en',
      email: '"><script>alert(1)</script>@x',
      password: 'x'.repeat(10_000),
      code: '../../etc/passwd',
      name: '\u0000\u202e',
      intent: 'drop table',
      kind: '__proto__',
      id: '{"$gt":""}',
    };
    for (const [name, accept] of Object.entries(ACTION_ACCEPTS)) {
      const path = `/_actions/${name}`;
      const answers = [
        await request.post(path, { headers: { ...headers, 'content-type': 'application/json' }, data: '{"a":' }),
        await request.post(path, { headers: { ...headers, 'content-type': 'multipart/form-data; boundary=zz' }, data: '--zz\r\nbroken' }),
        await request.post(path, { headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, data: `a=${'x'.repeat(200 * 1024)}` }),
        await request.post(path, { headers: { ...headers, 'content-type': 'text/plain' }, data: 'hello' }),
        accept === 'form'
          ? await request.post(path, { headers, form: hostileForm })
          : await request.post(path, { headers, data: { locale: 'en', items: [{ cartitem_id: '<x>', product_id: { $ne: 1 }, quantity: 'NaN' }] } }),
      ];
      for (const [index, answer] of answers.entries()) {
        const label = `${name} #${index}`;
        expect(answer.status(), label).toBeGreaterThanOrEqual(400);
        expect(answer.status(), label).toBeLessThan(500);
        const body = await answer.text();
        expect(body, label).not.toMatch(/\bat [\w.]+ \(|node_modules|<script>alert/);
        // The shopper reads the refusal in English (the page they came from).
        if (index < 4) expect(JSON.parse(body).message, label).toMatch(/^[A-Z][\s\S]*[.!]$/);
      }
    }
  });

  test('every action refuses the whole hostile corpus (types, strings, encodings, missing and extra fields) with a localised 4xx and writes nothing', async ({
    request,
    baseURL,
    stack,
  }) => {
    const platform = async (path: string, token: string) =>
      ((await (await fetch(`${stack.platformURL}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { meta: { total: number } }).meta
        .total;
    const admin = (
      (await (
        await fetch(`${stack.platformURL}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin-password-2026' }),
        })
      ).json()) as { data: { token: string } }
    ).data.token;
    const written = async () => ({ orders: await platform('/orders?limit=1', admin), users: await platform('/users?limit=1', admin) });
    const before = await written();
    const headers = { origin: baseURL!, referer: `${baseURL}/en` };
    let sent = 0;
    const failures: string[] = [];
    for (const [name, accept] of Object.entries(ACTION_ACCEPTS)) {
      if (name === 'failForTests') continue; // a test hook: 404 unless STOREFRONT_TEST_HOOKS
      const path = `/_actions/${name}`;
      const check = async (label: string, answer: Awaited<ReturnType<typeof request.post>>, locale: 'en' | 'any' = 'en') => {
        sent++;
        const problem = refusalProblem(answer.status(), await answer.text(), locale);
        if (problem) failures.push(`${name} ${label}: ${problem}`);
      };
      // Wrong encodings and shapes of the whole body, the same for every action.
      for (const { label, type, data } of HOSTILE_BODIES) await check(label, await request.post(path, { headers: { ...headers, 'content-type': type }, data }));
      // Missing fields: an empty body of the kind the action reads.
      if (accept === 'form') await check('empty form', await request.post(path, { headers, form: { locale: 'en' } }));
      else await check('empty object', await request.post(path, { headers, data: { locale: 'en' } }));
      if (accept === 'form') {
        for (const { label, value } of HOSTILE_STRINGS) await check(label, await request.post(path, { headers, form: formOf(value, 'en') }));
        // The locale itself hostile: the page's language is then unknown to the action.
        await check('hostile locale', await request.post(path, { headers, form: { ...formOf('x', 'en'), locale: '<script>alert(1)</script>' } }), 'any');
        await check('extra fields', await request.post(path, { headers, form: { ...formOf('', 'en'), ...EXTRA_FIELDS } }));
      } else {
        for (const { label, value } of [...HOSTILE_JSON_VALUES, ...HOSTILE_STRINGS.filter((s) => s.label === 'huge')]) {
          const body = Object.fromEntries(['locale', ...Object.keys(formOf('', 'en'))].map((field) => [field, field === 'locale' ? 'en' : value]));
          await check(label, await request.post(path, { headers, data: body }));
        }
        await check('hostile locale', await request.post(path, { headers, data: { locale: '<script>alert(1)</script>', items: 'x', productId: {} } }), 'any');
        await check(
          'extra fields',
          await request.post(path, { headers, data: { locale: 'en', items: 'x', ...EXTRA_FIELDS, ['__proto__']: { isAdmin: true } } }),
        );
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
    expect(await written()).toEqual(before);
    // Nothing the corpus sent broke the storefront for the next shopper.
    const home = await request.get('/en');
    expect(home.status()).toBe(200);
    expect(await home.text()).not.toMatch(LEAKS);
  });

  test('speaks the language of the page it came from, else of the saved choice, else Polish', async ({ request, baseURL }) => {
    const post = (headers: Record<string, string>) =>
      request.post(ACTION, { headers: { origin: baseURL!, 'content-type': 'application/json', ...headers }, data: '{"a":' });
    const english = await post({ referer: `${baseURL}/en/product/${ARMCHAIR}` });
    expect(english.status()).toBe(400);
    expect((await english.json()).message).toBe('The request could not be read. Reload the page and try again.');
    const polish = await post({ referer: `${baseURL}/product/${ARMCHAIR}`, cookie: 'i18n_redirected=en' });
    expect((await polish.json()).message).toBe('Nie udało się odczytać żądania. Odśwież stronę i spróbuj ponownie.');
    const saved = await post({ cookie: 'i18n_redirected=en' });
    expect((await saved.json()).message).toBe(t('en', 'errors.badRequest'));
    const home = await post({ referer: `${baseURL}/en` });
    expect((await home.json()).message).toBe(t('en', 'errors.badRequest'));
  });

  test('wrong fields reach the schema: a 400 input error with every message in the shopper’s language', async ({ request, baseURL }) => {
    const response = await request.post(ACTION, {
      headers: { origin: baseURL! },
      multipart: { locale: 'en', productId: '', kind: 'buy', name: '', email: 'nope', message: 'Hello', consent: 'on' },
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { type: string; fields: Record<string, string[]> };
    expect(body.type).toBe('AstroActionInputError');
    expect(body.fields).toEqual({
      productId: [t('en', 'errors.badRequest')],
      kind: [t('en', 'errors.badRequest')],
      name: ['This field is required'],
      email: ['This field must be a valid email'],
    });
  });

  test('a form posted to a page gets the same refusal, as text or on the page itself', async ({ request, baseURL }) => {
    const formAction = await request.post(`/en/product/${ARMCHAIR}?_action=askAboutProduct`, {
      headers: { origin: baseURL!, referer: `${baseURL}/en`, 'content-type': 'application/json' },
      data: '{"a":',
    });
    expect(formAction.status()).toBe(400);
    expect(await formAction.text()).toBe(t('en', 'errors.badRequest'));

    // The product page hands its own form to the action; a body that is not a form is shown on the page.
    const page = await request.post(`/product/${ARMCHAIR}`, {
      headers: { origin: baseURL!, 'content-type': 'multipart/form-data; boundary=zz' },
      data: '--zz\r\nbroken',
    });
    expect(page.status()).toBe(400);
    expect(await page.text()).toContain(t('pl', 'errors.badRequest'));
  });

  test('a question posted to the product page with ?_action= is sent once', async ({ request, baseURL, stack }) => {
    const product = ((await (await request.get(`${stack.platformURL}/products/${ARMCHAIR}`)).json()) as { data: { id: string } }).data;
    const email = `raz-${Date.now()}@example.com`;
    const response = await request.post(`/product/${ARMCHAIR}?_action=askAboutProduct`, {
      headers: { origin: baseURL! },
      form: { locale: 'pl', productId: product.id, kind: 'ask-about-price', name: 'Jan', email, message: 'Ile?', consent: 'on' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    const dir = stack.mailOutboxDir;
    const mails = existsSync(dir) ? readdirSync(dir).filter((file) => readFileSync(join(dir, file), 'utf8').includes(email)) : [];
    expect(mails).toHaveLength(1);
  });

  test('cross-site form posts are still refused by Astro’s origin check', async ({ request }) => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await request.post(ACTION, { headers: { origin: 'https://elsewhere.example', 'content-type': type }, data: 'locale=pl' });
      expect(response.status(), type).toBe(403);
    }
  });
});

// Webhooks as Heseya has them (heseya/core: WebHookController, its requests and policy, WebHookEventListener,
// WebHookChannel and WebHookSigner, config/webhook-server.php): staff CRUD with Heseya's permissions and
// validation, and the events of content changes POSTed to real HTTP receivers, signed as Heseya signs.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import axios from 'axios';
import { createHeseyaApiService } from '@heseya/store-core';
import { ADMIN, CUSTOMER, startTestPlatform, type TestPlatform } from './harness.ts';
import { EMITTED_EVENTS } from '../webhooks/events.ts';
import { exponentialBackoffMs, signedJson, WEBHOOK_TRIES, wireJson } from '../webhooks/dispatcher.ts';
import { STOREFRONT_WEBHOOK_ID } from '../webhooks/storefront-webhook.ts';
import { run } from '../db/database.ts';
import { Contract } from './contract.ts';

type Received = { path: string; headers: IncomingHttpHeaders; raw: string; body: Record<string, any> };

/** A real HTTP receiver on a free loopback port; `answer` decides each reply's status (200 unless told). */
class Receiver {
  readonly received: Received[] = [];
  answer: (request: Received, index: number) => number | Promise<number> = () => 200;
  #waiters: { count: number; resolve: () => void }[] = [];
  #server: Server;
  url = '';

  constructor() {
    this.#server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const request: Received = { path: req.url ?? '', headers: req.headers, raw, body: JSON.parse(raw) as Record<string, any> };
        this.received.push(request);
        this.#waiters = this.#waiters.filter((w) => {
          if (this.received.length < w.count) return true;
          w.resolve();
          return false;
        });
        const status = await this.answer(request, this.received.length - 1);
        res.writeHead(status).end();
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  /** Resolves once `count` requests have arrived (the platform's p.webhooks.idle() waits for their answers). */
  waitFor(count: number): Promise<void> {
    if (this.received.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push({ count, resolve }));
  }

  stop(): Promise<void> {
    this.#server.closeAllConnections();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

/** Heseya's signature, computed here on its own: HMAC-SHA256, hex, of the payload re-encoded as JSON. */
const sign = (body: unknown, secret: string) => createHmac('sha256', secret).update(JSON.stringify(body)).digest('hex');

let p: TestPlatform;
let admin: string;
let receiver: Receiver;
let contract: Contract;
const made: string[] = [];
beforeAll(async () => {
  contract = await Contract.load();
  p = await startTestPlatform(undefined, { webhookBackoffMs: (attempt) => attempt * 5 });
  admin = await p.login();
  receiver = await new Receiver().start();
});
afterAll(async () => {
  await p?.stop();
  await receiver?.stop();
});
afterEach(async () => {
  await p.webhooks.idle();
  for (const id of made.splice(0)) await p.call('DELETE', `/webhooks/id:${id}`, { token: admin });
  receiver.received.length = 0;
  receiver.answer = () => 200;
});

async function createWebhook(body: Record<string, unknown>, token = admin) {
  const reply = await p.call('POST', '/webhooks', { token, body: { with_issuer: false, with_hidden: false, ...body } });
  if (reply.status === 201) made.push(reply.body.data.id as string);
  return reply;
}

async function staffWith(email: string, permissions: string[]): Promise<string> {
  const role = await p.call('POST', '/roles', { token: admin, body: { name: `Rola ${email}`, permissions } });
  const user = await p.call('POST', '/users', { token: admin, body: { name: 'Pracownik', email, password: 'haslo-pracownika-1', roles: [role.body.data.id] } });
  expect(user.status).toBe(201);
  return p.login({ email, password: 'haslo-pracownika-1' });
}

const aboutPage = async () => (await p.call('GET', '/pages/o-nas', { token: admin })).body.data as { id: string; slug: string };

describe('the /webhooks resource', () => {
  it("creates, lists, shows, changes and deletes a webhook, answering Heseya's fields (the secret too, as Heseya does)", async () => {
    const created = await createWebhook({
      name: 'Sklep',
      url: 'https://shop.example/hooks',
      secret: 'tajny-klucz',
      events: ['PageUpdated', 'ProductUpdated'],
      with_issuer: true,
    });
    expect(created.status).toBe(201);
    contract.check('POST', '/webhooks', 201, created.body);
    const hook = created.body.data;
    expect(hook).toEqual({
      id: expect.any(String),
      name: 'Sklep',
      url: 'https://shop.example/hooks',
      secret: 'tajny-klucz',
      with_issuer: true,
      with_hidden: false,
      events: ['PageUpdated', 'ProductUpdated'],
    });

    const list = await p.call('GET', '/webhooks', { token: admin });
    contract.check('GET', '/webhooks', 200, list.body);
    expect(list.body.data).toEqual([hook]);
    expect(list.body.meta).toMatchObject({ total: 1, current_page: 1 });
    expect((await p.call('GET', '/webhooks?search=ProductUpd', { token: admin })).body.data).toHaveLength(1);
    expect((await p.call('GET', '/webhooks?name=nie-ma', { token: admin })).body.data).toHaveLength(0);
    expect((await p.call('GET', `/webhooks?ids[]=${hook.id}`, { token: admin })).body.data).toHaveLength(1);
    expect((await p.call('GET', `/webhooks/id:${hook.id}`, { token: admin })).body.data).toEqual(hook);

    const changed = await p.call('PATCH', `/webhooks/id:${hook.id}`, {
      token: admin,
      body: { events: ['ProductSetDeleted'], secret: null, with_hidden: true },
    });
    expect(changed.status).toBe(200);
    contract.check('PATCH', '/webhooks/id:{id}', 200, changed.body);
    expect(changed.body.data).toMatchObject({
      name: 'Sklep',
      url: 'https://shop.example/hooks',
      secret: null,
      with_hidden: true,
      with_issuer: true,
      events: ['ProductSetDeleted'],
    });

    expect((await p.call('DELETE', `/webhooks/id:${hook.id}`, { token: admin })).status).toBe(204);
    made.splice(made.indexOf(hook.id), 1);
    expect((await p.call('GET', `/webhooks/id:${hook.id}`, { token: admin })).status).toBe(404);
    expect((await p.call('GET', '/webhooks', { token: admin })).body.data).toEqual([]);
  });

  it("needs Heseya's permissions: guests 401, customers 403, each action its own webhooks.* permission", async () => {
    const hook = (await createWebhook({ url: 'https://shop.example/a', events: ['PageUpdated'] })).body.data;
    expect((await p.call('GET', '/webhooks')).status).toBe(401);
    expect((await p.call('POST', '/webhooks', { body: { url: 'https://x.example', events: [], with_issuer: false, with_hidden: false } })).status).toBe(401);
    const customer = await p.login(CUSTOMER);
    for (const [method, path] of [
      ['GET', '/webhooks'],
      ['GET', `/webhooks/id:${hook.id}`],
      ['PATCH', `/webhooks/id:${hook.id}`],
      ['DELETE', `/webhooks/id:${hook.id}`],
      ['GET', '/webhooks/logs'],
      ['GET', '/webhooks/events'],
    ] as const) {
      expect((await p.call(method, path, { token: customer, body: method === 'PATCH' ? { name: 'x' } : undefined })).status, `${method} ${path}`).toBe(403);
    }
    const lister = await staffWith('lister@example.com', ['webhooks.show']);
    expect((await p.call('GET', '/webhooks', { token: lister })).status).toBe(200);
    expect((await p.call('GET', `/webhooks/id:${hook.id}`, { token: lister })).status).toBe(403);
    expect((await p.call('GET', '/webhooks/logs', { token: lister })).status).toBe(403);
    expect((await p.call('PATCH', `/webhooks/id:${hook.id}`, { token: lister, body: { name: 'x' } })).status).toBe(403);
    expect((await p.call('DELETE', `/webhooks/id:${hook.id}`, { token: lister })).status).toBe(403);
    expect(
      (await p.call('POST', '/webhooks', { token: lister, body: { url: 'https://x.example', events: [], with_issuer: false, with_hidden: false } })).status,
    ).toBe(403);
  });

  it("refuses events the creator could not read themselves (Heseya's WebHookPolicy), hidden items and the issuer included", async () => {
    const editor = await staffWith('editor@example.com', ['webhooks.add', 'webhooks.edit', 'pages.show', 'pages.show_details']);
    const pages = await createWebhook({ url: 'https://shop.example/p', events: ['PageUpdated'] }, editor);
    expect(pages.status).toBe(201);
    for (const body of [{ events: ['OrderCreated'] }, { events: ['PageUpdated'], with_hidden: true }, { events: ['PageUpdated'], with_issuer: true }]) {
      const refused = await createWebhook({ url: 'https://shop.example/p', ...body }, editor);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.error.key).toBe('CLIENT_NO_REQUIRED_PERMISSIONS_TO_EVENTS');
    }
    const widened = await p.call('PATCH', `/webhooks/id:${pages.body.data.id}`, { token: editor, body: { events: ['PageUpdated', 'OrderCreated'] } });
    expect(widened.body.error.key).toBe('CLIENT_NO_REQUIRED_PERMISSIONS_TO_EVENTS');
  });

  it('validates url, events, secret, with_issuer and with_hidden as Heseya does, naming the field', async () => {
    const field = async (body: Record<string, unknown>) => {
      const reply = await p.call('POST', '/webhooks', { token: admin, body });
      expect(reply.status, JSON.stringify(body)).toBe(422);
      return reply.body.error.errors as Record<string, { key: string; message: string }[]>;
    };
    const ok = { url: 'https://shop.example/h', events: ['PageUpdated'], with_issuer: false, with_hidden: false };
    expect((await field({ ...ok, url: undefined })).url![0]!.key).toBe('VALIDATION_REQUIRED');
    expect((await field({ ...ok, url: 'not a url' })).url![0]!.key).toBe('VALIDATION_URL');
    expect((await field({ ...ok, url: 'ftp://shop.example/h' })).url![0]!.key).toBe('VALIDATION_URL');
    expect((await field({ ...ok, url: `https://shop.example/${'a'.repeat(255)}` })).url![0]!.key).toBe('VALIDATION_MAX');
    const unknown = await field({ ...ok, events: ['PageUpdated', 'BannerUpdated'] });
    expect(unknown.events![0]).toMatchObject({ key: 'VALIDATION_EVENT_EXISTS', message: expect.stringContaining('The event BannerUpdated not found.') });
    expect((await field({ ...ok, events: undefined })).events![0]!.key).toBe('VALIDATION_REQUIRED');
    expect((await field({ ...ok, with_issuer: undefined })).with_issuer![0]!.key).toBe('VALIDATION_REQUIRED');
    expect((await field({ ...ok, with_hidden: 'tak' })).with_hidden![0]!.key).toBe('VALIDATION_BOOLEAN');
    expect((await field({ ...ok, secret: 's'.repeat(256) })).secret![0]!.key).toBe('VALIDATION_MAX');
    // Secured events (sign-in codes and attempts) need a secret and an https:// address.
    expect((await field({ ...ok, events: ['TfaInit'] })).secret![0]!.key).toBe('VALIDATION_REQUIRED');
    expect((await field({ ...ok, events: ['FailedLoginAttempt'], secret: 'tajne', url: 'http://shop.example/h' })).url).toBeDefined();
    expect((await createWebhook({ ...ok, events: ['FailedLoginAttempt'], secret: 'tajne' })).status).toBe(201);
  });

  it("lists Heseya's events with their required permissions (events.show)", async () => {
    const events = (await p.call('GET', '/webhooks/events', { token: admin })).body.data as {
      key: string;
      required_permissions: string[];
      required_hidden_permissions: string[];
      encrypted: boolean;
    }[];
    expect(events.map((e) => e.key)).toEqual(expect.arrayContaining([...EMITTED_EVENTS, 'OrderCreated', 'ProductPriceUpdated', 'SendOrderUrls']));
    expect(events.map((e) => e.key)).not.toContain('OrderDeleted');
    expect(events.find((e) => e.key === 'PageUpdated')).toMatchObject({
      required_permissions: ['pages.show_details', 'pages.show'],
      required_hidden_permissions: ['pages.show_hidden'],
      encrypted: false,
    });
    expect(events.find((e) => e.key === 'PasswordReset')).toMatchObject({ required_permissions: ['webhooks.password'], encrypted: true });
  });
});

describe('sending the events', () => {
  it('POSTs a page update to a real receiver, signed as Heseya signs: HMAC-SHA256 hex of the payload encoded with unescaped slashes and unicode', async () => {
    const secret = 'sekret-do-podpisu-2026';
    await createWebhook({ url: `${receiver.url}/api/webhooks/platform`, secret, events: ['PageUpdated'], with_issuer: true });
    const page = await aboutPage();
    const html = '<p>Zażółć gęślą jaźń: <a href="/kategoria/łóżka">łóżka</a> ½ 😀</p>';
    const update = await p.call('PATCH', `/pages/id:${page.id}`, { token: admin, body: { content_html: html } });
    expect(update.status).toBe(200);
    await receiver.waitFor(1);

    const [got] = receiver.received;
    expect(got!.path).toBe('/api/webhooks/platform');
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.body).toMatchObject({
      event: 'PageUpdated',
      issuer_type: 'user',
      api_url: p.url,
      data_type: 'Page',
      data: { id: page.id, slug: 'o-nas', public: true, content_html: html },
      issuer: { email: ADMIN.email, id: expect.any(String), name: expect.any(String) },
    });
    expect(Object.keys(got!.body)).toEqual(['event', 'triggered_at', 'issuer_type', 'api_url', 'data_type', 'data', 'issuer']);
    expect(got!.body.triggered_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    // The signature is over the payload with `/` and `ł` unescaped (JSON.stringify's text) ...
    expect(got!.headers.signature).toBe(sign(got!.body, secret));
    // ... while the body on the wire is PHP's default json_encode, as Heseya sends it: `\/` and `\u0142`.
    expect(got!.raw).toContain('<\\/a>');
    expect(got!.raw).toContain('\\u0142');
    expect(got!.raw).toContain('\\ud83d\\ude00');
    expect(got!.raw).not.toMatch(/[^\x00-\x7f]/);
    expect(createHmac('sha256', secret).update(got!.raw).digest('hex')).not.toBe(got!.headers.signature);
    // A different secret gives a different signature: a forger without it cannot sign.
    expect(sign(got!.body, 'inny-sekret')).not.toBe(got!.headers.signature);
  });

  it('sends no Signature header when the webhook has no secret, and the issuer only to webhooks with with_issuer', async () => {
    await createWebhook({ url: `${receiver.url}/plain`, events: ['PageUpdated'] });
    const page = await aboutPage();
    await p.call('PATCH', `/pages/id:${page.id}`, { token: admin, body: { name: 'O nas' } });
    await receiver.waitFor(1);
    expect(receiver.received[0]!.headers.signature).toBeUndefined();
    expect(receiver.received[0]!.body).not.toHaveProperty('issuer');
  });

  it('answers the API request without waiting for the receiver (the delivery runs after the write)', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    receiver.answer = async () => {
      await held;
      return 200;
    };
    await createWebhook({ url: `${receiver.url}/slow`, events: ['PageUpdated'] });
    const page = await aboutPage();
    // The API answers although the receiver holds its reply (were the request to wait for it, this would hang).
    const update = await p.call('PATCH', `/pages/id:${page.id}`, { token: admin, body: { name: 'O nas' } });
    expect(update.status).toBe(200);
    await receiver.waitFor(1);
    expect((await p.call('GET', `/pages/id:${page.id}`)).body.data.name).toBe('O nas');
    release();
    await p.webhooks.idle();
  });

  it('sends nothing for a write that failed', async () => {
    await createWebhook({ url: `${receiver.url}/failed`, events: ['PageUpdated'] });
    const page = await aboutPage();
    expect((await p.call('PATCH', `/pages/id:${page.id}`, { token: admin, body: { slug: 'Not A Slug' } })).status).toBe(422);
    await p.webhooks.idle();
    expect(receiver.received).toHaveLength(0);
  });

  it('tells a hidden item only to webhooks with with_hidden', async () => {
    await createWebhook({ url: `${receiver.url}/public-only`, events: ['PageCreated', 'PageUpdated'] });
    await createWebhook({ url: `${receiver.url}/with-hidden`, events: ['PageCreated', 'PageUpdated'], with_hidden: true });
    const draft = await p.call('POST', '/pages', {
      token: admin,
      body: { slug: 'szkic-webhook', name: 'Szkic', content_html: '<p>Jeszcze nie</p>', public: false },
    });
    expect(draft.status).toBe(201);
    await p.webhooks.idle();
    expect(receiver.received.map((r) => [r.path, r.body.event])).toEqual([['/with-hidden', 'PageCreated']]);
    await p.call('PATCH', `/pages/id:${draft.body.data.id}`, { token: admin, body: { public: true } });
    await p.webhooks.idle();
    expect(
      receiver.received
        .slice(1)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/public-only', '/with-hidden']);
    await p.call('DELETE', `/pages/id:${draft.body.data.id}`, { token: admin });
  });

  it("sends Heseya's events for products, product sets and pages: created, updated, deleted, with the item as the API answers it", async () => {
    await createWebhook({ url: `${receiver.url}/all`, events: [...EMITTED_EVENTS], with_hidden: true });
    const set = (await p.call('POST', '/product-sets', { token: admin, body: { name: 'Zestaw webhook', slug: 'zestaw-webhook', public: true } })).body.data;
    await p.call('PATCH', `/product-sets/id:${set.id}`, { token: admin, body: { name: 'Zestaw webhook 2' } });
    const product = await p.call('POST', '/products', {
      token: admin,
      body: { name: 'Produkt webhook', slug: 'produkt-webhook', public: true, shipping_digital: false, prices_base: [{ value: '10.00', currency: 'PLN' }] },
    });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    await p.call('PATCH', `/products/id:${product.body.data.id}`, { token: admin, body: { public: false } });
    await p.call('DELETE', `/products/id:${product.body.data.id}`, { token: admin });
    await p.call('DELETE', `/product-sets/id:${set.id}`, { token: admin });
    const page = (await p.call('POST', '/pages', { token: admin, body: { slug: 'strona-webhook', name: 'Strona', content_html: '<p>x</p>' } })).body.data;
    await p.call('DELETE', `/pages/id:${page.id}`, { token: admin });
    await receiver.waitFor(8);
    await p.webhooks.idle();
    expect(receiver.received.map((r) => [r.body.event, r.body.data_type, r.body.data.slug])).toEqual([
      ['ProductSetCreated', 'ProductSet', 'zestaw-webhook'],
      ['ProductSetUpdated', 'ProductSet', 'zestaw-webhook'],
      ['ProductCreated', 'Product', 'produkt-webhook'],
      ['ProductUpdated', 'Product', 'produkt-webhook'],
      ['ProductDeleted', 'Product', 'produkt-webhook'],
      ['ProductSetDeleted', 'ProductSet', 'zestaw-webhook'],
      ['PageCreated', 'Page', 'strona-webhook'],
      ['PageDeleted', 'Page', 'strona-webhook'],
    ]);
    expect(receiver.received[1]!.body.data.name).toBe('Zestaw webhook 2');
    expect(receiver.received[3]!.body.data.public).toBe(false);
  });

  it('tries a failing receiver three times with backoff; a delivery that succeeds on a retry leaves no log', async () => {
    expect(WEBHOOK_TRIES).toBe(3);
    expect([1, 2].map(exponentialBackoffMs)).toEqual([10_000, 100_000]);
    receiver.answer = (_request, index) => (index < 2 ? 503 : 200);
    await createWebhook({ url: `${receiver.url}/flaky`, events: ['PageUpdated'] });
    await p.call('PATCH', `/pages/id:${(await aboutPage()).id}`, { token: admin, body: { name: 'O nas' } });
    await receiver.waitFor(3);
    await p.webhooks.idle();
    expect(receiver.received).toHaveLength(3);
    // Each try sends the same payload (one event, one triggered_at).
    expect(new Set(receiver.received.map((r) => r.raw)).size).toBe(1);
    expect((await p.call('GET', '/webhooks/logs', { token: admin })).body.data).toEqual([]);
  });

  it('logs a delivery that failed all three tries in /webhooks/logs, as Heseya does', async () => {
    receiver.answer = () => 500;
    const hook = (await createWebhook({ url: `${receiver.url}/down`, events: ['PageUpdated'] })).body.data;
    await p.call('PATCH', `/pages/id:${(await aboutPage()).id}`, { token: admin, body: { name: 'O nas' } });
    await receiver.waitFor(3);
    await p.webhooks.idle();
    expect(receiver.received).toHaveLength(3);
    const logs = await p.call('GET', '/webhooks/logs', { token: admin });
    expect(logs.status).toBe(200);
    contract.check('GET', '/webhooks/logs', 200, logs.body);
    expect(logs.body.data).toHaveLength(1);
    expect(logs.body.data[0]).toMatchObject({
      url: `${receiver.url}/down`,
      status_code: 500,
      event: 'PageUpdated',
      web_hook_id: hook.id,
      web_hook: { id: hook.id },
      payload: { event: 'PageUpdated', data_type: 'Page' },
      response: null,
    });
    expect((await p.call('GET', `/webhooks/logs?web_hook_id=${hook.id}&successful=0`, { token: admin })).body.data).toHaveLength(1);
    expect((await p.call('GET', '/webhooks/logs?successful=1', { token: admin })).body.data).toHaveLength(0);
    expect((await p.call('GET', '/webhooks/logs?event=ProductUpdated', { token: admin })).body.data).toHaveLength(0);
    expect((await p.call('GET', '/webhooks/logs?event=NoSuchEvent', { token: admin })).status).toBe(422);
    run(p.db, 'DELETE FROM webhook_logs');
  });
});

describe("webhooks through Heseya's SDK", () => {
  it('creates, reads, changes and deletes a webhook and reads the events and logs with @heseya/store-core', async () => {
    const staff = createHeseyaApiService(axios.create({ baseURL: p.url, headers: { Authorization: `Bearer ${admin}` } }));
    const created = await staff.Webhooks.create({
      name: 'SDK',
      url: 'https://shop.example/sdk',
      secret: 'sdk-secret',
      with_issuer: false,
      with_hidden: false,
      events: ['PageUpdated' as never],
    });
    expect(created).toMatchObject({ name: 'SDK', url: 'https://shop.example/sdk', events: ['PageUpdated'] });
    expect((await staff.Webhooks.getOne(created.id)).secret).toBe('sdk-secret');
    expect((await staff.Webhooks.get({ name: 'SDK' })).data.map((w) => w.id)).toEqual([created.id]);
    expect((await staff.Webhooks.update(created.id, { name: 'SDK 2' } as never)).name).toBe('SDK 2');
    expect((await staff.Webhooks.getEvents()).data.map((e) => e.key)).toContain('ProductSetUpdated');
    expect(Array.isArray((await staff.Webhooks.getLogs()).data)).toBe(true);
    await staff.Webhooks.delete(created.id);
    expect((await staff.Webhooks.get()).data).toEqual([]);
  });
});

describe('where webhooks may point (SSRF)', () => {
  let shop: TestPlatform;
  let owner: string;
  let inside: Receiver;
  beforeAll(async () => {
    shop = await startTestPlatform(undefined, { demo: false, webhookBackoffMs: () => 1 });
    owner = await shop.login();
    inside = await new Receiver().start();
  });
  afterAll(async () => {
    await shop?.stop();
    await inside?.stop();
  });

  it('outside demo mode refuses loopback and private addresses, by address or by a name that resolves to one', async () => {
    const port = new URL(inside.url).port;
    for (const url of [
      `${inside.url}/x`,
      `http://localhost:${port}/x`,
      'http://10.0.0.5/x',
      'http://192.168.1.1/x',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:8080/x',
      'http://[::ffff:127.0.0.1]/x',
      'http://0.0.0.0/x',
    ]) {
      const reply = await shop.call('POST', '/webhooks', { token: owner, body: { url, events: ['PageUpdated'], with_issuer: false, with_hidden: false } });
      expect(reply.status, url).toBe(422);
      expect(reply.body.error.errors.url[0].key, url).toBe('VALIDATION_URL');
    }
    const created = await shop.call('POST', '/webhooks', {
      token: owner,
      body: { url: 'https://93.184.215.14/hook', events: ['PageUpdated'], with_issuer: false, with_hidden: false },
    });
    expect(created.status).toBe(201);
    const moved = await shop.call('PATCH', `/webhooks/id:${created.body.data.id}`, { token: owner, body: { url: `${inside.url}/x` } });
    expect(moved.status).toBe(422);
    await shop.call('DELETE', `/webhooks/id:${created.body.data.id}`, { token: owner });
  });

  it('never sends to a private address that got into the database some other way: the delivery fails and is logged', async () => {
    const page = (await shop.call('GET', '/pages', { token: owner })).body.data[0] as { id: string };
    const now = new Date().toISOString();
    for (const [id, url] of [
      ['6f9619ff-8b86-4011-b42d-00c04fc96401', `${inside.url}/by-address`],
      ['6f9619ff-8b86-4011-b42d-00c04fc96402', `http://localhost:${new URL(inside.url).port}/by-name`],
    ] as const) {
      run(
        shop.db,
        'INSERT INTO webhooks (id, created_at, data) VALUES (?, ?, ?)',
        id,
        now,
        JSON.stringify({
          id,
          name: null,
          url,
          secret: null,
          events: ['PageUpdated'],
          with_issuer: false,
          with_hidden: false,
          creator_id: null,
          created_at: now,
          updated_at: now,
        }),
      );
    }
    await shop.call('PATCH', `/pages/id:${page.id}`, { token: owner, body: { name: 'Zmiana' } });
    await shop.webhooks.idle();
    expect(inside.received).toHaveLength(0);
    const logs = (await shop.call('GET', '/webhooks/logs', { token: owner })).body.data as { url: string; status_code: number | null }[];
    expect(logs.map((l) => [new URL(l.url).pathname, l.status_code]).sort()).toEqual([
      ['/by-address', null],
      ['/by-name', null],
    ]);
    run(shop.db, 'DELETE FROM webhooks');
  });

  it('sends to a loopback host the operator allows (PLATFORM_WEBHOOK_ALLOWED_HOSTS)', async () => {
    const allowed = await startTestPlatform(undefined, { demo: false, webhookAllowedHosts: ['127.0.0.1'] });
    inside.received.length = 0;
    try {
      const token = await allowed.login();
      const created = await allowed.call('POST', '/webhooks', {
        token,
        body: { url: `${inside.url}/allowed`, events: ['PageUpdated'], with_issuer: false, with_hidden: false },
      });
      expect(created.status).toBe(201);
      const page = (await allowed.call('GET', '/pages', { token })).body.data[0] as { id: string };
      await allowed.call('PATCH', `/pages/id:${page.id}`, { token, body: { name: 'Zmiana' } });
      await inside.waitFor(1);
      expect(inside.received[0]!.path).toBe('/allowed');
    } finally {
      await allowed.stop();
    }
  });
});

describe('the storefront webhook npm start registers', () => {
  it('is registered at start with every event the platform sends, hidden items included, and re-pointed with the new secret at the next start', async () => {
    const first = await startTestPlatform(undefined, { storefrontWebhook: { url: `${receiver.url}/api/webhooks/platform`, secret: 'a'.repeat(64) } });
    const dataDir = first.dataDir;
    const token = await first.login();
    const hooks = (await first.call('GET', '/webhooks', { token })).body.data;
    expect(hooks).toEqual([
      {
        id: STOREFRONT_WEBHOOK_ID,
        name: 'Storefront (npm start)',
        url: `${receiver.url}/api/webhooks/platform`,
        secret: 'a'.repeat(64),
        with_issuer: false,
        with_hidden: true,
        events: [...EMITTED_EVENTS],
      },
    ]);
    await first.close();
    const second = await startTestPlatform(dataDir, { storefrontWebhook: { url: `${receiver.url}/api/webhooks/platform`, secret: 'b'.repeat(64) } });
    try {
      const again = (await second.call('GET', '/webhooks', { token: await second.login() })).body.data;
      expect(again).toHaveLength(1);
      expect(again[0].secret).toBe('b'.repeat(64));
      const page = (await second.call('GET', '/pages/o-nas')).body.data as { id: string };
      await second.call('PATCH', `/pages/id:${page.id}`, { token: await second.login(), body: { name: 'O nas' } });
      await receiver.waitFor(1);
      expect(receiver.received[0]!.headers.signature).toBe(sign(receiver.received[0]!.body, 'b'.repeat(64)));
    } finally {
      await second.stop();
    }
  });
});

describe('stopping the platform', () => {
  it("drops the retries still waiting, so a stop never waits for Heseya's 100 s backoff", async () => {
    const down = await new Receiver().start();
    down.answer = () => 503;
    const slow = await startTestPlatform(undefined, { webhookBackoffMs: () => 3_600_000 });
    const token = await slow.login();
    await slow.call('POST', '/webhooks', { token, body: { url: `${down.url}/down`, events: ['PageUpdated'], with_issuer: false, with_hidden: false } });
    const page = (await slow.call('GET', '/pages/o-nas')).body.data as { id: string };
    await slow.call('PATCH', `/pages/id:${page.id}`, { token, body: { name: 'O nas' } });
    await down.waitFor(1);
    const settled = slow.webhooks.idle();
    await slow.stop();
    await settled;
    expect(down.received).toHaveLength(1);
    await down.stop();
  });
});

describe("PHP's json_encode, as Heseya encodes", () => {
  it('signs the text of JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES and sends the text of no flags', () => {
    const payload = { url: 'https://a.example/ł/ź', text: 'linia\u2028akapit\u2029koniec 😀', n: 1.5, list: [] };
    // PHP keeps `/` and letters, but still escapes U+2028 and U+2029 with these flags.
    expect(signedJson(payload)).toBe('{"url":"https://a.example/ł/ź","text":"linia\\u2028akapit\\u2029koniec 😀","n":1.5,"list":[]}');
    expect(wireJson(payload)).toBe(
      '{"url":"https:\\/\\/a.example\\/\\u0142\\/\\u017a","text":"linia\\u2028akapit\\u2029koniec \\ud83d\\ude00","n":1.5,"list":[]}',
    );
    expect(JSON.parse(wireJson(payload))).toEqual(payload);
    expect(JSON.parse(signedJson(payload))).toEqual(payload);
  });
});

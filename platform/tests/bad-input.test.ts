// The platform given bad input: a corpus of cases per route (first describe), then every write route
// (found in the app itself, so a new route is swept too) given hostile bodies and path parameters:
// a coded 4xx, never a 500, and the database unchanged.
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { signingKey } from '../auth/tokens.ts';
import { all } from '../db/database.ts';
import { startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
let admin: string;
let pl: string;
let bag: string;
beforeAll(async () => {
  p = await startTestPlatform();
  admin = await p.login();
  pl = (await p.call('GET', '/sales-channels/pl')).body.data.id;
  bag = (await p.call('GET', '/products/torba-plocienna')).body.data.id;
});
afterAll(() => p?.stop());

const address = { name: 'Jan Nowak', address: 'ul. Polna 3', city: 'Gdańsk', zip: '80-001', country: 'PL', phone: '+48600100200' };
const count = (table: string) => (p.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

type Case = [name: string, method: string, path: string, options: { raw?: string; body?: unknown; admin?: boolean }];

const cases = (): Case[] => {
  const cart = { currency: 'PLN', sales_channel_id: pl, items: [{ cartitem_id: '1', product_id: bag, quantity: 1 }] };
  const order = {
    email: 'a@example.com',
    items: [{ product_id: bag, quantity: 1 }],
    shipping_place: address,
    billing_address: address,
    currency: 'PLN',
    sales_channel_id: pl,
  };
  return [
    ['malformed JSON to cart', 'POST', '/cart/process', { raw: '{"items": [' }],
    ['malformed JSON to login', 'POST', '/login', { raw: 'email=a' }],
    ['array instead of object', 'POST', '/cart/process', { body: [cart] }],
    ['string quantity', 'POST', '/cart/process', { body: { ...cart, items: [{ ...cart.items[0], quantity: 'two' }] } }],
    ['negative quantity', 'POST', '/cart/process', { body: { ...cart, items: [{ ...cart.items[0], quantity: -1 }] } }],
    ['zero quantity', 'POST', '/orders', { body: { ...order, items: [{ product_id: bag, quantity: 0 }] } }],
    ['huge quantity', 'POST', '/cart/process', { body: { ...cart, items: [{ ...cart.items[0], quantity: 1e308 }] } }],
    ['huge order quantity', 'POST', '/orders', { body: { ...order, items: [{ product_id: bag, quantity: 99999 }] } }],
    ['product id not a uuid', 'POST', '/cart/process', { body: { ...cart, items: [{ ...cart.items[0], product_id: "1' OR 1=1" }] } }],
    ['unknown channel', 'POST', '/cart/process', { body: { ...cart, sales_channel_id: '00000000-0000-4000-8000-000000000000' } }],
    ['unknown currency', 'POST', '/cart/process', { body: { ...cart, currency: 'XYZ' } }],
    ['lowercase currency', 'POST', '/cart/process', { body: { ...cart, currency: 'pln' } }],
    ['schema value object', 'POST', '/cart/process', { body: { ...cart, items: [{ ...cart.items[0], schemas: { x: { y: 1 } } }] } }],
    ['unknown shipping method', 'POST', '/cart/process', { body: { ...cart, shipping_method_id: '00000000-0000-4000-8000-000000000000' } }],
    ['order without items', 'POST', '/orders', { body: { ...order, items: [] } }],
    ['order with bad email', 'POST', '/orders', { body: { ...order, email: 'not-an-email' } }],
    ['order without billing address', 'POST', '/orders', { body: { ...order, billing_address: undefined } }],
    ['order with numeric comment', 'POST', '/orders', { body: { ...order, comment: 12 } }],
    ['order with a null body', 'POST', '/orders', { raw: 'null' }],
    ['pay unknown order', 'POST', '/orders/NOPE00/pay/id:00000000-0000-4000-8000-000000000000', { body: { continue_url: 'http://127.0.0.1/x' } }],
    ['pay with a bad continue_url', 'POST', '/orders/NOPE00/pay/id:00000000-0000-4000-8000-000000000000', { body: { continue_url: 'javascript:alert(1)' } }],
    ['reset with a script redirect', 'POST', '/users/reset-password', { body: { email: 'klient@example.com', redirect_url: 'javascript:alert(1)' } }],
    ['register with a number as password', 'POST', '/register', { body: { name: 'A B', email: 'ab@example.com', password: 123456789012 } }],
    ['login with missing password', 'POST', '/login', { body: { email: 'a@example.com' } }],
    ['refresh with garbage', 'POST', '/auth/refresh', { body: { refresh_token: 'a.b.c' } }],
    ['bad page number', 'GET', '/products?page=-3', {}],
    ['huge limit', 'GET', '/products?limit=100000000', {}],
    ['non-numeric price filter', 'GET', '/products?price.min=abc', {}],
    ['unknown sort field', 'GET', '/products?sort=password:asc', {}],
    ['unknown product id', 'GET', '/products/id:00000000-0000-4000-8000-000000000000', {}],
    ['unknown page', 'GET', '/pages/%00', {}],
    ['unknown order code', 'GET', '/orders/ZZZZZZ', {}],
    ['wishlist check with bad ids', 'GET', '/wishlist/check?product_ids[]=x', { admin: true }],
    [
      'create product with a negative price',
      'POST',
      '/products',
      { admin: true, body: { name: 'X', slug: 'x', prices_base: [{ value: '-1', currency: 'PLN' }], public: true, shipping_digital: false } },
    ],
    [
      'create product in an unknown set',
      'POST',
      '/products',
      {
        admin: true,
        body: {
          name: 'X',
          slug: 'x',
          prices_base: [{ value: '1', currency: 'PLN' }],
          public: true,
          shipping_digital: false,
          sets: ['00000000-0000-4000-8000-000000000000'],
        },
      },
    ],
    ['create page with a taken slug', 'POST', '/pages', { admin: true, body: { name: 'X', slug: 'regulamin', content_html: '', public: true } }],
    ['create redirect without a leading slash', 'POST', '/redirects', { admin: true, body: { name: 'X', source_url: 'x', target_url: '/y', type: 301 } }],
    ['update an unknown setting', 'PATCH', '/settings/nope', { admin: true, body: { value: '1' } }],
    ['seo with a wrong twitter card', 'PATCH', '/seo', { admin: true, body: { twitter_card: 'huge' } }],
    ['status to an unknown status', 'PATCH', '/orders/id:00000000-0000-4000-8000-000000000000/status', { admin: true, body: { status_id: 'x' } }],
    ['unknown route', 'GET', '/no/such/route', {}],
  ];
};

describe('bad input gets a 4xx with an error key, never a 500, and writes nothing', () => {
  it('answers every case of the corpus with a coded client error', async () => {
    const before = { orders: count('orders'), products: count('products'), pages: count('pages'), users: count('users') };
    const failures: string[] = [];
    for (const [name, method, path, options] of cases()) {
      const r = await p.call(method, path, { ...options, token: options.admin ? admin : undefined });
      const key = (r.body as { error?: { key?: unknown } })?.error?.key;
      if (r.status < 400 || r.status >= 500 || typeof key !== 'string' || !/^[A-Z_]+$/.test(key)) {
        failures.push(`${name}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect({ orders: count('orders'), products: count('products'), pages: count('pages'), users: count('users') }).toEqual(before);
  });

  it('names the field in validation errors', async () => {
    const r = await p.call('POST', '/cart/process', {
      body: { currency: 'PLN', sales_channel_id: pl, items: [{ cartitem_id: '1', product_id: bag, quantity: -1 }] },
    });
    expect(r.status).toBe(422);
    expect(r.body.error.key).toBe('VALIDATION_ERROR');
    expect(Object.keys(r.body.error.errors)).toEqual(['items.0.quantity']);
    expect(r.body.error.errors['items.0.quantity'][0].key).toBe('VALIDATION_MIN');
    const malformed = await p.call('POST', '/login', { raw: '{' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.key).toBe('BAD_REQUEST');
  });
});

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Routes that read no body: a body sent to them is ignored, so only their hostile parameters are swept. */
const BODYLESS = /^(DELETE |POST \/auth\/logout$|POST \/users\/:ref\/2fa\/remove$)/;

const writeRoutes = () => {
  const app = createApp({ db: p.db, key: signingKey(p.db), publicUrl: () => p.url, dataDir: p.dataDir, demo: true, allowedOrigins: [] });
  const seen = new Set<string>();
  return app.routes
    .filter((r) => WRITES.has(r.method) && !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`))
    .map((r) => ({ method: r.method, path: r.path }));
};

/** Some row of the resource the route names, so that the body is read (an unknown one is a 404 first). */
function realRef(path: string): string {
  const resource = path.split('/').find((_part, i, parts) => parts[i + 1]?.startsWith(':'));
  const table =
    (
      {
        'sales-channels': 'sales_channels',
        'shipping-methods': 'shipping_methods',
        'payment-methods': 'payment_methods',
        'product-sets': 'product_sets',
        sales: 'discounts',
        coupons: 'discounts',
      } as Record<string, string>
    )[resource ?? ''] ?? resource;
  try {
    const row = all<{ id?: string; name?: string }>(p.db, `SELECT * FROM ${table} LIMIT 1`)[0];
    return row?.id ? `id:${row.id}` : (row?.name ?? `id:${UNKNOWN}`);
  } catch {
    return `id:${UNKNOWN}`;
  }
}

const fill = (path: string, value: (name: string) => string) => path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(value(name)));

/** Parameter values no route knows: an unknown id, SQL, control characters, a traversal, a very long one. */
const HOSTILE_PARAMS = [`id:${UNKNOWN}`, "x' OR '1'='1", 'a\u0000b\u001b\u202e', '../../etc/passwd', 'x'.repeat(5_000)];

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))));
type Body = { label: string; data: Buffer; type?: string; declaredLength?: number };
/** Bodies no write route accepts. */
const HOSTILE_BODIES: Body[] = [
  { label: 'malformed JSON', data: bytes('{"name": "x",') },
  { label: 'null', data: bytes('null') },
  { label: 'array', data: bytes('[{"name":"x"}]') },
  { label: 'string', data: bytes('"<script>alert(1)</script>"') },
  { label: 'number', data: bytes('1e309') },
  { label: 'deep nesting', data: bytes('['.repeat(1_000) + ']'.repeat(1_000)) },
  { label: 'deep object', data: bytes(`${'{"a":'.repeat(500)}1${'}'.repeat(500)}`) },
  { label: 'invalid UTF-8 byte in a string', data: bytes('{"name":"', [0xff, 0xfe], '","email":"a@example.com"}') },
  { label: 'overlong UTF-8 slash', data: bytes('{"name":"', [0xc0, 0xaf], '"}') },
  { label: 'wrong charset', data: bytes('{}'), type: 'application/json; charset=iso-8859-2' },
  { label: 'UTF-16 body', data: Buffer.from('{"name":"x"}', 'utf16le'), type: 'application/json; charset=utf-16' },
  { label: 'form instead of JSON', data: bytes('name=x&email=a%40example.com'), type: 'application/x-www-form-urlencoded' },
  { label: 'broken multipart', data: bytes('--zz\r\nContent-Disposition: form-data; name="file"\r\n\r\nbroken'), type: 'multipart/form-data; boundary=zz' },
  { label: 'multipart without boundary', data: bytes('x'), type: 'multipart/form-data' },
  // Refused on its Content-Length, before a byte of it is sent (a streamed one: the test at the end).
  { label: 'too large', data: bytes('{}'), declaredLength: 7_000_000 },
];

/** Sent with node:http, which can declare a body it never sends (the platform answers on the header alone). */
const send = (method: string, path: string, body?: Body) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const headers: Record<string, string | number> = { accept: 'application/json', authorization: `Bearer ${admin}` };
    if (body) Object.assign(headers, { 'content-type': body.type ?? 'application/json', 'content-length': body.declaredLength ?? body.data.byteLength });
    let answered = false;
    const req = request(`${p.url}${path}`, { method, headers }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        if (body?.declaredLength) req.destroy();
      });
    });
    req.on('error', (error) => (answered ? undefined : reject(new Error(`${method} ${path.slice(0, 80)} ${body?.label}: ${error.message}`))));
    if (body?.declaredLength) req.flushHeaders();
    else req.end(body?.data);
  });

/**
 * A digest of every table: any insert, update or delete changes it. The sign-in throttles' table is left out:
 * recording a refused attempt (a wrong password, a reset link that matches nothing) is its whole purpose.
 */
function snapshot(): Record<string, string> {
  const tables = all<{ name: string }>(p.db, "SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'auth_throttle' ORDER BY name");
  // Tables without a rowid (the full-text index's own) are ordered by all their columns.
  const rows = (name: string) => {
    try {
      return all(p.db, `SELECT * FROM "${name}" ORDER BY rowid`);
    } catch {
      const columns = all<{ cid: number }>(p.db, `SELECT cid FROM pragma_table_info('${name}')`).map((c) => c.cid + 1);
      return all(p.db, `SELECT * FROM "${name}" ORDER BY ${columns.join(', ')}`);
    }
  };
  return Object.fromEntries(
    tables.map(({ name }) => [
      name,
      createHash('sha256')
        .update(JSON.stringify(rows(name)))
        .digest('hex')
        .slice(0, 12),
    ]),
  );
}

const problem = (status: number, text: string): string | undefined => {
  if (status < 400 || status >= 500) return `status ${status}`;
  if (/\bat [\w.<>]+ \(|node_modules|file:\/\//.test(text)) return 'stack trace in the answer';
  // The HTML pages of the payment and sign-in simulators answer in HTML; everything else is the coded JSON error.
  if (text.startsWith('<')) return undefined;
  try {
    const key = (JSON.parse(text) as { error?: { key?: unknown } }).error?.key;
    return typeof key === 'string' && /^[A-Z_]+$/.test(key) ? undefined : 'no error key';
  } catch {
    return 'not JSON';
  }
};

describe('every write route of the platform, given hostile input', () => {
  it('the sweep covers the platform’s writes', () => {
    const routes = writeRoutes().map((r) => `${r.method} ${r.path}`);
    expect(routes.length).toBeGreaterThan(80);
    for (const known of ['POST /orders', 'POST /cart/process', 'PATCH /products/:ref', 'POST /media', 'POST /gateway/:paymentId', 'DELETE /wishlist/:ref'])
      expect(routes).toContain(known);
  });

  it('answers hostile bodies and parameters with a coded 4xx and writes nothing', async () => {
    const before = snapshot();
    const failures: string[] = [];
    for (const { method, path } of writeRoutes()) {
      const route = `${method} ${path}`;
      if (!BODYLESS.test(route)) {
        const target = fill(path, () => realRef(path));
        for (const body of HOSTILE_BODIES) {
          const { status, text } = await send(method, target, body);
          const why = problem(status, text);
          if (why) failures.push(`${route} (${target}) ${body.label}: ${why} ${text.slice(0, 160)}`);
        }
      }
      if (!path.includes(':')) continue;
      for (const param of HOSTILE_PARAMS) {
        const target = fill(path, () => param);
        const { status, text } = await send(method, target, BODYLESS.test(route) ? undefined : { label: 'empty object', data: bytes('{}') });
        const why = problem(status, text);
        if (why) failures.push(`${route} param ${JSON.stringify(param.slice(0, 20))}: ${why} ${text.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(snapshot()).toEqual(before);
  }, 120_000);

  it('refuses a body streamed past the limit without a Content-Length, before reading all of it', async () => {
    for (const [path, limit] of [
      ['/orders', 2_000_000],
      ['/media', 6_000_000],
    ] as const) {
      const { status, sent } = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
        let sent = 0;
        let answered = false;
        const req = request(
          `${p.url}${path}`,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${admin}`,
              'content-type': path === '/media' ? 'multipart/form-data; boundary=zz' : 'application/json',
              'transfer-encoding': 'chunked',
            },
          },
          (res) => {
            answered = true;
            res.resume();
            resolve({ status: res.statusCode ?? 0, sent });
            req.destroy();
          },
        );
        req.on('error', (error) => (answered ? undefined : reject(error)));
        const chunk = Buffer.alloc(256 * 1024, 'x');
        const pump = () => {
          if (answered || req.destroyed || sent > 8 * limit) return;
          sent += chunk.byteLength;
          if (req.write(chunk)) setImmediate(pump);
          else req.once('drain', pump);
        };
        pump();
      });
      expect(status, path).toBe(413);
      // Answered while the client was still sending (socket buffers hold a few MB more than the platform read).
      expect(sent, path).toBeLessThan(8 * limit);
    }
  });

  it('every field of the public writes given a value of the wrong type: no 500, and a refusal writes nothing', async () => {
    const customer = await p.login({ email: 'klient@example.com', password: 'demo-klient-haslo-2026' });
    const consents = ((await p.call('GET', '/consents')).body.data as { id: string; required: boolean }[]).filter((c) => c.required);
    const shipping = ((await p.call('GET', '/shipping-methods')).body.data as { id: string; name: string }[]).find((m) => m.name === 'Kurier')!;
    const WRONG: readonly [string, unknown][] = [
      ['null', null],
      ['number', 123],
      ['boolean', true],
      ['array', ['x']],
      ['object', { $gt: '' }],
      ['huge string', 'x'.repeat(100_000)],
      ['deep object', JSON.parse(`${'{"a":'.repeat(60)}1${'}'.repeat(60)}`)],
      ['script', '<script>alert(1)</script>'],
      ['SQL', "' OR 1=1 --"],
      ['control', 'a\u0000\u202e'],
    ];
    const WRITES_OF: readonly [string, string, Record<string, unknown>, string | undefined][] = [
      [
        'POST',
        '/register',
        { name: 'Anna Zła', email: 'zla@example.com', password: 'a-long-password-123', consents: Object.fromEntries(consents.map((c) => [c.id, true])) },
        undefined,
      ],
      ['POST', '/login', { email: 'klient@example.com', password: 'demo-klient-haslo-2026' }, undefined],
      [
        'POST',
        '/orders',
        {
          email: 'a@example.com',
          items: [{ product_id: bag, quantity: 1 }],
          shipping_method_id: shipping.id,
          shipping_place: address,
          billing_address: address,
          currency: 'PLN',
          sales_channel_id: pl,
        },
        undefined,
      ],
      ['POST', '/cart/process', { currency: 'PLN', sales_channel_id: pl, items: [{ cartitem_id: '1', product_id: bag, quantity: 1 }] }, undefined],
      ['POST', '/users/reset-password', { email: 'klient@example.com', redirect_url: 'http://127.0.0.1/reset-password' }, undefined],
      ['PUT', '/users/save-reset-password', { email: 'klient@example.com', token: 'x'.repeat(32), password: 'a-long-password-123' }, undefined],
      ['POST', '/auth/profile/shipping-addresses', { name: 'Dom', address, default: false }, customer],
      ['PATCH', '/auth/profile', { name: 'Jan Klient', birthday_date: '1990-01-01' }, customer],
      ['POST', '/wishlist', { product_id: bag }, customer],
    ];
    const failures: string[] = [];
    const accepted: string[] = [];
    // The database as each request finds it: the state after one request is the state before the next
    // (taken synchronously, nothing else runs in between).
    let before = JSON.stringify(snapshot());
    for (const [method, path, valid, token] of WRITES_OF) {
      for (const field of Object.keys(valid)) {
        for (const [label, value] of WRONG) {
          const r = await p.call(method, path, { body: { ...valid, [field]: value }, token });
          const after = JSON.stringify(snapshot());
          const where = `${method} ${path} ${field}=${label}`;
          if (r.status >= 500) failures.push(`${where}: ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`);
          else if (r.status >= 400 && after !== before) failures.push(`${where}: refused (${r.status}) but wrote`);
          else if (r.status < 400) accepted.push(where);
          before = after;
        }
      }
    }
    expect(failures).toEqual([]);
    // The only wrong values taken are those a field may be (an optional one left null, a name with script as text).
    // The only wrong values taken are values the field may hold: text in a name is text (the storefront
    // escapes it when shown), a boolean where one is expected, an optional date left empty.
    for (const where of accepted) expect(where, where).toMatch(/ (name=(script|SQL|control)|default=boolean|birthday_date=null)$/);
  }, 60_000);
});

// What a member of staff's preview relies on: the platform answers a hidden page or product to a token
// whose roles grant `pages.show_hidden` / `products.show_hidden`, as Heseya does, and the ordinary 404 to
// a guest, a customer, and staff without that permission. The demo data has one of each kind, not public.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
let admin: string;
beforeAll(async () => {
  p = await startTestPlatform();
  admin = await p.login();
});
afterAll(() => p?.stop());

async function staffWith(permissions: string[], email: string): Promise<string> {
  const role = await p.call('POST', '/roles', { token: admin, body: { name: `Podgląd ${email}`, permissions } });
  expect(role.status).toBe(201);
  const user = await p.call('POST', '/users', { token: admin, body: { name: email, email, password: 'haslo-podgladu-2026', roles: [role.body.data.id] } });
  expect(user.status).toBe(201);
  return p.login({ email, password: 'haslo-podgladu-2026' });
}

describe('hidden pages and products', () => {
  it('the demo shop has a hidden page and a hidden product, which guests and customers do not see', async () => {
    const customer = await p.login(CUSTOMER);
    for (const path of ['/pages/jesienna-kolekcja', '/products/prototyp-lampy']) {
      expect((await p.call('GET', path)).status, path).toBe(404);
      expect((await p.call('GET', path, { token: customer })).status, path).toBe(404);
    }
    const listed = (await p.call('GET', '/pages?limit=100')).body.data as { slug: string }[];
    expect(listed.map((page) => page.slug)).not.toContain('jesienna-kolekcja');
  });

  it('the owner, with every permission, reads both', async () => {
    const page = await p.call('GET', '/pages/jesienna-kolekcja', { token: admin });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ slug: 'jesienna-kolekcja', public: false, name: 'Jesienna kolekcja' });
    const product = await p.call('GET', '/products/prototyp-lampy', { token: admin });
    expect(product.status).toBe(200);
    expect(product.body.data).toMatchObject({ slug: 'prototyp-lampy', public: false });
  });

  it('each permission opens its own kind only', async () => {
    const editor = await staffWith(
      ['pages.show', 'pages.show_details', 'pages.show_hidden', 'products.show', 'products.show_details'],
      'redakcja-podglad@example.com',
    );
    expect((await p.call('GET', '/pages/jesienna-kolekcja', { token: editor })).status).toBe(200);
    expect((await p.call('GET', '/products/prototyp-lampy', { token: editor })).status).toBe(404);
    expect((await p.call('GET', '/auth/profile', { token: editor })).body.data.permissions).toContain('pages.show_hidden');

    const merchandiser = await staffWith(
      ['pages.show', 'pages.show_details', 'products.show', 'products.show_details', 'products.show_hidden'],
      'towary-podglad@example.com',
    );
    expect((await p.call('GET', '/products/prototyp-lampy', { token: merchandiser })).status).toBe(200);
    expect((await p.call('GET', '/pages/jesienna-kolekcja', { token: merchandiser })).status).toBe(404);
  });
});

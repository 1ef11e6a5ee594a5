import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
let admin: string;
beforeAll(async () => {
  p = await startTestPlatform();
  admin = await p.login();
});
afterAll(() => p?.stop());

const newProduct = {
  name: 'Świeca sojowa',
  slug: 'swieca-sojowa',
  prices_base: [
    { value: '45.00', currency: 'PLN' },
    { value: '10.99', currency: 'EUR' },
  ],
  public: true,
  shipping_digital: false,
};

describe('guards', () => {
  it('answers 401 to guests and 403 to customers without the permission', async () => {
    const guest = await p.call('POST', '/products', { body: newProduct });
    expect(guest.status).toBe(401);
    expect(guest.body.error.key).toBe('UNAUTHORIZED');
    const customer = await p.call('POST', '/products', { body: newProduct, token: await p.login(CUSTOMER) });
    expect(customer.status).toBe(403);
    expect(customer.body.error.key).toBe('FORBIDDEN');
    expect((await p.call('GET', '/orders', { token: await p.login(CUSTOMER) })).status).toBe(403);
  });

  it('lets a user with a limited role do exactly what the role allows', async () => {
    const role = await p.call('POST', '/roles', { token: admin, body: { name: 'Redaktor', permissions: ['pages.show', 'pages.add', 'pages.edit'] } });
    expect(role.status).toBe(201);
    await p.call('POST', '/users', {
      token: admin,
      body: { name: 'Rita Redaktor', email: 'rita@example.com', password: 'haslo-redaktorki', roles: [role.body.data.id] },
    });
    const rita = await p.login({ email: 'rita@example.com', password: 'haslo-redaktorki' });
    expect((await p.call('POST', '/pages', { token: rita, body: { name: 'Blog', slug: 'blog', content_html: '<p>x</p>', public: true } })).status).toBe(201);
    expect((await p.call('POST', '/products', { token: rita, body: newProduct })).status).toBe(403);
    expect((await p.call('GET', '/auth/profile', { token: rita })).body.data.permissions).toContain('pages.add');
  });
});

describe('role rules', () => {
  it('keeps built-in roles and the owner role intact', async () => {
    const roles = (await p.call('GET', '/roles', { token: admin })).body.data as { id: string; name: string; deletable: boolean }[];
    const owner = roles.find((r) => r.name === 'Owner')!;
    expect((await p.call('DELETE', `/roles/id:${owner.id}`, { token: admin })).body.error.key).toBe('CLIENT_DELETE_BUILT_IN_ROLE');
    expect((await p.call('PATCH', `/roles/id:${owner.id}`, { token: admin, body: { permissions: ['pages.show'] } })).body.error.key).toBe(
      'CLIENT_UPDATE_OWNER_PERMISSIONS',
    );
    const me = (await p.call('GET', '/auth/profile', { token: admin })).body.data;
    const alone = await p.call('PATCH', `/users/id:${me.id}`, { token: admin, body: { roles: [] } });
    expect(alone.body.error.key).toBe('CLIENT_ONE_OWNER_REMAINS');
    expect((await p.call('POST', '/users/self-remove', { token: admin, body: { password: 'test-admin-password-123' } })).body.error.key).toBe(
      'CLIENT_ONE_OWNER_REMAINS',
    );
  });

  it('stops a manager from granting the owner role or roles with permissions they lack', async () => {
    const roles = (await p.call('GET', '/roles', { token: admin })).body.data as { id: string; name: string }[];
    const owner = roles.find((r) => r.name === 'Owner')!;
    const manager = (
      await p.call('POST', '/roles', {
        token: admin,
        body: { name: 'Kierownik', permissions: ['users.show', 'users.add', 'users.edit', 'roles.show', 'roles.add', 'pages.show'] },
      })
    ).body.data;
    const catalogue = (await p.call('POST', '/roles', { token: admin, body: { name: 'Katalog', permissions: ['products.add'] } })).body.data;
    await p.call('POST', '/users', {
      token: admin,
      body: { name: 'Marek Kierownik', email: 'marek@example.com', password: 'haslo-kierownika', roles: [manager.id] },
    });
    const marek = await p.login({ email: 'marek@example.com', password: 'haslo-kierownika' });
    const asOwner = await p.call('POST', '/users', {
      token: marek,
      body: { name: 'Ktoś Nowy', email: 'nowy@example.com', password: 'haslo-nowego-1', roles: [owner.id] },
    });
    expect(asOwner.body.error.key).toBe('CLIENT_ONLY_OWNER_GRANTS_OWNER_ROLE');
    const lacking = await p.call('POST', '/users', {
      token: marek,
      body: { name: 'Ktoś Nowy', email: 'nowy@example.com', password: 'haslo-nowego-1', roles: [catalogue.id] },
    });
    expect(lacking.body.error.key).toBe('CLIENT_GIVE_ROLE_THAT_USER_DOESNT_HAVE');
    expect((await p.call('POST', '/login', { body: { email: 'nowy@example.com', password: 'haslo-nowego-1' } })).status).toBe(422);
    const roleBeyond = await p.call('POST', '/roles', { token: marek, body: { name: 'Za dużo', permissions: ['products.remove'] } });
    expect(roleBeyond.body.error.key).toBe('CLIENT_CREATE_ROLE_WITHOUT_PERMISSION');
  });
});

describe('admin writes show up in public reads', () => {
  it('publishes a product, a page, a redirect, a setting and SEO', async () => {
    const created = await p.call('POST', '/products', {
      token: admin,
      body: { ...newProduct, sets: [(await p.call('GET', '/product-sets/dom')).body.data.id], description_html: '<p>Pachnie lasem.</p>' },
    });
    expect(created.status).toBe(201);
    const read = await p.call('GET', '/products/swieca-sojowa');
    expect(read.body.data).toMatchObject({ name: 'Świeca sojowa', description_html: '<p>Pachnie lasem.</p>' });
    expect(read.body.data.prices_base).toEqual(expect.arrayContaining([expect.objectContaining({ gross: '45.00', currency: 'PLN' })]));
    expect((await p.call('GET', '/products?sets[]=dom&limit=100')).body.data.map((x: { slug: string }) => x.slug)).toContain('swieca-sojowa');
    const tracker = await p.call('GET', `/price-tracker/products/${created.body.data.id}/PLN`);
    expect(tracker.body.data.price_min).toBe('45.00');

    await p.call('POST', '/pages', {
      token: admin,
      body: { name: 'Kontakt', slug: 'kontakt', content_html: '<p>Zadzwoń</p>', public: true, seo: { title: 'Kontakt z nami' } },
    });
    expect((await p.call('GET', '/pages/kontakt')).body.data).toMatchObject({
      name: 'Kontakt',
      content_html: '<p>Zadzwoń</p>',
      seo: { title: 'Kontakt z nami' },
    });
    await p.call('POST', '/redirects', { token: admin, body: { name: 'Kontakt', source_url: '/contact', target_url: '/kontakt', type: 302 } });
    expect((await p.call('GET', '/redirects?limit=500')).body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ source_url: '/contact', target_url: '/kontakt', type: 302 })]),
    );
    await p.call('PATCH', '/settings/store_name', { token: admin, body: { value: 'Sklep Testowy' } });
    expect((await p.call('GET', '/settings')).body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'store_name', value: 'Sklep Testowy' })]),
    );
    await p.call('PATCH', '/seo', { token: admin, body: { title: 'Nowy tytuł sklepu', keywords: ['świece'] } });
    expect((await p.call('GET', '/seo')).body.data).toMatchObject({ title: 'Nowy tytuł sklepu', keywords: ['świece'] });
    expect((await p.call('GET', '/settings')).body.data.map((s: { name: string }) => s.name)).not.toContain('internal_notes');
    expect((await p.call('GET', '/settings', { token: admin })).body.data.map((s: { name: string }) => s.name)).toContain('internal_notes');
  });

  it('hides non-public products and sets from shoppers but shows them to staff', async () => {
    expect((await p.call('GET', '/products/prototyp-lampy')).status).toBe(404);
    expect((await p.call('GET', '/products/prototyp-lampy', { token: admin })).status).toBe(200);
    expect((await p.call('GET', '/products/kubek-kolekcja-2020')).status).toBe(404);
  });
});

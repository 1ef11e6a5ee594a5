// Banners as Heseya 8 serves them (heseya/core src/Domain/Banner, routes/banner.php): read by guests
// (`banners.show`), by slug or `id:{id}`, slides published per language, staff writes with
// banners.add/edit/remove and Heseya's validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, startTestPlatform, type TestPlatform } from './harness.ts';
import { LANGUAGE_EN, LANGUAGE_PL } from '../seed/demo-shop.ts';

let p: TestPlatform;
let admin: string;
let mediaId: string;
beforeAll(async () => {
  p = await startTestPlatform();
  admin = await p.login();
  mediaId = ((await p.call('GET', '/media', { token: admin })).body.data as { id: string; slug: string }[]).find((m) => m.slug === 'store-logo')!.id;
});
afterAll(() => p?.stop());

const inLanguage = (lang: string) => ({ headers: { 'accept-language': lang } });
type Slide = {
  id: string;
  order: number;
  title: string | null;
  subtitle: string | null;
  url: string | null;
  published: string[];
  media: { min_screen_width: number; media: { id: string; url: string; alt: string | null } }[];
  translations?: Record<string, { title: string | null; subtitle: string | null }>;
};
type Banner = { id: string; slug: string; name: string; active: boolean; banner_media: Slide[]; metadata: Record<string, unknown> };

describe('the demo banners', () => {
  it("serves the slugs Heseya's storefront builds its home page from, to a guest, in the request's language", async () => {
    for (const slug of ['main-banner', 'secondary-banner', 'offer-banner', 'category-kuchnia']) {
      const reply = await p.call('GET', `/banners/${slug}`);
      expect(reply.status, slug).toBe(200);
      expect(reply.body.data.active).toBe(true);
    }
    const pl = (await p.call<{ data: Banner }>('GET', '/banners/main-banner', inLanguage('pl'))).body.data;
    const en = (await p.call<{ data: Banner }>('GET', '/banners/main-banner', inLanguage('en'))).body.data;
    expect(pl.banner_media.length).toBeGreaterThanOrEqual(2);
    expect(pl.banner_media[0]).toMatchObject({ title: 'Jesień w domu', url: '/category/tekstylia', order: 1, published: [LANGUAGE_PL, LANGUAGE_EN] });
    expect(en.banner_media[0]).toMatchObject({ title: 'Autumn at home', subtitle: 'Blankets, cushions and linen for cool evenings' });
    // One picture per minimum screen width, each with its alt in the request's language.
    expect(pl.banner_media[0]!.media.map((m) => m.min_screen_width)).toEqual([0, 768]);
    expect(pl.banner_media[0]!.media[0]!.media.alt).toMatch(/Sofa/);
    expect(en.banner_media[0]!.media[0]!.media.alt).toMatch(/A sofa/);
    const svg = await (await fetch(pl.banner_media[0]!.media[1]!.media.url)).text();
    expect(svg).toContain('<svg');
    expect(svg).not.toMatch(/<text|aria-label/);
  });

  it('is addressed by id as id:{id}, and an unknown slug is a 404', async () => {
    const main = (await p.call('GET', '/banners/main-banner')).body.data as Banner;
    expect((await p.call('GET', `/banners/id:${main.id}`)).body.data.slug).toBe('main-banner');
    const missing = await p.call('GET', '/banners/no-such-banner');
    expect(missing.status).toBe(404);
    expect(missing.body.error.key).toBe('NOT_FOUND');
  });

  it("lists with Heseya's filters: slug (a contains match), ids[], metadata", async () => {
    const slugs = async (q: string) => ((await p.call('GET', `/banners?${q}`)).body.data as Banner[]).map((b) => b.slug);
    expect((await slugs('')).sort()).toEqual(['category-kuchnia', 'main-banner', 'offer-banner', 'secondary-banner']);
    expect(await slugs('slug=main-banner')).toEqual(['main-banner']);
    expect((await slugs('slug=-banner')).sort()).toEqual(['main-banner', 'offer-banner', 'secondary-banner']);
    const offer = (await p.call('GET', '/banners/offer-banner')).body.data as Banner;
    expect(await slugs(`ids[]=${offer.id}`)).toEqual(['offer-banner']);
    expect((await p.call('GET', '/banners?slug=a%20b')).status).toBe(422);
    expect((await p.call('GET', '/banners?ids[]=nope')).status).toBe(422);
  });
});

describe('staff manage banners', () => {
  const slide = (title: string, published: string[]) => ({
    url: '/category/kuchnia',
    published,
    translations: { [LANGUAGE_PL]: { title, subtitle: 'Podtytuł' }, [LANGUAGE_EN]: { title: `${title} (en)`, subtitle: 'Subtitle' } },
    media: [
      { min_screen_width: 0, media: mediaId },
      { min_screen_width: 1024, media: mediaId },
    ],
  });

  it('refuses guests (401) and customers (403) every write, and customers may read', async () => {
    const customer = await p.login(CUSTOMER);
    const body = { slug: 'x-guest', name: 'X', active: true, banner_media: [] };
    expect((await p.call('POST', '/banners', { body })).status).toBe(401);
    expect((await p.call('POST', '/banners', { body, token: customer })).status).toBe(403);
    const main = (await p.call('GET', '/banners/main-banner')).body.data as Banner;
    expect((await p.call('PATCH', `/banners/id:${main.id}`, { body: { name: 'Hacked' }, token: customer })).status).toBe(403);
    expect((await p.call('DELETE', `/banners/id:${main.id}`, { token: customer })).status).toBe(403);
    expect((await p.call('GET', '/banners/main-banner', { token: customer })).status).toBe(200);
  });

  it('creates, changes and deletes a banner; slides answer only in the languages they are published in', async () => {
    const created = await p.call<{ data: Banner }>('POST', '/banners', {
      token: admin,
      body: {
        slug: 'wyprzedaz',
        name: 'Wyprzedaż',
        active: true,
        banner_media: [slide('Wyprzedaż!', [LANGUAGE_PL]), slide('Dla wszystkich', [LANGUAGE_PL, LANGUAGE_EN])],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data.banner_media[0]).toMatchObject({ title: 'Wyprzedaż!', url: '/category/kuchnia', published: [LANGUAGE_PL] });
    expect(created.body.data.banner_media[0]!.media.map((m) => m.min_screen_width)).toEqual([0, 1024]);

    const en = (await p.call('GET', '/banners/wyprzedaz', inLanguage('en'))).body.data as Banner;
    expect(en.banner_media.map((m) => m.title)).toEqual(['Dla wszystkich (en)']);
    const all = (await p.call('GET', '/banners/wyprzedaz?with_translations=1', inLanguage('en'))).body.data as Banner;
    expect(all.banner_media).toHaveLength(2);
    expect(all.banner_media[0]!.translations?.[LANGUAGE_PL]).toEqual({ title: 'Wyprzedaż!', subtitle: 'Podtytuł' });

    // An inactive banner is still listed and read (Heseya leaves `active` to the storefront).
    const changed = await p.call('PATCH', `/banners/id:${id}`, { token: admin, body: { active: false, name: 'Stara wyprzedaż' } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ active: false, name: 'Stara wyprzedaż', slug: 'wyprzedaz' });
    expect(changed.body.data.banner_media).toHaveLength(2);
    expect(((await p.call('GET', '/banners?slug=wyprzedaz')).body.data as Banner[])[0]).toMatchObject({ active: false });

    const replaced = await p.call('PATCH', `/banners/id:${id}`, { token: admin, body: { banner_media: [slide('Jedyny', [LANGUAGE_PL])] } });
    expect(replaced.body.data.banner_media.map((m: Slide) => m.title)).toEqual(['Jedyny']);

    expect((await p.call('PATCH', '/banners/wyprzedaz', { token: admin, body: { name: 'Slug' } })).status).toBe(404);
    expect((await p.call('DELETE', `/banners/id:${id}`, { token: admin })).status).toBe(204);
    expect((await p.call('GET', '/banners/wyprzedaz')).status).toBe(404);
  });

  it('validates as Heseya: required fields, a unique slug, existing media and languages', async () => {
    const post = (body: unknown) => p.call('POST', '/banners', { token: admin, body });
    const missing = await post({ slug: 'bez-nazwy' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.error.errors)).toEqual(expect.arrayContaining(['name', 'active']));
    const taken = await post({ slug: 'main-banner', name: 'Drugi', active: true });
    expect(taken.status).toBe(422);
    expect(taken.body.error.errors.slug[0].key).toBe('VALIDATION_UNIQUE');
    const noMedia = await post({
      slug: 'zle-media',
      name: 'Złe',
      active: true,
      banner_media: [{ ...slide('A', [LANGUAGE_PL]), media: [{ min_screen_width: 0, media: '00000000-0000-4000-8000-000000000000' }] }],
    });
    expect(noMedia.status).toBe(422);
    expect(noMedia.body.error.errors['banner_media.0.media.0.media'][0].key).toBe('VALIDATION_EXISTS');
    const noLanguage = await post({
      slug: 'zly-jezyk',
      name: 'Zły',
      active: true,
      banner_media: [{ ...slide('A', ['00000000-0000-4000-8000-000000000000']) }],
    });
    expect(noLanguage.status).toBe(422);
    const badWidth = await post({
      slug: 'zla-szerokosc',
      name: 'Zła',
      active: true,
      banner_media: [{ ...slide('A', [LANGUAGE_PL]), media: [{ min_screen_width: -1, media: mediaId }] }],
    });
    expect(badWidth.status).toBe(422);
    const longUrl = await post({
      slug: 'dlugi-adres',
      name: 'Długi',
      active: true,
      banner_media: [{ ...slide('A', [LANGUAGE_PL]), url: `/${'a'.repeat(300)}` }],
    });
    expect(longUrl.status).toBe(422);
    expect((await p.call('GET', '/banners?slug=zle')).body.data).toEqual([]);
  });
});

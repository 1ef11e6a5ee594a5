// Banners as Heseya 8 serves them (heseya/core src/Domain/Banner): `banners.show` (the guest role has it)
// reads the list and one banner by `id:{id}` or by slug; `banners.add`/`.edit`/`.remove` write. A banner's
// slides (`banner_media`) carry title and subtitle per language, the languages they are published in, a
// link, and one picture per minimum screen width. A read answers only the slides published in the
// request's language, unless `with_translations` asks for all of them with their translations. The list
// answers inactive banners too: `active` is for the storefront to honour, as Heseya's own storefront does.
import { Hono } from 'hono';
import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import type { AppEnv, Deps, C } from '../http/context.ts';
import { allows, can, tr } from '../http/context.ts';
import { body, boolParam, idOrSlug, pageParams, parse, query, stringList } from '../http/input.ts';
import { paginate } from '../http/pagination.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { all, one, run } from '../db/database.ts';
import { catalogueContext, mediaById } from '../catalogue/catalogue-context.ts';
import type { Metadata } from '../catalogue/types.ts';
import { metadataSearch } from '../http/metadata-query.ts';
import { stableId } from '../http/stable-id.ts';

/** Translations and `published` are kept by language iso code; the wire names languages by id. */
export type StoredBannerMedia = {
  translations: Record<string, { title: string | null; subtitle: string | null }>;
  published?: string[];
  url: string | null;
  media: { min_screen_width: number; media_id: string }[];
};

export type StoredBanner = {
  id: string;
  slug: string;
  name: string;
  active: boolean;
  banner_media: StoredBannerMedia[];
  metadata: Metadata;
  metadata_private?: Metadata;
};

const title = z.string().max(255).nullable().optional();
const translation = z.object({ title, subtitle: title }).refine((t) => t.title !== undefined || t.subtitle !== undefined, 'should contain appropriate fields');
const responsiveMedia = z.object({ min_screen_width: z.number().int().min(0).max(100_000), media: z.uuid() });
const slideInput = z.object({
  url: z.string().max(255).nullable().optional(),
  translations: z.record(z.string(), translation).default({}),
  published: z.array(z.string()).max(20).default([]),
  media: z.array(responsiveMedia).max(20).default([]),
});
const metadataInput = z.record(z.string().max(255), z.union([z.string().max(5000), z.number().finite(), z.boolean(), z.null()]));
const bannerCreate = z.object({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9_-]+$/, 'may only contain letters, numbers, dashes and underscores'),
  name: z.string().trim().min(1).max(255),
  active: z.boolean(),
  banner_media: z.array(slideInput).max(50).default([]),
  metadata: metadataInput.optional(),
  metadata_private: metadataInput.optional(),
});
const bannerUpdate = bannerCreate
  .omit({ metadata: true, metadata_private: true })
  .extend({ banner_media: z.array(slideInput).max(50) })
  .partial();
const listQuery = pageParams
  .extend({
    slug: z
      .string()
      .max(255)
      .regex(/^[A-Za-z0-9_-]*$/)
      .optional(),
    ids: stringList.pipe(z.array(z.uuid()).max(500)).optional(),
    'ids[]': stringList.pipe(z.array(z.uuid()).max(500)).optional(),
    with_translations: boolParam.optional(),
  })
  .passthrough();
const readQuery = z.object({ with_translations: boolParam.optional() }).passthrough();

export function bannerRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  const languages = () => all<{ id: string; iso: string }>(deps.db, 'SELECT id, iso FROM languages');
  const banners = () => all<{ data: string }>(deps.db, 'SELECT data FROM banners ORDER BY rowid').map((r) => JSON.parse(r.data) as StoredBanner);

  const bannerOut = (c: C, b: StoredBanner, withTranslations: boolean) => {
    const cc = catalogueContext(deps, c.get('rc'));
    const langs = languages();
    const idOf = (iso: string) => langs.find((l) => l.iso === iso)?.id;
    const lang = c.get('rc').lang;
    // A slide stored without `published` (the demo's) is published in every language it has words for.
    const publishedIn = (m: StoredBannerMedia) => m.published ?? Object.keys(m.translations);
    return {
      id: b.id,
      slug: b.slug,
      name: b.name,
      active: b.active,
      banner_media: b.banner_media.flatMap((m, index) => {
        if (!withTranslations && !publishedIn(m).includes(lang)) return [];
        const t = tr(c, m.translations);
        return [
          {
            id: stableId('banner-media', b.id, String(index)),
            order: index + 1,
            url: m.url,
            title: t?.title ?? null,
            subtitle: t?.subtitle ?? null,
            media: m.media.flatMap((x) => {
              const media = mediaById(cc, x.media_id);
              return media ? [{ min_screen_width: x.min_screen_width, media }] : [];
            }),
            published: publishedIn(m).flatMap((iso) => idOf(iso) ?? []),
            ...(withTranslations && {
              translations: Object.fromEntries(Object.entries(m.translations).flatMap(([iso, words]) => (idOf(iso) ? [[idOf(iso)!, words]] : []))),
            }),
          },
        ];
      }),
      metadata: b.metadata,
      ...(allows(c, 'banners.show_metadata_private') && { metadata_private: b.metadata_private ?? {} }),
    };
  };

  /** Slides from the wire (languages by id, or by iso code) to the stored form, checking languages and media. */
  const toSlides = (input: z.infer<typeof slideInput>[], existing: StoredBannerMedia[] = []): StoredBannerMedia[] => {
    const langs = languages();
    const isoOf = (key: string, field: string) => {
      const hit = langs.find((l) => l.id === key || l.iso === key);
      if (!hit) throw fieldError(field, 'VALIDATION_EXISTS', `Language ${key} in ${field} doesn't exist`);
      return hit.iso;
    };
    return input.map((slide, i) => {
      const translations: StoredBannerMedia['translations'] = { ...existing[i]?.translations };
      for (const [key, words] of Object.entries(slide.translations)) {
        const iso = isoOf(key, `banner_media.${i}.translations`);
        translations[iso] = { title: words.title ?? translations[iso]?.title ?? null, subtitle: words.subtitle ?? translations[iso]?.subtitle ?? null };
      }
      slide.media.forEach((m, j) => {
        if (!one(deps.db, 'SELECT id FROM media WHERE id = ?', m.media))
          throw fieldError(`banner_media.${i}.media.${j}.media`, 'VALIDATION_EXISTS', 'The selected media is invalid.');
      });
      return {
        url: slide.url ?? null,
        translations,
        published: slide.published.map((key) => isoOf(key, `banner_media.${i}.published`)),
        media: slide.media.map((m) => ({ min_screen_width: m.min_screen_width, media_id: m.media })),
      };
    });
  };

  const slugTaken = (slug: string, exceptId?: string) => banners().some((b) => b.slug === slug && b.id !== exceptId);
  const save = (b: StoredBanner, insert: boolean) =>
    insert
      ? run(deps.db, 'INSERT INTO banners (id, slug, data) VALUES (?, ?, ?)', b.id, b.slug, JSON.stringify(b))
      : run(deps.db, 'UPDATE banners SET slug = ?, data = ? WHERE id = ?', b.slug, JSON.stringify(b), b.id);

  app.get('/banners', (c) => {
    can(c, 'banners.show');
    const q = query(c);
    const { page, limit, slug, ids, 'ids[]': idsBracket, with_translations } = parse(listQuery, q);
    const matches = metadataSearch(q, allows(c, 'banners.show_metadata_private'));
    const wantedIds = ids ?? idsBracket;
    // Heseya's `slug` criterion is a LIKE match: any banner whose slug contains it.
    const found = banners().filter(
      (b) => (!slug || b.slug.toLowerCase().includes(slug.toLowerCase())) && (!wantedIds || wantedIds.includes(b.id)) && matches(b),
    );
    const { data, meta } = paginate(found, page, limit, '/banners');
    return c.json({ data: data.map((b) => bannerOut(c, b, with_translations ?? false)), meta });
  });

  app.get('/banners/:ref', (c) => {
    can(c, 'banners.show');
    const { with_translations } = parse(readQuery, query(c));
    const ref = idOrSlug(c.req.param('ref'));
    const b = banners().find((x) => ('id' in ref ? x.id === ref.id : x.slug === ref.slug));
    if (!b) throw notFound('Banner');
    return c.json({ data: bannerOut(c, b, with_translations ?? false) });
  });

  app.post('/banners', async (c) => {
    can(c, 'banners.add');
    const input = await body(c, bannerCreate);
    if (slugTaken(input.slug)) throw fieldError('slug', 'VALIDATION_UNIQUE', 'The slug has already been taken.');
    const b: StoredBanner = {
      id: randomUUID(),
      slug: input.slug,
      name: input.name,
      active: input.active,
      banner_media: toSlides(input.banner_media),
      metadata: input.metadata ?? {},
      metadata_private: input.metadata_private ?? {},
    };
    save(b, true);
    return c.json({ data: bannerOut(c, b, false) }, 201);
  });

  const byIdRef = (ref: string) => {
    if (!ref.startsWith('id:')) throw notFound('Banner');
    const b = banners().find((x) => x.id === ref.slice(3));
    if (!b) throw notFound('Banner');
    return b;
  };

  app.patch('/banners/:ref', async (c) => {
    can(c, 'banners.edit');
    const existing = byIdRef(c.req.param('ref'));
    const input = await body(c, bannerUpdate);
    if (input.slug !== undefined && slugTaken(input.slug, existing.id)) throw fieldError('slug', 'VALIDATION_UNIQUE', 'The slug has already been taken.');
    // As Heseya: given slides replace the banner's slides in order (each keeps the words of the slide it replaces
    // for languages it does not name); absent, the slides stay.
    const b: StoredBanner = {
      ...existing,
      slug: input.slug ?? existing.slug,
      name: input.name ?? existing.name,
      active: input.active ?? existing.active,
      banner_media: input.banner_media ? toSlides(input.banner_media, existing.banner_media) : existing.banner_media,
    };
    save(b, false);
    return c.json({ data: bannerOut(c, b, false) });
  });

  app.delete('/banners/:ref', (c) => {
    can(c, 'banners.remove');
    const existing = byIdRef(c.req.param('ref'));
    run(deps.db, 'DELETE FROM banners WHERE id = ?', existing.id);
    return c.body(null, 204);
  });

  return app;
}

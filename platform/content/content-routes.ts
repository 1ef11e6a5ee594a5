import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps, C } from '../http/context.ts';
import { allows, can, tr } from '../http/context.ts';
import { body, idOrSlug, pageParams, patchBody, query, parse } from '../http/input.ts';
import { paginate } from '../http/pagination.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { all, one, run } from '../db/database.ts';
import { catalogueContext, seoOut } from '../catalogue/catalogue-context.ts';
import { seoHeaderTagsInput } from '../catalogue/product-input.ts';
import type { SeoData } from '../catalogue/types.ts';
import { loadLanguages } from '../channels/channel-store.ts';
import { metadataSearch } from '../http/metadata-query.ts';
import { stableId } from '../http/stable-id.ts';
import { emitEvent } from '../webhooks/emit.ts';

export type StoredPage = {
  id: string;
  slug: string;
  public: boolean;
  sort: number;
  translations: Record<string, { name: string; content_html: string }>;
  metadata: Record<string, string>;
  seo: SeoData;
};
export type StoredRedirect = { id: string; name: string; source_url: string; target_url: string; type: 301 | 302 | 307 | 308; enabled: boolean };

const seoInput = z.object({
  title: z
    .string()
    .max(1000)
    .nullable()
    .optional()
    .transform((v) => v ?? undefined),
  description: z
    .string()
    .max(1000)
    .nullable()
    .optional()
    .transform((v) => v ?? undefined),
  keywords: z
    .array(z.string().max(100))
    .max(50)
    .nullable()
    .optional()
    .transform((v) => v ?? undefined),
  og_image_id: z.uuid().nullable().optional(),
  twitter_card: z
    .enum(['summary', 'summary_large_image'])
    .nullable()
    .optional()
    .transform((v) => v ?? undefined),
  no_index: z.boolean().optional(),
  header_tags: seoHeaderTagsInput,
});
type SeoInput = z.infer<typeof seoInput>;

function seoFromInput(deps: Deps, lang: string, input: SeoInput | undefined, existing: SeoData = {}): SeoData {
  if (!input) return existing;
  const { title, description, keywords, header_tags, ...rest } = input;
  const translations = { ...existing.translations };
  const current = translations[lang] ?? {};
  translations[lang] = {
    ...current,
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    ...(keywords !== undefined ? { keywords } : {}),
  };
  if (rest.og_image_id && !one(deps.db, 'SELECT id FROM media WHERE id = ?', rest.og_image_id))
    throw fieldError('seo.og_image_id', 'VALIDATION_EXISTS', 'Media does not exist.');
  return { ...existing, ...rest, ...(header_tags !== undefined ? { header_tags: header_tags ?? [] } : {}), translations };
}

const pageInput = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(255),
  name: z.string().trim().min(1).max(255),
  content_html: z.string().max(200_000),
  public: z.boolean().default(true),
  seo: seoInput.optional(),
});

/** A `{name}` placeholder of a redirect rule's source: it matches one path segment or a part of one. */
const PLACEHOLDER = /\{(\w+)\}/g;

/** Whether no two placeholders sit side by side (`{a}{b}`: where one ends would be a guess). */
function placeholdersApart(source: string): boolean {
  return !/\{\w+\}\{\w+\}/.test(source);
}

/** Whether no placeholder name is used twice (the target could take only one of the values). */
function placeholdersDistinct(source: string): boolean {
  const names = [...source.matchAll(PLACEHOLDER)].map((match) => match[1]);
  return new Set(names).size === names.length;
}

// What the storefront can match: each placeholder ended by literal text (or its segment's end), each name
// once; the storefront skips any other rule, so it is refused here when it is written. The lengths are
// Heseya's own (255).
const redirectSource = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .startsWith('/')
  .refine(placeholdersApart, { message: 'Two placeholders in a row need text between them, e.g. {category}-{id}.', params: { key: 'VALIDATION_REGEX' } })
  .refine(placeholdersDistinct, { message: 'Each placeholder name may appear only once in the source.', params: { key: 'VALIDATION_DISTINCT' } });

const redirectInput = z.object({
  name: z.string().trim().min(1).max(255),
  source_url: redirectSource,
  target_url: z.string().trim().min(1).max(255),
  type: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(301),
  enabled: z.boolean().default(true),
});

export function contentRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const loadPages = () => all<{ data: string }>(deps.db, 'SELECT data FROM pages ORDER BY sort').map((r) => JSON.parse(r.data) as StoredPage);
  const pageShort = (c: C, p: StoredPage) => ({
    id: p.id,
    slug: p.slug,
    name: tr(c, p.translations)?.name ?? p.slug,
    public: p.public,
    order: p.sort,
    metadata: p.metadata,
    published: loadLanguages(deps.db).map((l) => l.id),
  });
  /** Pictures in a page may name the platform's own media by path (src="/media/…"); shoppers get its full address. */
  const mediaAddresses = (html: string) => html.replace(/(\s(?:src|srcset)=["'])\/media\//g, `$1${deps.publicUrl()}/media/`);
  const pageView = (c: C, p: StoredPage) => ({
    ...pageShort(c, p),
    content_html: mediaAddresses(tr(c, p.translations)?.content_html ?? ''),
    seo: seoOut(catalogueContext(deps, c.get('rc')), p.seo),
  });
  const savePage = (p: StoredPage) =>
    run(
      deps.db,
      `INSERT INTO pages (id, slug, sort, public, data) VALUES (?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET slug = excluded.slug, public = excluded.public, data = excluded.data`,
      p.id,
      p.slug,
      p.sort,
      p.public ? 1 : 0,
      JSON.stringify(p),
    );

  app.get('/pages', (c) => {
    can(c, 'pages.show');
    const q = query(c);
    const { page, limit } = parse(pageParams.passthrough(), q);
    const showHidden = allows(c, 'pages.show_hidden');
    const matches = metadataSearch(q, allows(c, 'pages.show_metadata_private'));
    return c.json(
      (({ data, meta }) => ({ data: data.map((p) => pageShort(c, p)), meta }))(
        paginate(
          loadPages().filter((p) => (showHidden || p.public) && matches(p)),
          page,
          limit,
          '/pages',
        ),
      ),
    );
  });
  app.get('/pages/:ref', (c) => {
    can(c, 'pages.show_details');
    const ref = idOrSlug(c.req.param('ref'));
    const p = loadPages().find((x) => ('id' in ref ? x.id === ref.id : x.slug === ref.slug));
    if (!p || (!p.public && !allows(c, 'pages.show_hidden'))) throw notFound('Page');
    return c.json({ data: pageView(c, p) });
  });
  app.post('/pages', async (c) => {
    can(c, 'pages.add');
    const input = await body(c, pageInput);
    if (one(deps.db, 'SELECT id FROM pages WHERE slug = ?', input.slug)) throw fieldError('slug', 'VALIDATION_UNIQUE', 'This slug is already taken.');
    const lang = c.get('rc').lang;
    const p: StoredPage = {
      id: randomUUID(),
      slug: input.slug,
      public: input.public,
      sort: loadPages().length,
      translations: { [lang]: { name: input.name, content_html: input.content_html } },
      metadata: {},
      seo: seoFromInput(deps, lang, input.seo),
    };
    savePage(p);
    emitEvent(c, 'PageCreated', 'Page', p.public, pageView(c, p));
    return c.json({ data: pageView(c, p) }, 201);
  });
  app.patch('/pages/:ref', async (c) => {
    can(c, 'pages.edit');
    const ref = idOrSlug(c.req.param('ref'));
    const p = loadPages().find((x) => ('id' in ref ? x.id === ref.id : x.slug === ref.slug));
    if (!p) throw notFound('Page');
    const input = await patchBody(c, pageInput);
    const lang = c.get('rc').lang;
    if (input.slug && input.slug !== p.slug && one(deps.db, 'SELECT id FROM pages WHERE slug = ?', input.slug))
      throw fieldError('slug', 'VALIDATION_UNIQUE', 'This slug is already taken.');
    const current = p.translations[lang] ?? { name: input.name ?? p.slug, content_html: '' };
    const next: StoredPage = {
      ...p,
      slug: input.slug ?? p.slug,
      public: input.public ?? p.public,
      translations: { ...p.translations, [lang]: { name: input.name ?? current.name, content_html: input.content_html ?? current.content_html } },
      seo: seoFromInput(deps, lang, input.seo, p.seo),
    };
    savePage(next);
    emitEvent(c, 'PageUpdated', 'Page', next.public, pageView(c, next));
    return c.json({ data: pageView(c, next) });
  });
  app.delete('/pages/:ref', (c) => {
    can(c, 'pages.remove');
    const ref = idOrSlug(c.req.param('ref'));
    const p = loadPages().find((x) => ('id' in ref ? x.id === ref.id : x.slug === ref.slug));
    if (!p) throw notFound('Page');
    run(deps.db, 'DELETE FROM pages WHERE id = ?', p.id);
    emitEvent(c, 'PageDeleted', 'Page', p.public, pageView(c, p));
    return c.body(null, 204);
  });

  /** Settings may point at the platform's own media with a path; shoppers get a full address. */
  const absolute = (value: string) => (value.startsWith('/media/') ? `${deps.publicUrl()}${value}` : value);

  // Settings: a flat list of name/value pairs; private ones only with settings.show_hidden.
  const loadSettings = () => all<{ name: string; value: string; public: number }>(deps.db, 'SELECT name, value, public FROM settings ORDER BY name');
  app.get('/settings', (c) => {
    can(c, 'settings.show');
    const showHidden = allows(c, 'settings.show_hidden');
    const data = loadSettings()
      .filter((s) => showHidden || s.public)
      .map((s) => ({ id: stableId('setting', s.name), name: s.name, value: absolute(s.value), public: Boolean(s.public), permanent: false }));
    // Heseya answers a flat name → value map whenever `array` is present, whatever its value (`?array`).
    if (new URL(c.req.url).searchParams.has('array')) return c.json(Object.fromEntries(data.map((s) => [s.name, s.value])));
    // Heseya's collections always carry `meta` (its SDK reads the pagination from it): one page of them all.
    return c.json(paginate(data, 1, Math.max(1, data.length), '/settings'));
  });
  app.get('/settings/:name', (c) => {
    can(c, 'settings.show_details');
    const s = loadSettings().find((x) => x.name === c.req.param('name'));
    if (!s || (!s.public && !allows(c, 'settings.show_hidden'))) throw notFound('Setting');
    return c.json({ data: { id: stableId('setting', s.name), name: s.name, value: absolute(s.value), public: Boolean(s.public), permanent: false } });
  });
  const settingInput = z.object({
    name: z
      .string()
      .trim()
      .regex(/^[a-zA-Z0-9_.-]+$/)
      .max(255),
    value: z.string().max(100_000),
    public: z.boolean().default(true),
  });
  app.post('/settings', async (c) => {
    can(c, 'settings.add');
    const input = await body(c, settingInput);
    if (one(deps.db, 'SELECT name FROM settings WHERE name = ?', input.name)) throw fieldError('name', 'VALIDATION_UNIQUE', 'This setting already exists.');
    run(deps.db, 'INSERT INTO settings (name, value, public) VALUES (?, ?, ?)', input.name, input.value, input.public ? 1 : 0);
    return c.json({ data: { id: stableId('setting', input.name), ...input, permanent: false } }, 201);
  });
  app.patch('/settings/:name', async (c) => {
    can(c, 'settings.edit');
    const existing = loadSettings().find((x) => x.name === c.req.param('name'));
    if (!existing) throw notFound('Setting');
    const input = await patchBody(c, settingInput.omit({ name: true }));
    const next = { name: existing.name, value: input.value ?? existing.value, public: input.public ?? Boolean(existing.public) };
    run(deps.db, 'UPDATE settings SET value = ?, public = ? WHERE name = ?', next.value, next.public ? 1 : 0, next.name);
    return c.json({ data: { id: stableId('setting', next.name), ...next, permanent: false } });
  });
  app.delete('/settings/:name', (c) => {
    can(c, 'settings.remove');
    if (!loadSettings().some((x) => x.name === c.req.param('name'))) throw notFound('Setting');
    run(deps.db, 'DELETE FROM settings WHERE name = ?', c.req.param('name'));
    return c.body(null, 204);
  });

  // Global SEO.
  const loadSeo = () => JSON.parse(one<{ data: string }>(deps.db, 'SELECT data FROM seo_global WHERE id = 1')?.data ?? '{}') as SeoData;
  app.get('/seo', (c) => c.json({ data: seoOut(catalogueContext(deps, c.get('rc')), loadSeo()) }));
  app.patch('/seo', async (c) => {
    can(c, 'seo.edit');
    const input = await body(c, seoInput);
    const next = seoFromInput(deps, c.get('rc').lang, input, loadSeo());
    run(deps.db, 'INSERT INTO seo_global (id, data) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data', JSON.stringify(next));
    return c.json({ data: seoOut(catalogueContext(deps, c.get('rc')), next) });
  });
  // An editor's tool, as in Heseya: it looks through hidden products and pages too, so only those who
  // edit SEO, pages, products or product sets may ask.
  app.post('/seo/check', async (c) => {
    can(c, ['seo.edit', 'pages.edit', 'products.edit', 'product_sets.edit'], true);
    const input = await body(
      c,
      z.object({ keywords: z.array(z.string().max(100)).max(50), excluded: z.object({ id: z.string(), model: z.string() }).optional() }),
    );
    const used = all<{ data: string; model_type: string }>(
      deps.db,
      "SELECT data, 'Product' AS model_type FROM products UNION ALL SELECT data, 'Page' AS model_type FROM pages",
    ).map((r) => ({ ...(JSON.parse(r.data) as { id: string; seo?: SeoData }), model_type: r.model_type }));
    const dup = used.filter(
      (x) => x.id !== input.excluded?.id && Object.values(x.seo?.translations ?? {}).some((t) => t.keywords?.some((k) => input.keywords.includes(k))),
    );
    return c.json({ data: { duplicated: dup.length > 0, duplicates: dup.map((d) => ({ id: d.id, model_type: d.model_type })) } });
  });

  // Redirect rules.
  const loadRedirects = () => all<{ data: string }>(deps.db, 'SELECT data FROM redirects').map((r) => JSON.parse(r.data) as StoredRedirect);
  app.get('/redirects', (c) => {
    const q = parse(
      pageParams.extend({ limit: z.coerce.number().int().min(1).max(500).default(500), enabled: z.enum(['1', '0', 'true', 'false']).optional() }).passthrough(),
      query(c),
    );
    const enabled = q.enabled === undefined ? undefined : q.enabled === '1' || q.enabled === 'true';
    return c.json(
      paginate(
        loadRedirects().filter((r) => enabled === undefined || r.enabled === enabled),
        q.page,
        q.limit,
        '/redirects',
      ),
    );
  });
  app.get('/redirects/:ref', (c) => {
    const r = loadRedirects().find((x) => x.id === c.req.param('ref').replace(/^id:/, ''));
    if (!r) throw notFound('Redirect');
    return c.json({ data: r });
  });
  app.post('/redirects', async (c) => {
    can(c, 'redirects.add');
    const input = await body(c, redirectInput);
    if (loadRedirects().some((r) => r.source_url === input.source_url)) throw fieldError('source_url', 'VALIDATION_UNIQUE', 'A rule for this address exists.');
    const r: StoredRedirect = { id: randomUUID(), ...input };
    run(deps.db, 'INSERT INTO redirects (id, slug, data) VALUES (?, ?, ?)', r.id, r.source_url, JSON.stringify(r));
    return c.json({ data: r }, 201);
  });
  app.patch('/redirects/:ref', async (c) => {
    can(c, 'redirects.edit');
    const existing = loadRedirects().find((x) => x.id === c.req.param('ref').replace(/^id:/, ''));
    if (!existing) throw notFound('Redirect');
    const next = { ...existing, ...(await patchBody(c, redirectInput)) };
    if (loadRedirects().some((r) => r.id !== next.id && r.source_url === next.source_url))
      throw fieldError('source_url', 'VALIDATION_UNIQUE', 'A rule for this address exists.');
    run(deps.db, 'UPDATE redirects SET slug = ?, data = ? WHERE id = ?', next.source_url, JSON.stringify(next), next.id);
    return c.json({ data: next });
  });
  app.delete('/redirects/:ref', (c) => {
    can(c, 'redirects.remove');
    const existing = loadRedirects().find((x) => x.id === c.req.param('ref').replace(/^id:/, ''));
    if (!existing) throw notFound('Redirect');
    run(deps.db, 'DELETE FROM redirects WHERE id = ?', existing.id);
    return c.body(null, 204);
  });

  return app;
}

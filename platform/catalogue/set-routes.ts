import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps, C } from '../http/context.ts';
import { allows, can, tr } from '../http/context.ts';
import { body, idOrSlug, pageParams, query, parse } from '../http/input.ts';
import { paginate } from '../http/pagination.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { one, run } from '../db/database.ts';
import { catalogueContext } from './catalogue-context.ts';
import { setDetail, setIsVisible, setShort, setTree } from './set-view.ts';
import { loadSets, saveSet } from './store.ts';
import { loadLanguages } from '../channels/channel-store.ts';
import type { StoredProductSet } from './types.ts';
import { invalidateListingPrices } from './catalogue-index.ts';
import { metadataSearch } from '../http/metadata-query.ts';
import { flag } from './product-filters.ts';
import { emitEvent } from '../webhooks/emit.ts';
import { attributeOptionView, attributeRange, attributeView, findAttribute } from './attribute-view.ts';

const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug')
  .max(255);
const setInput = z
  .object({
    id: z.uuid().optional(),
    slug: slug.optional(),
    slug_suffix: slug.optional(),
    name: z.string().trim().min(1).max(255),
    description_html: z.string().max(100_000).default(''),
    public: z.boolean().default(true),
    parent_id: z.uuid().nullable().default(null),
    cover_id: z.uuid().nullable().default(null),
  })
  .transform(({ slug_suffix, ...rest }, ctx) => {
    const finalSlug = rest.slug ?? slug_suffix;
    if (!finalSlug) {
      ctx.addIssue({ code: 'custom', path: ['slug_suffix'], message: 'slug_suffix is required' });
      return z.NEVER;
    }
    return { ...rest, slug: finalSlug };
  });

export function setRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/product-sets', (c) => {
    can(c, 'product_sets.show');
    const q = query(c);
    const { page, limit } = parse(pageParams.passthrough(), q);
    const cc = catalogueContext(deps, c.get('rc'));
    const showHidden = allows(c, 'product_sets.show_hidden') && q.public !== '1';
    let sets = cc.sets.filter((s) => showHidden || setIsVisible(cc, s));
    if (q.root === '1' || q.root === 'true') sets = sets.filter((s) => s.parent_id === null);
    if (typeof q.parent_id === 'string') sets = sets.filter((s) => s.parent_id === q.parent_id);
    const matches = metadataSearch(q, allows(c, 'product_sets.show_metadata_private'));
    sets = sets.filter((s) => matches(s));
    const ids = typeof q.ids === 'string' ? q.ids.split(',') : Array.isArray(q.ids) ? q.ids : undefined;
    if (ids) sets = sets.filter((s) => ids.includes(s.id));
    if (typeof q.search === 'string' && q.search.trim()) {
      const s = q.search.trim().toLowerCase();
      sets = sets.filter((x) => Object.values(x.translations).some((t) => t.name.toLowerCase().includes(s)) || x.slug.includes(s));
    }
    const tree = q.tree === '1' || q.tree === 'true';
    const result = paginate(sets, page, limit, '/product-sets');
    return c.json({ data: result.data.map((s) => (tree ? setTree(cc, s, showHidden) : setShort(cc, s))), meta: result.meta });
  });

  app.get('/product-sets/:ref', (c) => {
    can(c, 'product_sets.show_details');
    const cc = catalogueContext(deps, c.get('rc'));
    const ref = idOrSlug(c.req.param('ref'));
    const set = cc.sets.find((s) => ('id' in ref ? s.id === ref.id : s.slug === ref.slug));
    const showHidden = allows(c, 'product_sets.show_hidden');
    if (!set || (!showHidden && !setIsVisible(cc, set))) throw notFound('Product set');
    return c.json({ data: setDetail(cc, set, showHidden) });
  });

  app.post('/product-sets', async (c) => {
    can(c, 'product_sets.add');
    const input = await body(c, setInput);
    if (input.id && one(deps.db, 'SELECT id FROM product_sets WHERE id = ?', input.id)) throw fieldError('id', 'VALIDATION_UNIQUE', 'This id is taken.');
    if (one(deps.db, 'SELECT id FROM product_sets WHERE slug = ?', input.slug)) throw fieldError('slug', 'VALIDATION_UNIQUE', 'This slug is already taken.');
    if (input.parent_id && !one(deps.db, 'SELECT id FROM product_sets WHERE id = ?', input.parent_id))
      throw fieldError('parent_id', 'VALIDATION_EXISTS', 'Parent set does not exist.');
    const set: StoredProductSet = {
      id: input.id ?? randomUUID(),
      slug: input.slug,
      parent_id: input.parent_id,
      public: input.public,
      sort: loadSets(deps.db).length,
      translations: Object.fromEntries(loadLanguages(deps.db).map((l) => [l.iso, { name: input.name, description_html: input.description_html }])),
      cover_id: input.cover_id,
      metadata: {},
      seo: {},
    };
    saveSet(deps.db, set);
    emitEvent(c, 'ProductSetCreated', 'ProductSet', set.public, setDetail(catalogueContext(deps, c.get('rc')), set, true));
    return c.json({ data: setDetail(catalogueContext(deps, c.get('rc')), set, true) }, 201);
  });

  app.patch('/product-sets/:ref', async (c) => {
    can(c, 'product_sets.edit');
    const cc = catalogueContext(deps, c.get('rc'));
    const ref = idOrSlug(c.req.param('ref'));
    const set = cc.sets.find((s) => ('id' in ref ? s.id === ref.id : s.slug === ref.slug));
    if (!set) throw notFound('Product set');
    const input = await body(
      c,
      z.object({
        name: z.string().trim().min(1).max(255).optional(),
        slug_suffix: slug.optional(),
        public: z.boolean().optional(),
        parent_id: z.uuid().nullable().optional(),
        cover_id: z.uuid().nullable().optional(),
        description_html: z.string().max(100_000).nullable().optional(),
      }),
    );
    if (input.slug_suffix && input.slug_suffix !== set.slug && one(deps.db, 'SELECT id FROM product_sets WHERE slug = ?', input.slug_suffix))
      throw fieldError('slug_suffix', 'VALIDATION_UNIQUE', 'This slug is already taken.');
    if (input.parent_id && (input.parent_id === set.id || !one(deps.db, 'SELECT id FROM product_sets WHERE id = ?', input.parent_id)))
      throw fieldError('parent_id', 'VALIDATION_EXISTS', 'Parent set does not exist.');
    const lang = c.get('rc').lang;
    const current = set.translations[lang] ?? { name: set.slug, description_html: '' };
    const next = {
      ...set,
      slug: input.slug_suffix ?? set.slug,
      public: input.public ?? set.public,
      parent_id: input.parent_id === undefined ? set.parent_id : input.parent_id,
      cover_id: input.cover_id === undefined ? set.cover_id : input.cover_id,
      translations: { ...set.translations, [lang]: { name: input.name ?? current.name, description_html: input.description_html ?? current.description_html } },
    };
    saveSet(deps.db, next);
    emitEvent(c, 'ProductSetUpdated', 'ProductSet', next.public, setDetail(catalogueContext(deps, c.get('rc')), next, true));
    return c.json({ data: setDetail(catalogueContext(deps, c.get('rc')), next, true) });
  });

  app.delete('/product-sets/:ref', (c) => {
    can(c, 'product_sets.remove');
    const ref = idOrSlug(c.req.param('ref'));
    const row =
      'id' in ref
        ? one<{ id: string }>(deps.db, 'SELECT id FROM product_sets WHERE id = ?', ref.id)
        : one<{ id: string }>(deps.db, 'SELECT id FROM product_sets WHERE slug = ?', ref.slug);
    if (!row) throw notFound('Product set');
    const cc = catalogueContext(deps, c.get('rc'));
    const gone = cc.sets.find((s) => s.id === row.id)!;
    const goneView = setDetail(cc, gone, true);
    run(deps.db, 'DELETE FROM product_sets WHERE id = ?', row.id);
    invalidateListingPrices(deps.db);
    emitEvent(c, 'ProductSetDeleted', 'ProductSet', gone.public, goneView);
    return c.body(null, 204);
  });

  app.get('/attributes', (c) => {
    can(c, 'attributes.show');
    const cc = catalogueContext(deps, c.get('rc'));
    const q = query(c);
    const sortable = flag(q.sortable);
    const matches = metadataSearch(q, allows(c, 'attributes.show_metadata_private'));
    const data = cc.attributes
      .filter((a) => (sortable === undefined || a.sortable === sortable) && matches(a))
      .map((a) => ({ ...attributeView(c, a, cc.languageIds), ...attributeRange(a) }));
    return c.json(paginate(data, 1, 500, '/attributes'));
  });

  const optionsOf = (deps: Deps, c: C, ref: string) => {
    const a = findAttribute(catalogueContext(deps, c.get('rc')).attributes, ref);
    return a.options.map((o, index) => attributeOptionView(c, a, o, index, ''));
  };

  app.get('/attributes/:ref', (c) => {
    can(c, 'attributes.show');
    const cc = catalogueContext(deps, c.get('rc'));
    const a = findAttribute(cc.attributes, c.req.param('ref'));
    return c.json({ data: { ...attributeView(c, a, cc.languageIds), ...attributeRange(a), options: optionsOf(deps, c, c.req.param('ref')) } });
  });

  app.get('/attributes/:ref/options', (c) => {
    can(c, 'attributes.show');
    return c.json(paginate(optionsOf(deps, c, c.req.param('ref')), 1, 500, '/attributes/options'));
  });

  /** Attributes usable as catalogue filters, with their options (GET /filters and /products/filters). */
  const filters = (c: C) => {
    const cc = catalogueContext(deps, c.get('rc'));
    return c.json({
      data: cc.attributes
        .filter((a) => a.global)
        .map((a) => ({
          id: a.id,
          slug: a.slug,
          type: a.type,
          name: tr(c, a.translations)?.name ?? a.slug,
          description: tr(c, a.translations)?.description ?? '',
          global: a.global,
          sortable: a.sortable,
          metadata: a.metadata,
          published: cc.languageIds,
          min: a.type === 'number' ? Math.min(...a.options.map((o) => o.value_number ?? 0)) : null,
          max: a.type === 'number' ? Math.max(...a.options.map((o) => o.value_number ?? 0)) : null,
          options: a.options.map((o, index) => ({
            id: o.id,
            name: tr(c, o.translations)?.name ?? '',
            index,
            value_number: o.value_number,
            value_date: o.value_date,
            attribute_id: a.id,
            metadata: {},
          })),
        })),
    });
  };
  app.get('/filters', (c) => filters(c));
  app.get('/products/filters', (c) => filters(c));

  return app;
}

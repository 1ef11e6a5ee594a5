import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv, Deps, C } from '../http/context.ts';
import { allows, can } from '../http/context.ts';
import { body, idOrSlug, pageParams, patchBody, query, parse } from '../http/input.ts';
import { pageMeta } from '../http/pagination.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { catalogueContext } from './catalogue-context.ts';
import { queryProducts } from './product-query.ts';
import { productDetail, productListItem, productVisible } from './product-view.ts';
import { loadProduct, saveProduct } from './store.ts';
import { emitEvent } from '../webhooks/emit.ts';
import { productInput, type ProductInput } from './product-input.ts';
import type { StoredProduct, StoredSchema } from './types.ts';
import { all, one, run, transaction } from '../db/database.ts';
import { currentCurrency } from '../channels/channel-store.ts';
import { metadataSearch } from '../http/metadata-query.ts';

function languagesByKey(deps: Deps): Map<string, string> {
  const map = new Map<string, string>();
  for (const l of all<{ id: string; iso: string }>(deps.db, 'SELECT id, iso FROM languages')) {
    map.set(l.id, l.iso);
    map.set(l.iso, l.iso);
  }
  return map;
}

function toStored(deps: Deps, input: ProductInput, id: string, lang: string, existing?: StoredProduct): StoredProduct {
  const langs = languagesByKey(deps);
  const translations: StoredProduct['translations'] = {};
  for (const [key, t] of Object.entries(input.translations ?? {})) {
    const iso = langs.get(key);
    if (!iso) throw fieldError(`translations.${key}`, 'VALIDATION_EXISTS', `Unknown language ${key}.`);
    translations[iso] = { name: t.name, description_html: t.description_html ?? '', description_short: t.description_short ?? '' };
  }
  if (input.name !== undefined || input.description_html !== undefined || input.description_short !== undefined) {
    // Plain name/description fields write the request's language (Accept-Language), like the real platform.
    const current = translations[lang];
    const name = input.name ?? current?.name;
    if (name)
      translations[lang] = {
        name,
        description_html: input.description_html ?? current?.description_html ?? '',
        description_short: input.description_short ?? current?.description_short ?? '',
      };
  }
  if (Object.keys(translations).length === 0) throw fieldError('name', 'VALIDATION_REQUIRED', 'A product needs a name.');
  for (const setId of [...input.sets, ...input.related_sets]) {
    if (!one(deps.db, 'SELECT id FROM product_sets WHERE id = ?', setId)) throw fieldError('sets', 'VALIDATION_EXISTS', `Product set ${setId} does not exist.`);
  }
  for (const mediaId of [...input.media, ...(input.cover_id ? [input.cover_id] : [])]) {
    if (!one(deps.db, 'SELECT id FROM media WHERE id = ?', mediaId)) throw fieldError('media', 'VALIDATION_EXISTS', `Media ${mediaId} does not exist.`);
  }
  const attributes = Object.entries(input.attributes).map(([attribute_id, v]) => ({ attribute_id, option_ids: Array.isArray(v) ? v : [v] }));
  for (const a of attributes) {
    const row = one<{ data: string }>(deps.db, 'SELECT data FROM attributes WHERE id = ?', a.attribute_id);
    if (!row) throw fieldError('attributes', 'VALIDATION_EXISTS', `Attribute ${a.attribute_id} does not exist.`);
    const options = (JSON.parse(row.data) as { options: { id: string }[] }).options.map((o) => o.id);
    if (!a.option_ids.every((o) => options.includes(o))) throw fieldError('attributes', 'VALIDATION_ATTRIBUTE_OPTION_EXISTS', 'Unknown attribute option.');
  }
  const money = (list: { value: string; currency: string }[]) => Object.fromEntries(list.map((p) => [p.currency, p.value]));
  const schemas: StoredSchema[] = input.schemas.map((s) => {
    if (typeof s === 'string') {
      const kept = existing?.schemas.find((x) => x.id === s);
      if (!kept) throw fieldError('schemas', 'VALIDATION_EXISTS', `Schema ${s} does not exist on this product.`);
      return kept;
    }
    return {
      id: s.id ?? randomUUID(),
      type: s.type,
      translations: s.translations ?? Object.fromEntries([...new Set(langs.values())].map((iso) => [iso, { name: s.name }])),
      required: s.required,
      hidden: s.hidden,
      prices: money(s.prices),
      min: s.min ?? null,
      max: s.max ?? null,
      step: s.step ?? null,
      default: null,
      used_schemas: s.used_schemas,
      options: s.options.map((o) => ({
        id: o.id ?? randomUUID(),
        translations: Object.fromEntries([...new Set(langs.values())].map((iso) => [iso, { name: o.name }])),
        prices: money(o.prices),
        available: o.available,
        default: o.default,
      })),
    };
  });
  const schemaIds = new Set(schemas.map((s) => s.id));
  for (const s of schemas) {
    if (s.type === 'multiply_schema' && !s.used_schemas.every((d) => schemaIds.has(d)))
      throw fieldError('schemas', 'VALIDATION_EXISTS', 'A multiply_schema must depend on a schema of the same product.');
  }
  const metadata = { ...input.metadata, ...(input.purchase_kind ? { purchase_kind: input.purchase_kind } : {}) };
  return {
    id,
    slug: input.slug,
    public: input.public,
    translations,
    prices_base: money(input.prices_base),
    quantity_step: input.quantity_step,
    quantity: input.quantity,
    shipping_digital: input.shipping_digital,
    shipping_time: input.shipping_time,
    shipping_date: input.shipping_date,
    purchase_limit_per_user: input.purchase_limit_per_user,
    cover_id: input.cover_id ?? input.media[0] ?? null,
    gallery_ids: input.media,
    attributes,
    schemas,
    set_ids: input.sets,
    related_set_ids: input.related_sets,
    metadata,
    metadata_private: input.metadata_private,
    seo: input.seo
      ? {
          translations: {
            [[...langs.values()][0] ?? 'pl']: {
              title: input.seo.title ?? undefined,
              description: input.seo.description ?? undefined,
              keywords: input.seo.keywords ?? undefined,
            },
          },
          no_index: input.seo.no_index,
          twitter_card: input.seo.twitter_card ?? undefined,
          ...(input.seo.header_tags
            ? {
                header_tags: input.seo.header_tags.map(({ type, content, attributes }) => ({
                  type,
                  ...(content == null ? {} : { content }),
                  ...(attributes ? { attributes } : {}),
                })),
              }
            : {}),
        }
      : (existing?.seo ?? {}),
    created_at: existing?.created_at ?? new Date().toISOString(),
  };
}

export function productRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const detail = (c: C, p: StoredProduct) => productDetail(catalogueContext(deps, c.get('rc')), p, allows(c, 'products.show_metadata_private'));

  app.get('/products', (c) => {
    can(c, 'products.show');
    const q = query(c);
    const { page, limit } = parse(pageParams.passthrough(), q);
    metadataSearch(q, allows(c, 'products.show_metadata_private'));
    const cc = catalogueContext(deps, c.get('rc'));
    const asked = q['price.currency'] ?? q['price[currency]'];
    const currency = (typeof asked === 'string' && /^[A-Z]{3}$/.test(asked) ? asked : undefined) ?? currentCurrency(deps.db, c.get('rc').channelId);
    const { products, total } = queryProducts(deps.db, cc, q, allows(c, 'products.show_hidden'), currency, page, limit);
    const full = q.full === '1' || q.full === 'true';
    const meta = pageMeta(total, products.length, page, limit, '/products');
    return c.json({ data: products.map((p) => (full ? productDetail(cc, p, false) : productListItem(cc, p))), meta });
  });

  app.get('/products/:ref', (c) => {
    can(c, 'products.show_details');
    const p = loadProduct(deps.db, idOrSlug(c.req.param('ref')));
    const cc = catalogueContext(deps, c.get('rc'));
    if (!p || (!productVisible(cc, p) && !allows(c, 'products.show_hidden'))) throw notFound('Product');
    return c.json({ data: detail(c, p) });
  });

  app.post('/products', async (c) => {
    can(c, 'products.add');
    const input = await body(c, productInput);
    if (one(deps.db, 'SELECT id FROM products WHERE slug = ?', input.slug)) throw fieldError('slug', 'VALIDATION_UNIQUE', 'This slug is already taken.');
    if (input.id && one(deps.db, 'SELECT id FROM products WHERE id = ?', input.id)) throw fieldError('id', 'VALIDATION_UNIQUE', 'This id is taken.');
    const product = toStored(deps, input, input.id ?? randomUUID(), c.get('rc').lang);
    transaction(deps.db, () => saveProduct(deps.db, product));
    emitEvent(c, 'ProductCreated', 'Product', product.public, detail(c, product));
    return c.json({ data: detail(c, product) }, 201);
  });

  app.patch('/products/:ref', async (c) => {
    can(c, 'products.edit');
    const existing = loadProduct(deps.db, idOrSlug(c.req.param('ref')));
    if (!existing) throw notFound('Product');
    const raw = await patchBody(c, productInput);
    const merged = parse(productInput, { ...currentInput(existing), ...raw });
    const clash = one<{ id: string }>(deps.db, 'SELECT id FROM products WHERE slug = ?', merged.slug);
    if (clash && clash.id !== existing.id) throw fieldError('slug', 'VALIDATION_UNIQUE', 'This slug is already taken.');
    const product = toStored(deps, merged, existing.id, c.get('rc').lang, existing);
    transaction(deps.db, () => saveProduct(deps.db, product));
    emitEvent(c, 'ProductUpdated', 'Product', product.public, detail(c, product));
    return c.json({ data: detail(c, product) });
  });

  app.delete('/products/:ref', (c) => {
    can(c, 'products.remove');
    const existing = loadProduct(deps.db, idOrSlug(c.req.param('ref')));
    if (!existing) throw notFound('Product');
    const gone = detail(c, existing);
    run(deps.db, 'DELETE FROM products WHERE id = ?', existing.id);
    emitEvent(c, 'ProductDeleted', 'Product', existing.public, gone);
    return c.body(null, 204);
  });

  return app;
}

/** The stored product expressed as input, so PATCH can merge a partial body over it. */
function currentInput(p: StoredProduct): Record<string, unknown> {
  return {
    slug: p.slug,
    translations: p.translations,
    public: p.public,
    prices_base: Object.entries(p.prices_base).map(([currency, value]) => ({ currency, value })),
    quantity_step: p.quantity_step,
    quantity: p.quantity,
    shipping_digital: p.shipping_digital,
    shipping_time: p.shipping_time,
    shipping_date: p.shipping_date,
    purchase_limit_per_user: p.purchase_limit_per_user,
    cover_id: p.cover_id,
    media: p.gallery_ids,
    sets: p.set_ids,
    related_sets: p.related_set_ids,
    attributes: Object.fromEntries(p.attributes.map((a) => [a.attribute_id, a.option_ids])),
    metadata: p.metadata,
    metadata_private: p.metadata_private,
    schemas: p.schemas.map((s) => s.id),
  };
}

import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, C, Deps } from '../http/context.ts';
import { can, tr } from '../http/context.ts';
import { body, patchBody } from '../http/input.ts';
import { ApiError, fieldError, notFound } from '../http/errors.ts';
import { run } from '../db/database.ts';
import { loadAttributes, loadProducts, saveAttribute } from './store.ts';
import { loadLanguages } from '../channels/channel-store.ts';
import type { StoredAttribute, StoredAttributeOption } from './types.ts';
import { attributeOptionView, attributeView } from './attribute-view.ts';

const attributeInput = z.object({
  id: z.uuid().optional(),
  name: z.string().trim().min(1).max(255),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(255),
  description: z.string().max(5000).default(''),
  type: z.enum(['single-option', 'multi-choice-option', 'number', 'date']),
  global: z.boolean().default(true),
  sortable: z.boolean().default(false),
});
const optionInput = z.object({
  id: z.uuid().optional(),
  name: z.string().trim().max(255).nullable().default(null),
  value_number: z.number().finite().nullable().default(null),
  value_date: z.iso.date().nullable().default(null),
});

/** Staff management of filterable attributes and their options. */
export function attributeAdminRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const isos = () => loadLanguages(deps.db).map((l) => l.iso);
  const find = (ref: string) => {
    const a = loadAttributes(deps.db).find((x) => x.id === ref.replace(/^id:/, ''));
    if (!a) throw notFound('Attribute');
    return a;
  };
  const out = (c: C, a: StoredAttribute) => ({
    ...attributeView(
      c,
      a,
      loadLanguages(deps.db).map((l) => l.id),
    ),
    options: a.options.map((o, index) => attributeOptionView(c, a, o, index, null)),
  });
  const optionOut = (c: C, a: StoredAttribute, o: StoredAttributeOption) => out(c, a).options.find((x) => x.id === o.id)!;
  const checkOption = (a: StoredAttribute, o: z.infer<typeof optionInput>) => {
    if (a.type === 'number' && o.value_number === null)
      throw fieldError('value_number', 'VALIDATION_REQUIRED', 'A number attribute option needs value_number.');
    if (a.type === 'date' && o.value_date === null) throw fieldError('value_date', 'VALIDATION_REQUIRED', 'A date attribute option needs value_date.');
    if ((a.type === 'single-option' || a.type === 'multi-choice-option') && !o.name) throw fieldError('name', 'VALIDATION_REQUIRED', 'An option needs a name.');
  };

  app.post('/attributes', async (c) => {
    can(c, 'attributes.add');
    const input = await body(c, attributeInput);
    if (loadAttributes(deps.db).some((a) => a.slug === input.slug || a.id === input.id))
      throw fieldError('slug', 'VALIDATION_UNIQUE', 'This slug is already taken.');
    const a: StoredAttribute = {
      id: input.id ?? randomUUID(),
      slug: input.slug,
      type: input.type,
      global: input.global,
      sortable: input.sortable,
      metadata: {},
      options: [],
      translations: Object.fromEntries(isos().map((iso) => [iso, { name: input.name, description: input.description }])),
    };
    saveAttribute(deps.db, a, loadAttributes(deps.db).length);
    return c.json({ data: out(c, a) }, 201);
  });
  app.patch('/attributes/:ref', async (c) => {
    can(c, 'attributes.edit');
    const a = find(c.req.param('ref'));
    const input = await patchBody(c, attributeInput.omit({ id: true, type: true }));
    if (input.slug && input.slug !== a.slug && loadAttributes(deps.db).some((x) => x.slug === input.slug))
      throw fieldError('slug', 'VALIDATION_UNIQUE', 'This slug is already taken.');
    const lang = c.get('rc').lang;
    const t = a.translations[lang] ?? { name: a.slug, description: '' };
    const next = {
      ...a,
      slug: input.slug ?? a.slug,
      global: input.global ?? a.global,
      sortable: input.sortable ?? a.sortable,
      translations: { ...a.translations, [lang]: { name: input.name ?? t.name, description: input.description ?? t.description } },
    };
    saveAttribute(deps.db, next);
    return c.json({ data: out(c, next) });
  });
  app.delete('/attributes/:ref', (c) => {
    can(c, 'attributes.remove');
    const a = find(c.req.param('ref'));
    if (loadProducts(deps.db).some((p) => p.attributes.some((v) => v.attribute_id === a.id)))
      throw new ApiError(422, 'CLIENT_DELETE_WHEN_RELATION_EXISTS', 'Products use this attribute.');
    run(deps.db, 'DELETE FROM attributes WHERE id = ?', a.id);
    return c.body(null, 204);
  });
  app.post('/attributes/:ref/options', async (c) => {
    can(c, 'attributes.edit');
    const a = find(c.req.param('ref'));
    const input = await body(c, optionInput);
    checkOption(a, input);
    const o: StoredAttributeOption = {
      id: input.id ?? randomUUID(),
      value_number: input.value_number,
      value_date: input.value_date,
      translations: Object.fromEntries(isos().map((iso) => [iso, { name: input.name ?? String(input.value_number ?? input.value_date ?? '') }])),
    };
    const next = { ...a, options: [...a.options, o] };
    saveAttribute(deps.db, next);
    return c.json({ data: optionOut(c, next, o) }, 201);
  });
  app.patch('/attributes/:ref/options/:option', async (c) => {
    can(c, 'attributes.edit');
    const a = find(c.req.param('ref'));
    const o = a.options.find((x) => x.id === c.req.param('option').replace(/^id:/, ''));
    if (!o) throw notFound('Attribute option');
    const input = await patchBody(c, optionInput.omit({ id: true }));
    const merged = {
      name: input.name ?? tr(c, o.translations)?.name ?? null,
      value_number: input.value_number === undefined ? o.value_number : input.value_number,
      value_date: input.value_date === undefined ? o.value_date : input.value_date,
    };
    checkOption(a, merged);
    const updated: StoredAttributeOption = {
      ...o,
      value_number: merged.value_number,
      value_date: merged.value_date,
      translations: input.name ? { ...o.translations, [c.get('rc').lang]: { name: input.name } } : o.translations,
    };
    const next = { ...a, options: a.options.map((x) => (x.id === o.id ? updated : x)) };
    saveAttribute(deps.db, next);
    return c.json({ data: optionOut(c, next, updated) });
  });
  app.delete('/attributes/:ref/options/:option', (c) => {
    can(c, 'attributes.edit');
    const a = find(c.req.param('ref'));
    const optionId = c.req.param('option').replace(/^id:/, '');
    if (!a.options.some((x) => x.id === optionId)) throw notFound('Attribute option');
    if (loadProducts(deps.db).some((p) => p.attributes.some((v) => v.option_ids.includes(optionId))))
      throw new ApiError(422, 'CLIENT_DELETE_WHEN_RELATION_EXISTS', 'Products use this option.');
    saveAttribute(deps.db, { ...a, options: a.options.filter((x) => x.id !== optionId) });
    return c.body(null, 204);
  });
  return app;
}

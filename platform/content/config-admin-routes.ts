import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, C, Deps } from '../http/context.ts';
import { can, tr } from '../http/context.ts';
import { body, patchBody } from '../http/input.ts';
import { ApiError, fieldError, notFound } from '../http/errors.ts';
import { one, run } from '../db/database.ts';
import { channelOut, vatRateInput } from '../channels/channel-routes.ts';
import { loadChannel, loadLanguages, type StoredChannel, type StoredLanguage } from '../channels/channel-store.ts';
import { loadStatuses, statusOut, type StoredStatus } from '../orders/statuses.ts';

const statusInput = z.object({
  name: z.string().trim().min(1).max(255),
  color: z
    .string()
    .regex(/^[0-9a-fA-F]{6}$/)
    .default('3d405b'),
  cancel: z.boolean().default(false),
  hidden: z.boolean().default(false),
});
const consentInput = z.object({
  name: z.string().trim().min(1).max(255),
  description_html: z.string().max(16000).default(''),
  required: z.boolean().default(false),
});
const languageInput = z.object({
  iso: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/),
  name: z.string().trim().min(1).max(100),
  default: z.boolean().default(false),
  hidden: z.boolean().default(false),
});
const channelPatch = z
  .object({
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]+$/)
      .max(64),
    name: z.string().trim().min(1).max(255),
    status: z.enum(['active', 'inactive', 'hidden']),
    vat_rate: vatRateInput.nullable(),
    default_language_id: z.uuid(),
    countries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(300),
    countries_block_list: z.boolean(),
  })
  .partial();

/** Staff management of order statuses, consents, languages and sales channels. */
export function configAdminRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const isos = () => loadLanguages(deps.db).map((l) => l.iso);
  const named = (name: string, extra: Record<string, string> = {}) => Object.fromEntries(isos().map((iso) => [iso, { name, ...extra }]));

  const saveStatus = (s: StoredStatus) =>
    run(deps.db, 'INSERT INTO statuses (id, sort, data) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data', s.id, s.sort, JSON.stringify(s));
  app.post('/statuses', async (c) => {
    can(c, 'statuses.add');
    const input = await body(c, statusInput);
    const s: StoredStatus = {
      id: randomUUID(),
      sort: loadStatuses(deps.db).length,
      translations: named(input.name),
      color: input.color,
      cancel: input.cancel,
      hidden: input.hidden,
    };
    saveStatus(s);
    return c.json({ data: statusOut(c.get('rc'), s) }, 201);
  });
  app.patch('/statuses/:ref', async (c) => {
    can(c, 'statuses.edit');
    const s = loadStatuses(deps.db).find((x) => x.id === c.req.param('ref').replace(/^id:/, ''));
    if (!s) throw notFound('Status');
    const input = await patchBody(c, statusInput);
    const next = {
      ...s,
      color: input.color ?? s.color,
      cancel: input.cancel ?? s.cancel,
      hidden: input.hidden ?? s.hidden,
      translations: input.name ? { ...s.translations, [c.get('rc').lang]: { name: input.name } } : s.translations,
    };
    saveStatus(next);
    return c.json({ data: statusOut(c.get('rc'), next) });
  });
  app.delete('/statuses/:ref', (c) => {
    can(c, 'statuses.remove');
    const s = loadStatuses(deps.db).find((x) => x.id === c.req.param('ref').replace(/^id:/, ''));
    if (!s) throw notFound('Status');
    if (one(deps.db, "SELECT id FROM orders WHERE json_extract(data, '$.status_id') = ?", s.id))
      throw new ApiError(422, 'CLIENT_STATUS_USED', 'Orders have this status.');
    run(deps.db, 'DELETE FROM statuses WHERE id = ?', s.id);
    return c.body(null, 204);
  });

  type Consent = { id: string; translations: Record<string, { name: string; description: string }>; required: boolean };
  const consentOut = (cc: C, x: Consent) => ({
    id: x.id,
    name: tr(cc, x.translations)?.name ?? '',
    description_html: tr(cc, x.translations)?.description ?? '',
    required: x.required,
  });
  const loadConsent = (ref: string) => {
    const row = one<{ data: string }>(deps.db, 'SELECT data FROM consents WHERE id = ?', ref.replace(/^id:/, ''));
    if (!row) throw notFound('Consent');
    return JSON.parse(row.data) as Consent;
  };
  app.post('/consents', async (c) => {
    can(c, 'consents.add');
    const input = await body(c, consentInput);
    const x: Consent = {
      id: randomUUID(),
      translations: named(input.name, { description: input.description_html }) as Consent['translations'],
      required: input.required,
    };
    run(deps.db, 'INSERT INTO consents (id, data) VALUES (?, ?)', x.id, JSON.stringify(x));
    return c.json({ data: consentOut(c, x) }, 201);
  });
  app.patch('/consents/:ref', async (c) => {
    can(c, 'consents.edit');
    const x = loadConsent(c.req.param('ref'));
    const input = await patchBody(c, consentInput);
    const lang = c.get('rc').lang;
    const current = x.translations[lang] ?? { name: '', description: '' };
    const next = {
      ...x,
      required: input.required ?? x.required,
      translations: { ...x.translations, [lang]: { name: input.name ?? current.name, description: input.description_html ?? current.description } },
    };
    run(deps.db, 'UPDATE consents SET data = ? WHERE id = ?', JSON.stringify(next), x.id);
    return c.json({ data: consentOut(c, next) });
  });
  app.delete('/consents/:ref', (c) => {
    can(c, 'consents.remove');
    const x = loadConsent(c.req.param('ref'));
    run(deps.db, 'DELETE FROM consents WHERE id = ?', x.id);
    return c.body(null, 204);
  });

  const saveLanguage = (l: StoredLanguage) => {
    if (l.default)
      for (const other of loadLanguages(deps.db).filter((o) => o.id !== l.id && o.default))
        run(deps.db, 'UPDATE languages SET data = ? WHERE id = ?', JSON.stringify({ ...other, default: false }), other.id);
    run(
      deps.db,
      'INSERT INTO languages (id, iso, data) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET iso = excluded.iso, data = excluded.data',
      l.id,
      l.iso,
      JSON.stringify(l),
    );
  };
  app.post('/languages', async (c) => {
    can(c, 'languages.add');
    const input = await body(c, languageInput);
    if (loadLanguages(deps.db).some((l) => l.iso === input.iso)) throw fieldError('iso', 'VALIDATION_UNIQUE', 'This language exists.');
    const l: StoredLanguage = { id: randomUUID(), ...input };
    saveLanguage(l);
    return c.json({ data: l }, 201);
  });
  app.patch('/languages/:ref', async (c) => {
    can(c, 'languages.edit');
    const l = loadLanguages(deps.db).find((x) => x.id === c.req.param('ref').replace(/^id:/, ''));
    if (!l) throw notFound('Language');
    const input = await patchBody(c, languageInput);
    if (input.iso && input.iso !== l.iso && loadLanguages(deps.db).some((x) => x.iso === input.iso))
      throw fieldError('iso', 'VALIDATION_UNIQUE', 'This language exists.');
    if (l.default && input.default === false) throw fieldError('default', 'VALIDATION_ERROR', 'Make another language the default instead.');
    const next = { ...l, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) } as StoredLanguage;
    saveLanguage(next);
    return c.json({ data: next });
  });
  app.delete('/languages/:ref', (c) => {
    can(c, 'languages.remove');
    const l = loadLanguages(deps.db).find((x) => x.id === c.req.param('ref').replace(/^id:/, ''));
    if (!l) throw notFound('Language');
    if (l.default) throw new ApiError(422, 'CLIENT_DELETE_WHEN_RELATION_EXISTS', 'The default language cannot be removed.');
    run(deps.db, 'DELETE FROM languages WHERE id = ?', l.id);
    return c.body(null, 204);
  });

  app.patch('/sales-channels/:ref', async (c) => {
    can(c, 'sales_channels.edit');
    const ch = loadChannel(deps.db, c.req.param('ref').replace(/^id:/, ''));
    if (!ch) throw notFound('Sales channel');
    const input = await body(c, channelPatch);
    if (input.slug && input.slug !== ch.slug && loadChannel(deps.db, input.slug)) throw fieldError('slug', 'VALIDATION_UNIQUE', 'This slug is already taken.');
    const language = input.default_language_id ? loadLanguages(deps.db).find((l) => l.id === input.default_language_id) : undefined;
    if (input.default_language_id && !language) throw fieldError('default_language_id', 'VALIDATION_EXISTS', 'Unknown language.');
    const next: StoredChannel = {
      ...ch,
      slug: input.slug ?? ch.slug,
      status: input.status ?? ch.status,
      vat_rate: input.vat_rate ?? ch.vat_rate,
      countries: input.countries ?? ch.countries,
      countries_block_list: input.countries_block_list ?? ch.countries_block_list,
      default_language: language?.iso ?? ch.default_language,
      translations: input.name ? { ...ch.translations, [c.get('rc').lang]: { name: input.name } } : ch.translations,
    };
    run(deps.db, 'UPDATE sales_channels SET slug = ?, data = ? WHERE id = ?', next.slug, JSON.stringify(next), ch.id);
    return c.json({ data: channelOut(deps, c, next) });
  });

  return app;
}

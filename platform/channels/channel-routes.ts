import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps, C } from '../http/context.ts';
import { allows, can, tr } from '../http/context.ts';
import { body, pageParams, query, parse } from '../http/input.ts';
import { paginate } from '../http/pagination.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { run, one } from '../db/database.ts';
import { countryAllowed, loadChannel, loadChannels, loadCountries, loadCurrencies, loadLanguages, type StoredChannel } from './channel-store.ts';

export function channelOut(deps: Deps, c: C, ch: StoredChannel) {
  const currency = loadCurrencies(deps.db).find((x) => x.code === ch.default_currency);
  const language = loadLanguages(deps.db).find((l) => l.iso === ch.default_language);
  return {
    id: ch.id,
    name: tr(c, ch.translations)?.name ?? ch.slug,
    slug: ch.slug,
    status: ch.status,
    vat_rate: ch.vat_rate,
    default_currency: currency
      ? { code: currency.code, name: currency.name, decimal_places: currency.decimal_places, vat_rate: currency.vat_rate }
      : { code: ch.default_currency, name: ch.default_currency, decimal_places: 2, vat_rate: ch.vat_rate },
    default_language: language ?? null,
    countries: ch.countries,
    countries_block_list: ch.countries_block_list,
    published: loadLanguages(deps.db).map((l) => l.id),
  };
}

/** A VAT rate in percent, as Heseya gives and takes it: "23", "8", "5.5", "0". */
export const vatRateInput = z.string().regex(/^(100|\d{1,2})(\.\d{1,2})?$/, 'must be a percentage like 23');

const channelInput = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/)
    .max(64),
  name: z.string().trim().min(1).max(255),
  status: z.enum(['active', 'inactive', 'hidden']).default('active'),
  default_currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('PLN'),
  default_language: z.string().min(2).max(8).default('pl'),
  default_language_id: z.uuid().optional(),
  countries: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .max(300)
    .default([]),
  countries_block_list: z.boolean().default(false),
  vat_rate: vatRateInput.default('23'),
});

export function channelRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/sales-channels', (c) => {
    const q = query(c);
    const { page, limit } = parse(pageParams.extend({ limit: z.coerce.number().int().min(1).max(500).default(500) }).passthrough(), q);
    const showHidden = allows(c, 'sales_channels.show_hidden');
    const channels = loadChannels(deps.db)
      .filter((ch) => showHidden || ch.status !== 'hidden')
      .filter((ch) => typeof q.country !== 'string' || countryAllowed(ch.countries, ch.countries_block_list, q.country))
      .map((ch) => channelOut(deps, c, ch))
      .sort((a, b) => a.name.localeCompare(b.name));
    const result = paginate(channels, page, limit, '/sales-channels');
    return c.json(result);
  });

  app.get('/sales-channels/:ref', (c) => {
    const ref = c.req.param('ref').replace(/^id:/, '');
    const ch = loadChannel(deps.db, ref);
    if (!ch || (ch.status === 'hidden' && !allows(c, 'sales_channels.show_hidden'))) throw notFound('Sales channel');
    return c.json({ data: channelOut(deps, c, ch) });
  });

  app.post('/sales-channels', async (c) => {
    can(c, 'sales_channels.add');
    const input = await body(c, channelInput);
    if (loadChannel(deps.db, input.slug)) throw fieldError('slug', 'VALIDATION_UNIQUE', 'This slug is already taken.');
    const ch: StoredChannel = {
      id: randomUUID(),
      slug: input.slug,
      translations: Object.fromEntries(loadLanguages(deps.db).map((l) => [l.iso, { name: input.name }])),
      status: input.status,
      default_currency: input.default_currency,
      default_language: loadLanguages(deps.db).find((l) => l.id === input.default_language_id)?.iso ?? input.default_language,
      countries: input.countries,
      countries_block_list: input.countries_block_list,
      vat_rate: input.vat_rate,
    };
    if (!loadCurrencies(deps.db).some((x) => x.code === ch.default_currency)) throw fieldError('default_currency', 'VALIDATION_EXISTS', 'Unknown currency.');
    run(deps.db, 'INSERT INTO sales_channels (id, slug, data) VALUES (?, ?, ?)', ch.id, ch.slug, JSON.stringify(ch));
    return c.json({ data: channelOut(deps, c, ch) }, 201);
  });

  app.get('/languages', (c) => {
    const showHidden = allows(c, 'languages.show_hidden');
    const data = loadLanguages(deps.db).filter((l) => showHidden || !l.hidden);
    return c.json(paginate(data, 1, 500, '/languages'));
  });

  app.get('/currencies', (c) => c.json(paginate(loadCurrencies(deps.db), 1, 500, '/currencies')));

  app.get('/countries', (c) => {
    const lang = c.get('rc').lang;
    const data = loadCountries(deps.db).map((x) => ({ code: x.code, name: lang === 'pl' ? x.name_pl : x.name }));
    return c.json(paginate(data, 1, 500, '/countries'));
  });

  app.delete('/sales-channels/:ref', (c) => {
    can(c, 'sales_channels.remove');
    const ch = loadChannel(deps.db, c.req.param('ref').replace(/^id:/, ''));
    if (!ch) throw notFound('Sales channel');
    if (one(deps.db, 'SELECT COUNT(*) AS n FROM sales_channels') && loadChannels(deps.db).length <= 1)
      throw fieldError('id', 'CLIENT_DELETE_WHEN_RELATION_EXISTS', 'The last sales channel cannot be removed.');
    run(deps.db, 'DELETE FROM sales_channels WHERE id = ?', ch.id);
    return c.body(null, 204);
  });

  return app;
}

import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, C, Deps } from '../http/context.ts';
import { can, nowOf } from '../http/context.ts';
import { body, pageParams, parse, query, stringList } from '../http/input.ts';
import { paginate } from '../http/pagination.ts';
import { clientError, fieldError, notFound } from '../http/errors.ts';
import { hasAccess } from '../users/permissions.ts';
import { EVENT_HIDDEN_PERMISSIONS, EVENT_PERMISSIONS, EVENT_TYPES, SECURED_EVENTS, eventName, requiredPermissions } from './events.ts';
import { deleteWebhook, loadLogEntries, loadWebhook, loadWebhooks, saveWebhook, type StoredWebhook, type WebhookLogEntry } from './webhook-store.ts';
import { webhookUrlProblem, type WebhookUrlPolicy } from './url-safety.ts';

/** Heseya's `url` rule, limited to the schemes a webhook is sent over. */
const webhookUrl = z
  .string()
  .trim()
  .max(255)
  .refine(
    (value) => {
      const url = URL.parse(value);
      return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    },
    { message: 'The url must be a valid URL (http:// or https://).', params: { key: 'VALIDATION_URL' } },
  );

/** Heseya's EventExist rule: every event is one of its event names. */
const eventList = z
  .array(z.string().max(255))
  .max(EVENT_TYPES.length)
  .superRefine((events, ctx) => {
    const unknown = events.find((e) => !EVENT_TYPES.includes(e));
    if (unknown !== undefined) ctx.addIssue({ code: 'custom', message: `The event ${unknown} not found.`, params: { key: 'VALIDATION_EVENT_EXISTS' } });
  });

/** Heseya's `required`: a missing (or null) field is VALIDATION_REQUIRED, not a wrong type. */
const required = <S extends z.ZodType>(schema: S) =>
  z
    .any()
    .refine((value) => value !== undefined && value !== null, { message: 'The field is required.', params: { key: 'VALIDATION_REQUIRED' }, abort: true })
    .pipe(schema);

const createInput = z.object({
  name: z.string().max(255).nullable().optional(),
  url: required(webhookUrl),
  secret: z.string().max(255).nullable().optional(),
  events: required(eventList),
  with_issuer: required(z.boolean()),
  with_hidden: required(z.boolean()),
});

const updateInput = z.object({
  name: z.string().max(255).nullable().optional(),
  url: webhookUrl.nullable().optional(),
  secret: z.string().max(255).nullable().optional(),
  events: eventList.nullable().optional(),
  with_issuer: z.boolean().optional(),
  with_hidden: z.boolean().optional(),
});

/** Heseya's WebHookResource: the secret is part of it, for those allowed to read webhooks. */
const webhookOut = (w: StoredWebhook) => ({
  id: w.id,
  name: w.name,
  url: w.url,
  secret: w.secret,
  with_issuer: w.with_issuer,
  with_hidden: w.with_hidden,
  events: w.events,
});

export function webhookRoutes(deps: Deps, policy: WebhookUrlPolicy) {
  const app = new Hono<AppEnv>();

  /** Heseya's WebHookPolicy: nobody subscribes to events they could not read themselves. */
  const checkEventPermissions = (c: C, w: Pick<StoredWebhook, 'events' | 'with_issuer' | 'with_hidden'>) => {
    if (!hasAccess(c.get('rc').permissions, requiredPermissions(w.events, w.with_issuer, w.with_hidden))) {
      throw clientError('CLIENT_NO_REQUIRED_PERMISSIONS_TO_EVENTS', 'Client has no required permissions to perform any action on this event');
    }
  };
  /** Heseya's rule for secured events (their payloads carry codes and sign-in details): a secret and an https:// address. */
  const checkSecured = (w: Pick<StoredWebhook, 'events' | 'secret' | 'url'>) => {
    if (!w.events.some((e) => SECURED_EVENTS.includes(e))) return;
    if (!w.secret) throw fieldError('secret', 'VALIDATION_REQUIRED', 'The secret field is required for these events.');
    if (!w.url.startsWith('https://')) throw fieldError('url', 'VALIDATION_URL', 'The url must starts with `https://`.');
  };
  const checkUrl = async (url: string) => {
    const problem = await webhookUrlProblem(new URL(url), policy);
    if (problem) throw fieldError('url', 'VALIDATION_URL', problem);
  };
  const find = (ref: string) => {
    const w = ref.startsWith('id:') ? loadWebhook(deps.db, ref.slice(3)) : undefined;
    if (!w) throw notFound('Webhook');
    return w;
  };

  app.get('/webhooks', (c) => {
    can(c, 'webhooks.show');
    const q = parse(
      pageParams
        .extend({
          name: z.string().max(255).optional(),
          url: z.string().max(255).optional(),
          search: z.string().max(255).optional(),
          ids: stringList.pipe(z.array(z.uuid())).optional(),
        })
        .passthrough(),
      query(c),
    );
    const like = (value: string | null, part: string | undefined) => part === undefined || (value ?? '').toLowerCase().includes(part.toLowerCase());
    const list = loadWebhooks(deps.db).filter(
      (w) =>
        like(w.name, q.name) &&
        like(w.url, q.url) &&
        (q.search === undefined || like(w.name, q.search) || like(w.url, q.search) || like(JSON.stringify(w.events), q.search)) &&
        (!q.ids || q.ids.includes(w.id)),
    );
    const { data, meta } = paginate(list, q.page, q.limit, '/webhooks');
    return c.json({ data: data.map(webhookOut), meta });
  });

  app.get('/webhooks/events', (c) => {
    can(c, 'events.show');
    const events = EVENT_TYPES.map((key) => ({
      key,
      name: eventName(key),
      description: null,
      required_permissions: EVENT_PERMISSIONS[key],
      required_hidden_permissions: EVENT_HIDDEN_PERMISSIONS[key] ?? [],
      encrypted: SECURED_EVENTS.includes(key),
    }));
    // Heseya's collections carry `meta` (its SDK reads the pagination from it): one page of them all.
    return c.json(paginate(events, 1, events.length, '/webhooks/events'));
  });

  // Heseya logs the deliveries that failed after every try.
  app.get('/webhooks/logs', (c) => {
    can(c, 'webhooks.show_details');
    const q = parse(
      pageParams
        .extend({
          status_code: z.coerce.number().int().optional(),
          web_hook_id: z.string().max(255).optional(),
          event: z
            .string()
            .refine((e) => EVENT_TYPES.includes(e), { message: 'Unknown event.', params: { key: 'VALIDATION_ENUM_VALUE' } })
            .optional(),
          successful: z
            .enum(['1', '0', 'true', 'false'])
            .transform((v) => v === '1' || v === 'true')
            .optional(),
        })
        .passthrough(),
      query(c),
    );
    const ok = (e: WebhookLogEntry) => e.status_code !== null && e.status_code >= 200 && e.status_code < 300;
    const list = loadLogEntries(deps.db).filter(
      (e) =>
        (q.status_code === undefined || e.status_code === q.status_code) &&
        (q.web_hook_id === undefined || e.web_hook_id === q.web_hook_id) &&
        (q.event === undefined || e.event === q.event) &&
        (q.successful === undefined || ok(e) === q.successful),
    );
    const { data, meta } = paginate(list, q.page, q.limit, '/webhooks/logs');
    return c.json({
      data: data.map((e) => {
        const hook = loadWebhook(deps.db, e.web_hook_id);
        return {
          id: e.id,
          url: e.url,
          triggered_at: e.triggered_at,
          status_code: e.status_code,
          web_hook_id: e.web_hook_id,
          web_hook: hook ? webhookOut(hook) : null,
          payload: e.payload,
          event: e.event,
          response: e.response,
        };
      }),
      meta,
    });
  });

  app.get('/webhooks/:ref', (c) => {
    can(c, 'webhooks.show_details');
    return c.json({ data: webhookOut(find(c.req.param('ref'))) });
  });

  app.post('/webhooks', async (c) => {
    can(c, 'webhooks.add');
    const input = await body(c, createInput);
    const now = new Date(nowOf(deps)).toISOString();
    const webhook: StoredWebhook = {
      id: randomUUID(),
      name: input.name ?? null,
      url: input.url,
      secret: input.secret ?? null,
      events: [...new Set(input.events)],
      with_issuer: input.with_issuer,
      with_hidden: input.with_hidden,
      creator_id: c.get('rc').viewer?.id ?? null,
      created_at: now,
      updated_at: now,
    };
    checkSecured(webhook);
    checkEventPermissions(c, webhook);
    await checkUrl(webhook.url);
    saveWebhook(deps.db, webhook);
    return c.json({ data: webhookOut(webhook) }, 201);
  });

  app.patch('/webhooks/:ref', async (c) => {
    can(c, 'webhooks.edit');
    const existing = find(c.req.param('ref'));
    const input = await body(c, updateInput);
    const next: StoredWebhook = {
      ...existing,
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.url ? { url: input.url } : {}),
      ...(input.secret !== undefined ? { secret: input.secret } : {}),
      ...(input.events ? { events: [...new Set(input.events)] } : {}),
      ...(input.with_issuer !== undefined ? { with_issuer: input.with_issuer } : {}),
      ...(input.with_hidden !== undefined ? { with_hidden: input.with_hidden } : {}),
      updated_at: new Date(nowOf(deps)).toISOString(),
    };
    checkSecured(next);
    checkEventPermissions(c, next);
    if (next.url !== existing.url) await checkUrl(next.url);
    saveWebhook(deps.db, next);
    return c.json({ data: webhookOut(next) });
  });

  app.delete('/webhooks/:ref', (c) => {
    can(c, 'webhooks.remove');
    deleteWebhook(deps.db, find(c.req.param('ref')).id);
    return c.body(null, 204);
  });

  return app;
}

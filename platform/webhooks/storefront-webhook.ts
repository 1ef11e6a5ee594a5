import type { Db } from '../db/database.ts';
import { stableId } from '../http/stable-id.ts';
import { EMITTED_EVENTS } from './events.ts';
import { loadWebhook, saveWebhook } from './webhook-store.ts';

/** The storefront's receiver and the secret both sides share for this run (npm start makes a new one each start). */
export type StorefrontWebhook = { url: string; secret: string };

/** The storefront's webhook keeps one id across starts, so each start replaces it instead of adding another. */
export const STOREFRONT_WEBHOOK_ID = stableId('webhook', 'storefront');

/**
 * Registers (or re-points) the webhook that tells the storefront about every change it caches: all the
 * events the platform sends, hidden items included (an item that was just hidden must leave the shop's
 * caches too), without the issuer (the shop needs no staff details).
 */
export function registerStorefrontWebhook(db: Db, hook: StorefrontWebhook, nowMs: number): void {
  const now = new Date(nowMs).toISOString();
  const existing = loadWebhook(db, STOREFRONT_WEBHOOK_ID);
  saveWebhook(db, {
    id: STOREFRONT_WEBHOOK_ID,
    name: 'Storefront (npm start)',
    url: hook.url,
    secret: hook.secret,
    events: [...EMITTED_EVENTS],
    with_issuer: false,
    with_hidden: true,
    creator_id: null,
    created_at: existing?.created_at ?? now,
    updated_at: now,
  });
}

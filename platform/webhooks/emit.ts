import type { MiddlewareHandler } from 'hono';
import type { AppEnv, C, Deps } from '../http/context.ts';
import { loadUser } from '../users/user-store.ts';
import type { EmittedEvent } from './events.ts';
import type { Issuer, WebhookDispatcher, WebhookEvent } from './dispatcher.ts';

/** Heseya's data_type of each kind of item (its model's class name). */
export type DataType = 'Product' | 'ProductSet' | 'Page';

const pending = new WeakMap<C, WebhookEvent[]>();

/**
 * Records that the request changed an item; the webhooks hear of it once the request has answered
 * successfully, so an event is never sent for a write that failed or was rolled back. `isPublic` false: only
 * webhooks with `with_hidden` get it (Heseya's isHidden). `data`: the item as the API answers it.
 */
export function emitEvent(c: C, event: EmittedEvent, dataType: DataType, isPublic: boolean, data: unknown): void {
  const list = pending.get(c) ?? [];
  list.push({ event, dataType, hidden: !isPublic, data });
  pending.set(c, list);
}

/** After a successful answer, hands the request's events to the dispatcher (it sends in the background). */
export function webhookEvents(deps: Deps, dispatcher: WebhookDispatcher): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const events = pending.get(c);
    if (!events?.length || c.res.status >= 400) return;
    const viewer = c.get('rc').viewer;
    const user = viewer ? loadUser(deps.db, viewer.id) : undefined;
    const issuer: Issuer = user ? { id: user.id, email: user.email, name: user.name, avatar: null } : null;
    for (const event of events) dispatcher.dispatch(event, issuer);
  };
}

import type { Db } from '../db/database.ts';
import { all } from '../db/database.ts';
import type { RequestCtx } from '../http/context.ts';
import { tr } from '../http/context.ts';

export type StoredStatus = { id: string; sort: number; translations: Record<string, { name: string }>; color: string; cancel: boolean; hidden: boolean };

export const loadStatuses = (db: Db) => all<{ data: string }>(db, 'SELECT data FROM statuses ORDER BY sort').map((r) => JSON.parse(r.data) as StoredStatus);

export function statusOut(rc: RequestCtx, s: StoredStatus | undefined) {
  return s ? { id: s.id, name: tr(rc, s.translations)?.name ?? '', color: s.color, cancel: s.cancel, hidden: s.hidden, no_notifications: false } : null;
}

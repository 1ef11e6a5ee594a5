import type { Db } from '../db/database.ts';
import { one } from '../db/database.ts';

/*
 * Where the pages of a product list in the default order ended, so that the next page starts right after
 * the row before it (an index seek) instead of skipping every earlier row again (OFFSET walks them all):
 * a crawler paging through the whole catalogue reads each row about once. A position holds for as long as
 * nothing in the database changed (any write on the connection: total_changes), like the list results of
 * product-query.ts; after a change, or for a page nobody read up to, the page is found by OFFSET as before.
 */

/** The default order's key of one row: the row a page starts after. */
export type ListPosition = { sort: number; created_at: string; id: string };

const POSITIONS = 4000;
const memories = new WeakMap<Db, { version: number; positions: Map<string, ListPosition> }>();

function memory(db: Db): Map<string, ListPosition> {
  const version = one<{ v: number }>(db, 'SELECT total_changes() AS v')?.v ?? 0;
  let current = memories.get(db);
  if (!current || current.version !== version) {
    current = { version, positions: new Map() };
    memories.set(db, current);
  }
  return current.positions;
}

const key = (list: string, offset: number) => `${offset}\u0000${list}`;

/** The row just before `offset` in `list` (the identity of a filtered list), when a page ended there. */
export function positionBefore(db: Db, list: string, offset: number): ListPosition | undefined {
  return offset > 0 ? memory(db).get(key(list, offset)) : undefined;
}

/** Notes that the row at `offset - 1` in `list` is `position` (the last row of a page just read). */
export function rememberPosition(db: Db, list: string, offset: number, position: ListPosition): void {
  const positions = memory(db);
  if (positions.size >= POSITIONS) positions.delete(positions.keys().next().value!);
  positions.set(key(list, offset), position);
}

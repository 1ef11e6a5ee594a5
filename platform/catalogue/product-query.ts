import type { SQLInputValue } from 'node:sqlite';
import type { Db } from '../db/database.ts';
import { all, one } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';
import type { CatalogueContext } from './catalogue-context.ts';
import { attributeFilters, descendants, filterProducts, flag, listParam, priceBound, sortKey } from './product-filters.ts';
import { setIsVisible } from './set-view.ts';
import { currentListingPrices, loadProducts } from './store.ts';
import { positionBefore, rememberPosition, type ListPosition } from './list-positions.ts';
import type { StoredProduct } from './types.ts';

/*
 * GET /products as SQL over indexes (migration 007), so a page costs about the same with 46 or 100 000
 * products: the filters become conditions on indexed tables, the sort an index walk or a sort of the
 * matching rows, and only the page's products are read and parsed. A query with a parameter this does
 * not cover (an admin's hidden products, sort by attribute, name or digital filters…) falls back to
 * filtering every product in memory (product-filters.ts), as before.
 */

type Query = Record<string, string | string[]>;
export type ProductPage = { products: StoredProduct[]; total: number };

const COVERED = /^(page|limit|full|lang_fallback|sets|sets_not|ids|slug|search|sort|available|has_cover|price[[.\]_].*|attribute[[.].*)$/;
const SORTS = new Set(['price', 'price_min', 'price_max', 'name', 'created_at']);

const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ');
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Whether the indexed query answers `q` exactly; otherwise the in-memory filter does. */
export function indexedQueryCovers(q: Query, showHidden: boolean): boolean {
  if (showHidden) return false;
  if (!Object.keys(q).every((key) => COVERED.test(key))) return false;
  return listParam(q.sort).every((k) => {
    const { field } = sortKey(k);
    return SORTS.has(field) || field.startsWith('set.');
  });
}

/** The SQL of a product list: `where` conditions on `p` (products) and the ORDER BY; exported for the query-plan test. */
export function productListSql(
  cc: CatalogueContext,
  q: Query,
  currency: string,
): {
  from: string;
  where: string[];
  params: SQLInputValue[];
  order: string;
  orderJoin: string;
  joinParams: SQLInputValue[];
  orderParams: SQLInputValue[];
  /** The order is the default one (sort, creation, id): a page can start after a known row (list-positions.ts). */
  seekable: boolean;
} | null {
  const where: string[] = ['p.public = 1'];
  const params: SQLInputValue[] = [];
  const hidden = cc.sets.filter((s) => !setIsVisible(cc, s)).map((s) => s.id);
  if (hidden.length) {
    // Visible: in no category, or in at least one visible one. The hidden ones are the few products in a
    // hidden category and in no visible one: listed once per statement, not looked up for every row.
    where.push(`p.id NOT IN (SELECT h.product_id FROM product_set_products h WHERE h.set_id IN (${marks(hidden)})
      AND NOT EXISTS (SELECT 1 FROM product_set_products v WHERE v.product_id = h.product_id AND v.set_id NOT IN (${marks(hidden)})))`);
    params.push(...hidden, ...hidden);
  }
  const available = flag(q.available);
  if (available !== undefined) {
    where.push('p.available = ?');
    params.push(available ? 1 : 0);
  }
  const hasCover = flag(q.has_cover);
  if (hasCover !== undefined) {
    where.push('p.has_cover = ?');
    params.push(hasCover ? 1 : 0);
  }
  const slug = first(q.slug);
  if (slug) {
    where.push('p.slug = ?');
    params.push(slug);
  }
  const ids = listParam(q.ids);
  if (ids.length) {
    where.push(`p.id IN (${marks(ids)})`);
    params.push(...ids);
  }

  const setSlugs = listParam(q.sets);
  if (setSlugs.length) {
    const wanted = [
      ...descendants(
        cc,
        cc.sets.filter((s) => setSlugs.includes(s.slug) || setSlugs.includes(s.id)).map((s) => s.id),
      ),
    ];
    if (!wanted.length) return null;
    where.push(`p.id IN (SELECT product_id FROM product_set_products WHERE set_id IN (${marks(wanted)}))`);
    params.push(...wanted);
  }
  const notSlugs = listParam(q.sets_not);
  if (notSlugs.length) {
    const unwanted = [
      ...descendants(
        cc,
        cc.sets.filter((s) => notSlugs.includes(s.slug)).map((s) => s.id),
      ),
    ];
    if (unwanted.length) {
      where.push(`NOT EXISTS (SELECT 1 FROM product_set_products n WHERE n.product_id = p.id AND n.set_id IN (${marks(unwanted)}))`);
      params.push(...unwanted);
    }
  }

  const min = priceBound(q, 'min');
  const max = priceBound(q, 'max');
  if (min !== undefined || max !== undefined) {
    where.push(`p.id IN (SELECT product_id FROM listing_prices WHERE currency = ? AND price_min BETWEEN ? AND ?)`);
    params.push(currency, min === undefined ? -1 : Math.ceil(min * 100 - 1e-6), max === undefined ? Number.MAX_SAFE_INTEGER : Math.floor(max * 100 + 1e-6));
  }

  for (const [attributeSlug, f] of attributeFilters(q)) {
    const attribute = cc.attributes.find((a) => a.slug === attributeSlug);
    if (!attribute) return null;
    let options = attribute.options.map((o) => o.id);
    if (f.options.length) options = options.filter((id) => f.options.includes(id));
    if (f.min !== undefined || f.max !== undefined) {
      options = attribute.options
        .filter((o) => options.includes(o.id))
        .filter((o) => {
          const v = attribute.type === 'date' ? (o.value_date ?? '') : (o.value_number ?? Number.NaN);
          const lo = f.min === undefined ? true : attribute.type === 'date' ? String(v) >= f.min : Number(v) >= Number(f.min);
          const hi = f.max === undefined ? true : attribute.type === 'date' ? String(v) <= f.max : Number(v) <= Number(f.max);
          return lo && hi;
        })
        .map((o) => o.id);
    }
    if (!options.length) return null;
    where.push(`p.id IN (SELECT product_id FROM product_attribute_options WHERE option_id IN (${marks(options)}))`);
    params.push(...options);
  }

  const order: string[] = [];
  const orderParams: SQLInputValue[] = [];
  const joinParams: SQLInputValue[] = [];
  let orderJoin = '';
  for (const [index, key] of listParam(q.sort).entries()) {
    const { field, dir, currency: sortCurrency } = sortKey(key);
    const direction = dir === 'desc' ? 'DESC' : 'ASC';
    if (field === 'price' || field === 'price_min' || field === 'price_max') {
      const lp = index === 0 ? 'lp' : `lp${index}`;
      orderJoin += ` JOIN listing_prices ${lp} ON ${lp}.product_id = p.id AND ${lp}.currency = ?`;
      joinParams.push(sortCurrency ?? currency);
      order.push(`${lp}.price_min ${direction}`);
    } else if (field.startsWith('set.')) {
      // The position in the set (the catalogue order of its products); outside the set there is none (NULL).
      const set = cc.sets.find((s) => s.slug === field.slice(4));
      order.push(`CASE WHEN EXISTS (SELECT 1 FROM product_set_products o WHERE o.product_id = p.id AND o.set_id = ?) THEN p.sort END ${direction}`);
      orderParams.push(set?.id ?? '');
    } else if (field === 'name') {
      orderJoin += ' JOIN product_names pn ON pn.product_id = p.id AND pn.lang = ?';
      joinParams.push(cc.rc.lang);
      order.push(`pn.sort_key ${direction}`);
    } else if (field === 'created_at') order.push(`p.created_at ${direction}`);
    else throw badRequest(`Cannot sort by "${field}".`);
  }

  const search = first(q.search)?.trim().toLowerCase();
  if (search) {
    const words = search.split(/\s+/);
    // The trigram index finds candidates for words of 3 or more characters; every word is then checked exactly.
    // A word with a control character (NUL above all, which FTS5's query parser refuses) is only checked exactly.
    const indexed = words.filter((w) => [...w].length >= 3 && !/\p{Cc}/u.test(w));
    if (indexed.length) {
      where.push('p.rowid IN (SELECT rowid FROM product_search WHERE product_search MATCH ?)');
      params.push(indexed.map((w) => `"${w.replaceAll('"', '""')}"`).join(' AND '));
    }
    for (const w of words) {
      where.push('instr(p.search_text, ?) > 0');
      params.push(w);
    }
    // Products whose name holds the whole query first (in the request's language).
    order.push('(SELECT instr(name_lower, ?) > 0 FROM product_names WHERE product_id = p.id AND lang = ?) DESC');
    orderParams.push(search, cc.rc.lang);
  }
  // The default order ends with the id, so that rows tied on both are never on two pages; an order asked
  // for keeps these two as its tie-breakers, as it always had.
  const seekable = order.length === 0;
  order.push('p.sort', 'p.created_at', ...(seekable ? ['p.id'] : []));
  return { from: 'products p', where, params, order: order.join(', '), orderJoin, joinParams, orderParams, seekable };
}

type Statement = { sql: string; params: SQLInputValue[] };

/**
 * The two statements of a page: the count of matches and the page's products (null: nothing can match).
 * `list` identifies the filtered list in the default order (absent for any other order): with `after`, the
 * row just before the page in it, the page starts after that row instead of skipping the rows before it.
 */
export function productListStatements(
  cc: CatalogueContext,
  q: Query,
  currency: string,
  page: number,
  limit: number,
  after?: ListPosition,
): { count: Statement; page: Statement; list?: string } | null {
  const sql = productListSql(cc, q, currency);
  if (!sql) return null;
  const where = sql.where.join(' AND ');
  const count = { sql: `SELECT COUNT(*) AS n FROM ${sql.from} WHERE ${where}`, params: sql.params };
  if (!sql.seekable) {
    return {
      count,
      page: {
        // Ids only: sorting carries narrow rows, and only the page's documents are read afterwards.
        sql: `SELECT p.id FROM ${sql.from}${sql.orderJoin} WHERE ${where} ORDER BY ${sql.order} LIMIT ? OFFSET ?`,
        params: [...sql.joinParams, ...sql.params, ...sql.orderParams, limit, (page - 1) * limit],
      },
    };
  }
  // The default order's key as well, for the page after this one (the covering index holds all of it).
  const select = `SELECT p.id, p.sort, p.created_at FROM ${sql.from}${sql.orderJoin} WHERE ${where}`;
  return {
    count,
    page: after
      ? {
          sql: `${select} AND (p.sort, p.created_at, p.id) > (?, ?, ?) ORDER BY ${sql.order} LIMIT ?`,
          params: [...sql.joinParams, ...sql.params, after.sort, after.created_at, after.id, ...sql.orderParams, limit],
        }
      : {
          sql: `${select} ORDER BY ${sql.order} LIMIT ? OFFSET ?`,
          params: [...sql.joinParams, ...sql.params, ...sql.orderParams, limit, (page - 1) * limit],
        },
    // In the default order nothing but the conditions tells one list from another.
    list: `${where}\u0000${JSON.stringify(sql.params)}`,
  };
}

/**
 * Results of list statements (counts and pages of ids) for as long as nothing in the database changed:
 * the total of a category stays the same across its pages and sorts, so a shopper or a crawler paging
 * through it counts once. Keyed per database; any write on the connection (total_changes) empties it.
 */
const RESULT_CACHE_ENTRIES = 2000;
const resultCaches = new WeakMap<Db, { version: number; entries: Map<string, unknown> }>();

function cached<T>(db: Db, statement: Statement, compute: () => T): T {
  const version = one<{ v: number }>(db, 'SELECT total_changes() AS v')?.v ?? 0;
  let cache = resultCaches.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, entries: new Map() };
    resultCaches.set(db, cache);
  }
  const key = `${statement.sql}\u0000${JSON.stringify(statement.params)}`;
  if (cache.entries.has(key)) return cache.entries.get(key) as T;
  const value = compute();
  if (cache.entries.size >= RESULT_CACHE_ENTRIES) cache.entries.delete(cache.entries.keys().next().value!);
  cache.entries.set(key, value);
  return value;
}

/** One page of GET /products. */
export function queryProducts(db: Db, cc: CatalogueContext, q: Query, showHidden: boolean, currency: string, page: number, limit: number): ProductPage {
  if (!indexedQueryCovers(q, showHidden)) {
    const matching = filterProducts(cc, loadProducts(db), q, showHidden, currency);
    return { products: matching.slice((page - 1) * limit, page * limit), total: matching.length };
  }
  currentListingPrices(db, cc.now);
  const offset = (page - 1) * limit;
  let statements = productListStatements(cc, q, currency, page, limit);
  const after = statements?.list === undefined ? undefined : positionBefore(db, statements.list, offset);
  if (after) statements = productListStatements(cc, q, currency, page, limit, after);
  if (!statements) return { products: [], total: 0 };
  const { count, page: pageStatement, list } = statements;
  const total = cached(db, count, () => one<{ n: number }>(db, count.sql, ...count.params)?.n ?? 0);
  const rows = total === 0 ? [] : cached(db, pageStatement, () => all<{ id: string } & Partial<ListPosition>>(db, pageStatement.sql, ...pageStatement.params));
  const last = rows.at(-1);
  if (list !== undefined && last?.sort !== undefined && last.created_at !== undefined) {
    rememberPosition(db, list, offset + rows.length, { sort: last.sort, created_at: last.created_at, id: last.id });
  }
  const ids = rows.map((r) => r.id);
  const docs = new Map(all<{ id: string; data: string }>(db, `SELECT id, data FROM products WHERE id IN (${marks(ids)})`, ...ids).map((r) => [r.id, r.data]));
  return {
    products: ids.flatMap((id) => {
      const data = docs.get(id);
      return data ? [JSON.parse(data) as StoredProduct] : [];
    }),
    total,
  };
}

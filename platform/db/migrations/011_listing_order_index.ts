import type { Migration } from '../migration.ts';

/**
 * The default order of the product list (sort, creation, id) as a covering index of the listing columns:
 * a page far into the catalogue skips the rows before it in the index alone, never in the wide product
 * documents, and a page that follows a known row seeks straight to it (platform/catalogue/product-query.ts).
 * It starts like the index it replaces, so whatever used that one uses this one.
 */
export const migration011: Migration = {
  version: 11,
  name: 'covering index of the default product order',
  sql: `CREATE INDEX products_order_listing ON products (sort, created_at, id, public, available, has_cover);
DROP INDEX products_order;`,
};

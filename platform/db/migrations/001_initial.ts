import type { Migration } from '../migration.ts';

/** Shop configuration, catalogue and content. Resources keep their full shape in a JSON `data` column;
 * the columns beside it are what queries filter, sort and join on. */
export const migration001: Migration = {
  version: 1,
  name: 'catalogue and content',
  sql: `
CREATE TABLE secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL, public INTEGER NOT NULL DEFAULT 1);
CREATE TABLE seo_global (id INTEGER PRIMARY KEY CHECK (id = 1), data TEXT NOT NULL);
CREATE TABLE languages (id TEXT PRIMARY KEY, iso TEXT NOT NULL UNIQUE, data TEXT NOT NULL);
CREATE TABLE currencies (code TEXT PRIMARY KEY, data TEXT NOT NULL);
CREATE TABLE countries (code TEXT PRIMARY KEY, data TEXT NOT NULL);
CREATE TABLE sales_channels (id TEXT PRIMARY KEY, slug TEXT NOT NULL UNIQUE, data TEXT NOT NULL);
CREATE TABLE media (id TEXT PRIMARY KEY, file TEXT, data TEXT NOT NULL);
CREATE TABLE attributes (id TEXT PRIMARY KEY, slug TEXT NOT NULL UNIQUE, sort INTEGER NOT NULL DEFAULT 0, data TEXT NOT NULL);
CREATE TABLE product_sets (id TEXT PRIMARY KEY, slug TEXT NOT NULL UNIQUE, parent_id TEXT REFERENCES product_sets(id) ON DELETE CASCADE,
  sort INTEGER NOT NULL DEFAULT 0, public INTEGER NOT NULL DEFAULT 1, data TEXT NOT NULL);
CREATE TABLE products (id TEXT PRIMARY KEY, slug TEXT NOT NULL UNIQUE, public INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, search_text TEXT NOT NULL DEFAULT '', data TEXT NOT NULL);
CREATE TABLE product_set_products (product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  set_id TEXT NOT NULL REFERENCES product_sets(id) ON DELETE CASCADE, PRIMARY KEY (product_id, set_id));
CREATE TABLE price_history (product_id TEXT NOT NULL, currency TEXT NOT NULL, price_min TEXT NOT NULL, recorded_at TEXT NOT NULL);
CREATE INDEX price_history_lookup ON price_history (product_id, currency, recorded_at);
CREATE TABLE pages (id TEXT PRIMARY KEY, slug TEXT NOT NULL UNIQUE, sort INTEGER NOT NULL DEFAULT 0, public INTEGER NOT NULL DEFAULT 1, data TEXT NOT NULL);
CREATE TABLE redirects (id TEXT PRIMARY KEY, slug TEXT NOT NULL UNIQUE, data TEXT NOT NULL);
CREATE TABLE consents (id TEXT PRIMARY KEY, data TEXT NOT NULL);
`,
};

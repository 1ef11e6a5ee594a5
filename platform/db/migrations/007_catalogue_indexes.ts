import type { Migration } from '../migration.ts';

/**
 * What the product list needs to stay fast with a large catalogue (platform/catalogue/product-query.ts):
 * indexes for the default order, the newest first and a category's products (a narrow covering index
 * of the listing columns, so counting and ordering never read the wide product documents); per-language sort keys of
 * names, the products of each attribute option, each product's listing price per currency (with its
 * sales) and a trigram full-text index of the search text kept in step by triggers. The derived rows of
 * an existing database are written at the next start (the `reindex` flag, platform/catalogue/catalogue-index.ts).
 */
export const migration007: Migration = {
  version: 7,
  name: 'catalogue indexes',
  sql: `ALTER TABLE products ADD COLUMN available INTEGER NOT NULL DEFAULT 1;
ALTER TABLE products ADD COLUMN has_cover INTEGER NOT NULL DEFAULT 0;
CREATE INDEX products_order ON products (sort, created_at);
CREATE INDEX products_listing ON products (id, public, available, has_cover, sort, created_at);
CREATE INDEX products_created ON products (created_at);
CREATE INDEX product_set_products_set ON product_set_products (set_id, product_id);
CREATE TABLE product_names (product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE, lang TEXT NOT NULL,
  name_lower TEXT NOT NULL, sort_key TEXT NOT NULL, PRIMARY KEY (product_id, lang)) WITHOUT ROWID;
CREATE INDEX product_names_sort ON product_names (lang, sort_key);
CREATE TABLE product_attribute_options (option_id TEXT NOT NULL, product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  PRIMARY KEY (option_id, product_id)) WITHOUT ROWID;
CREATE INDEX product_attribute_options_product ON product_attribute_options (product_id);
CREATE TABLE listing_prices (product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE, currency TEXT NOT NULL,
  price_min INTEGER NOT NULL, PRIMARY KEY (product_id, currency)) WITHOUT ROWID;
CREATE INDEX listing_prices_order ON listing_prices (currency, price_min);
CREATE TABLE catalogue_state (key TEXT PRIMARY KEY, value TEXT NOT NULL);
INSERT INTO catalogue_state (key, value) VALUES ('reindex', '1');
CREATE VIRTUAL TABLE product_search USING fts5(search_text, content='products', content_rowid='rowid', tokenize='trigram');
INSERT INTO product_search (product_search) VALUES ('rebuild');
CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN
  INSERT INTO product_search (rowid, search_text) VALUES (new.rowid, new.search_text);
END;
CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN
  INSERT INTO product_search (product_search, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
END;
CREATE TRIGGER products_search_update AFTER UPDATE OF search_text ON products BEGIN
  INSERT INTO product_search (product_search, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
  INSERT INTO product_search (rowid, search_text) VALUES (new.rowid, new.search_text);
END;`,
};

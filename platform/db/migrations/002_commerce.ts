import type { Migration } from '../migration.ts';

/** Accounts, discounts, shipping, payments, orders and wishlists. */
export const migration002: Migration = {
  version: 2,
  name: 'accounts and commerce',
  sql: `
CREATE TABLE roles (id TEXT PRIMARY KEY, data TEXT NOT NULL);
CREATE TABLE users (id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL, data TEXT NOT NULL);
CREATE TABLE user_roles (user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role_id TEXT NOT NULL REFERENCES roles(id) ON DELETE CASCADE, PRIMARY KEY (user_id, role_id));
CREATE TABLE sessions (id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL, revoked_at TEXT);
CREATE TABLE refresh_tokens (id TEXT PRIMARY KEY, session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL, used_at TEXT);
CREATE TABLE password_resets (token_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE, expires_at TEXT NOT NULL);
CREATE TABLE addresses (id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('shipping', 'billing')), is_default INTEGER NOT NULL DEFAULT 0, data TEXT NOT NULL);
CREATE TABLE wishlist (id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE, created_at TEXT NOT NULL, UNIQUE (user_id, product_id));
CREATE TABLE discounts (id TEXT PRIMARY KEY, code TEXT UNIQUE, uses INTEGER NOT NULL DEFAULT 0, data TEXT NOT NULL);
CREATE TABLE shipping_methods (id TEXT PRIMARY KEY, sort INTEGER NOT NULL DEFAULT 0, data TEXT NOT NULL);
CREATE TABLE payment_methods (id TEXT PRIMARY KEY, data TEXT NOT NULL);
CREATE TABLE statuses (id TEXT PRIMARY KEY, sort INTEGER NOT NULL DEFAULT 0, data TEXT NOT NULL);
CREATE TABLE orders (id TEXT PRIMARY KEY, code TEXT NOT NULL UNIQUE, user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL, data TEXT NOT NULL);
CREATE TABLE payments (id TEXT PRIMARY KEY, order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL, data TEXT NOT NULL);
`,
};

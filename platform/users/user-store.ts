import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/database.ts';
import { rolesOfUser, userPermissions } from './roles-store.ts';

export type StoredUser = {
  id: string;
  email: string;
  name: string;
  birthday_date: string | null;
  phone: string | null;
  consents: Record<string, boolean>;
  metadata: Record<string, unknown>;
  metadata_private: Record<string, unknown>;
  metadata_personal: Record<string, unknown>;
  /** `last_step`: the TOTP time step of the last code accepted; a code of that step or earlier is refused. */
  tfa: { type: 'app'; secret: string; active: boolean; recovery_codes: string[]; last_step?: number } | null;
  created_at: string;
};

export type AddressData = { name: string; company_name?: string | null; address: string; zip: string; city: string; country: string; country_name?: string; phone: string; vat?: string | null };
export type SavedAddress = { id: string; name: string; default: boolean; address: AddressData & { id: string } };

export function loadUser(db: Db, id: string): StoredUser | undefined {
  const row = one<{ data: string }>(db, 'SELECT data FROM users WHERE id = ?', id);
  return row ? (JSON.parse(row.data) as StoredUser) : undefined;
}
export function findUserByEmail(db: Db, email: string): { user: StoredUser; password_hash: string } | undefined {
  const row = one<{ data: string; password_hash: string }>(db, 'SELECT data, password_hash FROM users WHERE email = ?', email.trim());
  return row ? { user: JSON.parse(row.data) as StoredUser, password_hash: row.password_hash } : undefined;
}
export function passwordHashOf(db: Db, id: string): string {
  return one<{ password_hash: string }>(db, 'SELECT password_hash FROM users WHERE id = ?', id)?.password_hash ?? '';
}
export function saveUser(db: Db, user: StoredUser): void {
  run(db, 'UPDATE users SET email = ?, data = ? WHERE id = ?', user.email, JSON.stringify(user), user.id);
}
/** `passwordHash` from the platform's PasswordHasher (platform/auth/passwords.ts), computed before the transaction. */
export function setPasswordHash(db: Db, id: string, passwordHash: string): void {
  run(db, 'UPDATE users SET password_hash = ? WHERE id = ?', passwordHash, id);
}

export function createUser(db: Db, input: { email: string; name: string; passwordHash: string; roleIds: string[]; consents?: Record<string, boolean>; phone?: string | null; birthday_date?: string | null; id?: string }): StoredUser {
  const user: StoredUser = {
    id: input.id ?? randomUUID(), email: input.email.trim(), name: input.name.trim(), birthday_date: input.birthday_date ?? null, phone: input.phone ?? null,
    consents: input.consents ?? {}, metadata: {}, metadata_private: {}, metadata_personal: {}, tfa: null, created_at: new Date().toISOString(),
  };
  run(db, 'INSERT INTO users (id, email, password_hash, created_at, data) VALUES (?, ?, ?, ?, ?)', user.id, user.email, input.passwordHash, user.created_at, JSON.stringify(user));
  for (const roleId of input.roleIds) run(db, 'INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)', user.id, roleId);
  return user;
}

export function addresses(db: Db, userId: string, kind: 'shipping' | 'billing'): SavedAddress[] {
  return all<{ id: string; is_default: number; data: string }>(db, 'SELECT id, is_default, data FROM addresses WHERE user_id = ? AND kind = ? ORDER BY rowid', userId, kind)
    .map((r) => {
      const saved = JSON.parse(r.data) as { label: string; address: AddressData };
      return { id: r.id, name: saved.label, default: Boolean(r.is_default), address: { id: r.id, ...saved.address } };
    });
}

/** A saved address: a label the customer chose (`name`) and the address itself. */
export function addAddress(db: Db, userId: string, kind: 'shipping' | 'billing', label: string, address: AddressData, isDefault: boolean): string {
  const id = randomUUID();
  const hasAny = addresses(db, userId, kind).length > 0;
  if (isDefault || !hasAny) run(db, 'UPDATE addresses SET is_default = 0 WHERE user_id = ? AND kind = ?', userId, kind);
  run(db, 'INSERT INTO addresses (id, user_id, kind, is_default, data) VALUES (?, ?, ?, ?, ?)', id, userId, kind, isDefault || !hasAny ? 1 : 0, JSON.stringify({ label, address }));
  return id;
}

export function userOut(db: Db, user: StoredUser) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    avatar: '',
    birthday_date: user.birthday_date,
    phone: user.phone,
    phone_country: user.phone?.startsWith('+48') ? 'PL' : null,
    phone_number: user.phone?.replace(/^\+48/, '') ?? null,
    is_tfa_active: user.tfa?.active ?? false,
    roles: rolesOfUser(db, user.id).map((r) => ({ id: r.id, name: r.name, description: r.description, assignable: true, deletable: r.type === 'regular', is_registration_role: r.is_registration_role, metadata: r.metadata })),
    consents: Object.entries(user.consents).flatMap(([id, value]) => {
      const row = one<{ data: string }>(db, 'SELECT data FROM consents WHERE id = ?', id);
      if (!row) return [];
      const consent = JSON.parse(row.data) as { translations: Record<string, { name: string; description: string }>; required: boolean };
      const t = consent.translations.pl ?? Object.values(consent.translations)[0];
      return [{ id, name: t?.name ?? '', description_html: t?.description ?? null, required: consent.required, value }];
    }),
    created_at: user.created_at,
    metadata: user.metadata,
    metadata_personal: user.metadata_personal,
    permissions: [...userPermissions(db, user.id)].sort(),
    preferences: { successful_login_attempt_alert: false, failed_login_attempt_alert: false, new_localization_login_alert: false, recovery_code_changed_alert: false },
    shipping_addresses: addresses(db, user.id, 'shipping'),
    billing_addresses: addresses(db, user.id, 'billing'),
  };
}

import { createHash, randomUUID } from 'node:crypto';
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
  /** The user's alert choices (Heseya's preferences); absent means all off. */
  preferences?: Partial<Preferences>;
  created_at: string;
};

export const PREFERENCE_KEYS = [
  'successful_login_attempt_alert',
  'failed_login_attempt_alert',
  'new_localization_login_alert',
  'recovery_code_changed_alert',
] as const;
export type Preferences = Record<(typeof PREFERENCE_KEYS)[number], boolean>;

export type AddressData = {
  name: string;
  company_name?: string | null;
  address: string;
  zip: string;
  city: string;
  country: string;
  country_name?: string;
  phone: string;
  vat?: string | null;
};
export type SavedAddress = {
  id: string;
  name: string;
  default: boolean;
  address: Omit<AddressData, 'company_name' | 'vat' | 'country_name'> & { id: string; company_name: string | null; vat: string | null; country_name: string };
};

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

export function createUser(
  db: Db,
  input: {
    email: string;
    name: string;
    passwordHash: string;
    roleIds: string[];
    consents?: Record<string, boolean>;
    phone?: string | null;
    birthday_date?: string | null;
    id?: string;
  },
): StoredUser {
  const user: StoredUser = {
    id: input.id ?? randomUUID(),
    email: input.email.trim(),
    name: input.name.trim(),
    birthday_date: input.birthday_date ?? null,
    phone: input.phone ?? null,
    consents: input.consents ?? {},
    metadata: {},
    metadata_private: {},
    metadata_personal: {},
    tfa: null,
    created_at: new Date().toISOString(),
  };
  run(
    db,
    'INSERT INTO users (id, email, password_hash, created_at, data) VALUES (?, ?, ?, ?, ?)',
    user.id,
    user.email,
    input.passwordHash,
    user.created_at,
    JSON.stringify(user),
  );
  for (const roleId of input.roleIds) run(db, 'INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)', user.id, roleId);
  return user;
}

/** Saved addresses as Heseya's SavedAddressResource gives them: every address column, `null` where empty. */
export function addresses(db: Db, userId: string, kind: 'shipping' | 'billing'): SavedAddress[] {
  return all<{ id: string; is_default: number; data: string }>(
    db,
    'SELECT id, is_default, data FROM addresses WHERE user_id = ? AND kind = ? ORDER BY rowid',
    userId,
    kind,
  ).map((r) => {
    const saved = JSON.parse(r.data) as { label: string; address: AddressData };
    return { id: r.id, name: saved.label, default: Boolean(r.is_default), address: addressOut(db, r.id, saved.address) };
  });
}

function addressOut(db: Db, id: string, a: AddressData) {
  // Heseya's Address::country_name is the country's (English) name, else the code.
  const country = one<{ data: string }>(db, 'SELECT data FROM countries WHERE code = ?', a.country);
  const countryName = country ? (JSON.parse(country.data) as { name: string }).name : a.country;
  return {
    id,
    name: a.name,
    company_name: a.company_name || null,
    address: a.address,
    vat: a.vat || null,
    zip: a.zip,
    city: a.city,
    country: a.country,
    country_name: countryName,
    phone: a.phone,
  };
}

/** A saved address: a label the customer chose (`name`) and the address itself. */
export function addAddress(db: Db, userId: string, kind: 'shipping' | 'billing', label: string, address: AddressData, isDefault: boolean): string {
  const id = randomUUID();
  const hasAny = addresses(db, userId, kind).length > 0;
  if (isDefault || !hasAny) run(db, 'UPDATE addresses SET is_default = 0 WHERE user_id = ? AND kind = ?', userId, kind);
  run(
    db,
    'INSERT INTO addresses (id, user_id, kind, is_default, data) VALUES (?, ?, ?, ?, ?)',
    id,
    userId,
    kind,
    isDefault || !hasAny ? 1 : 0,
    JSON.stringify({ label, address }),
  );
  return id;
}

/** Heseya's avatar: Gravatar's picture for the e-mail (a generic one when it has none). */
export const avatarOf = (email: string) => `//www.gravatar.com/avatar/${createHash('md5').update(email.trim().toLowerCase()).digest('hex')}?d=mp&s=50x50`;

/**
 * A user as Heseya's UserResource gives it (register, roles), or with `savedAddresses` as its
 * UserWithSavedAddressesResource (login, refresh, GET and PATCH /auth/profile). Roles leave out the
 * built-in authenticated role and carry only their base fields. `viewer` is what the one asking holds:
 * `metadata_private` shows only when they hold users.show_metadata_private, and a role is `assignable`
 * only when they hold its permissions; what the shown user holds never decides either.
 */
export function userOut(db: Db, user: StoredUser, viewer: ReadonlySet<string>, options: { savedAddresses?: boolean } = {}) {
  const permissions = userPermissions(db, user.id);
  const languageIds = all<{ id: string }>(db, 'SELECT id FROM languages ORDER BY rowid').map((l) => l.id);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    avatar: avatarOf(user.email),
    birthday_date: user.birthday_date,
    phone: user.phone,
    phone_country: user.phone?.startsWith('+48') ? 'PL' : null,
    phone_number: user.phone?.replace(/^\+48/, '') ?? null,
    is_tfa_active: user.tfa?.active ?? false,
    roles: rolesOfUser(db, user.id)
      .filter((r) => r.type !== 'authenticated')
      .map((r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
        is_registration_role: r.is_registration_role,
        assignable: r.type !== 'unauthenticated' && r.permissions.every((x) => viewer.has(x)),
        deletable: r.type === 'regular',
        users_count: one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM user_roles WHERE role_id = ?', r.id)?.n ?? 0,
        is_joinable: r.is_joinable,
        metadata: r.metadata,
      })),
    consents: Object.entries(user.consents).flatMap(([id, value]) => {
      const row = one<{ data: string }>(db, 'SELECT data FROM consents WHERE id = ?', id);
      if (!row) return [];
      const consent = JSON.parse(row.data) as { translations: Record<string, { name: string; description: string }>; required: boolean };
      const t = consent.translations.pl ?? Object.values(consent.translations)[0];
      return [{ id, name: t?.name ?? '', description_html: t?.description ?? null, required: consent.required, published: languageIds, type: 'user', value }];
    }),
    created_at: user.created_at,
    metadata: user.metadata,
    ...(viewer.has('users.show_metadata_private') ? { metadata_private: user.metadata_private } : {}),
    metadata_personal: user.metadata_personal,
    permissions: [...permissions].sort(),
    preferences: Object.fromEntries(PREFERENCE_KEYS.map((key) => [key, user.preferences?.[key] ?? false])) as Preferences,
    ...(options.savedAddresses ? { shipping_addresses: addresses(db, user.id, 'shipping'), billing_addresses: addresses(db, user.id, 'billing') } : {}),
  };
}

/** Heseya's ProfileResource (GET /auth/check[/{identity_token}]): id (null for a guest), name, avatar and permissions. */
export function profileOut(db: Db, user: StoredUser | undefined) {
  return {
    id: user?.id ?? null,
    name: user?.name ?? 'Unauthenticated',
    avatar: avatarOf(user?.email ?? ''),
    permissions: [...userPermissions(db, user?.id)].sort(),
  };
}

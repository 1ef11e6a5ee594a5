import type { Db } from '../db/database.ts';
import { all } from '../db/database.ts';
import { CUSTOMER_PERMISSIONS, GUEST_PERMISSIONS, PERMISSIONS } from './permissions.ts';

export type RoleType = 'owner' | 'unauthenticated' | 'authenticated' | 'regular';
export type Role = {
  id: string;
  name: string;
  description: string;
  type: RoleType;
  is_registration_role: boolean;
  is_joinable: boolean;
  permissions: string[];
  metadata: Record<string, unknown>;
};

export const OWNER_ROLE_ID = '00000000-0000-4000-8000-000000000001';
export const GUEST_ROLE_ID = '00000000-0000-4000-8000-000000000002';
export const CUSTOMER_ROLE_ID = '00000000-0000-4000-8000-000000000003';

export function builtInRoles(): Role[] {
  const base = { description: '', is_joinable: false, metadata: {} };
  return [
    { ...base, id: OWNER_ROLE_ID, name: 'Owner', type: 'owner', is_registration_role: false, permissions: [...PERMISSIONS] },
    { ...base, id: GUEST_ROLE_ID, name: 'Unauthenticated', type: 'unauthenticated', is_registration_role: false, permissions: GUEST_PERMISSIONS },
    { ...base, id: CUSTOMER_ROLE_ID, name: 'Authenticated', type: 'authenticated', is_registration_role: true, permissions: CUSTOMER_PERMISSIONS },
  ];
}

export function listRoles(db: Db): Role[] {
  return all<{ data: string }>(db, 'SELECT data FROM roles').map((r) => JSON.parse(r.data) as Role);
}

export function rolesOfUser(db: Db, userId: string): Role[] {
  return all<{ data: string }>(db, 'SELECT r.data FROM roles r JOIN user_roles ur ON ur.role_id = r.id WHERE ur.user_id = ?', userId).map(
    (r) => JSON.parse(r.data) as Role,
  );
}

/** Guests hold the unauthenticated role; users add the authenticated role and their own roles. Owners hold everything. */
export function userPermissions(db: Db, userId: string | undefined): Set<string> {
  const roles = listRoles(db);
  const byType = (t: RoleType) => roles.filter((r) => r.type === t);
  if (!userId) return new Set(byType('unauthenticated').flatMap((r) => r.permissions));
  const own = rolesOfUser(db, userId);
  if (own.some((r) => r.type === 'owner')) return new Set(PERMISSIONS);
  return new Set([...byType('authenticated'), ...own].flatMap((r) => r.permissions));
}

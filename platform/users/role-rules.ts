import type { Db } from '../db/database.ts';
import { one } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { builtInRoles, rolesOfUser, userPermissions, type Role } from './roles-store.ts';

export function countOwners(db: Db): number {
  return (
    one<{ n: number }>(db, "SELECT COUNT(*) AS n FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE json_extract(r.data, '$.type') = 'owner'")?.n ?? 0
  );
}

const fail = (key: string, message: string) => new ApiError(422, key, message);

/**
 * Role rules (docs/rules.md#role-rules) for changing a user's roles: only an owner grants or removes the owner role,
 * one owner must remain, and nobody gives or removes a role whose permissions they do not hold.
 */
export function checkRoleChange(db: Db, actorId: string, actorPermissions: Set<string>, targetId: string | null, next: Role[]): void {
  const actorIsOwner = rolesOfUser(db, actorId).some((r) => r.type === 'owner');
  const current = targetId ? rolesOfUser(db, targetId) : [];
  const added = next.filter((r) => !current.some((c) => c.id === r.id));
  const removed = current.filter((r) => !next.some((n) => n.id === r.id));
  for (const role of [...added, ...removed]) {
    if (role.type === 'owner' && !actorIsOwner) throw fail('CLIENT_ONLY_OWNER_GRANTS_OWNER_ROLE', 'Only an owner can grant or remove the owner role.');
    if (role.type === 'unauthenticated' || role.type === 'authenticated')
      throw fail('CLIENT_GIVE_ROLE_THAT_USER_DOESNT_HAVE', 'Built-in roles are given automatically.');
    if (!actorIsOwner && !role.permissions.every((p) => actorPermissions.has(p))) {
      throw fail(
        added.includes(role) ? 'CLIENT_GIVE_ROLE_THAT_USER_DOESNT_HAVE' : 'CLIENT_REMOVE_ROLE_THAT_USER_DOESNT_HAVE',
        'You cannot give or remove a role with permissions you do not have.',
      );
    }
  }
  if (removed.some((r) => r.type === 'owner') && countOwners(db) <= 1) throw fail('CLIENT_ONE_OWNER_REMAINS', 'The shop needs at least one owner.');
}

/** Whether the user holds the owner role. */
export const isOwner = (db: Db, userId: string): boolean => rolesOfUser(db, userId).some((r) => r.type === 'owner');

/**
 * Staff cannot take over anyone who can do more than they can: a user edits another user (name, e-mail,
 * roles, metadata), removes their two-factor sign-in or deletes them only while holding every permission
 * that user holds. With the e-mail address a password-reset link would go to whoever changed it, so
 * without this rule a support role holding users.edit could become any manager. Heseya's rule for
 * roles (nobody gives or removes a role whose permissions they lack) applied to the whole account.
 * One's own account is not guarded here: its own routes ask for the password where Heseya does.
 */
export function checkActorCoversTarget(
  db: Db,
  actorId: string,
  actorPermissions: ReadonlySet<string>,
  targetId: string,
  what: 'edit' | 'two-factor' | 'remove',
): void {
  if (what === 'two-factor' && actorId === targetId) throw fail('CLIENT_TFA_CANNOT_REMOVE', 'You cannot remove your own two-factor sign-in this way.');
  if (actorId === targetId) return;
  const lacking = [...userPermissions(db, targetId)].some((p) => !actorPermissions.has(p));
  if (!lacking) return;
  if (what === 'two-factor') throw fail('CLIENT_TFA_CANNOT_REMOVE', 'You cannot remove the two-factor sign-in of a user who has permissions you do not have.');
  throw fail(
    'CLIENT_NO_ACCESS',
    what === 'remove' ? 'You cannot delete a user who has permissions you do not have.' : 'You cannot change a user who has permissions you do not have.',
  );
}

/**
 * Only an owner changes an owner's e-mail address: staff holding every permission still lack the owner
 * role, which grants and removes ownership.
 */
export function checkOwnerEmailChange(db: Db, actorId: string, targetId: string): void {
  if (actorId === targetId || !isOwner(db, targetId) || isOwner(db, actorId)) return;
  throw fail('CLIENT_NO_ACCESS', "Only an owner can change an owner's e-mail address.");
}

/** Only an owner removes an owner's two-factor sign-in. */
export function checkOwnerTwoFactorRemoval(db: Db, actorId: string, targetId: string): void {
  if (actorId === targetId || !isOwner(db, targetId) || isOwner(db, actorId)) return;
  throw fail('CLIENT_TFA_CANNOT_REMOVE', "Only an owner can remove an owner's two-factor sign-in.");
}

/**
 * What anyone gets without being given it stays within the defaults: the built-in guest (unauthenticated)
 * and customer (authenticated) roles hold at most their default permissions, and a role people give
 * themselves (a registration or joinable role) at most the customer's. Otherwise one role edit would hand
 * staff permissions (orders, users) to every visitor.
 */
export function checkSelfServiceRole(role: Pick<Role, 'type' | 'is_registration_role' | 'is_joinable'>, permissions: readonly string[]): void {
  const defaults = (type: Role['type']) => new Set(builtInRoles().find((r) => r.type === type)?.permissions ?? []);
  const ceiling =
    role.type === 'unauthenticated'
      ? defaults('unauthenticated')
      : role.type === 'authenticated' || role.is_registration_role || role.is_joinable
        ? defaults('authenticated')
        : undefined;
  if (ceiling && permissions.some((p) => !ceiling.has(p))) {
    throw fail(
      'CLIENT_UPDATE_ROLE_WITHOUT_PERMISSION',
      'The guest and customer roles, and roles people can give themselves, cannot have permissions beyond the default ones of a customer.',
    );
  }
}

import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { can, passwordsOf } from '../http/context.ts';
import { body, pageParams, query, parse } from '../http/input.ts';
import { paginate } from '../http/pagination.ts';
import { ApiError, fieldError, notFound } from '../http/errors.ts';
import { all, one, run, transaction } from '../db/database.ts';
import { createUser, findUserByEmail, loadUser, saveUser, userOut } from './user-store.ts';
import { listRoles, rolesOfUser, type Role } from './roles-store.ts';
import { PERMISSIONS } from './permissions.ts';
import { checkActorCoversTarget, checkOwnerEmailChange, checkRoleChange, checkSelfServiceRole, countOwners } from './role-rules.ts';
import { password } from '../auth/auth-input.ts';

const roleFields = {
  name: z.string().trim().min(1).max(255),
  description: z.string().max(1000),
  permissions: z.array(z.string()).max(500),
  is_registration_role: z.boolean(),
  is_joinable: z.boolean(),
  metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
};
const roleInput = z.object({
  ...roleFields,
  description: roleFields.description.default(''),
  permissions: roleFields.permissions.default([]),
  is_registration_role: roleFields.is_registration_role.default(false),
  is_joinable: roleFields.is_joinable.default(false),
  metadata: roleFields.metadata.default({}),
});
/** A PATCH changes only the fields it names (roleInput.partial() would fill the others with their defaults). */
const rolePatch = z.object(roleFields).partial();

export function userAdminRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const roleOut = (r: Role) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    assignable: true,
    deletable: r.type === 'regular',
    is_registration_role: r.is_registration_role,
    is_joinable: r.is_joinable,
    users_count: one<{ n: number }>(deps.db, 'SELECT COUNT(*) AS n FROM user_roles WHERE role_id = ?', r.id)?.n ?? 0,
    permissions: r.permissions,
    metadata: r.metadata,
  });
  const findRoles = (ids: string[]) => {
    const roles = listRoles(deps.db);
    return ids.map((id) => {
      const r = roles.find((x) => x.id === id);
      if (!r) throw fieldError('roles', 'VALIDATION_EXISTS', `Role ${id} does not exist.`);
      return r;
    });
  };

  app.get('/permissions', (c) => {
    can(c, 'roles.show_details');
    return c.json({ data: PERMISSIONS.map((name) => ({ id: name, name, description: name, assignable: true })) });
  });

  app.get('/roles', (c) => {
    can(c, 'roles.show');
    const { page, limit } = parse(pageParams.passthrough(), query(c));
    return c.json((({ data, meta }) => ({ data: data.map(roleOut), meta }))(paginate(listRoles(deps.db), page, limit, '/roles')));
  });
  app.get('/roles/:ref', (c) => {
    can(c, 'roles.show_details');
    const role = listRoles(deps.db).find((r) => r.id === c.req.param('ref').replace(/^id:/, ''));
    if (!role) throw notFound('Role');
    return c.json({ data: roleOut(role) });
  });
  app.post('/roles', async (c) => {
    can(c, 'roles.add');
    const input = await body(c, roleInput);
    const held = c.get('rc').permissions;
    if (input.permissions.some((p) => !PERMISSIONS.includes(p))) throw fieldError('permissions', 'VALIDATION_EXISTS', 'Unknown permission.');
    if (input.permissions.some((p) => !held.has(p)))
      throw new ApiError(422, 'CLIENT_CREATE_ROLE_WITHOUT_PERMISSION', 'You cannot create a role with permissions you do not have.');
    checkSelfServiceRole({ type: 'regular', ...input }, input.permissions);
    const role: Role = { id: randomUUID(), type: 'regular', ...input };
    run(deps.db, 'INSERT INTO roles (id, data) VALUES (?, ?)', role.id, JSON.stringify(role));
    return c.json({ data: roleOut(role) }, 201);
  });
  app.patch('/roles/:ref', async (c) => {
    can(c, 'roles.edit');
    const role = listRoles(deps.db).find((r) => r.id === c.req.param('ref').replace(/^id:/, ''));
    if (!role) throw notFound('Role');
    const input = await body(c, rolePatch);
    if (role.type === 'owner' && input.permissions) throw new ApiError(422, 'CLIENT_UPDATE_OWNER_PERMISSIONS', 'The owner role always has every permission.');
    const held = c.get('rc').permissions;
    if (input.permissions?.some((p) => !PERMISSIONS.includes(p))) throw fieldError('permissions', 'VALIDATION_EXISTS', 'Unknown permission.');
    const changed = input.permissions
      ? [...input.permissions.filter((p) => !role.permissions.includes(p)), ...role.permissions.filter((p) => !input.permissions!.includes(p))]
      : [];
    if (changed.some((p) => !held.has(p))) throw new ApiError(422, 'CLIENT_UPDATE_ROLE_WITHOUT_PERMISSION', 'You cannot change permissions you do not have.');
    const next = { ...role, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) } as Role;
    if (input.permissions || input.is_registration_role !== undefined || input.is_joinable !== undefined) checkSelfServiceRole(next, next.permissions);
    run(deps.db, 'UPDATE roles SET data = ? WHERE id = ?', JSON.stringify(next), role.id);
    return c.json({ data: roleOut(next) });
  });
  app.delete('/roles/:ref', (c) => {
    can(c, 'roles.remove');
    const role = listRoles(deps.db).find((r) => r.id === c.req.param('ref').replace(/^id:/, ''));
    if (!role) throw notFound('Role');
    if (role.type !== 'regular') throw new ApiError(422, 'CLIENT_DELETE_BUILT_IN_ROLE', 'Built-in roles cannot be deleted.');
    const held = c.get('rc').permissions;
    if (role.permissions.some((p) => !held.has(p)))
      throw new ApiError(422, 'CLIENT_DELETE_ROLE_WITHOUT_PERMISSION', 'You cannot delete a role with permissions you do not have.');
    run(deps.db, 'DELETE FROM roles WHERE id = ?', role.id);
    return c.body(null, 204);
  });

  app.get('/users', (c) => {
    can(c, 'users.show');
    const q = parse(pageParams.extend({ search: z.string().max(255).optional() }).passthrough(), query(c));
    let users = all<{ id: string }>(deps.db, 'SELECT id FROM users ORDER BY created_at').map((r) => loadUser(deps.db, r.id)!);
    if (q.search) users = users.filter((u) => u.email.includes(q.search!) || u.name.toLowerCase().includes(q.search!.toLowerCase()));
    return c.json(
      (({ data, meta }) => ({ data: data.map((u) => userOut(deps.db, u, c.get('rc').permissions)), meta }))(paginate(users, q.page, q.limit, '/users')),
    );
  });
  app.get('/users/:ref', (c) => {
    can(c, 'users.show_details');
    const user = loadUser(deps.db, c.req.param('ref').replace(/^id:/, ''));
    if (!user) throw notFound('User');
    return c.json({ data: userOut(deps.db, user, c.get('rc').permissions) });
  });
  app.post('/users', async (c) => {
    can(c, 'users.add');
    const input = await body(
      c,
      z.object({ name: z.string().trim().min(1).max(255), email: z.email().max(255), password, roles: z.array(z.uuid()).max(50).default([]) }),
    );
    if (findUserByEmail(deps.db, input.email)) throw fieldError('email', 'VALIDATION_UNIQUE', 'This email is already registered.');
    const roles = findRoles(input.roles);
    const actor = c.get('rc').viewer!;
    checkRoleChange(deps.db, actor.id, c.get('rc').permissions, null, roles);
    const passwordHash = await passwordsOf(deps).hash(input.password);
    const user = transaction(deps.db, () => {
      if (findUserByEmail(deps.db, input.email)) throw fieldError('email', 'VALIDATION_UNIQUE', 'This email is already registered.');
      return createUser(deps.db, { ...input, passwordHash, roleIds: roles.map((r) => r.id) });
    });
    return c.json({ data: userOut(deps.db, user, c.get('rc').permissions) }, 201);
  });
  app.patch('/users/:ref', async (c) => {
    can(c, 'users.edit');
    const user = loadUser(deps.db, c.req.param('ref').replace(/^id:/, ''));
    if (!user) throw notFound('User');
    checkActorCoversTarget(deps.db, c.get('rc').viewer?.id ?? '', c.get('rc').permissions, user.id, 'edit');
    const input = await body(
      c,
      z.object({ name: z.string().trim().min(1).max(255).optional(), email: z.email().optional(), roles: z.array(z.uuid()).max(50).optional() }),
    );
    if (input.email && input.email !== user.email && findUserByEmail(deps.db, input.email))
      throw fieldError('email', 'VALIDATION_UNIQUE', 'This email is already registered.');
    if (input.email && input.email.trim().toLowerCase() !== user.email.toLowerCase()) checkOwnerEmailChange(deps.db, c.get('rc').viewer!.id, user.id);
    transaction(deps.db, () => {
      if (input.roles) {
        const roles = findRoles(input.roles);
        checkRoleChange(deps.db, c.get('rc').viewer!.id, c.get('rc').permissions, user.id, roles);
        run(deps.db, 'DELETE FROM user_roles WHERE user_id = ?', user.id);
        for (const r of roles) run(deps.db, 'INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)', user.id, r.id);
      }
      saveUser(deps.db, { ...user, name: input.name ?? user.name, email: input.email ?? user.email });
    });
    return c.json({ data: userOut(deps.db, loadUser(deps.db, user.id)!, c.get('rc').permissions) });
  });
  app.delete('/users/:ref', (c) => {
    can(c, 'users.remove');
    const user = loadUser(deps.db, c.req.param('ref').replace(/^id:/, ''));
    if (!user) throw notFound('User');
    checkActorCoversTarget(deps.db, c.get('rc').viewer?.id ?? '', c.get('rc').permissions, user.id, 'remove');
    if (rolesOfUser(deps.db, user.id).some((r) => r.type === 'owner')) {
      checkRoleChange(deps.db, c.get('rc').viewer!.id, c.get('rc').permissions, user.id, []);
      if (countOwners(deps.db) <= 1) throw new ApiError(422, 'CLIENT_ONE_OWNER_REMAINS', 'The shop needs at least one owner.');
    }
    run(deps.db, 'DELETE FROM users WHERE id = ?', user.id);
    return c.body(null, 204);
  });

  return app;
}

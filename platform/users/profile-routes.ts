import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps, C } from '../http/context.ts';
import { can, requireUser } from '../http/context.ts';
import { body } from '../http/input.ts';
import { ApiError, clientError, fieldError, notFound } from '../http/errors.ts';
import { one, run, transaction } from '../db/database.ts';
import { passwordMatches } from '../auth/sign-in-checks.ts';
import { addAddress, addresses, loadUser, passwordHashOf, PREFERENCE_KEYS, saveUser, userOut, type AddressData } from './user-store.ts';
import { addressInput } from '../orders/order-input.ts';
import { phoneInput } from '../http/field-rules.ts';
import { listRoles, rolesOfUser, userPermissions } from './roles-store.ts';
import { countOwners } from './role-rules.ts';

const metadataPatch = z.record(z.string().max(255), z.union([z.string().max(5000), z.number().finite(), z.boolean(), z.null()]));
const savedAddressInput = z.object({
  name: z.string().trim().min(1).max(255),
  default: z.boolean().default(false),
  address: addressInput.extend({ phone: phoneInput }),
});

export function profileRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const me = (c: C) => {
    const viewer = requireUser(c);
    return loadUser(deps.db, viewer.id)!;
  };

  app.get('/auth/profile', (c) => c.json({ data: userOut(deps.db, me(c), c.get('rc').permissions, { savedAddresses: true }) }));

  app.patch('/auth/profile', async (c) => {
    const user = me(c);
    const input = await body(
      c,
      z.object({
        name: z.string().trim().min(1).max(255).optional(),
        birthday_date: z.iso.date().nullable().optional(),
        phone: phoneInput.nullable().optional(),
        consents: z.record(z.string(), z.boolean()).optional(),
        preferences: z.partialRecord(z.enum(PREFERENCE_KEYS), z.boolean()).optional(),
      }),
    );
    // A full name has a first name and a surname (docs/rules.md#server-field-rules).
    if (input.name !== undefined && input.name.split(/\s+/).length < 2) throw fieldError('name', 'VALIDATION_FULL_NAME', 'Give your first name and surname.');
    if (input.birthday_date && input.birthday_date > new Date().toISOString().slice(0, 10))
      throw fieldError('birthday_date', 'VALIDATION_BEFORE_OR_EQUAL', 'Date cannot be in the future.');
    const next = {
      ...user,
      name: input.name ?? user.name,
      birthday_date: input.birthday_date === undefined ? user.birthday_date : input.birthday_date,
      phone: input.phone === undefined ? user.phone : input.phone,
      consents: { ...user.consents, ...input.consents },
      preferences: { ...user.preferences, ...input.preferences },
    };
    saveUser(deps.db, next);
    return c.json({ data: userOut(deps.db, next, c.get('rc').permissions, { savedAddresses: true }) });
  });

  app.patch('/auth/profile/roles', async (c) => {
    const user = me(c);
    const input = await body(c, z.object({ roles: z.array(z.uuid()).max(50) }));
    const roles = listRoles(deps.db);
    for (const id of input.roles) {
      const role = roles.find((r) => r.id === id);
      if (!role) throw fieldError('roles', 'VALIDATION_EXISTS', 'This role does not exist.');
      if (!role.is_joinable || role.type !== 'regular') throw clientError('CLIENT_UPDATE_NON_REGULAR_JOINABLE', 'This role cannot be joined.');
    }
    transaction(deps.db, () => {
      const joinable = new Set(roles.filter((r) => r.is_joinable && r.type === 'regular').map((r) => r.id));
      for (const r of rolesOfUser(deps.db, user.id))
        if (joinable.has(r.id)) run(deps.db, 'DELETE FROM user_roles WHERE user_id = ? AND role_id = ?', user.id, r.id);
      for (const id of input.roles) run(deps.db, 'INSERT OR IGNORE INTO user_roles (user_id, role_id) VALUES (?, ?)', user.id, id);
    });
    return c.json({ data: userOut(deps.db, user, userPermissions(deps.db, user.id)) });
  });

  app.patch('/auth/profile/metadata-personal', async (c) => {
    const user = me(c);
    const patch = await body(c, metadataPatch);
    const merged: Record<string, unknown> = { ...user.metadata_personal };
    for (const [k, v] of Object.entries(patch))
      if (v === null) delete merged[k];
      else merged[k] = v;
    saveUser(deps.db, { ...user, metadata_personal: merged });
    return c.json({ data: merged });
  });

  for (const kind of ['shipping', 'billing'] as const) {
    const list = (userId: string) => addresses(deps.db, userId, kind);
    const owned = (userId: string, ref: string) => {
      const id = ref.replace(/^id:/, '');
      const row = one<{ id: string; is_default: number }>(
        deps.db,
        'SELECT id, is_default FROM addresses WHERE id = ? AND user_id = ? AND kind = ?',
        id,
        userId,
        kind,
      );
      if (!row) throw notFound('Address');
      return row;
    };
    // Heseya 8 serves saved addresses under /my/ too (the /auth/profile/ paths are its deprecated, still served, ones).
    for (const base of [`/auth/profile/${kind}-addresses`, `/my/${kind}-addresses`]) {
      app.post(base, async (c) => {
        const user = me(c);
        can(c, 'profile.addresses_manage');
        const input = await body(c, savedAddressInput);
        transaction(deps.db, () => addAddress(deps.db, user.id, kind, input.name, input.address as AddressData, input.default));
        return c.json({ data: list(user.id) });
      });
      app.patch(`${base}/:ref`, async (c) => {
        const user = me(c);
        can(c, 'profile.addresses_manage');
        const row = owned(user.id, c.req.param('ref'));
        const input = await body(c, savedAddressInput);
        transaction(deps.db, () => {
          if (input.default) run(deps.db, 'UPDATE addresses SET is_default = 0 WHERE user_id = ? AND kind = ?', user.id, kind);
          run(
            deps.db,
            'UPDATE addresses SET data = ?, is_default = ? WHERE id = ?',
            JSON.stringify({ label: input.name, address: input.address }),
            input.default || row.is_default ? 1 : 0,
            row.id,
          );
        });
        return c.json({ data: list(user.id) });
      });
      app.delete(`${base}/:ref`, (c) => {
        const user = me(c);
        can(c, 'profile.addresses_manage');
        const row = owned(user.id, c.req.param('ref'));
        if (row.is_default) throw clientError('CLIENT_REMOVE_DEFAULT_ADDRESS', 'Choose another default address before removing this one.');
        run(deps.db, 'DELETE FROM addresses WHERE id = ?', row.id);
        return c.json({ data: list(user.id) });
      });
    }
  }

  app.post('/users/self-remove', async (c) => {
    const user = me(c);
    const input = await body(c, z.object({ password: z.string().min(1).max(255) }));
    if (!(await passwordMatches(c, deps, user.email, { id: user.id, hash: passwordHashOf(deps.db, user.id) }, input.password)))
      throw new ApiError(422, 'CLIENT_INVALID_PASSWORD', 'The password is incorrect.');
    if (rolesOfUser(deps.db, user.id).some((r) => r.type === 'owner') && countOwners(deps.db) <= 1)
      throw clientError('CLIENT_ONE_OWNER_REMAINS', 'The shop needs at least one owner.');
    run(deps.db, 'DELETE FROM users WHERE id = ?', user.id);
    return c.body(null, 204);
  });

  return app;
}

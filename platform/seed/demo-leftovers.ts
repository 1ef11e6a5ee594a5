import type { Db } from '../db/database.ts';
import { all, one } from '../db/database.ts';
import type { PasswordHasher } from '../auth/passwords.ts';
import { findProvider } from '../auth/provider-store.ts';
import { OWNER_ROLE_ID } from '../users/roles-store.ts';
import { DEFAULT_ADMIN_PASSWORD } from '../config.ts';
import { DEMO_CUSTOMER, DEMO_PROVIDER } from './demo-accounts.ts';

/**
 * What a database seeded in demo mode still holds that the docs publish: an account that signs in with
 * a published password, the sign-in provider with the published client. Outside demo mode the platform
 * refuses such a database (platform/app.ts) rather than serve it: the seed only runs on an empty one.
 */
export async function demoLeftovers(db: Db, passwords: PasswordHasher): Promise<string[]> {
  const found: string[] = [];
  const customer = one<{ password_hash: string }>(db, 'SELECT password_hash FROM users WHERE email = ?', DEMO_CUSTOMER.email);
  if (customer && (await passwords.verify(DEMO_CUSTOMER.password, customer.password_hash)).ok) {
    found.push(`the demo customer ${DEMO_CUSTOMER.email} with its published password`);
  }
  const owners = all<{ email: string; password_hash: string }>(
    db,
    'SELECT u.email, u.password_hash FROM users u JOIN user_roles ur ON ur.user_id = u.id WHERE ur.role_id = ?',
    OWNER_ROLE_ID,
  );
  for (const owner of owners) {
    if ((await passwords.verify(DEFAULT_ADMIN_PASSWORD, owner.password_hash)).ok) found.push(`the owner ${owner.email} with the public demo password`);
  }
  const provider = findProvider(db, DEMO_PROVIDER.key);
  if (provider.active && provider.client_secret === DEMO_PROVIDER.clientSecret) found.push(`the ${DEMO_PROVIDER.key} sign-in provider with the demo client`);
  return found;
}

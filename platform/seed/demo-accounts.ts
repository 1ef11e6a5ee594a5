import { PRODUCTION_SCRYPT, type PasswordHasher } from '../auth/passwords.ts';

/** The demo customer (documented in platform/README.md). */
export const DEMO_CUSTOMER = { email: 'klient@example.com', password: 'demo-klient-haslo-2026', name: 'Anna Kowalska' };
/** The sign-in provider migration 006 starts active with a published client, for the simulator. */
export const DEMO_PROVIDER = { key: 'github', clientId: 'demo-github-client', clientSecret: 'demo-github-secret' } as const;

/** DEMO_CUSTOMER.password hashed once at PRODUCTION_SCRYPT, so a start does not spend a hash on a published password. */
const DEMO_CUSTOMER_HASH =
  'scrypt$n=131072,r=8,p=1$EzrKatYMfaJ66EilUQvKVg==$THLKldy8UEWicw4b5r6eiZ5Q32oOVKFA4nfunThrAf+IXpFxdKlauvdXLGeLhnLE1vAvNbergY2O4iII93XN+A==';

export type SeedPasswordHashes = { admin: string; customer: string };

/** The seed's password hashes: the owner's password hashed once (off the event loop), the demo customer's precomputed. */
export async function seedPasswordHashes(hasher: PasswordHasher, adminPassword: string): Promise<SeedPasswordHashes> {
  const production = (Object.keys(PRODUCTION_SCRYPT) as (keyof typeof PRODUCTION_SCRYPT)[]).every((k) => hasher.cost[k] === PRODUCTION_SCRYPT[k]);
  const [admin, customer] = await Promise.all([hasher.hash(adminPassword), production ? DEMO_CUSTOMER_HASH : hasher.hash(DEMO_CUSTOMER.password)]);
  return { admin, customer };
}

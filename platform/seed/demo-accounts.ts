/** The demo customer (documented in platform/README.md). */
export const DEMO_CUSTOMER = { email: 'klient@example.com', password: 'demo-klient-haslo-2026', name: 'Anna Kowalska' };
/** The sign-in provider migration 006 starts active with a published client, for the simulator. */
export const DEMO_PROVIDER = { key: 'github', clientId: 'demo-github-client', clientSecret: 'demo-github-secret' } as const;

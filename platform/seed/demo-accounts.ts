/** The demo customer (documented in platform/README.md). */
export const DEMO_CUSTOMER = { email: 'klient@example.com', password: 'demo-klient-haslo-2026', name: 'Anna Kowalska' };

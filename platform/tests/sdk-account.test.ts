// Heseya's own SDK (@heseya/store-core 6.1.0, unchanged) signs up, signs in and keeps an account on
// the embedded platform. Every answer goes through the SDK's own parsing, and what it returns is
// checked against the SDK's types as Heseya fills them (sdk-account-shapes.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import axios, { AxiosError } from 'axios';
import { createHeseyaApiService, formatApiError, isHeseyaClientError, type HeseyaErrorResponse } from '@heseya/store-core';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER, startTestPlatform, type TestPlatform } from './harness.ts';
import type { ShapeName } from './sdk-account-shapes.ts';
import { createTypeChecker, type TypeChecker } from './sdk-type-check.ts';

let p: TestPlatform;
let shapes: TypeChecker;

beforeAll(async () => {
  p = await startTestPlatform();
  shapes = createTypeChecker(fileURLToPath(new URL('./sdk-account-shapes.ts', import.meta.url)));
}, 60_000);
afterAll(() => p?.stop());

/** The SDK on its own axios instance, signed in with `token` when given. */
const sdk = (token?: string) => createHeseyaApiService(axios.create({ baseURL: p.url, headers: token ? { Authorization: `Bearer ${token}` } : {} }));
const expectShape = (value: unknown, name: ShapeName) => expect(shapes.problems(value, name), name).toEqual([]);
/** The axios error of a call that must fail. */
async function failure(call: Promise<unknown>): Promise<AxiosError<HeseyaErrorResponse>> {
  try {
    await call;
  } catch (error) {
    if (error instanceof AxiosError) return error as AxiosError<HeseyaErrorResponse>;
    throw error;
  }
  throw new Error('the call succeeded');
}
const requiredConsents = async () => {
  const list = (await axios.get<{ data: { id: string; required: boolean }[] }>(`${p.url}/consents`)).data.data;
  return Object.fromEntries(list.map((c) => [c.id, c.required]));
};
const newEmail = (what: string) => `sdk-${what}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const PASSWORD = 'sdk-konto-haslo-2026';

async function registered(what: string) {
  const email = newEmail(what);
  const user = await sdk().Auth.register({ name: 'Ewa Testowa', email, password: PASSWORD, consents: await requiredConsents() });
  return { email, user };
}

describe("Heseya's SDK: auth", () => {
  it('registers (UserResource: no saved addresses), signs in, refreshes and signs out', async () => {
    const { email, user } = await registered('auth');
    expectShape(user, 'HeseyaUser');
    expect(user).not.toHaveProperty('shipping_addresses');
    expect(user.email).toBe(email);
    // The built-in authenticated role is never listed; its permissions are.
    expect(user.roles).toEqual([]);
    expect(user.permissions).toContain('profile.wishlist_manage');

    const auth = await sdk().Auth.login(email, PASSWORD);
    expectShape(auth, 'HeseyaAuthResponse');
    expect(auth.user.shipping_addresses).toEqual([]);
    // Private metadata shows only to a user allowed to see it (users.show_metadata_private), as in Heseya.
    expect(auth.user).not.toHaveProperty('metadata_private');
    expect((await sdk().Auth.login(ADMIN.email, ADMIN.password)).user).toHaveProperty('metadata_private');

    const refreshed = await sdk().Auth.refreshToken(auth.refreshToken);
    expectShape(refreshed, 'HeseyaAuthResponse');
    expect(refreshed.accessToken).not.toBe(auth.accessToken);

    await expect(sdk(refreshed.accessToken).Auth.logout()).resolves.toBe(true);
    expect((await failure(sdk(refreshed.accessToken).UserProfile.get())).response?.status).toBe(401);
  });

  it('a wrong password is a Heseya client error the SDK formats', async () => {
    const error = await failure(sdk().Auth.login(CUSTOMER.email, 'not-the-password-at-all'));
    expect(error.response?.status).toBe(422);
    expect(formatApiError(error)).toMatchObject({ title: 'Incorrect login or password', key: 'CLIENT_INVALID_CREDENTIALS' });
    // Heseya sends `errors` with every error; the SDK's isHeseyaClientError needs it.
    expect(isHeseyaClientError(error.response!.data.error)).toBe(true);
  });

  it('identity checks answer only id, name, avatar and permissions (a guest has id null)', async () => {
    const guest = await sdk().Auth.checkIdentity();
    expectShape(guest, 'HeseyaProfile');
    expect(Object.keys(guest).sort()).toEqual(['avatar', 'id', 'name', 'permissions']);
    expect(guest).toMatchObject({ id: null, name: 'Unauthenticated' });
    expect(guest.permissions).toContain('products.show');
    expect(guest.permissions).not.toContain('profile.wishlist_manage');

    const auth = await sdk().Auth.login(CUSTOMER.email, CUSTOMER.password);
    const owner = await sdk().Auth.checkIdentity(auth.identityToken);
    expectShape(owner, 'HeseyaProfile');
    expect(Object.keys(owner).sort()).toEqual(['avatar', 'id', 'name', 'permissions']);
    expect(owner.id).toBe(auth.user.id);
    expect(owner.permissions).toContain('profile.wishlist_manage');
  });

  it('two-factor: setup and confirm, then sign-in needs a code (CLIENT_TFA_REQUIRED with errors.type)', async () => {
    const { email } = await registered('tfa');
    const { accessToken } = await sdk().Auth.login(email, PASSWORD);
    const setup = await sdk(accessToken).UserProfile.TwoFactorAuthentication.setup('app');
    expect(setup.secret).toMatch(/^[A-Z2-7]+$/);
    expect(setup.qrCodeUrl).toMatch(/^otpauth:\/\/totp\//);
    const { recoveryCodes } = await sdk(accessToken).UserProfile.TwoFactorAuthentication.confirm(await generate({ secret: setup.secret }));
    expect(recoveryCodes.length).toBeGreaterThan(0);

    const refused = await failure(sdk().Auth.login(email, PASSWORD));
    expect(refused.response?.status).toBe(403);
    const body = refused.response!.data.error;
    expect(body.key).toBe('CLIENT_TFA_REQUIRED');
    expect(isHeseyaClientError(body)).toBe(true);
    expect(body).toMatchObject({ errors: { type: 'app' } });

    // A code is accepted once: the sign-in types the next time step's code, not the one that confirmed.
    const withCode = await sdk().Auth.login(email, PASSWORD, await generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    expectShape(withCode, 'HeseyaAuthResponse');
    expect(withCode.user.is_tfa_active).toBe(true);
    const withRecovery = await sdk().Auth.login(email, PASSWORD, recoveryCodes[0]);
    expect(withRecovery.user.email).toBe(email);
  });

  it('password reset: request, verify the link, save the new password, sign in with it', async () => {
    const { email } = await registered('reset');
    await expect(sdk().Auth.requestResetPassword(email, 'https://shop.example/reset')).resolves.toBe(true);
    const outbox = join(p.dataDir, 'outbox');
    const file = readdirSync(outbox).find((f) => f.includes('password-reset') && readFileSync(join(outbox, f), 'utf8').includes(email))!;
    const mail = JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { data: { token: string; url: string } };
    expect(new URL(mail.data.url).searchParams.get('email')).toBe(email);

    await expect(sdk().Auth.verifyResetPasswordToken(mail.data.token, email)).resolves.toBe(true);
    expect((await failure(sdk().Auth.verifyResetPasswordToken('forged-token', email))).response?.data.error.key).toBe('CLIENT_INVALID_TOKEN');
    const fresh = 'nowe-haslo-po-resecie-2026';
    await expect(sdk().Auth.resetPassword({ token: mail.data.token, email, password: fresh })).resolves.toBe(true);
    expect((await sdk().Auth.login(email, fresh)).user.email).toBe(email);
    expect((await failure(sdk().Auth.login(email, PASSWORD))).response?.status).toBe(422);
  });

  it('changes the password of a signed-in user (PUT /users/password)', async () => {
    const { email } = await registered('password');
    const { accessToken } = await sdk().Auth.login(email, PASSWORD);
    const next = 'zmienione-haslo-konta-2026';
    const wrong = await failure(sdk(accessToken).UserProfile.changePassword({ currentPassword: 'nie-to-haslo-wcale-2026', newPassword: next }));
    expect(wrong.response?.data.error.key).toBe('CLIENT_INVALID_PASSWORD');
    await expect(sdk(accessToken).UserProfile.changePassword({ currentPassword: PASSWORD, newPassword: next })).resolves.toBe(true);
    expect((await sdk().Auth.login(email, next)).user.email).toBe(email);
  });
});

describe("Heseya's SDK: profile and addresses", () => {
  it('reads and updates the profile and its personal metadata', async () => {
    const { email } = await registered('profile');
    const { accessToken } = await sdk().Auth.login(email, PASSWORD);
    const me = sdk(accessToken).UserProfile;
    const profile = await me.get();
    expectShape(profile, 'HeseyaUserWithAddresses');
    expect(profile).toMatchObject({ email, avatar: expect.stringMatching(/^\/\/www\.gravatar\.com\/avatar\/[0-9a-f]{32}/) });

    const updated = await me.update({ name: 'Ewa Zmieniona', birthday_date: '1991-02-03', phone: '+48600700800' });
    expectShape(updated, 'HeseyaUserWithAddresses');
    expect(updated).toMatchObject({ name: 'Ewa Zmieniona', birthday_date: '1991-02-03', phone: '+48600700800' });

    const preferences = {
      successful_login_attempt_alert: false,
      failed_login_attempt_alert: true,
      new_localization_login_alert: false,
      recovery_code_changed_alert: true,
    };
    expect((await me.update({ preferences })).preferences).toEqual(preferences);
    expect(((await me.get()) as { preferences?: unknown }).preferences).toEqual(preferences);

    const metadata = await me.updateMetadataPersonal({ newsletter_topic: 'kuchnia', visits: 3 });
    expectShape(metadata, 'HeseyaMetadata');
    expect(metadata).toEqual({ newsletter_topic: 'kuchnia', visits: 3 });
    expect(await me.updateMetadataPersonal({ visits: null })).toEqual({ newsletter_topic: 'kuchnia' });
    expect(((await me.get()) as { metadata_personal?: unknown }).metadata_personal).toEqual({ newsletter_topic: 'kuchnia' });
  });

  it('creates, updates and deletes shipping and billing addresses (answers: the whole list)', async () => {
    const { email } = await registered('addresses');
    const { accessToken } = await sdk().Auth.login(email, PASSWORD);
    const me = sdk(accessToken).UserProfile;
    const address = {
      name: 'Ewa Testowa',
      address: 'ul. Długa 5/2',
      city: 'Gdańsk',
      zip: '80-001',
      country: 'PL',
      country_name: 'Polska',
      phone: '+48600700800',
    };

    const shipping = await me.saveShippingAddress({ name: 'Dom', default: true, address });
    expectShape(shipping, 'HeseyaSavedAddresses');
    // Heseya gives every address column: the country's own name, and null where nothing was given.
    expect(shipping[0]!.address).toMatchObject({ country: 'PL', country_name: 'Poland', vat: null, company_name: null });
    const twice = await me.saveShippingAddress({ name: 'Praca', default: false, address: { ...address, address: 'ul. Biurowa 1' } });
    expect(twice.map((a) => [a.name, a.default])).toEqual([
      ['Dom', true],
      ['Praca', false],
    ]);
    const work = twice.find((a) => a.name === 'Praca')!;
    const changed = await me.updateShippingAddress(work.id, { name: 'Biuro', default: true, address: { ...address, city: 'Sopot' } });
    expectShape(changed, 'HeseyaSavedAddresses');
    expect(changed.map((a) => [a.name, a.default, a.address.city])).toEqual([
      ['Dom', false, 'Gdańsk'],
      ['Biuro', true, 'Sopot'],
    ]);
    await expect(me.removeShippingAddress(changed.find((a) => a.name === 'Dom')!.id)).resolves.toBe(true);

    const billing = await me.saveBillingAddress({ name: 'Faktura', default: true, address: { ...address, vat: '5260250274' } });
    expectShape(billing, 'HeseyaSavedAddresses');
    expect(billing[0]!.address.vat).toBe('5260250274');
    const billingChanged = await me.updateBillingAddress(billing[0]!.id, {
      name: 'Faktura firmowa',
      default: true,
      address: { ...address, vat: '5260250274' },
    });
    expect(billingChanged[0]!.name).toBe('Faktura firmowa');

    // Heseya 8's own paths for the same addresses.
    const mine = axios.create({ baseURL: p.url, headers: { Authorization: `Bearer ${accessToken}` } });
    const viaMy = (await mine.post<{ data: unknown }>('/my/shipping-addresses', { name: 'Działka', default: false, address })).data.data;
    expectShape(viaMy, 'HeseyaSavedAddresses');
    const plot = (viaMy as { id: string; name: string }[]).find((a) => a.name === 'Działka')!;
    expect((await mine.delete<{ data: unknown[] }>(`/my/shipping-addresses/id:${plot.id}`)).data.data).toHaveLength(1);

    const profile = await me.get();
    expectShape(profile, 'HeseyaUserWithAddresses');
    expect((profile as { shipping_addresses: unknown[] }).shipping_addresses).toHaveLength(1);
    expect((profile as { billing_addresses: unknown[] }).billing_addresses).toHaveLength(1);
  });
});

describe("Heseya's SDK: wishlist", () => {
  it('adds, lists, checks, reads, removes and clears', async () => {
    const { email } = await registered('wishlist');
    const { accessToken } = await sdk().Auth.login(email, PASSWORD);
    const wishlist = sdk(accessToken).Wishlist;
    const ids = await Promise.all(
      ['kubek-emaliowany', 'dzbanek-do-herbaty'].map(async (slug) => (await p.call('GET', `/products/${slug}`)).body.data.id as string),
    );

    const added = await wishlist.add({ product_id: ids[0]! });
    expectShape(added, 'HeseyaWishlistProduct');
    expect(added.product.id).toBe(ids[0]);
    await wishlist.add({ product_id: ids[1]! });

    const list = await wishlist.get({ limit: 1 });
    expectShape(list.data, 'HeseyaWishlistProducts');
    expect(list.pagination).toEqual({ perPage: 1, currentPage: 1, lastPage: 2, total: 2 });

    const checked = await wishlist.check([ids[0]!, ids[1]!, '00000000-0000-4000-8000-00000000beef']);
    expectShape(checked, 'HeseyaProductIds');
    expect([...checked].sort()).toEqual([...ids].sort());

    expectShape(await wishlist.getOne(ids[0]!), 'HeseyaWishlistProduct');
    await expect(wishlist.delete(ids[0]!)).resolves.toBe(true);
    expect(await wishlist.check([ids[0]!])).toEqual([]);
    await expect(wishlist.clear()).resolves.toBe(true);
    expect((await wishlist.get()).pagination.total).toBe(0);
  });

  it('a guest has no wishlist: 401', async () => {
    expect((await failure(sdk().Wishlist.get())).response?.status).toBe(401);
  });
});

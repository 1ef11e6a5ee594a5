// The shopper's saved addresses: save a new or changed shipping or billing address, delete
// one, make one the default, through /auth/profile/{shipping,billing}-addresses with the shopper's
// tokens (src/lib/account/session.ts). Works as a plain HTML form POST to /account/addresses (the page
// passes the form to this action) and as an RPC call. Refusals are ActionErrors whose code tells the
// page which message to show (ADDRESS_REFUSALS, or the platform's own refusal: platform-refusal.ts); removing the default address is the platform's
// CLIENT_REMOVE_DEFAULT_ADDRESS, answered with its own localised message.
import { ActionError, defineAction } from 'astro:actions';
import { t } from '../../i18n/messages';
import type { Profile } from '../../lib/account/session';
import { sessionIn } from '../../lib/request/request-context';
import { PlatformError, type components, type Platform } from '../../lib/platform';
import { addressInput, savedAddressBody as toWrite, type AddressKind } from './address-input';
import { isTemporaryFailure, refusedByPlatform } from './platform-refusal';
import { channelServesCountry } from '../../lib/commerce/channel-countries';

export { addressInput, type AddressInput } from './address-input';

type SavedAddress = components['schemas']['SavedAddress'];
type SavedAddressWrite = components['schemas']['SavedAddressWrite'];

/** ActionError codes of the refusals the page shows in its own way. */
export const ADDRESS_REFUSALS = {
  removeDefault: 'CONFLICT',
  notFound: 'NOT_FOUND',
  signedOut: 'UNAUTHORIZED',
  /** A country the sales channel does not serve: shown at the country field. */
  country: 'UNPROCESSABLE_CONTENT',
} as const;

/** The platform's key for refusing to remove the default address. */
export const REMOVE_DEFAULT_KEY = 'CLIENT_REMOVE_DEFAULT_ADDRESS';

export type AddressOutcome = 'saved' | 'deleted' | 'default';

const base = (kind: AddressKind) => `/auth/profile/${kind}-addresses` as const;

async function create(platform: Platform, kind: AddressKind, body: SavedAddressWrite): Promise<void> {
  platform.unwrap(
    kind === 'shipping'
      ? await platform.client.POST('/auth/profile/shipping-addresses', { body })
      : await platform.client.POST('/auth/profile/billing-addresses', { body }),
  );
}

async function update(platform: Platform, kind: AddressKind, id: string, body: SavedAddressWrite): Promise<void> {
  const params = { path: { id } };
  platform.unwrap(
    kind === 'shipping'
      ? await platform.client.PATCH('/auth/profile/shipping-addresses/id:{id}', { params, body })
      : await platform.client.PATCH('/auth/profile/billing-addresses/id:{id}', { params, body }),
  );
}

async function remove(platform: Platform, kind: AddressKind, id: string): Promise<void> {
  const params = { path: { id } };
  platform.unwrap(
    kind === 'shipping'
      ? await platform.client.DELETE('/auth/profile/shipping-addresses/id:{id}', { params })
      : await platform.client.DELETE('/auth/profile/billing-addresses/id:{id}', { params }),
  );
}

/** Adds an address to the shopper's list (also checkout's "save this address to my account"). */
export async function addSavedAddress(
  platform: Platform,
  kind: AddressKind,
  address: Omit<Parameters<typeof toWrite>[0], 'kind'>,
  isDefault = false,
): Promise<void> {
  await create(platform, kind, toWrite({ ...address, kind }, isDefault));
}

/** The saved addresses of a profile, by kind. */
export function addressLists(profile: Pick<Profile, 'shipping_addresses' | 'billing_addresses'>): Record<AddressKind, SavedAddress[]> {
  return { shipping: profile.shipping_addresses ?? [], billing: profile.billing_addresses ?? [] };
}

/** The shopper's saved addresses as the platform has them now (GET /auth/profile). */
export async function savedAddresses(platform: Platform): Promise<Record<AddressKind, SavedAddress[]>> {
  return addressLists(platform.unwrap(await platform.client.GET('/auth/profile')).data);
}

export const manageAddressAction = defineAction({
  accept: 'form',
  input: addressInput,
  async handler(input, context): Promise<{ outcome: AddressOutcome; kind: AddressKind }> {
    const { locale, kind, id } = input;
    const session = sessionIn(context.locals, locale);
    const { platform } = session;
    try {
      if (input.intent === 'save') {
        // The sales channel's country list; a saved address may keep the country it already has.
        if (!channelServesCountry(context.locals.shop?.channel, input.country)) {
          const saved = id ? (await savedAddresses(platform))[kind].find((entry) => entry.id === id) : undefined;
          if ((saved?.address.country ?? '').toUpperCase() !== input.country.toUpperCase()) {
            throw new ActionError({ code: ADDRESS_REFUSALS.country, message: t(locale, 'addresses.countryNotServed') });
          }
        }
        if (id) await update(platform, kind, id, toWrite(input, false));
        else await create(platform, kind, toWrite(input, input.default));
        return { outcome: 'saved', kind };
      }
      if (input.intent === 'delete') {
        if (!id) throw new ActionError({ code: ADDRESS_REFUSALS.notFound, message: t(locale, 'addresses.notFound') });
        await remove(platform, kind, id);
        return { outcome: 'deleted', kind };
      }
      const saved = (await savedAddresses(platform))[kind].find((entry) => entry.id === id);
      if (!saved) throw new ActionError({ code: ADDRESS_REFUSALS.notFound, message: t(locale, 'addresses.notFound') });
      const { address } = saved;
      await update(
        platform,
        kind,
        saved.id,
        toWrite(
          {
            kind,
            name: address.name || saved.name,
            address: address.address,
            zip: address.zip,
            city: address.city,
            country: address.country,
            phone: address.phone ?? '',
            vat: address.vat ?? '',
          },
          true,
        ),
      );
      return { outcome: 'default', kind };
    } catch (error) {
      if (error instanceof ActionError) throw error;
      if (session.authFailed || (error instanceof PlatformError && error.status === 401)) {
        throw new ActionError({ code: ADDRESS_REFUSALS.signedOut, message: t(locale, 'addresses.failed') });
      }
      if (error instanceof PlatformError && error.key === REMOVE_DEFAULT_KEY) {
        throw new ActionError({ code: ADDRESS_REFUSALS.removeDefault, message: t(locale, 'addresses.removeDefault') });
      }
      if (error instanceof PlatformError && error.status === 404) {
        throw new ActionError({ code: ADDRESS_REFUSALS.notFound, message: t(locale, 'addresses.notFound') });
      }
      // A refusal of the data is shown as the platform words it; retrying would not help.
      if (error instanceof PlatformError && !isTemporaryFailure(error)) throw refusedByPlatform(error);
      console.error(`[account] ${input.intent} of a ${kind} address (${base(kind)}) failed:`, error instanceof Error ? error.message : error);
      throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: t(locale, 'addresses.failed') });
    }
  },
});

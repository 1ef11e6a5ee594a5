// What the storefront keeps in the shopper's personal metadata (`metadata_personal`, written
// with PATCH /auth/profile/metadata-personal): one key, `newsletter` (a boolean), the shopper's standing
// answer to "send me news and offers by e-mail", set on /account/settings and by the checkout's
// newsletter consent. Checkout's consent starts from it. Missing means never answered (no).
import type { Platform } from '../platform';
import type { Profile } from './session';

export const NEWSLETTER_KEY = 'newsletter';

/** The thrown message (docs/rules.md#thrown-messages): personal metadata is updated with no user loaded. */
export const USER_NOT_DEFINED = 'User is not defined';

export function wantsNewsletter(profile: Pick<Profile, 'metadata_personal'>): boolean {
  const metadata = profile.metadata_personal as Record<string, unknown> | null | undefined;
  return metadata?.[NEWSLETTER_KEY] === true;
}

/**
 * The one way the storefront updates a shopper's personal metadata: the keys given are merged into it
 * (the platform keeps the others). Throws 'User is not defined' when no user (profile) is loaded, before
 * any call; a platform refusal throws its PlatformError.
 */
export async function updatePersonalMetadata(
  platform: Platform,
  user: Pick<Profile, 'id'> | null | undefined,
  metadata: Record<string, boolean | string | number | null>,
): Promise<void> {
  if (!user) throw new Error(USER_NOT_DEFINED);
  platform.unwrap(await platform.client.PATCH('/auth/profile/metadata-personal', { body: metadata }));
}

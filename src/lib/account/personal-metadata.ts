// What the storefront keeps in the shopper's personal metadata (spec §3 `metadata_personal`, written
// with PATCH /auth/profile/metadata-personal): one key, `newsletter` (a boolean), the shopper's standing
// answer to "send me news and offers by e-mail", set on /account/settings. Checkout's newsletter
// consent (spec §3 checkout state) can start from it. Missing means never answered (no).
import type { Profile } from './session';

export const NEWSLETTER_KEY = 'newsletter';

export function wantsNewsletter(profile: Pick<Profile, 'metadata_personal'>): boolean {
  const metadata = profile.metadata_personal as Record<string, unknown> | null | undefined;
  return metadata?.[NEWSLETTER_KEY] === true;
}

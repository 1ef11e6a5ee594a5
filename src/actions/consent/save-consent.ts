// The shopper's cookie choice (docs/rules.md#consent), from the banner or the settings dialog. Called by a plain
// form POST on any page (src/middleware/consent.ts brings the shopper back to that page); with
// JavaScript the same cookie is written in the browser (src/stores/consent-client.ts).
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, FULL_CONSENT, NO_CONSENT, serializeConsent, type Consent } from '../../lib/consent/consent';
import { secureCookies } from '../../lib/account/auth-cookies';
import { returnTarget } from '../../lib/account/return-path';

const ticked = z.literal('1').optional();

export const saveConsentInput = z.object({
  choice: z.enum(['all', 'required', 'custom']),
  functional: ticked,
  analytics: ticked,
  ads: ticked,
  return: z.string().max(2000).optional(),
});

export function chosenConsent(input: z.infer<typeof saveConsentInput>): Consent {
  if (input.choice === 'all') return FULL_CONSENT;
  if (input.choice === 'required') return NO_CONSENT;
  return { functional: input.functional === '1', analytics: input.analytics === '1', ads: input.ads === '1' };
}

export const saveConsentAction = defineAction({
  accept: 'form',
  input: saveConsentInput,
  handler: (input, context) => {
    const consent = chosenConsent(input);
    context.cookies.set(CONSENT_COOKIE, serializeConsent(consent), {
      path: '/',
      maxAge: CONSENT_MAX_AGE_SECONDS,
      sameSite: 'lax',
      secure: secureCookies(context.url),
      httpOnly: false, // the browser loads the tags the choice allows
    });
    return { consent, returnTo: returnTarget(input.return, '/') };
  },
});

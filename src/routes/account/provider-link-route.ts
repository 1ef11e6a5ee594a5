// The request side of /login/provider/{key}/link (and /en/…): after a provider sign-in met an existing
// account with the same e-mail and the shopper signed in to it with the password, the merge token kept
// in its HttpOnly cookie links the provider identity to that account (POST /auth/providers/merge-account).
// The page says so and leads on to where the shopper was going.
import type { AstroGlobal } from 'astro';
import { localizePath } from '../../i18n/locales';
import { t } from '../../i18n/messages';
import { loginPathFor } from '../../lib/account/return-path';
import { forgetMergeToken, mergeTokenFor, providerLinkPath, withReturn } from '../../lib/account/provider-sign-in';
import { linkProviderAccount } from '../../lib/account/session';
import { providerRequest, type ProviderRoute } from './provider-route';
import { throwIfProfileUnavailable } from './signed-out';

export async function providerLinkRoute(Astro: AstroGlobal): Promise<ProviderRoute> {
  const { locale, provider, returnPath, target } = providerRequest(Astro);
  if (!provider) {
    Astro.response.status = 404;
    return { notFound: true };
  }
  const here = withReturn(providerLinkPath(provider, locale), returnPath);
  throwIfProfileUnavailable(Astro.locals.account, locale);
  if (!Astro.locals.account?.signedIn) return { response: Astro.redirect(loginPathFor(localizePath('/login', locale), here), 302) };
  const mergeToken = mergeTokenFor(Astro.cookies, provider);
  // Nothing to link (done already, or the cookie expired): on to where the shopper was going.
  if (!mergeToken) return { response: Astro.redirect(target, 302) };

  const name = t(locale, `account.providers.names.${provider}`);
  const page = (status: number, kind: 'error' | 'linked', message: string): ProviderRoute => {
    Astro.response.status = status;
    return { locale, state: { provider, kind, message, returnPath, continueHref: target } };
  };
  let outcome;
  try {
    ({ outcome } = await linkProviderAccount(Astro, mergeToken, { language: locale, salesChannelId: Astro.locals.shop?.channel?.id }));
  } catch (error) {
    console.error('[account] linking a provider failed:', error instanceof Error ? error.message : error);
    return page(503, 'error', t(locale, 'account.providers.failed', { provider: name }));
  }
  if (outcome === 'signed-out') return { response: Astro.redirect(loginPathFor(localizePath('/login', locale), here), 302) };
  forgetMergeToken(Astro.cookies, Astro.url);
  switch (outcome) {
    case 'linked':
      return page(200, 'linked', t(locale, 'account.providers.linked', { provider: name }));
    case 'expired':
      return page(400, 'error', t(locale, 'account.providers.mergeExpired', { provider: name }));
    case 'mismatch':
      return page(409, 'error', t(locale, 'account.providers.mergeMismatch', { provider: name }));
    case 'invalid':
      return page(400, 'error', t(locale, 'account.providers.mergeInvalid', { provider: name }));
  }
}

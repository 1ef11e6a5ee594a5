// The request side of /login/provider/{key} (and /en/…), the return route of a provider sign-in:
// - POST (a provider button): the startProviderSignIn action, then 303 to the provider's page;
// - GET (the provider sent the shopper back): with `error` the shopper cancelled; otherwise the
//   return must belong to the flow this browser started (its nonce cookie), and the platform signs the
//   shopper in with the provider's code: tokens into their HttpOnly cookies, then back to the return
//   path. An account that already has the provider's e-mail: the merge token waits in an HttpOnly
//   cookie while the shopper signs in to it with the password, then the link route joins the two.
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import { requestLocale, localizePath, type Locale } from '../../i18n/locales';
import { t } from '../../i18n/messages';
import { returnTarget, sameOriginPath } from '../../lib/account/return-path';
import { siteOrigin } from '../../lib/site-origin';
import { endFlow, isProviderKey, keepMergeToken, providerLinkPath, withReturn, type ProviderKey } from '../../lib/account/provider-sign-in';
import { signInWithProvider, type ProviderSignInResult } from '../../lib/account/session';
import { submitForm } from '../../lib/actions/form-post';

export interface ProviderPageState {
  provider: ProviderKey;
  kind: 'error' | 'linked';
  message: string;
  /** The shopper's same-origin return path, kept for "try again" and "back to sign in". */
  returnPath: string | undefined;
  /** Where "continue" leads after a link. */
  continueHref: string;
}

export type ProviderRoute =
  | { response: Response }
  | { response?: undefined; notFound: true }
  | { response?: undefined; notFound?: false; locale: Locale; state: ProviderPageState };

/** The parts every provider route starts with: the provider of the path, the locale, the return path. */
export function providerRequest(Astro: AstroGlobal) {
  const locale = requestLocale(Astro);
  Astro.response.headers.set('Cache-Control', 'private, no-store');
  const provider = Astro.params.provider;
  const requested = Astro.url.searchParams.get('return') ?? undefined;
  return {
    locale,
    provider: isProviderKey(provider) ? provider : undefined,
    returnPath: sameOriginPath(requested),
    target: returnTarget(requested, localizePath('/account', locale)),
  };
}

export async function providerRoute(Astro: AstroGlobal): Promise<ProviderRoute> {
  const { locale, provider, returnPath, target } = providerRequest(Astro);
  if (!provider) {
    Astro.response.status = 404;
    return { notFound: true };
  }
  const name = t(locale, `account.providers.names.${provider}`);
  const page = (status: number, message: string): ProviderRoute => {
    Astro.response.status = status;
    return { locale, state: { provider, kind: 'error', message, returnPath, continueHref: target } };
  };

  if (Astro.request.method === 'POST') {
    const { refusal, result } = await submitForm(Astro, actions.startProviderSignIn, locale);
    if (refusal) return page(refusal.status, refusal.message);
    if (!result.error) return { response: Astro.redirect(result.data.redirectUrl, 303) };
    return page(result.error.status, result.error.message);
  }

  const params = Astro.url.searchParams;
  // Opened without the provider's answer (a bookmark, a reload after the sign-in): back to the sign-in page.
  if (!params.has('code') && !params.has('error')) return { response: Astro.redirect(withReturn(localizePath('/login', locale), returnPath), 302) };
  const ours = endFlow(Astro.cookies, Astro.url, provider, params.get('flow'));
  if (params.get('error')) return page(200, t(locale, 'account.providers.cancelled', { provider: name }));
  if (!ours) return page(400, t(locale, 'account.providers.expired', { provider: name }));

  // The platform compares it with the return URL the sign-in started with: the shop's public address.
  const returnUrl = new URL(`${Astro.url.pathname}${Astro.url.search}`, siteOrigin()).toString();
  let result: ProviderSignInResult;
  try {
    result = await signInWithProvider(Astro, provider, returnUrl, { language: locale, salesChannelId: Astro.locals.shop?.channel?.id });
  } catch (error) {
    console.error('[account] provider sign-in failed:', error instanceof Error ? error.message : error);
    return page(503, t(locale, 'account.providers.failed', { provider: name }));
  }
  switch (result.outcome) {
    case 'signed-in':
      return { response: Astro.redirect(target, 302) };
    case 'merge':
      keepMergeToken(Astro.cookies, Astro.url, provider, result.mergeToken);
      return { response: Astro.redirect(withReturn(localizePath('/login', locale), withReturn(providerLinkPath(provider, locale), returnPath)), 302) };
    case 'inactive':
      return page(403, t(locale, 'account.providers.inactive', { provider: name }));
    case 'expired':
      return page(400, t(locale, 'account.providers.expired', { provider: name }));
    case 'two-factor-required':
      return page(403, t(locale, 'account.providers.twoFactorRequired', { provider: name }));
  }
}

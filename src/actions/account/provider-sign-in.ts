// Starting a sign-in with a provider: the button on /login and /register posts here (as a
// plain form to /login/provider/{key}, whose route calls this action). The platform answers the
// address of the provider's page for our return URL; the flow's nonce goes into an HttpOnly cookie
// (src/lib/account/provider-sign-in.ts). The page then sends the shopper to that address (303).
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { LOCALES } from '../../i18n/locales';
import { t } from '../../i18n/messages';
import { siteOrigin } from '../../lib/site-origin';
import { beginFlow, isProviderKey, providerReturnUrl } from '../../lib/account/provider-sign-in';
import { startProviderSignIn } from '../../lib/account/session';

/** ActionError codes of the refusals the page shows in its own way. */
export const PROVIDER_REFUSALS = { inactive: 'FORBIDDEN' } as const;

export const providerSignInInput = z.object({
  locale: z.enum(LOCALES).catch('pl'),
  provider: z.string().max(32).catch(''),
  return: z.string().max(2000).nullish().catch(undefined),
});

export const startProviderSignInAction = defineAction({
  accept: 'form',
  input: providerSignInInput,
  async handler(input, context): Promise<{ redirectUrl: string }> {
    const { locale, provider } = input;
    if (!isProviderKey(provider))
      throw new ActionError({ code: PROVIDER_REFUSALS.inactive, message: t(locale, 'account.providers.inactive', { provider: provider || '?' }) });
    const name = t(locale, `account.providers.names.${provider}`);
    const flow = beginFlow(context.cookies, context.url, provider);
    const returnUrl = providerReturnUrl(siteOrigin(), provider, locale, input.return ?? undefined, flow);
    let result;
    try {
      result = await startProviderSignIn(provider, returnUrl, { language: locale, salesChannelId: context.locals.shop?.channel?.id });
    } catch (error) {
      console.error('[account] provider sign-in could not start:', error instanceof Error ? error.message : error);
      throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: t(locale, 'account.providers.failed', { provider: name }) });
    }
    if (result.outcome === 'inactive')
      throw new ActionError({ code: PROVIDER_REFUSALS.inactive, message: t(locale, 'account.providers.inactive', { provider: name }) });
    return { redirectUrl: result.url };
  },
});

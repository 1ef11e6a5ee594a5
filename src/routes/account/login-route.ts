// The request side of /login and /en/login: a signed-in shopper goes straight to where they were
// going; a POST goes to the signIn action (redirect after success, the two-factor step, or the form
// again with its messages). The return target is same-origin only (src/lib/account/return-path.ts).
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import { requestLocale, localizePath, type Locale } from '../../i18n/locales';
import { returnTarget, sameOriginPath } from '../../lib/account/return-path';
import { submitForm } from '../../lib/actions/form-post';
import { codeStep, emptyLoginForm, failedLoginForm, type LoginFormState } from '../../components/account/login-form';
import { activeProviders, pendingMerge, type ProviderKey } from '../../lib/account/provider-sign-in';

/** `providers`: the buttons to show; `mergeProvider`: the provider waiting to be linked once the shopper signs in. */
export type LoginRoute =
  | { response: Response }
  | {
      response?: undefined;
      locale: Locale;
      state: LoginFormState;
      formAction: string;
      returnPath: string | undefined;
      providers: ProviderKey[];
      mergeProvider: ProviderKey | undefined;
    };

export async function loginRoute(Astro: AstroGlobal): Promise<LoginRoute> {
  const locale = requestLocale(Astro);
  const requested = Astro.url.searchParams.get('return');
  const target = returnTarget(requested, localizePath('/account', locale));
  // The form posts back to this page, keeping only a safe return path.
  const safe = sameOriginPath(requested);
  const formAction = `${Astro.url.pathname}${safe ? `?${new URLSearchParams({ return: safe })}` : ''}`;
  Astro.response.headers.set('Cache-Control', 'private, no-store');
  const mergeProvider = pendingMerge(Astro.cookies, safe);
  // While a provider waits to be linked, the password is the way in: no other provider buttons.
  const extras = async () => ({
    returnPath: safe,
    mergeProvider,
    providers: mergeProvider ? [] : await activeProviders({ language: locale, salesChannelId: Astro.locals.shop?.channel?.id }),
  });

  if (Astro.request.method === 'POST') {
    const { refusal, form, result } = await submitForm(Astro, actions.signIn, locale);
    if (refusal) {
      Astro.response.status = refusal.status;
      return { locale, formAction, ...(await extras()), state: { ...emptyLoginForm(), formError: refusal.message } };
    }
    if (!result.error) {
      if (result.data.outcome === 'signed-in') return { response: Astro.redirect(target, 303) };
      return { locale, formAction, ...(await extras()), state: codeStep(result.data.email) };
    }
    Astro.response.status = result.error.status;
    return { locale, formAction, ...(await extras()), state: failedLoginForm(form, result.error, locale) };
  }

  if (Astro.locals.account?.signedIn) return { response: Astro.redirect(target, 302) };
  return { locale, formAction, ...(await extras()), state: emptyLoginForm() };
}

// The request side of /register and /en/register: a signed-in shopper goes to their account; a POST
// goes to the register action (on success the new customer is signed in and goes to /account, else
// the form again with its messages, everything typed kept but the passwords).
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import { requestLocale, localizePath, type Locale } from '../../i18n/locales';
import { t } from '../../i18n/messages';
import { loadConsents, type RegistrationConsent } from '../../lib/account/consents';
import { submitForm } from '../../lib/actions/form-post';
import { emptyRegisterForm, failedRegisterForm, type RegisterFormState } from '../../components/account/register-form';
import { activeProviders, type ProviderKey } from '../../lib/account/provider-sign-in';

export type RegisterRoute =
  | { response: Response }
  | { response?: undefined; locale: Locale; state: RegisterFormState; consents: RegistrationConsent[]; formAction: string; providers: ProviderKey[] };

export async function registerRoute(Astro: AstroGlobal): Promise<RegisterRoute> {
  const locale = requestLocale(Astro);
  const formAction = Astro.url.pathname;
  Astro.response.headers.set('Cache-Control', 'private, no-store');
  if (Astro.locals.account?.signedIn && Astro.request.method !== 'POST') return { response: Astro.redirect(localizePath('/account', locale), 302) };

  let unavailable = false;
  const platformOptions = { language: locale, salesChannelId: Astro.locals.shop?.channel?.id };
  const [consents, providers] = await Promise.all([
    loadConsents(platformOptions).catch((error: unknown): RegistrationConsent[] => {
      console.error('[account] consents could not be read:', error instanceof Error ? error.message : error);
      unavailable = true;
      return [];
    }),
    activeProviders(platformOptions),
  ]);

  if (Astro.request.method === 'POST') {
    const { refusal, form, result } = await submitForm(Astro, actions.register, locale);
    if (refusal) {
      Astro.response.status = refusal.status;
      return { locale, formAction, consents, providers, state: { ...emptyRegisterForm(), formError: refusal.message } };
    }
    if (!result.error) {
      const target = result.data.outcome === 'signed-in' ? localizePath('/account', locale) : localizePath('/login', locale);
      return { response: Astro.redirect(target, 303) };
    }
    Astro.response.status = result.error.status;
    return { locale, formAction, consents, providers, state: failedRegisterForm(form, result.error, locale, consents) };
  }

  const state = emptyRegisterForm();
  if (unavailable) state.formError = t(locale, 'account.register.failed');
  return { locale, formAction, consents, providers, state };
}

// The request side of /forgot-password and /reset-password (and the /en twins). Forgot: a POST asks
// the platform for a reset link and always gets the same neutral confirmation (no account enumeration).
// Reset: the link's token and e-mail are checked first; an invalid or expired link says so and offers
// a new one (never a silent redirect); the form saves the new password, then says so and links to sign-in.
import type { AstroGlobal } from 'astro';
import { actions, isInputError } from 'astro:actions';
import { requestLocale } from '../../i18n/locales';
import type { Locale } from '../../i18n/locales';
import { t } from '../../i18n/messages';
import { readResetLink } from '../../lib/account/reset-link';
import { forgetResetLink, keepResetLink, readKeptResetLink } from '../../lib/account/reset-link-cookie';
import { RESET_REFUSALS, verifyResetLink } from '../../actions/account/password-reset';
import { formActionResult, readPostedForm, submitForm } from '../../lib/actions/form-post';
import { failedResetForm } from '../../components/account/password-reset-form';
import { clientAddressOf } from '../../lib/rate-limit/client-network';

type Errors<F extends string> = Partial<Record<F, string>>;

export type ForgotPasswordState = { sent: true; email: string } | { sent?: false; email: string; errors: Errors<'email'>; formError?: string | undefined };

export type ResetPasswordState =
  | { kind: 'invalid-link' }
  | { kind: 'done' }
  | { kind: 'form'; email: string; errors: Errors<'password' | 'passwordConfirmation'>; formError?: string | undefined };

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

function fieldErrors<F extends string>(error: unknown, names: readonly F[]): Errors<F> {
  const errors: Errors<F> = {};
  if (isInputError(error)) {
    for (const name of names) {
      const first = error.fields[name]?.[0];
      if (first) errors[name] = first;
    }
  }
  return errors;
}

export async function forgotPasswordRoute(Astro: AstroGlobal): Promise<{ locale: Locale; state: ForgotPasswordState; formAction: string }> {
  const locale = requestLocale(Astro);
  const formAction = Astro.url.pathname;
  Astro.response.headers.set('Cache-Control', 'private, no-store');
  if (Astro.request.method !== 'POST') return { locale, formAction, state: { email: '', errors: {} } };
  const { refusal, form, result } = await submitForm(Astro, actions.requestPasswordReset, locale);
  if (refusal) {
    Astro.response.status = refusal.status;
    return { locale, formAction, state: { email: '', errors: {}, formError: refusal.message } };
  }
  if (!result.error) return { locale, formAction, state: { sent: true, email: result.data.email } };
  Astro.response.status = result.error.status;
  const errors = fieldErrors(result.error, ['email'] as const);
  const formError = isInputError(result.error) ? t(locale, 'account.register.fixErrors') : result.error.message;
  return { locale, formAction, state: { email: text(form, 'email'), errors, formError } };
}

export type ResetPasswordRoute = { response: Response } | { response?: undefined; locale: Locale; state: ResetPasswordState; formAction: string };

export async function resetPasswordRoute(Astro: AstroGlobal): Promise<ResetPasswordRoute> {
  const locale = requestLocale(Astro);
  // The bare page: the link's token never goes back into an address (src/lib/account/reset-link-cookie.ts).
  const formAction = Astro.url.pathname;
  const scope = { url: Astro.url, cookies: Astro.cookies };
  Astro.response.headers.set('Cache-Control', 'private, no-store');
  // Belt and braces for the one request that carries the token (not no-referrer: the browser would then
  // send `Origin: null` with the form and Astro's origin check would refuse it).
  Astro.response.headers.set('Referrer-Policy', 'same-origin');
  const invalid = () => {
    forgetResetLink(scope);
    Astro.response.status = 410;
    return { locale, formAction, state: { kind: 'invalid-link' } as const };
  };

  if (Astro.request.method === 'POST') {
    const { refusal, form } = await readPostedForm(Astro, locale);
    if (refusal) {
      Astro.response.status = refusal.status;
      return { locale, formAction, state: { kind: 'invalid-link' } };
    }
    const link = readKeptResetLink(scope);
    if (!link) return invalid();
    form.set('token', link.token);
    form.set('email', link.email);
    const result = await formActionResult(Astro, actions.resetPassword, form);
    if (!result.error) {
      forgetResetLink(scope);
      return { locale, formAction, state: { kind: 'done' } };
    }
    Astro.response.status = result.error.status;
    if (result.error.code === RESET_REFUSALS.invalidLink) return invalid();
    const { errors, formError } = failedResetForm(result.error, locale);
    return { locale, formAction, state: { kind: 'form', email: link.email, errors, formError } };
  }

  // The mailed link: its token and e-mail go into the sealed cookie, the shopper to the bare page (303).
  if (Astro.url.search) {
    const link = readResetLink(Astro.url.searchParams);
    if (link) keepResetLink(scope, link);
    else forgetResetLink(scope);
    const response = Astro.redirect(Astro.url.pathname, 303);
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('Referrer-Policy', 'no-referrer');
    return { response };
  }

  const link = readKeptResetLink(scope);
  if (!link) return invalid();
  const valid = await verifyResetLink(link, { language: locale, salesChannelId: Astro.locals.shop?.channel?.id, clientAddress: clientAddressOf(Astro) });
  if (valid === false) return invalid();
  // A platform that cannot answer now: the form is shown; saving checks the link again.
  return { locale, formAction, state: { kind: 'form', email: link.email, errors: {} } };
}

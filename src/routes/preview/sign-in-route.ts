// The request side of /preview and /en/preview: a signed-in member of staff sees what they may preview
// and where; anyone else gets the sign-in form, whose POST goes to the previewSignIn action (redirect
// after success, the two-factor step, or the form again with its messages). Never cached, never indexed.
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import { requestLocale, type Locale } from '../../i18n/locales';
import { submitForm } from '../../lib/actions/form-post';
import { codeStep, emptyLoginForm, failedLoginForm, type LoginFormState } from '../../components/account/login-form';
import { PREVIEW_KINDS, mayPreview, type PreviewKind } from '../../lib/preview/permissions';
import { shopCms } from '../../lib/cms/shop-reads';
import { previewHeaders, staffOf } from './preview-route';

export type PreviewSignInRoute =
  | { response: Response }
  | { response?: undefined; locale: Locale; formAction: string; state: LoginFormState; staff?: undefined }
  | { response?: undefined; locale: Locale; formAction: string; state?: undefined; staff: { name: string; kinds: PreviewKind[] } };

export async function previewSignInRoute(Astro: AstroGlobal): Promise<PreviewSignInRoute> {
  const locale = requestLocale(Astro);
  const formAction = Astro.url.pathname;
  previewHeaders(Astro.response.headers);

  if (Astro.request.method === 'POST') {
    const { refusal, form, result } = await submitForm(Astro, actions.previewSignIn, locale);
    if (refusal) {
      Astro.response.status = refusal.status;
      return { locale, formAction, state: { ...emptyLoginForm(), formError: refusal.message } };
    }
    if (!result.error) {
      if (result.data.outcome === 'signed-in') return { response: Astro.redirect(formAction, 303) };
      return { locale, formAction, state: codeStep(result.data.email) };
    }
    Astro.response.status = result.error.status;
    return { locale, formAction, state: failedLoginForm(form, result.error, locale) };
  }

  const staff = await staffOf(Astro);
  // Posts are previewed only where a content system with its preview user is configured.
  const available = (kind: PreviewKind) => kind !== 'post' || shopCms()?.canPreview === true;
  if (staff)
    return { locale, formAction, staff: { name: staff.name, kinds: PREVIEW_KINDS.filter((kind) => available(kind) && mayPreview(staff.permissions, kind)) } };
  return { locale, formAction, state: emptyLoginForm() };
}

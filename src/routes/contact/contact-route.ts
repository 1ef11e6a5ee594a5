// The request side of /kontakt and /en/kontakt: a GET renders the form with a fresh stamp; a POST goes
// to the sendContactMessage action, then 303 to ?sent=1 (the confirmation), or the form again with its
// messages and what was typed. The page holds a per-rendering stamp, so it is never cached.
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import { requestLocale } from '../../i18n/locales';
import type { Locale } from '../../i18n/locales';
import { issueFormStamp } from '../../lib/contact/spam-check';
import { submitForm } from '../../lib/actions/form-post';
import { CONTACT_SENT_PARAM, emptyContactForm, failedContactForm, type ContactFormState } from '../../components/contact/contact-form';

export type ContactRoute = { response: Response } | { response?: undefined; locale: Locale; state: ContactFormState; formAction: string };

export async function contactRoute(Astro: AstroGlobal): Promise<ContactRoute> {
  const locale = requestLocale(Astro);
  const formAction = Astro.url.pathname;
  Astro.response.headers.set('Cache-Control', 'private, no-store');
  const stamp = issueFormStamp();

  if (Astro.request.method === 'POST') {
    const { refusal, form, result } = await submitForm(Astro, actions.sendContactMessage, locale);
    if (refusal) {
      Astro.response.status = refusal.status;
      return { locale, formAction, state: { ...emptyContactForm(stamp), formError: refusal.message } };
    }
    if (!result.error) return { response: Astro.redirect(`${formAction}?${CONTACT_SENT_PARAM}=1`, 303) };
    Astro.response.status = result.error.status;
    return { locale, formAction, state: failedContactForm(form, result.error, locale, stamp) };
  }

  return { locale, formAction, state: emptyContactForm(stamp, Astro.url.searchParams.get(CONTACT_SENT_PARAM) === '1') };
}

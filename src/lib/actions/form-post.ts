// The round trip of every server-rendered form (the no-JavaScript path): the page reads the posted
// form (checked as the action guard checks any action body, so a broken post gets the same localised
// refusal), hands it to its action and renders the outcome. A post to `?_action={name}` has been
// answered by Astro before the page renders: that result is taken, never the action run twice.
import type { AstroGlobal } from 'astro';
import type { Locale } from '../../i18n/locales';
import { t } from '../../i18n/messages';
import { PROBLEMS, readActionForm } from './action-body';

/** The parts of a page's context the round trip uses. */
export type FormPostContext = Pick<AstroGlobal, 'request' | 'getActionResult' | 'callAction'>;

/** An action a form posts to, as `astro:actions` exports it. */
export type FormAction = Parameters<AstroGlobal['getActionResult']>[0];

/** What the action answered: `{ data }` or `{ error }` (an ActionError with status, code, message and, for bad input, the fields). */
export type FormActionResult<A extends FormAction> = Awaited<ReturnType<A>>;

/** A post whose body could not be read as a form: the status to answer and the message for the form, in the page's language. */
export interface FormRefusal {
  status: number;
  message: string;
}

export type PostedForm = { form: FormData; refusal?: undefined } | { form?: undefined; refusal: FormRefusal };

/** The posted form, or why it cannot be read (too large, another type, malformed). Reads a clone: Astro may read the body too. */
export async function readPostedForm(Astro: FormPostContext, locale: Locale): Promise<PostedForm> {
  const form = await readActionForm(Astro.request.clone());
  if (typeof form !== 'string') return { form };
  const problem = PROBLEMS[form];
  return { refusal: { status: problem.status, message: t(locale, problem.message) } };
}

/** The action's result for this form: the one Astro already has for a `?_action=` post, else the action called now. */
export async function formActionResult<A extends FormAction>(Astro: FormPostContext, action: A, form: FormData): Promise<FormActionResult<A>> {
  return (Astro.getActionResult(action) ?? (await Astro.callAction(action, form as Parameters<A>[0]))) as FormActionResult<A>;
}

export type FormSubmission<A extends FormAction> =
  | { refusal: FormRefusal; form?: undefined; result?: undefined }
  | { refusal?: undefined; form: FormData; result: FormActionResult<A> };

/**
 * The whole round trip: the posted form read, then the action's result. The page maps a refusal or
 * `result.error` to its form's fields and messages and answers with their status; on success it
 * redirects (303) or renders the outcome.
 */
export async function submitForm<A extends FormAction>(Astro: FormPostContext, action: A, locale: Locale): Promise<FormSubmission<A>> {
  const posted = await readPostedForm(Astro, locale);
  if (posted.refusal) return { refusal: posted.refusal };
  return { form: posted.form, result: await formActionResult(Astro, action, posted.form) };
}

// Checks the body of every request that reaches an action (an RPC call to /_actions/{name}, or a page
// POST with ?_action={name}) before the action runs and before the shell middleware spends platform
// calls on it: a body that is too large (413), of another type than the action reads (415), or not
// well-formed JSON or form data (400) gets a message in the shopper's language instead of Astro's
// English one or, for broken JSON, the 500 page: bad input gets a 4xx the shopper can act on, never a
// 500 (docs/security.md). Well-formed input goes on to the
// action and its zod schema, which answers wrong fields with a 400 of its own; while any POST is handled,
// zod's own English messages give way to the shop's one in the request's language (./input-messages.ts).
import type { MiddlewareHandler } from 'astro';
import { actionAccept } from '../actions/accepts';
import { formActionBelongsTo } from '../actions/form-pages';
import { isLocale, LOCALE_COOKIE, localeOfPath, type Locale } from '../i18n/locales';
import { t, type MessageKey } from '../i18n/messages';
import { PROBLEMS, readActionBody, type BodyProblem } from '../lib/actions/action-body';
import { withInputLocale } from './input-messages';

export interface ActionCall {
  /** The action's name as Astro looks it up; undefined when it is not validly percent-encoded. */
  name: string | undefined;
  /** 'rpc': the actions client (answered with JSON); 'form': an HTML form posted to a page. */
  from: 'rpc' | 'form';
}

/** Astro's route of RPC calls; the action's name is what follows the last /_actions/ of the path. */
const RPC_ROUTE = '/_actions/[...path]';

/** The action a request calls, found as Astro finds it (astro/dist/actions/runtime/server.js). */
export function actionCall(method: string, url: URL, routePattern: string): ActionCall | undefined {
  if (method !== 'POST') return undefined;
  const from = routePattern === RPC_ROUTE ? 'rpc' : 'form';
  const raw = from === 'rpc' ? url.pathname.replace(/^.*\/_actions\//, '') : url.searchParams.get('_action');
  if (!raw) return undefined;
  try {
    // Astro drops one trailing slash (with trailingSlash: 'ignore') and decodes each dotted segment once more.
    const name = raw
      .replace(/\/$/, '')
      .split('.')
      .map((key) => decodeURIComponent(key))
      .join('.');
    return { name, from };
  } catch {
    return { name: undefined, from }; // Astro would fail with a 500 here
  }
}

/** The shopper's language: the page they came from (our own), else their saved choice, else Polish. */
export function messageLocale(referer: string | null, origin: string, savedLocale: string | undefined): Locale {
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.origin === origin) return localeOfPath(from.pathname);
    } catch {
      // not a URL: fall back to the saved choice
    }
  }
  return isLocale(savedLocale) ? savedLocale : 'pl';
}

/**
 * A form action posted to a page that has no such form (`POST /any-page?_action=signIn`): refused before
 * it runs, so each action keeps the doors its pages and rate limits know of (src/actions/form-pages.ts).
 */
export const FOREIGN_FORM = { status: 403, code: 'FORBIDDEN', message: 'errors.formNotOnThisPage' } as const satisfies {
  status: number;
  code: string;
  message: MessageKey;
};

/** The refusal: for the actions client the JSON of an ActionError it turns into `{ error }`, else plain text. */
export function refusal(problem: BodyProblem | 'foreign-form', locale: Locale, from: ActionCall['from']): Response {
  const { status, code, message: key } = problem === 'foreign-form' ? FOREIGN_FORM : PROBLEMS[problem];
  const message = t(locale, key);
  const headers = { 'Cache-Control': 'no-store', 'Content-Language': locale };
  if (from === 'rpc') return Response.json({ type: 'AstroActionError', code, status, message }, { status, headers });
  return new Response(message, { status, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** What is wrong with the body of a call, or undefined when it may go on to Astro. */
async function problemWith(call: ActionCall, request: Request): Promise<BodyProblem | undefined> {
  if (call.name === undefined) return 'malformed';
  const accept = actionAccept(call.name);
  if (!accept) return undefined; // no such action: Astro answers 404 without reading the body
  // A clone, so that the action (and the React renderer, for form posts) still read the body.
  const body = await readActionBody(request.clone(), accept);
  return body.kind === 'problem' ? body.problem : undefined;
}

export const actionGuard: MiddlewareHandler = async (context, next) => {
  const { request, url, cookies, routePattern } = context;
  const call = actionCall(request.method, url, routePattern);
  // A form speaks its page's language.
  if (call?.from === 'form' && call.name !== undefined && !formActionBelongsTo(call.name, routePattern))
    return refusal('foreign-form', localeOfPath(url.pathname), 'form');
  const problem = call && (await problemWith(call, request));
  if (problem) return refusal(problem, messageLocale(request.headers.get('referer'), url.origin, cookies.get(LOCALE_COOKIE)?.value), call.from);
  if (request.method !== 'POST') return next();
  // A page's form speaks the page's language; an RPC call the language of the page it came from.
  const locale =
    call?.from === 'rpc' ? messageLocale(request.headers.get('referer'), url.origin, cookies.get(LOCALE_COOKIE)?.value) : localeOfPath(url.pathname);
  return withInputLocale(locale, next);
};

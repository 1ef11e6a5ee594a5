// Checks the body of every request that reaches an action (an RPC call to /_actions/{name}, or a page
// POST with ?_action={name}) before the action runs and before the shell middleware spends platform
// calls on it: a body that is too large (413), of another type than the action reads (415), or not
// well-formed JSON or form data (400) gets a message in the shopper's language instead of Astro's
// English one or, for broken JSON, the 500 page: bad input gets a 4xx the shopper can act on, never a
// 500 (docs/security.md). Well-formed input goes on to the
// action and its zod schema, which answers wrong fields with a 400 of its own; while any POST is handled,
// zod's own English messages give way to the shop's one in the request's language (./input-messages.ts).
import type { MiddlewareHandler } from 'astro';
import { z } from 'zod';
import { actionAccept, type ActionAccept } from '../actions/accepts';
import { formActionBelongsTo } from '../actions/form-pages';
import { isLocale, LOCALE_COOKIE, localeOfPath, type Locale } from '../i18n/locales';
import { t, type MessageKey } from '../i18n/messages';
import { withInputLocale } from './input-messages';

/** The actions take small objects; 64 KB is far above any of them and cheap to read and parse. */
export const JSON_BODY_LIMIT = 64 * 1024;
/**
 * No form of the shop has a file field. The largest, the contact form, is at most about 47 KB
 * even when every character of its 5000-character message is a 3-byte one, percent-encoded (9 bytes each);
 * 64 KB leaves room for that and for multipart boundaries while keeping a hostile post cheap.
 */
export const FORM_BODY_LIMIT = 64 * 1024;
/** Action inputs nest a few levels at most; a deeper body is refused before JSON.parse and zod walk it. */
export const JSON_DEPTH_LIMIT = 32;

const FORM_TYPES: ReadonlySet<string> = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

export type BodyProblem = 'malformed' | 'too-large' | 'unsupported';

/** Status, code and message of each refusal; the code is one Astro's actions client knows. */
export const PROBLEMS = {
  malformed: { status: 400, code: 'BAD_REQUEST', message: 'errors.badRequest' },
  'too-large': { status: 413, code: 'CONTENT_TOO_LARGE', message: 'errors.requestTooLarge' },
  unsupported: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'errors.unsupportedMediaType' },
} as const satisfies Record<BodyProblem, { status: number; code: string; message: MessageKey }>;

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
    const name = raw.replace(/\/$/, '').split('.').map((key) => decodeURIComponent(key)).join('.');
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

function mediaType(contentType: string | null): string {
  return contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Whether the body is declared in another charset than UTF-8 (the only one the actions decode). */
function foreignCharset(contentType: string): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1]?.toLowerCase();
  return charset !== undefined && charset !== 'utf-8' && charset !== 'utf8';
}

/** The body, or 'too-large' as soon as it passes the limit (without reading the rest). */
export async function readWithin(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | 'too-large' | 'unreadable'> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > limit) return 'too-large';
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        // Not awaited: cancelling one branch of a cloned body settles only once the other is cancelled too.
        reader.cancel().catch(() => undefined);
        return 'too-large';
      }
      chunks.push(value);
    }
  } catch {
    return 'unreadable'; // the client went away or sent a broken chunked body
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Whether `text` nests arrays and objects deeper than `limit` (strings are skipped; no recursion). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++depth > limit) return true;
    } else if (char === ']' || char === '}') depth--;
  }
  return false;
}

const jsonObject = z.record(z.string(), z.unknown());

/** Every action takes an object (or nothing), so any other JSON value is refused here. */
export function parseJsonObject(body: Uint8Array): Record<string, unknown> | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return undefined;
  }
  if (nestsDeeperThan(text, JSON_DEPTH_LIMIT)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = jsonObject.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

async function parseForm(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<FormData | undefined> {
  try {
    return await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return undefined; // e.g. multipart without a boundary or with a broken part
  }
}

export type ActionBody =
  | { kind: 'none' }
  | { kind: 'json'; value: Record<string, unknown> }
  | { kind: 'form'; form: FormData }
  | { kind: 'problem'; problem: BodyProblem };

/**
 * Reads and checks the body of a call to an action that reads `accept`. Pass a clone when the
 * request goes on to Astro, which reads the body again.
 */
export async function readActionBody(request: Request, accept: ActionAccept): Promise<ActionBody> {
  const contentType = request.headers.get('content-type') ?? '';
  const type = mediaType(contentType);
  const sent: ActionAccept | 'none' | undefined =
    type === 'application/json' ? 'json' : FORM_TYPES.has(type) ? 'form' : type === '' ? 'none' : undefined;
  if (!sent || foreignCharset(contentType)) return { kind: 'problem', problem: 'unsupported' };

  const body = await readWithin(request, sent === 'form' ? FORM_BODY_LIMIT : JSON_BODY_LIMIT);
  if (body === 'too-large') return { kind: 'problem', problem: 'too-large' };
  if (body === 'unreadable') return { kind: 'problem', problem: 'malformed' };

  // Without a content type Astro ignores the body: right for an action without input (the actions
  // client sends nothing then), never for a form action or a body that is there.
  if (sent === 'none') return body.byteLength === 0 && accept === 'json' ? { kind: 'none' } : { kind: 'problem', problem: 'unsupported' };

  if (sent === 'json') {
    const value = parseJsonObject(body);
    if (!value) return { kind: 'problem', problem: 'malformed' };
    return accept === 'json' ? { kind: 'json', value } : { kind: 'problem', problem: 'unsupported' };
  }
  const form = await parseForm(body, contentType);
  if (!form) return { kind: 'problem', problem: 'malformed' };
  return accept === 'form' ? { kind: 'form', form } : { kind: 'problem', problem: 'unsupported' };
}

/** The body of a page POST that a page hands to a form action, read and checked as the guard does. */
export async function readActionForm(request: Request): Promise<FormData | BodyProblem> {
  const body = await readActionBody(request, 'form');
  return body.kind === 'form' ? body.form : body.kind === 'problem' ? body.problem : 'unsupported';
}

/**
 * A form action posted to a page that has no such form (`POST /any-page?_action=signIn`): refused before
 * it runs, so each action keeps the doors its pages and rate limits know of (src/actions/form-pages.ts).
 */
export const FOREIGN_FORM = { status: 403, code: 'FORBIDDEN', message: 'errors.formNotOnThisPage' } as const satisfies { status: number; code: string; message: MessageKey };

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
  if (call?.from === 'form' && call.name !== undefined && !formActionBelongsTo(call.name, routePattern)) return refusal('foreign-form', localeOfPath(url.pathname), 'form');
  const problem = call && (await problemWith(call, request));
  if (problem) return refusal(problem, messageLocale(request.headers.get('referer'), url.origin, cookies.get(LOCALE_COOKIE)?.value), call.from);
  if (request.method !== 'POST') return next();
  // A page's form speaks the page's language; an RPC call the language of the page it came from.
  const locale = call?.from === 'rpc' ? messageLocale(request.headers.get('referer'), url.origin, cookies.get(LOCALE_COOKIE)?.value) : localeOfPath(url.pathname);
  return withInputLocale(locale, next);
};

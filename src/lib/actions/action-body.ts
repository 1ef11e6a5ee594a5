// The body of a call to an action (an RPC call's JSON, or a form posted to a page), read and checked
// before the action runs: a body that is too large, of another type than the action reads, or not
// well-formed JSON or form data is a problem with its localised refusal (status and message key), so
// the shopper gets their language instead of Astro's English or a 500 for broken JSON. Read by the
// action guard (src/middleware/action-guard.ts) and by every page that hands its form to an action
// (./form-post.ts).
import { z } from 'zod';
import type { MessageKey } from '../../i18n/messages';

/** What an action reads: FormData from a form, or a JSON object. */
export type ActionAccept = 'form' | 'json';

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
  const sent: ActionAccept | 'none' | undefined = type === 'application/json' ? 'json' : FORM_TYPES.has(type) ? 'form' : type === '' ? 'none' : undefined;
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

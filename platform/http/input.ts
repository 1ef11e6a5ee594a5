import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError, badRequest, fromZod } from './errors.ts';

/** The largest JSON body a route reads; app.ts refuses a longer one before it is read (body-limit). */
export const MAX_BODY_BYTES = 2_000_000;
/** The largest upload (a 5 MB picture and its multipart framing). */
export const MAX_UPLOAD_BYTES = 6_000_000;
/** No input of the API nests deeper; a deeper body is refused before JSON.parse and zod walk it. */
const JSON_DEPTH_LIMIT = 64;

export const tooLarge = () => new ApiError(413, 'BAD_REQUEST', 'Request body is too large.');

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

/**
 * Parses the JSON body against `schema`: another charset than UTF-8 is 415; a body that is not UTF-8
 * (stray or overlong bytes), not JSON or nested too deep is 400; a wrong shape 422.
 */
export async function body<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(c.req.header('content-type') ?? '')?.[1]?.toLowerCase();
  if (charset && charset !== 'utf-8' && charset !== 'utf8') throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as UTF-8 JSON.');
  const bytes = await c.req.arrayBuffer();
  if (bytes.byteLength > MAX_BODY_BYTES) throw tooLarge();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('The request body is not valid UTF-8.');
  }
  let raw: unknown = {};
  if (text.trim() !== '') {
    if (nestsDeeperThan(text, JSON_DEPTH_LIMIT)) throw badRequest('The request body nests too deep.');
    try {
      raw = JSON.parse(text);
    } catch {
      throw badRequest('The request body is not valid JSON.');
    }
  }
  return parse(schema, raw);
}

/**
 * A PATCH body: `schema`'s fields, all optional, and only those the body names. Heseya updates what
 * it is sent and leaves the rest; a default of the create schema (an empty gallery, `public: true`)
 * must never stand in for a field the body left out.
 */
export async function patchBody<S extends z.ZodObject>(c: Context, schema: S): Promise<Partial<z.output<S>>> {
  const raw = await body(c, z.unknown());
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest('The request body must be a JSON object.');
  const parsed = parse(schema.partial(), raw) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => Object.hasOwn(raw, key))) as Partial<z.output<S>>;
}

/** The multipart or urlencoded body; a broken one (no boundary, a cut part) is 400, not the parser's TypeError. */
export async function formBody(c: Context): Promise<Record<string, string | File | (string | File)[]>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw badRequest('The request body is not valid form data.');
  }
}

export function parse<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) throw fromZod(result.error);
  return result.data;
}

/** Query string as an object; `a[]=1&a[]=2` and repeated keys become arrays. */
export function query(c: Context): Record<string, string | string[]> {
  const url = new URL(c.req.url);
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of url.searchParams) {
    const isArray = rawKey.endsWith('[]');
    const key = isArray ? rawKey.slice(0, -2) : rawKey;
    const existing = out[key];
    if (existing === undefined) out[key] = isArray ? [value] : value;
    else out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}

export function queryOf<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parse(schema, query(c));
}

/** `id:{uuid}` or a slug, the way detail reads address resources (docs/rules.md#detail-reads). */
export function idOrSlug(param: string): { id: string } | { slug: string } {
  return param.startsWith('id:') ? { id: param.slice(3) } : { slug: param };
}

export const uuid = z.uuid();
export const stringList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean));
export const boolParam = z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true');
export const pageParams = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(24),
});

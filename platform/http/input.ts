import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError, badRequest, fromZod } from './errors.ts';

const MAX_BODY_BYTES = 2_000_000;

/** Parses the JSON body against `schema`; malformed JSON is 400, a wrong shape 422. */
export async function body<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw new ApiError(413, 'BAD_REQUEST', 'Request body is too large.');
  let raw: unknown = {};
  if (text.trim() !== '') {
    try {
      raw = JSON.parse(text);
    } catch {
      throw badRequest('The request body is not valid JSON.');
    }
  }
  return parse(schema, raw);
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

/** `id:{uuid}` or a slug, the way detail reads address resources (spec §7). */
export function idOrSlug(param: string): { id: string } | { slug: string } {
  return param.startsWith('id:') ? { id: param.slice(3) } : { slug: param };
}

export const uuid = z.uuid();
export const stringList = z.union([z.string(), z.array(z.string())]).transform((v) =>
  (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean),
);
export const boolParam = z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true');
export const pageParams = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(24),
});

import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { can } from '../http/context.ts';
import { body, formBody, parse } from '../http/input.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { run } from '../db/database.ts';
import { loadMedia, mediaDir, mediaIndex, mediaOut, saveMediaFile, type StoredMedia } from './store.ts';

const MAX_BYTES = 5_000_000;
const EXTENSIONS: Record<string, string> = { 'image/svg+xml': 'svg', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(255);
const form = z.object({
  url: z.url({ protocol: /^https?$/ }).optional(),
  type: z.enum(['photo', 'video', 'document', 'other']).default('photo'),
  source: z.enum(['silverbox', 'external']).optional(),
  alt: z.string().max(500).optional(),
  slug: slug.optional(),
});

/** Staff upload pictures (stored in the data directory) or register external addresses. */
export function mediaAdminRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const slugTaken = (value: string, except?: string) => [...mediaIndex(deps.db).values()].some((m) => m.slug === value && m.id !== except);

  app.post('/media', async (c) => {
    can(c, 'media.add');
    if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data'))
      throw fieldError('file', 'VALIDATION_FILE', 'Send the media as multipart/form-data.');
    const data = await formBody(c);
    const fields = parse(form, Object.fromEntries(Object.entries(data).filter(([, v]) => typeof v === 'string')));
    if (fields.slug && slugTaken(fields.slug)) throw fieldError('slug', 'VALIDATION_MEDIA_SLUG', 'This slug is taken.');
    const metadata = Object.fromEntries(
      Object.entries(data)
        .filter(([k, v]) => k.startsWith('metadata.') && typeof v === 'string')
        .map(([k, v]) => [k.slice(9), v as string]),
    );
    const id = randomUUID();
    const file = data.file;
    if (file instanceof File) {
      const ext = EXTENSIONS[file.type];
      if (!ext) throw fieldError('file', 'VALIDATION_MIMETYPES', 'Upload an SVG, PNG, JPEG or WebP picture.');
      if (file.size > MAX_BYTES) throw fieldError('file', 'VALIDATION_MAX', 'The file is larger than 5 MB.');
      const media: Omit<StoredMedia, 'url'> = {
        id,
        file: `${id}.${ext}`,
        type: fields.type,
        alt: fields.alt ?? null,
        slug: fields.slug ?? null,
        source: 'silverbox',
        metadata,
      };
      saveMediaFile(deps.db, deps.dataDir, media, Buffer.from(await file.arrayBuffer()));
      return c.json({ data: mediaOut({ ...media, url: null }, deps.publicUrl()) });
    }
    if (!fields.url) throw fieldError('file', 'VALIDATION_REQUIRED', 'Send a file or an external url.');
    const media: StoredMedia = {
      id,
      file: null,
      url: fields.url,
      type: fields.type,
      alt: fields.alt ?? null,
      slug: fields.slug ?? null,
      source: 'external',
      metadata,
    };
    run(deps.db, 'INSERT INTO media (id, file, data) VALUES (?, NULL, ?)', id, JSON.stringify(media));
    return c.json({ data: mediaOut(media, deps.publicUrl()) });
  });

  app.patch('/media/:ref', async (c) => {
    can(c, 'media.edit');
    const media = loadMedia(deps.db, c.req.param('ref').replace(/^id:/, ''));
    if (!media) throw notFound('Media');
    const input = await body(c, z.object({ alt: z.string().max(500).nullable().optional(), slug: slug.nullable().optional() }));
    if (input.slug && slugTaken(input.slug, media.id)) throw fieldError('slug', 'VALIDATION_MEDIA_SLUG', 'This slug is taken.');
    // An alt set here is the media's one alt in every language, as on Heseya: it replaces the seed's per-language texts.
    const next: StoredMedia = {
      ...media,
      ...(input.alt === undefined ? {} : { alt: input.alt, alts: undefined }),
      slug: input.slug === undefined ? media.slug : input.slug,
    };
    run(deps.db, 'UPDATE media SET data = ? WHERE id = ?', JSON.stringify(next), media.id);
    return c.json({ data: mediaOut(next, deps.publicUrl(), c.get('rc').lang) });
  });

  app.delete('/media/:ref', (c) => {
    can(c, 'media.remove');
    const media = loadMedia(deps.db, c.req.param('ref').replace(/^id:/, ''));
    if (!media) throw notFound('Media');
    run(deps.db, 'DELETE FROM media WHERE id = ?', media.id);
    if (media.file) rmSync(join(mediaDir(deps.dataDir), media.file), { force: true });
    return c.body(null, 204);
  });
  return app;
}

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { mediaDir } from './store.ts';

const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

/**
 * Uploaded media are served from the platform's origin, and an SVG is a document that can run scripts
 * when opened directly. Every media answer is therefore a sandboxed, script-less document (a CSP the
 * browser applies to the file itself; in an <img> an SVG runs nothing anyway), never sniffed as another
 * type, and an SVG opened directly is downloaded rather than shown.
 */
export const MEDIA_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** Serves stored media files. Resize hints (?w=, ?format=) are accepted and ignored: the demo pictures are vectors. */
export function mediaRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/media/:file', async (c, next) => {
    await next();
    c.res.headers.set('content-security-policy', MEDIA_CSP);
    c.res.headers.set('x-content-type-options', 'nosniff');
  });
  app.get('/media/:file', async (c) => {
    const file = c.req.param('file');
    if (!/^[a-zA-Z0-9_-]+\.[a-z0-9]+$/.test(file)) throw new ApiError(404, 'NOT_FOUND', 'Media not found.');
    const ext = file.split('.').pop()!;
    try {
      const content = await readFile(join(mediaDir(deps.dataDir), file));
      const type = TYPES[ext] ?? 'application/octet-stream';
      return c.body(content, 200, {
        'content-type': type,
        'cache-control': 'public, max-age=86400',
        ...(type === 'image/png' || type === 'image/jpeg' || type === 'image/webp' ? {} : { 'content-disposition': `attachment; filename="${file}"` }),
      });
    } catch {
      throw new ApiError(404, 'NOT_FOUND', 'Media not found.');
    }
  });
  return app;
}

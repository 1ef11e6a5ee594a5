import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { mediaDir } from './store.ts';

const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

/** Serves stored media files. Resize hints (?w=, ?format=) are accepted and ignored: the demo pictures are vectors. */
export function mediaRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/media/:file', async (c) => {
    const file = c.req.param('file');
    if (!/^[a-zA-Z0-9_-]+\.[a-z0-9]+$/.test(file)) throw new ApiError(404, 'NOT_FOUND', 'Media not found.');
    const ext = file.split('.').pop()!;
    try {
      const content = await readFile(join(mediaDir(deps.dataDir), file));
      return c.body(content, 200, { 'content-type': TYPES[ext] ?? 'application/octet-stream', 'cache-control': 'public, max-age=86400' });
    } catch {
      throw new ApiError(404, 'NOT_FOUND', 'Media not found.');
    }
  });
  return app;
}

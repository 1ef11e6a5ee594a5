// The build manifest: the id of the build this process runs. Pages check it hourly to learn
// that a newer build is deployed (src/lib/new-build.ts); never cached, so they see the change.
import type { APIRoute } from 'astro';
import { BUILD_ID } from '../lib/build-id';

export const GET: APIRoute = () =>
  new Response(JSON.stringify({ id: BUILD_ID }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });

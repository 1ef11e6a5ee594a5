// /preview/media/blog/{file id}/{width}.webp: the cover of any post, drafts included, for a member of staff's
// preview (src/routes/blog/cover-route.ts). In the preview area, where the preview session's cookie is sent.
import type { APIRoute } from 'astro';
import { previewCoverRoute } from '../../../../../routes/blog/cover-route';

export const GET: APIRoute = (context) => previewCoverRoute(context);

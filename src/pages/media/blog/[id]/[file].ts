// /media/blog/{file id}/{width}.webp: a blog post's cover from the content system (src/routes/blog/cover-route.ts).
import type { APIRoute } from 'astro';
import { coverRoute } from '../../../../routes/blog/cover-route';

export const GET: APIRoute = ({ params }) => coverRoute(params);

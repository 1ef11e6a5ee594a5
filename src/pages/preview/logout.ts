// POST /preview/logout (and /en/preview/logout): ends the member of staff's preview session (the platform
// revokes their tokens; the preview cookie is cleared even when that call fails) and lands on the preview
// sign-in. Only POST changes anything; Astro's origin check refuses a form posted from another site.
import type { APIRoute } from 'astro';
import { localeOfPath, localizePath } from '../../i18n/locales';
import { previewSignOut } from '../../lib/preview/staff';
import { PREVIEW_HEADERS } from '../../routes/preview/preview-route';

export const POST: APIRoute = async (context) => {
  const locale = localeOfPath(context.url.pathname);
  await previewSignOut(context, { language: locale, salesChannelId: context.locals.shop?.channel?.id });
  return new Response(null, { status: 303, headers: { Location: localizePath('/preview', locale), ...PREVIEW_HEADERS } });
};

export const GET: APIRoute = () => new Response(null, { status: 405, headers: { Allow: 'POST', ...PREVIEW_HEADERS } });

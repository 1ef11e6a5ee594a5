// POST /logout (and /en/logout): signs the shopper out (POST /auth/logout, then the tokens are cleared
// even when that call fails; the failure is only logged) and lands on home. Only POST changes anything;
// Astro's origin check refuses a form posted from another site.
import type { APIRoute } from 'astro';
import { localeOfPath, localizePath } from '../i18n/locales';
import { signOut } from '../lib/account/session';

export const POST: APIRoute = async (context) => {
  const locale = localeOfPath(context.url.pathname);
  await signOut(context, { language: locale, salesChannelId: context.locals.shop?.channel?.id });
  return new Response(null, { status: 303, headers: { Location: localizePath('/', locale), 'Cache-Control': 'private, no-store' } });
};

export const GET: APIRoute = () => new Response(null, { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } });

// The sales-channel picker's form target: stores the chosen channel (one of those offered, spec
// §4) in the cookie and sends the shopper back to the page they were on (same origin only).
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { chooseSalesChannel } from '../../lib/commerce/sales-channel';
import { SALES_CHANNEL_COOKIE } from '../../lib/catalogue/shell';
import { localeOfPath } from '../../i18n/locales';
import { t } from '../../i18n/messages';
import { secureCookies } from '../../lib/account/auth-cookies';
import { returnTarget } from '../../lib/account/return-path';

const form = z.object({ channel: z.string().trim().min(1).max(100), return: z.string().max(2000).optional() });
const CHANNEL_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The path of the page the form was sent from, when it is one of ours (for the message's language). */
function refererPath(request: Request, url: URL): string {
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    return referer.origin === url.origin ? referer.pathname : '/';
  } catch {
    return '/';
  }
}

async function formFields(request: Request): Promise<Record<string, unknown>> {
  try {
    return Object.fromEntries(await request.formData());
  } catch {
    return {}; // not a form at all: answered like an empty one
  }
}

export const POST: APIRoute = async ({ request, cookies, locals, redirect, url }) => {
  const parsed = form.safeParse(await formFields(request));
  if (!parsed.success) {
    const message = t(localeOfPath(refererPath(request, url)), 'shell.chooseSalesChannel');
    return new Response(message, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });
  }
  const channel = chooseSalesChannel(locals.shop?.channels ?? [], parsed.data.channel);
  if (channel) cookies.set(SALES_CHANNEL_COOKIE, channel.id, { path: '/', maxAge: CHANNEL_COOKIE_MAX_AGE, httpOnly: true, secure: secureCookies(url), sameSite: 'lax' });
  return redirect(returnTarget(parsed.data.return, '/'), 303);
};

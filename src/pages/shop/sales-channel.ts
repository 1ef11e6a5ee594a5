// The sales-channel picker's form target: stores the chosen channel (one of those offered,
// docs/rules.md#choose-channel) in the cookie and sends the shopper back to the page they were on (same origin only).
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { chooseSalesChannel } from '../../lib/commerce/sales-channel';
import { SALES_CHANNEL_COOKIE } from '../../lib/catalogue/shell';
import { localeOfPath } from '../../i18n/locales';
import { t } from '../../i18n/messages';
import { secureCookies } from '../../lib/account/auth-cookies';
import { returnTarget } from '../../lib/account/return-path';
import { readWithin } from '../../lib/actions/action-body';

const form = z.object({ channel: z.string().trim().min(1).max(100), return: z.string().max(2000).optional() });
const CHANNEL_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/**
 * The picker's form is a channel id (100 characters) and a return path (2000), percent-encoded at most
 * 9 bytes a character: 24 KB holds any form it sends, and a larger body is refused before it is read whole.
 */
const SALES_CHANNEL_BODY_LIMIT = 24 * 1024;

/** The path of the page the form was sent from, when it is one of ours (for the message's language). */
function refererPath(request: Request, url: URL): string {
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    return referer.origin === url.origin ? referer.pathname : '/';
  } catch {
    return '/';
  }
}

/** The form's fields, or 'too-large' once the body passes the limit (the rest is never read). */
async function formFields(request: Request): Promise<Record<string, unknown> | 'too-large'> {
  const body = await readWithin(request, SALES_CHANNEL_BODY_LIMIT);
  if (body === 'too-large') return body;
  if (body === 'unreadable') return {};
  try {
    return Object.fromEntries(await new Response(body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData());
  } catch {
    return {}; // not a form at all: answered like an empty one
  }
}

const plainText = (status: number, message: string) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });

export const POST: APIRoute = async ({ request, cookies, locals, redirect, url }) => {
  const fields = await formFields(request);
  const locale = () => localeOfPath(refererPath(request, url));
  if (fields === 'too-large') return plainText(413, t(locale(), 'errors.requestTooLarge'));
  const parsed = form.safeParse(fields);
  if (!parsed.success) return plainText(400, t(locale(), 'shell.chooseSalesChannel'));
  const channel = chooseSalesChannel(locals.shop?.channels ?? [], parsed.data.channel);
  if (channel)
    cookies.set(SALES_CHANNEL_COOKIE, channel.id, { path: '/', maxAge: CHANNEL_COOKIE_MAX_AGE, httpOnly: true, secure: secureCookies(url), sameSite: 'lax' });
  return redirect(returnTarget(parsed.data.return, '/'), 303);
};

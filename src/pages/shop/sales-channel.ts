// The sales-channel picker's form target: stores the chosen channel (one of those offered, spec
// §4) in the cookie and sends the shopper back to the page they were on (same origin only).
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { chooseSalesChannel } from '../../lib/commerce/sales-channel';
import { SALES_CHANNEL_COOKIE } from '../../lib/catalogue/shell';

const form = z.object({ channel: z.string().trim().min(1).max(100), return: z.string().max(2000).optional() });
const CHANNEL_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** A path on this site; anything else (other origins, protocol-relative, backslashes) goes home. */
function sameOriginPath(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return value;
}

export const POST: APIRoute = async ({ request, cookies, locals, redirect }) => {
  const parsed = form.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return new Response('Choose a sales channel.', { status: 400, headers: { 'Cache-Control': 'private, no-store' } });
  const channel = chooseSalesChannel(locals.shop?.channels ?? [], parsed.data.channel);
  if (channel) cookies.set(SALES_CHANNEL_COOKIE, channel.id, { path: '/', maxAge: CHANNEL_COOKIE_MAX_AGE, sameSite: 'lax' });
  return redirect(sameOriginPath(parsed.data.return), 303);
};

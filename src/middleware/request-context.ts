// Builds the request context once per request (src/lib/request/request-context.ts): the locale, the
// platform client with the shopper's tokens and the session's refresh outcome, into Astro.locals. It
// runs after the shell, whose shop data names the sales channel and its currency.
import { defineMiddleware } from 'astro:middleware';
import { localeOfRequest } from '../i18n/locales';
import { provideRequestContext } from '../lib/request/request-context';

export const requestContext = defineMiddleware((context, next) => {
  const shop = context.locals.shop;
  const locale = localeOfRequest(context.url, context.request.headers.get('referer'));
  provideRequestContext(context.locals, context, locale, { salesChannelId: shop?.channel?.id, currency: shop?.currency });
  return next();
});

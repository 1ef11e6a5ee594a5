// Completes the page CSP that Astro computes with what is only known at run time.
import { defineMiddleware } from 'astro:middleware';
import { env } from '../lib/env';
import { allowOriginInCsp } from '../lib/security-headers';

export const pageHeaders = defineMiddleware(async (_context, next) => {
  const response = await next();
  const csp = response.headers.get('content-security-policy');
  if (csp) {
    // Product images come from the platform's media host.
    const mediaOrigin = new URL(env().PLATFORM_API_URL).origin;
    response.headers.set('content-security-policy', allowOriginInCsp(csp, 'img-src', mediaOrigin));
  }
  return response;
});

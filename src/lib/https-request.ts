// Whether the shopper reached the shop over HTTPS. The Node adapter builds each request's URL from
// the socket (http:// behind a proxy that ends TLS) and ignores X-Forwarded-Proto, so the URL,
// Astro's same-origin check of forms (Origin https://… against http://…) and the Secure flag of
// cookies all went wrong behind such a proxy. server/storefront.ts decides per request with
// `reachedOverHttps` (a TLS socket, or `X-Forwarded-Proto: https` from a proxy trusted with
// TRUST_PROXY=1) and hands the adapter a socket view that says it is encrypted (`tlsTerminatedSocket`),
// so everything downstream sees an https:// URL.
import type { Socket } from 'node:net';

/** The first value of a forwarded header (`https, http` → `https`). */
export function firstForwardedValue(value: string | readonly string[] | undefined | null): string | undefined {
  const first = typeof value === 'string' ? value : value?.[0];
  return typeof first === 'string' ? first.split(',')[0]?.trim().toLowerCase() : undefined;
}

/** TLS to us, or a trusted proxy saying it ended TLS. Without TRUST_PROXY a client cannot claim HTTPS. */
export function reachedOverHttps(encrypted: boolean, forwardedProto: string | readonly string[] | undefined, trustProxy: boolean): boolean {
  return encrypted || (trustProxy && firstForwardedValue(forwardedProto) === 'https');
}

/** The request's socket, seen as encrypted (the proxy in front ended TLS); everything else is the socket's own. */
export function tlsTerminatedSocket(socket: Socket): Socket {
  return new Proxy(socket, {
    get(target, property) {
      if (property === 'encrypted') return true;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    has: (target, property) => property === 'encrypted' || Reflect.has(target, property),
  });
}

/**
 * The shopper's address behind a trusted proxy: the last `X-Forwarded-For` value, the address that
 * proxy saw (nginx appends it, deploy/nginx/proxy.conf; earlier values are whatever the client sent,
 * so they are never believed). Without TRUST_PROXY, or without the header: undefined (the socket's own).
 * The Node adapter believes X-Forwarded-For only for hosts listed in `security.allowedDomains`, so
 * without this every shopper behind nginx would share nginx's address, and one rate-limit bucket.
 */
export function forwardedClientAddress(forwardedFor: string | readonly string[] | undefined, trustProxy: boolean): string | undefined {
  if (!trustProxy || forwardedFor === undefined) return undefined;
  const values = (typeof forwardedFor === 'string' ? [forwardedFor] : forwardedFor).join(',').split(',');
  const last = values.at(-1)?.trim();
  return last ? last : undefined;
}

/** The request's socket, seen with the shopper's address (`forwardedClientAddress`); everything else is the socket's own. */
export function socketFromAddress(socket: Socket, remoteAddress: string): Socket {
  return new Proxy(socket, {
    get(target, property) {
      if (property === 'remoteAddress') return remoteAddress;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

// What one request of the storefront works with, built once per request by the middleware
// (src/middleware/request-context.ts) into Astro.locals, as routes, pages and actions read it:
// - `locale`: the request's language (a page's path; for an action, the page it was called from);
// - `platform`: the platform client of this request: its language, the sales channel and currency of
//   the shop data, the shopper's tokens from their HttpOnly cookies (Bearer only on the authenticated
//   paths, one refresh on a 401 whose new tokens go back into the cookies) and the shopper's address;
// - `session.authFailed`: whether a token refresh failed on this request (the tokens are cleared then,
//   and the session-ended flag is set for the page's script);
// - `platformWith(…)`: the same client in another language (an action's input names the page's
//   language) or for one shopper's cart processing (a newer one supersedes theirs in flight).
// Clients are made when first read: a request that never calls the platform makes none.
import type { Locale } from '../../i18n/locales';
import { sessionPlatform, type SessionContext, type SessionPlatform } from '../account/session';
import type { Platform } from '../platform';

export interface RequestPlatformOptions {
  /** The language of the calls (Accept-Language); the request's locale when absent. */
  language?: Locale | undefined;
  /** Identifies the shopper whose cart processing supersedes their own older calls. */
  shopperId?: string | undefined;
}

export interface RequestSession {
  /** Whether a token refresh failed on this request (the tokens are cleared already). */
  readonly authFailed: boolean;
}

export interface RequestContext {
  locale: Locale;
  platform: Platform;
  session: RequestSession;
  platformWith(options: RequestPlatformOptions): Platform;
}

/** The shop data the client is made for: the sales channel and its currency. */
export interface RequestShopChannel {
  salesChannelId?: string | undefined;
  currency?: string | undefined;
}

/** Puts the request context into `locals` (its clients made when first read). */
export function provideRequestContext(locals: object, context: SessionContext, locale: Locale, shop: RequestShopChannel): void {
  const made = new Map<string, SessionPlatform>();
  const platformWith = ({ language = locale, shopperId }: RequestPlatformOptions): Platform => {
    const key = `${language}\n${shopperId ?? ''}`;
    let session = made.get(key);
    if (!session) {
      session = sessionPlatform(context, { language, salesChannelId: shop.salesChannelId, currency: shop.currency, shopperId });
      made.set(key, session);
    }
    return session.platform;
  };
  const session: RequestSession = {
    get authFailed() {
      for (const client of made.values()) if (client.authFailed) return true;
      return false;
    },
  };
  Object.defineProperties(locals, {
    locale: { value: locale, enumerable: true, configurable: true, writable: true },
    platform: { get: () => platformWith({}), enumerable: true, configurable: true },
    session: { value: session, enumerable: true, configurable: true, writable: true },
    platformWith: { value: platformWith, enumerable: true, configurable: true, writable: true },
  });
}

/** The request's client in `language` beside the session's refresh outcome (what an action's failure handling reads). */
export function sessionIn(locals: Pick<RequestContext, 'platformWith' | 'session'>, language: Locale): SessionPlatform {
  return {
    platform: locals.platformWith({ language }),
    get authFailed() {
      return locals.session.authFailed;
    },
  };
}

// The shop's public origin and a page's canonical and alternate URLs.
import { env } from './env';
import { LOCALES, localizePath, type Locale } from '../i18n/locales';
import { onShopPath } from './page-own-url';

/**
 * The shop's public origin, for every absolute link the storefront renders or mails: APP_HOST's; without
 * it (allowed outside production only, src/lib/env.ts) this server's own listen address (HOST, PORT), a
 * wildcard address read as loopback. Never the request's Host header: anyone can forge that, and a
 * forged one would otherwise end up in canonical links, the sitemap and the password-reset mail.
 */
export function originOf(config: { APP_HOST?: string | undefined; HOST: string; PORT: number }): string {
  if (config.APP_HOST) {
    const parsed = URL.parse(config.APP_HOST);
    if (parsed) return parsed.origin;
  }
  const host = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST === '::' ? '::1' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}

// env() is parsed once per process: its origin is worked out once too.
const origins = new WeakMap<object, string>();

/** The shop's public origin from this process's environment (see originOf). */
export function siteOrigin(): string {
  const config = env();
  let origin = origins.get(config);
  if (origin === undefined) {
    origin = originOf(config);
    origins.set(config, origin);
  }
  return origin;
}

export interface Alternates {
  canonical: string;
  languages: { hreflang: string; href: string }[];
}

/** Canonical URL and hreflang alternates (pl, en, x-default → pl) of a path. */
export function alternatesFor(url: URL, keepQuery: readonly string[] = []): Alternates {
  const origin = siteOrigin();
  const query = new URLSearchParams();
  for (const key of keepQuery) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  const suffix = query.size ? `?${query}` : '';
  const path = onShopPath(url.pathname);
  const href = (locale: Locale) => `${origin}${localizePath(path, locale)}${suffix}`;
  return {
    canonical: `${origin}${path}${suffix}`,
    languages: [...LOCALES.map((locale) => ({ hreflang: locale, href: href(locale) })), { hreflang: 'x-default', href: href('pl') }],
  };
}

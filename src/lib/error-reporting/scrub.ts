// What must never leave for the error-reporting service: credentials in headers and cookies, and
// one-time secrets in URLs (a password-reset token, a sign-in provider's code). Tokens themselves
// live in HttpOnly cookies the browser SDK cannot read; the server SDK sees request headers.
// Types only from the SDK: this module runs in both SDKs' hooks and in tests.
import type { Breadcrumb, Event, StreamedSpanJSON } from '@sentry/core';

export const FILTERED = '[Filtered]';
const SECRET_HEADER = /^(?:authorization|proxy-authorization|cookie|set-cookie)$/i;
/** `token`, `code` and any `…token` (access_token, refresh_token). */
const SECRET_PARAM = /^(?:code|[a-z_-]*token)$/i;
/** A URL's query or fragment parameters: separator, name, value. */
const PARAM = /([?&#;])([^=&#;?]+)=([^&#;]*)/g;

function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** The URL (absolute, relative or a bare `?query`) with the values of secret parameters filtered. */
export function scrubUrl(url: string): string {
  return url.replace(PARAM, (whole, separator: string, name: string) => (SECRET_PARAM.test(paramName(name)) ? `${separator}${name}=${FILTERED}` : whole));
}

/** Whether a URL carries a secret parameter (such a page is never recorded by the session replay). */
export function hasSecretParam(url: string): boolean {
  return scrubUrl(url) !== url;
}

function scrubHeaders(headers: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!headers) return headers;
  // The rest keep their values, but a URL in one (the Referer) loses its secrets.
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !SECRET_HEADER.test(name))
      .map(([name, value]) => [name, scrubUrl(value)]),
  );
}

function scrubQuery(query: unknown): unknown {
  if (typeof query === 'string') return scrubUrlOrQuery(query.replace(/^\?/, ''));
  if (Array.isArray(query)) return query.map((pair: unknown) => (Array.isArray(pair) && SECRET_PARAM.test(String(pair[0])) ? [pair[0], FILTERED] : pair));
  if (query && typeof query === 'object')
    return Object.fromEntries(Object.entries(query).map(([name, value]) => [name, SECRET_PARAM.test(name) ? FILTERED : value]));
  return query;
}

/** Values of a breadcrumb's or a span's data that may hold a URL or a query. */
const URL_KEYS = /^(?:url|from|to|http\.url|http\.query|http\.fragment|url\.full|url\.query|url\.fragment|http\.target)$/;

/** A URL, or a bare query (`token=…&x=1`, as spans' `http.query` may hold one), without secrets. */
function scrubUrlOrQuery(value: string): string {
  return /[?#]/.test(value) || !value.includes('=') ? scrubUrl(value) : scrubUrl(`?${value}`).slice(1);
}

function scrubData<T extends Record<string, unknown> | undefined>(data: T): T {
  if (!data) return data;
  const entries = Object.entries(data)
    .filter(([key]) => !SECRET_HEADER.test(key))
    .map(([key, value]) => [key, URL_KEYS.test(key) && typeof value === 'string' ? scrubUrlOrQuery(value) : value]);
  return Object.fromEntries(entries) as T;
}

/** A breadcrumb without secrets (navigation and fetch URLs, a console message quoting a URL). */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  return {
    ...breadcrumb,
    ...(breadcrumb.message === undefined ? {} : { message: scrubUrl(breadcrumb.message) }),
    ...(breadcrumb.data === undefined ? {} : { data: scrubData(breadcrumb.data) }),
  };
}

/** An event without secrets (its request, transaction name, breadcrumbs, spans and trace data); the SDKs' beforeSend. */
export function scrubEvent<E extends Event>(event: E): E {
  const scrubbed: E = { ...event };
  if (event.request) {
    const { cookies: _cookies, ...request } = event.request;
    scrubbed.request = {
      ...request,
      ...(request.url === undefined ? {} : { url: scrubUrl(request.url) }),
      ...(request.headers === undefined ? {} : { headers: scrubHeaders(request.headers) }),
      ...(request.query_string === undefined ? {} : { query_string: scrubQuery(request.query_string) as typeof request.query_string }),
    };
  }
  if (event.transaction !== undefined) scrubbed.transaction = scrubUrl(event.transaction);
  if (event.breadcrumbs) scrubbed.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb);
  if (event.spans)
    scrubbed.spans = event.spans.map((span) => ({
      ...span,
      ...(span.description === undefined ? {} : { description: scrubUrl(span.description) }),
      data: scrubData(span.data),
    }));
  const trace = event.contexts?.trace;
  if (trace?.data) scrubbed.contexts = { ...event.contexts, trace: { ...trace, data: scrubData(trace.data) } };
  return scrubbed;
}

/** A request header recorded as a span attribute (`http.request.header.cookie`). */
const SECRET_HEADER_ATTRIBUTE = /\.(?:authorization|proxy[-_]authorization|cookie|set[-_]cookie)$/i;
/** Any other recorded header: its value may be a URL (`http.request.header.referer`). */
const HEADER_ATTRIBUTE = /^http\.(?:request|response)\.header\./;

/** A span (the SDKs stream them by default) without secrets in its name or attributes; the SDKs' beforeSendSpan. */
export function scrubSpan(span: StreamedSpanJSON): StreamedSpanJSON {
  const attributes = Object.entries(span.attributes)
    .filter(([key]) => !SECRET_HEADER_ATTRIBUTE.test(key) && !SECRET_HEADER.test(key))
    .map(([key, value]): [string, unknown] => {
      const scrub = URL_KEYS.test(key) ? scrubUrlOrQuery : HEADER_ATTRIBUTE.test(key) ? scrubUrl : undefined;
      if (!scrub) return [key, value];
      const inner: unknown = value && typeof value === 'object' && 'value' in value ? value.value : value;
      const scrubbed =
        typeof inner === 'string' ? scrub(inner) : Array.isArray(inner) ? inner.map((item: unknown) => (typeof item === 'string' ? scrub(item) : item)) : inner;
      return [key, value && typeof value === 'object' && 'value' in value ? { ...value, value: scrubbed } : scrubbed];
    });
  return { ...span, name: scrubUrl(span.name), attributes: Object.fromEntries(attributes) as StreamedSpanJSON['attributes'] };
}

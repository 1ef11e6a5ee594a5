// The corpus of hostile inputs that e2e/actions-bad-input.spec.ts and
// e2e/bad-input.spec.ts send to every action, form and query parameter of the storefront (the
// platform's writes have their own in platform/tests/bad-input.test.ts): wrong types, huge strings,
// deep objects, control characters, HTML and script, SQL fragments, wrong encodings, missing and
// extra fields. Plus what every answer to them must (not) look like.
import { catalogue } from '../../src/i18n/messages';
import type { Locale } from '../../src/i18n/locales';

/** Strings a shopper's form or a bot may send in any text field. */
export const HOSTILE_STRINGS: readonly { label: string; value: string }[] = [
  { label: 'empty', value: '' },
  { label: 'only spaces', value: ' \t ' },
  { label: 'huge', value: 'x'.repeat(20_000) },
  { label: 'control characters', value: 'a\u0000b\u0007\u001b[31m\r\nSet-Cookie: x=1' },
  { label: 'bidi and zero-width', value: '\u202egnp.exe\u200b\ufeff' },
  { label: 'HTML and script', value: '"><script>alert(1)</script><img src=x onerror=alert(1)>' },
  { label: 'SQL fragment', value: "' OR '1'='1'; DROP TABLE users; --" },
  { label: 'NoSQL operator', value: '{"$gt":""}' },
  { label: 'path traversal', value: '../../../etc/passwd' },
  { label: 'template and prototype', value: '{{7*7}}${7*7}__proto__[constructor]' },
  { label: 'not a number', value: 'NaN' },
  { label: 'overflowing number', value: '1e309' },
  { label: 'negative number', value: '-1' },
  { label: 'emoji', value: '🛒'.repeat(500) },
  { label: 'lone surrogate', value: '\ud800' },
  { label: 'javascript URL', value: 'javascript:alert(1)' },
  { label: 'protocol-relative URL', value: '//evil.example/x' },
];

/** A string short enough for a URL (Node refuses request heads over its header-size limit with a 431, not our code). */
export const urlSafe = (value: string) => value.slice(0, 2_000);

/** Query-string values as sent (already percent-encoded): the strings above and broken encodings. */
export const HOSTILE_QUERY_VALUES: readonly { label: string; raw: string }[] = [
  ...HOSTILE_STRINGS.filter(({ label }) => label !== 'lone surrogate').map(({ label, value }) => ({ label, raw: encodeURIComponent(urlSafe(value)) })),
  { label: 'bare percent', raw: '%' },
  { label: 'truncated escape', raw: '%E0%A4%A' },
  { label: 'overlong slash', raw: '%C0%AF' },
  { label: 'encoded surrogate', raw: '%ED%A0%80' },
  { label: 'invalid bytes', raw: '%FF%FE' },
  { label: 'encoded NUL', raw: '%00' },
  { label: 'double-encoded traversal', raw: '%252e%252e%252f' },
  { label: 'repeated and bracketed', raw: 'a&x[]=1&x[$gt]=' },
];

const nestedArray = (depth: number): unknown => (depth === 0 ? [] : [nestedArray(depth - 1)]);

/** Values of the wrong type for any JSON field (the actions client sends JSON). */
export const HOSTILE_JSON_VALUES: readonly { label: string; value: unknown }[] = [
  { label: 'null', value: null },
  { label: 'boolean', value: true },
  { label: 'zero', value: 0 },
  { label: 'negative', value: -1 },
  { label: 'huge number', value: 1e308 },
  { label: 'fraction', value: 1.5 },
  { label: 'empty array', value: [] },
  { label: 'empty object', value: {} },
  // Under the guard's depth limit (32), so the action's schema is the one to refuse it.
  { label: 'deep array', value: nestedArray(28) },
  { label: 'long array', value: Array.from({ length: 5_000 }, () => 1) },
  { label: 'operator object', value: { $gt: '', $ne: null } },
  { label: 'long string', value: 'x'.repeat(50_000) },
  ...HOSTILE_STRINGS.filter(({ label }) => ['HTML and script', 'SQL fragment', 'control characters'].includes(label)),
];

/** Every field name some action reads: a hostile body fills all of them at once. */
export const ACTION_FIELDS = [
  'locale',
  'email',
  'password',
  'passwordConfirmation',
  'firstName',
  'surname',
  'phone',
  'birthday',
  'consents',
  'token',
  'step',
  'code',
  'kind',
  'intent',
  'id',
  'name',
  'address',
  'zip',
  'city',
  'country',
  'vat',
  'items',
  'coupons',
  'session',
  'shipping_method_id',
  'productId',
  'productIds',
  'page',
  'message',
  'consent',
  'stamp',
  'website',
  'choice',
  'functional',
  'analytics',
  'ads',
  'return',
  'paymentMethodId',
  'provider',
  'q',
  'form',
  'attemptKey',
  'expectedTotal',
  'account',
  'statute',
  'default',
] as const;

/** Fields an action does not read, some of which would be dangerous if it passed them on. */
export const EXTRA_FIELDS = {
  isAdmin: 'true',
  roles: 'owner',
  permissions: '*',
  status: 'paid',
  price: '0',
  __proto__x: 'polluted',
  constructor: 'x',
} as const;

export const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))));

/** Whole bodies in wrong encodings or shapes (raw bytes with the content type they claim). */
export const HOSTILE_BODIES: readonly { label: string; type: string; data: Buffer; json?: true; form?: true }[] = [
  { label: 'malformed JSON', type: 'application/json', data: bytes('{"locale":"en",') },
  { label: 'JSON deeper than the limit', type: 'application/json', data: bytes('['.repeat(10_000) + ']'.repeat(10_000)) },
  { label: 'invalid UTF-8 in JSON', type: 'application/json', data: bytes('{"locale":"en","email":"', [0xff, 0xfe], '"}') },
  { label: 'overlong UTF-8 in JSON', type: 'application/json', data: bytes('{"locale":"en","email":"', [0xc0, 0xaf], '"}') },
  { label: 'UTF-16 JSON', type: 'application/json; charset=utf-16', data: Buffer.from('{"locale":"en"}', 'utf16le') },
  { label: 'JSON in a wrong charset', type: 'application/json; charset=iso-8859-2', data: bytes('{"locale":"en"}') },
  { label: 'form in a wrong charset', type: 'application/x-www-form-urlencoded; charset=windows-1250', data: bytes('locale=en&name=', [0xb9]) },
  { label: 'form with broken escapes', type: 'application/x-www-form-urlencoded', data: bytes('locale=en&email=%E0%A4%A&name=%&password=%C0%AF'), form: true },
  {
    label: 'multipart with invalid UTF-8',
    type: 'multipart/form-data; boundary=zz',
    data: bytes(
      '--zz\r\nContent-Disposition: form-data; name="locale"\r\n\r\nen\r\n--zz\r\nContent-Disposition: form-data; name="email"\r\n\r\n',
      [0xff, 0xc0, 0xaf],
      '\r\n--zz--\r\n',
    ),
    form: true,
  },
  {
    label: 'multipart with a file',
    type: 'multipart/form-data; boundary=zz',
    data: bytes(
      '--zz\r\nContent-Disposition: form-data; name="locale"\r\n\r\nen\r\n--zz\r\nContent-Disposition: form-data; name="email"; filename="x.html"\r\nContent-Type: text/html\r\n\r\n<script>alert(1)</script>\r\n--zz--\r\n',
    ),
    form: true,
  },
  { label: 'broken multipart', type: 'multipart/form-data; boundary=zz', data: bytes('--zz\r\nbroken') },
  { label: 'XML', type: 'application/xml', data: bytes('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>') },
  { label: 'oversized form', type: 'application/x-www-form-urlencoded', data: bytes(`locale=en&message=${'x'.repeat(200 * 1024)}`) },
  { label: 'oversized JSON', type: 'application/json', data: bytes(JSON.stringify({ locale: 'en', message: 'x'.repeat(200 * 1024) })) },
];

/** A form of every field set to `value` (plus the page's locale unless the locale itself is swept). */
export function formOf(value: string, locale: Locale): Record<string, string> {
  return Object.fromEntries(ACTION_FIELDS.map((field) => [field, field === 'locale' ? locale : value]));
}

/** The shop's messages of a locale as patterns ({placeholders} match anything). */
const messagePatterns = new Map<Locale, RegExp[]>();
function patternsOf(locale: Locale): RegExp[] {
  let patterns = messagePatterns.get(locale);
  if (!patterns) {
    const leaves: string[] = [];
    const walk = (node: unknown) => {
      if (typeof node === 'string') leaves.push(node);
      else if (node && typeof node === 'object') Object.values(node).forEach(walk);
    };
    walk(catalogue(locale));
    const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    patterns = leaves.map(
      (leaf) =>
        new RegExp(
          `^${leaf
            .split(/\{\w+\}/)
            .map(escapeRegExp)
            .join('[^]*')}$`,
        ),
    );
    messagePatterns.set(locale, patterns);
  }
  return patterns;
}

/** Whether `message` is one of the shop's own messages in `locale` (not a raw zod or platform text). */
export const isCatalogueMessage = (message: string, locale: Locale) => patternsOf(locale).some((pattern) => pattern.test(message));

/** What no answer may contain: a stack trace, a path of the server, a raw validator message, the payload unescaped. */
export const LEAKS = /\bat [\w.<>$]+ \(|node_modules|file:\/\/|\/work\/|ZodError|Invalid input|expected \w+, received|<script>alert\(1\)|<img src=x onerror=/;

/**
 * What is wrong with one refusal of an action called as RPC, or undefined when it is right: a 4xx,
 * JSON, every message one of the shop's own in `locale` ('any': either language), nothing leaked.
 */
export function refusalProblem(status: number, text: string, locale: Locale | 'any'): string | undefined {
  if (status < 400 || status >= 500) return `status ${status}: ${text.slice(0, 160)}`;
  const leak = LEAKS.exec(text);
  if (leak) return `leaks "${leak[0]}": ${text.slice(0, 200)}`;
  let body: { message?: unknown; fields?: Record<string, unknown> };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return `not JSON: ${text.slice(0, 120)}`;
  }
  const messages = [body.message, ...Object.values(body.fields ?? {}).flat()].filter((m): m is string => typeof m === 'string');
  if (!messages.length) return `no message: ${text.slice(0, 160)}`;
  const locales: Locale[] = locale === 'any' ? ['pl', 'en'] : [locale];
  const foreign = messages.find((message) => !locales.some((l) => isCatalogueMessage(message, l)));
  return foreign === undefined ? undefined : `not a ${locale} message of the shop: "${foreign.slice(0, 120)}"`;
}

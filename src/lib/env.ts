// Run-time configuration, read from the environment and validated once at start.
// Imported by server/storefront.ts (plain Node, type stripping) and by the app, so it
// imports nothing but zod and uses only erasable TypeScript.
import { z } from 'zod';

const flag = z.enum(['1', '0', 'true', 'false', 'yes', 'no', '']).transform((v) => v === '1' || v === 'true' || v === 'yes');
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
/**
 * What InPost's Geowidget v4 loads besides its own files (its built-in configuration): the points API,
 * map tiles and place search, Leaflet and its plugins, and an icon font.
 */
const PARCEL_LOCKER_WIDGET_DEFAULT_ORIGINS = [
  'https://api-pl-points.easypack24.net',
  'https://osm.inpost.pl',
  'https://unpkg.com',
  'https://api.mapbox.com',
  'https://cdn.jsdelivr.net',
  'https://maxcdn.bootstrapcdn.com',
].join(',');
const httpUrl = z.url({ protocol: /^https?$/ }).transform((v) => v.replace(/\/+$/, ''));

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** Base URL of the commerce platform API (the embedded one by default). */
  PLATFORM_API_URL: httpUrl.default('http://127.0.0.1:4322'),
  /** Bank transfer details when the platform's settings (bank_transfer_recipient, bank_transfer_account) have none. */
  BANK_TRANSFER_RECIPIENT: optionalText,
  BANK_TRANSFER_ACCOUNT: optionalText,
  /** Payment gateways' origins (comma-separated URLs) the pay page's form may be redirected to, besides the platform's. */
  PAYMENT_GATEWAY_ORIGINS: optionalText,
  /** Base URL of the price-tracker service (the embedded platform serves it under /price-tracker). */
  PRICE_TRACKER_URL: optionalText.pipe(httpUrl.optional()),
  /**
   * The shop's public origin: every absolute link the storefront renders or mails (canonical, hreflang,
   * og:url, sitemap, the password-reset link) is built on it, never on the request's Host. Required in
   * production; unset elsewhere, this server's own http://HOST:PORT (src/lib/site-origin.ts).
   */
  APP_HOST: httpUrl.optional(),
  IS_PRODUCTION: flag.default(false),
  /**
   * `1` behind a proxy that ends TLS and sets `X-Forwarded-Proto` (overwriting the client's): a request
   * it marks `https` gets Secure cookies and the HTTPS page policy. Never set it without such a proxy:
   * anyone could then claim HTTPS.
   */
  TRUST_PROXY: flag.default(false),
  SHOW_COLOR_THEME_PICKER: flag.default(false),
  /** Seconds a public page may be cached by a CDN (s-maxage). */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Milliseconds the storefront waits for the platform before giving up on a call (20 s). Tests shorten it. */
  PLATFORM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** Seconds a platform GET answer stays fresh in the storefront's response cache (5 minutes); stale copies stand in for an hour more during an outage. */
  PLATFORM_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Megabytes of rendered pages the storefront keeps in its own page cache (least recently used go first). */
  PAGE_CACHE_MEMORY_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** Megabytes of platform responses the storefront keeps (docs/rules.md#response-cache; least recently used go first). */
  PLATFORM_CACHE_MEMORY_MB: z.coerce.number().int().min(1).max(4096).default(32),
  SENTRY_DSN: optionalText.pipe(z.url().optional()),
  SENTRY_ENVIRONMENT: optionalText,
  /** Test-only routes (/test-hooks/…) for the end-to-end tests; never set in production. */
  STOREFRONT_TEST_HOOKS: flag.default(false),
  GTM_ID: optionalText.pipe(
    z
      .string()
      .regex(/^GTM-[A-Za-z0-9]+$/, 'must look like GTM-XXXXXXX')
      .optional(),
  ),
  REVIEW_WIDGET_CUSTOMER_ID: optionalText,
  REVIEW_WIDGET_POPUP_TOKEN: optionalText,
  /** Milliseconds the review widget waits after the page's load before it loads (default 0). */
  REVIEW_WIDGET_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  CALLBACK_WIDGET_ID: optionalText,
  PRICE_COMPARISON_SURVEY_ID: optionalText,
  EMAIL_MARKETING_ID: optionalText,
  SOCIAL_PIXEL_ID: optionalText,
  ADS_CONVERSION_ID: optionalText,
  ANALYTICS_ID: optionalText,
  /**
   * The pick-up point widgets of the checkout (docs/configuration.md), as Heseya's storefront embeds them:
   * the parcel-locker network's map (InPost Geowidget v4, easyPack) and the courier-point map
   * (Furgonetka), each loaded only once the shopper chooses such a method. The *_ORIGINS lists are the
   * other origins a widget loads from or talks to (its libraries, points API, map tiles), added to the
   * checkout page's CSP with the script's and stylesheet's own origins.
   */
  PARCEL_LOCKER_WIDGET_SCRIPT_URL: httpUrl.default('https://geowidget.easypack24.net/js/sdk-for-javascript.js'),
  PARCEL_LOCKER_WIDGET_STYLESHEET_URL: httpUrl.default('https://geowidget.easypack24.net/css/easypack.css'),
  PARCEL_LOCKER_WIDGET_ORIGINS: z.string().trim().default(PARCEL_LOCKER_WIDGET_DEFAULT_ORIGINS),
  COURIER_POINT_WIDGET_SCRIPT_URL: httpUrl.default('https://furgonetka.pl/js/dist/map/map.js'),
  COURIER_POINT_WIDGET_ORIGINS: z.string().trim().default(''),
  /** Where shoppers' questions about a product (price, rental, leasing) and the contact page's messages are sent. */
  CONTACT_EMAIL: z.email().default('shop@example.com'),
  /** Sender address of the storefront's own mail; defaults to CONTACT_EMAIL. */
  MAIL_FROM: optionalText.pipe(z.email().optional()),
  /** SMTP transport (smtp:// or smtps://, credentials inside); unset: mail is written to MAIL_OUTBOX_DIR instead. */
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  /** Directory that receives each unsent mail as a JSON file when SMTP_URL is unset. */
  MAIL_OUTBOX_DIR: z.string().trim().min(1).default('.data/outbox'),
  /**
   * Key (32+ characters) that seals the two-factor sign-in step's and the settings' short-lived cookies
   * and the contact form's time stamp; the same value on every process. Required in production; unset
   * elsewhere, a random key per process (one process only: another would refuse what this one sealed).
   */
  AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /**
   * Redis or Valkey (redis:// or rediss://, credentials and database inside) where every process keeps the
   * rate limits' counts (src/lib/rate-limit); unset: each process counts in its own memory.
   */
  RATE_LIMIT_REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  /**
   * Redis or Valkey where the processes tell each other what a webhook dropped from the caches (pub/sub) and
   * remember the webhooks already taken; unset: RATE_LIMIT_REDIS_URL's, else this process alone.
   */
  CACHE_REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  /**
   * The secret of the platform's webhook (Heseya signs each delivery with it): POST /api/webhooks/platform
   * drops what changed from the caches. Unset: that address is a 404 and the caches expire on their own.
   */
  PLATFORM_WEBHOOK_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** The secret the content system's flow sends to POST /api/webhooks/directus; unset: that address is a 404. */
  DIRECTUS_WEBHOOK_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /**
   * The content system the blog's posts come from (Directus, docs/content-system.md): its base URL and the
   * static token of its read-only storefront user. Unset: the blog is the Markdown collection in the repository.
   */
  DIRECTUS_URL: optionalText.pipe(httpUrl.optional()),
  DIRECTUS_TOKEN: optionalText,
  /** The Directus user whose sign-in previews unpublished posts; unset: no previews of the content system's posts. */
  DIRECTUS_PREVIEW_EMAIL: optionalText.pipe(z.email().optional()),
  DIRECTUS_PREVIEW_PASSWORD: optionalText,
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment; a bad value throws an EnvError naming every variable at fault. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.superRefine(requiredInProduction).superRefine(directusComplete).safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
}

/**
 * Production (IS_PRODUCTION=1) starts only with a shared AUTH_SECRET (a random one per process breaks the
 * two-factor step and the contact form behind a balancer) and APP_HOST (links must not follow the Host header).
 */
function requiredInProduction(values: z.output<typeof envSchema>, ctx: z.RefinementCtx): void {
  if (!values.IS_PRODUCTION) return;
  if (!values.AUTH_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['AUTH_SECRET'],
      message: 'required in production (IS_PRODUCTION=1): 32+ random characters, the same on every process',
    });
  }
  if (!values.APP_HOST) {
    ctx.addIssue({
      code: 'custom',
      path: ['APP_HOST'],
      message: "required in production (IS_PRODUCTION=1): the shop's public origin, e.g. https://shop.example.com",
    });
  }
  if (values.STOREFRONT_TEST_HOOKS) {
    ctx.addIssue({
      code: 'custom',
      path: ['STOREFRONT_TEST_HOOKS'],
      message: 'not allowed in production (IS_PRODUCTION=1): the test hooks throw errors on purpose',
    });
  }
}

/** The content system's settings come in pairs: a URL without its token (or the reverse) is a mistake, not a choice. */
function directusComplete(values: z.output<typeof envSchema>, ctx: z.RefinementCtx): void {
  if (values.DIRECTUS_URL && !values.DIRECTUS_TOKEN) {
    ctx.addIssue({
      code: 'custom',
      path: ['DIRECTUS_TOKEN'],
      message: "required with DIRECTUS_URL: the static token of the storefront's read-only Directus user",
    });
  }
  if (values.DIRECTUS_TOKEN && !values.DIRECTUS_URL) {
    ctx.addIssue({ code: 'custom', path: ['DIRECTUS_URL'], message: 'required with DIRECTUS_TOKEN: the base URL of the Directus it belongs to' });
  }
  const preview = [values.DIRECTUS_PREVIEW_EMAIL, values.DIRECTUS_PREVIEW_PASSWORD];
  if (preview.some(Boolean) && !preview.every(Boolean)) {
    const missing = values.DIRECTUS_PREVIEW_EMAIL ? 'DIRECTUS_PREVIEW_PASSWORD' : 'DIRECTUS_PREVIEW_EMAIL';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'the preview user needs both DIRECTUS_PREVIEW_EMAIL and DIRECTUS_PREVIEW_PASSWORD' });
  }
  if (values.DIRECTUS_WEBHOOK_SECRET && !values.DIRECTUS_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['DIRECTUS_URL'],
      message: 'required with DIRECTUS_WEBHOOK_SECRET: the shop reads what changed back from that Directus',
    });
  }
  if (preview.some(Boolean) && !values.DIRECTUS_URL) {
    ctx.addIssue({ code: 'custom', path: ['DIRECTUS_URL'], message: 'required with DIRECTUS_PREVIEW_EMAIL: the base URL of the Directus it belongs to' });
  }
}

/** The Redis or Valkey the caches' purges and the webhooks' replay guard share, when there is one. */
export const cacheRedisUrl = (values: Pick<Env, 'CACHE_REDIS_URL' | 'RATE_LIMIT_REDIS_URL'>): string | undefined =>
  values.CACHE_REDIS_URL ?? values.RATE_LIMIT_REDIS_URL;

let cached: Env | undefined;
/** The validated environment of this process. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

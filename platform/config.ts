import { z } from 'zod';
import { parseAllowedHosts } from './webhooks/url-safety.ts';

/** Settings the embedded platform reads from the environment at start. */
export type PlatformConfig = {
  port: number;
  host: string;
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  publicUrl: string | undefined;
  testHooks: boolean;
  /** Demo mode only (the e2e stack): passwords hashed at the tests' scrypt cost, not OWASP's. */
  testPasswordCost: boolean;
  /** Products the demo catalogue is seeded with when the database is empty; 0 = the small demo. */
  demoProducts: number;
  /** Demo mode (`npm start`, tests): the payment and sign-in simulators and the demo accounts exist only here. */
  demo: boolean;
  /** Origins of the shops (storefronts) allowed as CORS origins and as targets of redirect, return and continue URLs. */
  allowedOrigins: string[];
  /** Minutes an unpaid online-payment order keeps its stock before it is canceled; 0 keeps it forever. */
  unpaidOrderMinutes: number;
  /** The platform sits behind a proxy that appends the client's address to X-Forwarded-For (the sign-in throttles count by it). */
  trustProxy: boolean;
  /** Loopback or private hosts webhooks may still be sent to outside demo mode. */
  webhookAllowedHosts: string[];
  /** The storefront's webhook that npm start registers at every start, with the secret it made for this run. */
  storefrontWebhook: { url: string; secret: string } | undefined;
};

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';
export const DEFAULT_ADMIN_PASSWORD = 'demo-admin-password-2026';
/** The largest generated demo catalogue (a bigger one would take long to seed and is not needed to measure). */
export const MAX_DEMO_PRODUCTS = 1_000_000;

const envSchema = z.object({
  PLATFORM_PORT: z.coerce.number().int().min(0).max(65535).default(4322),
  PLATFORM_HOST: z.string().min(1).default('127.0.0.1'),
  PLATFORM_DATA_DIR: z.string().min(1).default('.data/platform'),
  PLATFORM_ADMIN_EMAIL: z.email().default(DEFAULT_ADMIN_EMAIL),
  PLATFORM_ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  PLATFORM_PUBLIC_URL: z.url().optional(),
  PLATFORM_TEST_HOOKS: z.enum(['0', '1']).default('0'),
  PLATFORM_TEST_PASSWORD_COST: z.enum(['0', '1']).default('0'),
  PLATFORM_DEMO_PRODUCTS: z.coerce.number().int('must be a whole number').min(0).max(MAX_DEMO_PRODUCTS).default(0),
  PLATFORM_DEMO: z.enum(['0', '1']).default('0'),
  PLATFORM_UNPAID_ORDER_MINUTES: z.coerce.number().int('must be a whole number of minutes').min(0).max(43_200).default(60),
  PLATFORM_TRUST_PROXY: z.enum(['0', '1']).default('0'),
  PLATFORM_WEBHOOK_ALLOWED_HOSTS: z.string().default('').transform(parseAllowedHosts),
  PLATFORM_STOREFRONT_WEBHOOK_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  PLATFORM_STOREFRONT_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').max(255).optional(),
  PLATFORM_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((list, ctx) => {
      const origins: string[] = [];
      for (const item of list
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const url = URL.parse(item);
        if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== item.replace(/\/+$/, '')) {
          ctx.addIssue({ code: 'custom', message: `"${item}" is not an origin (scheme://host[:port])` });
          return z.NEVER;
        }
        origins.push(url.origin);
      }
      return origins;
    }),
});

export class ConfigError extends Error {}

/**
 * Outside demo mode the owner's password must be the operator's own: unset, or the public default
 * printed in the docs, anyone could sign in as owner (and set custom_js on every shop page).
 */
export function adminPasswordProblem(password: string | undefined, demo: boolean): string | undefined {
  if (demo) return undefined;
  if (password === undefined) return "PLATFORM_ADMIN_PASSWORD: required (the owner's password, 12+ characters); only demo mode (PLATFORM_DEMO=1) has a default";
  if (password === DEFAULT_ADMIN_PASSWORD)
    return 'PLATFORM_ADMIN_PASSWORD: is the public demo password; set one of your own (only demo mode, PLATFORM_DEMO=1, may use it)';
  return undefined;
}

/** Reads the PLATFORM_* variables; a bad value throws a ConfigError naming the variable. */
export function readConfig(env: Record<string, string | undefined>): PlatformConfig {
  const picked = Object.fromEntries(Object.keys(envSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]));
  const parsed = envSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid platform environment:\n  ${lines.join('\n  ')}`);
  }
  const v = parsed.data;
  const demo = v.PLATFORM_DEMO === '1';
  const problem = adminPasswordProblem(v.PLATFORM_ADMIN_PASSWORD, demo);
  if (problem) throw new ConfigError(`Invalid platform environment:\n  ${problem}`);
  if (v.PLATFORM_TEST_HOOKS === '1' && !demo) {
    throw new ConfigError('Invalid platform environment:\n  PLATFORM_TEST_HOOKS: only in demo mode (PLATFORM_DEMO=1); the hooks expire tokens on request');
  }
  if (v.PLATFORM_TEST_PASSWORD_COST === '1' && !demo) {
    throw new ConfigError("Invalid platform environment:\n  PLATFORM_TEST_PASSWORD_COST: only in demo mode (PLATFORM_DEMO=1); passwords need OWASP's cost");
  }
  if ((v.PLATFORM_STOREFRONT_WEBHOOK_URL === undefined) !== (v.PLATFORM_STOREFRONT_WEBHOOK_SECRET === undefined)) {
    throw new ConfigError('Invalid platform environment:\n  PLATFORM_STOREFRONT_WEBHOOK_URL and PLATFORM_STOREFRONT_WEBHOOK_SECRET: set both or neither');
  }
  return {
    port: v.PLATFORM_PORT,
    host: v.PLATFORM_HOST,
    dataDir: v.PLATFORM_DATA_DIR,
    adminEmail: v.PLATFORM_ADMIN_EMAIL,
    adminPassword: v.PLATFORM_ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
    publicUrl: v.PLATFORM_PUBLIC_URL?.replace(/\/+$/, ''),
    testHooks: v.PLATFORM_TEST_HOOKS === '1',
    testPasswordCost: v.PLATFORM_TEST_PASSWORD_COST === '1',
    demoProducts: v.PLATFORM_DEMO_PRODUCTS,
    demo,
    allowedOrigins: v.PLATFORM_ALLOWED_ORIGINS,
    unpaidOrderMinutes: v.PLATFORM_UNPAID_ORDER_MINUTES,
    trustProxy: v.PLATFORM_TRUST_PROXY === '1',
    webhookAllowedHosts: v.PLATFORM_WEBHOOK_ALLOWED_HOSTS,
    storefrontWebhook:
      v.PLATFORM_STOREFRONT_WEBHOOK_URL && v.PLATFORM_STOREFRONT_WEBHOOK_SECRET
        ? { url: v.PLATFORM_STOREFRONT_WEBHOOK_URL, secret: v.PLATFORM_STOREFRONT_WEBHOOK_SECRET }
        : undefined,
  };
}

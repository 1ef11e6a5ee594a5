// Error reporting (the optional error-reporting service, its public config keys dsn and environment,
// the sample rates of docs/rules.md#error-reporting), configured at run time: the browser gets the DSN from the page.
// Imported by server/storefront.ts too (plain Node, type stripping): erasable TypeScript only.
import type { Env } from '../env.ts';

/** Traces sample rate 0.2; session and on-error replay rates 1. */
export const SAMPLE_RATES = { tracesSampleRate: 0.2, replaysSessionSampleRate: 1, replaysOnErrorSampleRate: 1 } as const;

/** The environment when SENTRY_ENVIRONMENT is unset. */
export const DEFAULT_ENVIRONMENT = 'production';

export interface ErrorReportingConfig {
  dsn: string;
  environment: string;
}

/** Where and as what to report; null (nothing loads) without a DSN. */
export function errorReportingConfig(env: Pick<Env, 'SENTRY_DSN' | 'SENTRY_ENVIRONMENT'>): ErrorReportingConfig | null {
  if (!env.SENTRY_DSN) return null;
  return { dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT ?? DEFAULT_ENVIRONMENT };
}

/** The options both SDKs share: no personal data, the sample rates (the replay ones only matter in the browser). */
export function sdkOptions(config: ErrorReportingConfig) {
  return { dsn: config.dsn, environment: config.environment, sendDefaultPii: false, ...SAMPLE_RATES };
}

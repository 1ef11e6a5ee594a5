import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { DEFAULT_ENVIRONMENT, errorReportingConfig, SAMPLE_RATES, sdkOptions } from './config';

describe('error-reporting configuration', () => {
  it('is off without a DSN', () => {
    expect(errorReportingConfig(parseEnv({}))).toBeNull();
    expect(errorReportingConfig(parseEnv({ SENTRY_DSN: '', SENTRY_ENVIRONMENT: 'staging' }))).toBeNull();
  });

  it('takes the DSN and the environment from the process environment', () => {
    const env = parseEnv({ SENTRY_DSN: 'https://key@errors.example.com/42', SENTRY_ENVIRONMENT: 'staging' });
    expect(errorReportingConfig(env)).toEqual({ dsn: 'https://key@errors.example.com/42', environment: 'staging' });
  });

  it('reports as production when no environment is named', () => {
    expect(errorReportingConfig(parseEnv({ SENTRY_DSN: 'https://key@errors.example.com/42' }))?.environment).toBe(DEFAULT_ENVIRONMENT);
    expect(DEFAULT_ENVIRONMENT).toBe('production');
  });

  it('gives the SDKs the sample rates (traces 0.2, replays 1) and no personal data', () => {
    expect(SAMPLE_RATES).toEqual({ tracesSampleRate: 0.2, replaysSessionSampleRate: 1, replaysOnErrorSampleRate: 1 });
    expect(sdkOptions({ dsn: 'https://key@errors.example.com/42', environment: 'staging' })).toEqual({
      dsn: 'https://key@errors.example.com/42',
      environment: 'staging',
      sendDefaultPii: false,
      tracesSampleRate: 0.2,
      replaysSessionSampleRate: 1,
      replaysOnErrorSampleRate: 1,
    });
  });
});

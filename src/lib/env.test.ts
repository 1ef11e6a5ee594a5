import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('gives the documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(4321);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.PLATFORM_API_URL).toBe('http://127.0.0.1:4322');
    expect(env.PRICE_TRACKER_URL).toBeUndefined();
    expect(env.SHOW_COLOR_THEME_PICKER).toBe(false);
    expect(env.IS_PRODUCTION).toBe(false);
  });

  it('reads values and trims trailing slashes of URLs', () => {
    const env = parseEnv({ PORT: '8080', PLATFORM_API_URL: 'https://api.shop.example/', SHOW_COLOR_THEME_PICKER: '1', GTM_ID: 'GTM-AB12CD' });
    expect(env.PORT).toBe(8080);
    expect(env.PLATFORM_API_URL).toBe('https://api.shop.example');
    expect(env.SHOW_COLOR_THEME_PICKER).toBe(true);
    expect(env.GTM_ID).toBe('GTM-AB12CD');
  });

  it('treats empty optional values as unset', () => {
    expect(parseEnv({ GTM_ID: '', SENTRY_DSN: '  ' }).GTM_ID).toBeUndefined();
    // deploy/compose.yaml passes ${PRICE_TRACKER_URL:-}: empty without a price tracker.
    expect(parseEnv({ PRICE_TRACKER_URL: '' }).PRICE_TRACKER_URL).toBeUndefined();
    expect(parseEnv({ PRICE_TRACKER_URL: 'https://tracker.example/' }).PRICE_TRACKER_URL).toBe('https://tracker.example');
  });

  it('refuses a bad value with a message naming every variable at fault', () => {
    const attempt = () => parseEnv({ PORT: 'eighty', PLATFORM_API_URL: 'not a url', GTM_ID: 'UA-123', SHOW_COLOR_THEME_PICKER: 'maybe' });
    expect(attempt).toThrow(EnvError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'PLATFORM_API_URL', 'GTM_ID', 'SHOW_COLOR_THEME_PICKER']) expect(message).toContain(name);
    }
  });

  it('accepts only http(s) platform URLs', () => {
    expect(() => parseEnv({ PLATFORM_API_URL: 'ftp://files.example' })).toThrow(/PLATFORM_API_URL/);
  });

  describe('production (IS_PRODUCTION=1)', () => {
    const SECRET = 'x'.repeat(32);
    it('refuses to start without AUTH_SECRET or APP_HOST, naming each', () => {
      expect(() => parseEnv({ IS_PRODUCTION: '1', APP_HOST: 'https://shop.example' })).toThrow(/AUTH_SECRET: required in production/);
      expect(() => parseEnv({ IS_PRODUCTION: '1', AUTH_SECRET: SECRET })).toThrow(/APP_HOST: required in production/);
      expect(() => parseEnv({ IS_PRODUCTION: '1', AUTH_SECRET: '', APP_HOST: '' })).toThrow(/AUTH_SECRET[\s\S]*APP_HOST/);
    });

    it('refuses a short AUTH_SECRET', () => {
      expect(() => parseEnv({ IS_PRODUCTION: '1', AUTH_SECRET: 'x'.repeat(31), APP_HOST: 'https://shop.example' })).toThrow(
        /AUTH_SECRET: must be at least 32 characters/,
      );
    });

    it('starts with both', () => {
      expect(parseEnv({ IS_PRODUCTION: 'true', AUTH_SECRET: SECRET, APP_HOST: 'https://shop.example/' })).toMatchObject({
        IS_PRODUCTION: true,
        AUTH_SECRET: SECRET,
        APP_HOST: 'https://shop.example',
      });
    });

    it('refuses the test hooks in production', () => {
      expect(() => parseEnv({ IS_PRODUCTION: '1', AUTH_SECRET: SECRET, APP_HOST: 'https://shop.example', STOREFRONT_TEST_HOOKS: '1' })).toThrow(
        /STOREFRONT_TEST_HOOKS: not allowed in production/,
      );
    });

    it('outside production both stay optional', () => {
      const env = parseEnv({ IS_PRODUCTION: '0' });
      expect([env.AUTH_SECRET, env.APP_HOST]).toEqual([undefined, undefined]);
    });
  });

  it('takes a redis:// or rediss:// URL for the shared rate limits, unset by default', () => {
    expect(parseEnv({}).RATE_LIMIT_REDIS_URL).toBeUndefined();
    expect(parseEnv({ RATE_LIMIT_REDIS_URL: ' ' }).RATE_LIMIT_REDIS_URL).toBeUndefined();
    expect(parseEnv({ RATE_LIMIT_REDIS_URL: 'rediss://:secret@cache.internal:6380/2' }).RATE_LIMIT_REDIS_URL).toBe('rediss://:secret@cache.internal:6380/2');
    expect(() => parseEnv({ RATE_LIMIT_REDIS_URL: 'http://cache.internal:6379' })).toThrow(/RATE_LIMIT_REDIS_URL/);
  });
});

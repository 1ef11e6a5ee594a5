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

  it('takes a redis:// or rediss:// URL for the shared rate limits, unset by default', () => {
    expect(parseEnv({}).RATE_LIMIT_REDIS_URL).toBeUndefined();
    expect(parseEnv({ RATE_LIMIT_REDIS_URL: ' ' }).RATE_LIMIT_REDIS_URL).toBeUndefined();
    expect(parseEnv({ RATE_LIMIT_REDIS_URL: 'rediss://:secret@cache.internal:6380/2' }).RATE_LIMIT_REDIS_URL).toBe('rediss://:secret@cache.internal:6380/2');
    expect(() => parseEnv({ RATE_LIMIT_REDIS_URL: 'http://cache.internal:6379' })).toThrow(/RATE_LIMIT_REDIS_URL/);
  });
});

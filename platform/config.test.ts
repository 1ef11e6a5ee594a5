import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_ADMIN_PASSWORD, readConfig } from './config.ts';

describe('the owner password outside and inside demo mode', () => {
  it('refuses to start outside demo mode without PLATFORM_ADMIN_PASSWORD, naming it', () => {
    expect(() => readConfig({})).toThrow(ConfigError);
    expect(() => readConfig({})).toThrow(/PLATFORM_ADMIN_PASSWORD: required/);
    expect(() => readConfig({ PLATFORM_DEMO: '0', PLATFORM_ADMIN_PASSWORD: '' })).toThrow(/PLATFORM_ADMIN_PASSWORD/);
  });

  it('refuses the public demo password outside demo mode', () => {
    expect(() => readConfig({ PLATFORM_ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD })).toThrow(/PLATFORM_ADMIN_PASSWORD: is the public demo password/);
  });

  it('takes an own password outside demo mode', () => {
    const config = readConfig({ PLATFORM_ADMIN_PASSWORD: 'an-own-owner-password-42' });
    expect(config).toMatchObject({ demo: false, adminPassword: 'an-own-owner-password-42' });
  });

  it('keeps the published default in demo mode, so npm start needs nothing', () => {
    expect(readConfig({ PLATFORM_DEMO: '1' })).toMatchObject({ demo: true, adminPassword: DEFAULT_ADMIN_PASSWORD });
  });
});

describe('the test hooks', () => {
  it('exist only in demo mode (they expire tokens on request)', () => {
    expect(() => readConfig({ PLATFORM_ADMIN_PASSWORD: 'my-own-password-2026', PLATFORM_TEST_HOOKS: '1' })).toThrow(/PLATFORM_TEST_HOOKS: only in demo mode/);
    expect(readConfig({ PLATFORM_DEMO: '1', PLATFORM_TEST_HOOKS: '1' }).testHooks).toBe(true);
  });

  it("the tests' cheaper password hashing too", () => {
    expect(() => readConfig({ PLATFORM_ADMIN_PASSWORD: 'my-own-password-2026', PLATFORM_TEST_PASSWORD_COST: '1' })).toThrow(
      /PLATFORM_TEST_PASSWORD_COST: only in demo mode/,
    );
    expect(readConfig({ PLATFORM_DEMO: '1', PLATFORM_TEST_PASSWORD_COST: '1' }).testPasswordCost).toBe(true);
  });
});

describe('the webhook variables', () => {
  it('reads the hosts webhooks may reach although private, and the storefront webhook npm start registers (both variables or neither)', () => {
    const secret = 'f'.repeat(64);
    const config = readConfig({
      PLATFORM_DEMO: '1',
      PLATFORM_WEBHOOK_ALLOWED_HOSTS: ' Hooks.Internal , [::1],10.0.0.7',
      PLATFORM_STOREFRONT_WEBHOOK_URL: 'http://127.0.0.1:4321/api/webhooks/platform',
      PLATFORM_STOREFRONT_WEBHOOK_SECRET: secret,
    });
    expect(config.webhookAllowedHosts).toEqual(['hooks.internal', '::1', '10.0.0.7']);
    expect(config.storefrontWebhook).toEqual({ url: 'http://127.0.0.1:4321/api/webhooks/platform', secret });
    expect(readConfig({ PLATFORM_DEMO: '1' })).toMatchObject({ webhookAllowedHosts: [], storefrontWebhook: undefined });
    expect(() => readConfig({ PLATFORM_DEMO: '1', PLATFORM_STOREFRONT_WEBHOOK_URL: 'http://127.0.0.1:4321/api/webhooks/platform' })).toThrow(
      /set both or neither/,
    );
    expect(() => readConfig({ PLATFORM_DEMO: '1', PLATFORM_STOREFRONT_WEBHOOK_URL: 'ftp://x.example/', PLATFORM_STOREFRONT_WEBHOOK_SECRET: secret })).toThrow(
      /PLATFORM_STOREFRONT_WEBHOOK_URL/,
    );
    // A short secret is refused without being printed.
    const short = (() => {
      try {
        readConfig({ PLATFORM_DEMO: '1', PLATFORM_STOREFRONT_WEBHOOK_URL: 'http://x.example/', PLATFORM_STOREFRONT_WEBHOOK_SECRET: 'short-secret' });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(short).toMatch(/PLATFORM_STOREFRONT_WEBHOOK_SECRET: must be at least 32 characters/);
    expect(short).not.toContain('short-secret');
  });
});

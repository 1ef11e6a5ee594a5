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

  it('the tests\' cheaper password hashing too', () => {
    expect(() => readConfig({ PLATFORM_ADMIN_PASSWORD: 'my-own-password-2026', PLATFORM_TEST_PASSWORD_COST: '1' })).toThrow(/PLATFORM_TEST_PASSWORD_COST: only in demo mode/);
    expect(readConfig({ PLATFORM_DEMO: '1', PLATFORM_TEST_PASSWORD_COST: '1' }).testPasswordCost).toBe(true);
  });
});

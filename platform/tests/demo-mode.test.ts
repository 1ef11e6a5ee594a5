import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER, startTestPlatform, type TestPlatform } from './harness.ts';
import { startPlatform } from '../app.ts';
import { DEFAULT_ADMIN_PASSWORD } from '../config.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'platform-demo-mode-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('outside demo mode (PLATFORM_DEMO unset)', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startTestPlatform(undefined, { demo: false, allowedOrigins: ['https://shop.example'] });
  });
  afterAll(async () => {
    await p?.stop();
  });

  it('has no payment-gateway simulator and no sign-in simulator: their pages answer 404', async () => {
    for (const [method, path] of [
      ['GET', '/gateway/00000000-0000-4000-8000-000000000000'],
      ['POST', '/gateway/00000000-0000-4000-8000-000000000000'],
      ['GET', '/auth-simulator/github/authorize?client_id=demo-github-client&redirect_uri=https://evil.example/&state=x'],
      ['POST', '/auth-simulator/github/authorize'],
    ] as const) {
      const reply = await p.call(method, path);
      expect(reply.status, `${method} ${path}`).toBe(404);
      // The platform's own "no such route", not a simulator's page (whose unknown payment is a 404 too).
      expect(reply.body.error, `${method} ${path}`).toMatchObject({ key: 'NOT_FOUND', message: expect.stringMatching(/^No route for /) });
    }
  });

  it('has no demo customer: its published password signs nobody in, and its orders are not there', async () => {
    const login = await p.call('POST', '/login', { body: CUSTOMER });
    expect(login.status).not.toBe(200);
    const token = await p.login(ADMIN);
    const users = await p.call('GET', `/users?search=${encodeURIComponent(CUSTOMER.email)}`, { token });
    expect(JSON.stringify(users.body)).not.toContain(CUSTOMER.email);
    const orders = await p.call('GET', '/orders', { token });
    expect(orders.status).toBe(200);
    expect(orders.body.data).toEqual([]);
  });

  it('has no active demo sign-in provider, and no published client in its settings', async () => {
    expect((await p.call('GET', '/auth/providers?active=1')).body.data).toEqual([]);
    const token = await p.login(ADMIN);
    const github = await p.call('GET', '/auth/providers/github', { token });
    expect(github.body.data).toMatchObject({ active: false, client_id: null });
    expect(
      (await p.call('POST', '/auth/providers/github/redirect', { body: { return_url: 'https://shop.example/login/provider/github' } })).body.error.key,
    ).toBe('CLIENT_PROVIDER_IS_NOT_ACTIVE');
  });

  it('offers no payment method that leads to the simulated gateway; the catalogue is there', async () => {
    const methods = (await p.call('GET', '/payment-methods')).body.data.map((m: { alias: string }) => m.alias);
    expect(methods).not.toContain('card');
    expect(methods).toEqual(expect.arrayContaining(['cod', 'bank-transfer']));
    expect((await p.call('GET', '/products?limit=1')).body.meta.total).toBeGreaterThanOrEqual(40);
  });
});

describe('the owner password outside demo mode', () => {
  it('refuses to start without one or with the public default, naming PLATFORM_ADMIN_PASSWORD', async () => {
    await expect(startPlatform({ port: 0, dataDir: freshDir() })).rejects.toThrow(/PLATFORM_ADMIN_PASSWORD: required/);
    await expect(startPlatform({ port: 0, dataDir: freshDir(), adminPassword: DEFAULT_ADMIN_PASSWORD })).rejects.toThrow(
      /PLATFORM_ADMIN_PASSWORD: is the public demo password/,
    );
  });

  it('the server stops with exit code 2 and a message naming the variable', { timeout: 60_000 }, () => {
    const env = { ...process.env, PLATFORM_PORT: '0', PLATFORM_DATA_DIR: freshDir(), PLATFORM_DEMO: '', PLATFORM_ADMIN_PASSWORD: '' };
    const unset = spawnSync(process.execPath, ['platform/server.ts'], { env, encoding: 'utf8', timeout: 30_000 });
    expect(unset.status).toBe(2);
    expect(unset.stderr).toContain('PLATFORM_ADMIN_PASSWORD');
    const published = spawnSync(process.execPath, ['platform/server.ts'], {
      env: { ...env, PLATFORM_ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(published.status).toBe(2);
    expect(published.stderr).toContain('PLATFORM_ADMIN_PASSWORD');
  });

  it('refuses a database seeded in demo mode, which still holds the published accounts', async () => {
    const dir = freshDir();
    const demo = await startPlatform({ port: 0, dataDir: dir, demo: true });
    await demo.close();
    const start = startPlatform({ port: 0, dataDir: dir, adminPassword: 'an-own-owner-password-42' });
    await expect(start).rejects.toThrow(/seeded in demo mode/);
    await expect(start).rejects.toThrow(new RegExp(`${CUSTOMER.email}.*admin@example.com.*github`));
  });
});

describe('in demo mode (npm start, the e2e stack)', () => {
  it('has the simulators, the demo customer and the active GitHub provider', async () => {
    const p = await startTestPlatform(freshDir(), { demo: true });
    try {
      expect((await p.call('POST', '/login', { body: CUSTOMER })).status).toBe(200);
      expect((await p.call('GET', '/auth/providers?active=1')).body.data.map((x: { key: string }) => x.key)).toEqual(['github']);
      expect((await p.call('GET', '/gateway/00000000-0000-4000-8000-000000000000')).body).toContain('Payment not found');
      expect((await p.call('GET', '/payment-methods')).body.data.map((m: { alias: string }) => m.alias)).toContain('card');
    } finally {
      await p.stop();
    }
  });
});

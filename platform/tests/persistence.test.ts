import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestPlatform } from './harness.ts';
import { resetPlatformData } from '../reset.ts';
import { readConfig } from '../config.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'platform-persist-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('data on disk', () => {
  it('survives a restart: pages, orders and sign-ins are still there', async () => {
    const dir = freshDir();
    const first = await startTestPlatform(dir);
    const token = await first.login();
    await first.call('POST', '/pages', { token, body: { name: 'Trwała strona', slug: 'trwala-strona', content_html: '<p>Zostanę</p>', public: true } });
    const refresh = (await first.call('POST', '/login', { body: ADMIN })).body.data.refresh_token;
    await first.close();

    const second = await startTestPlatform(dir);
    expect((await second.call('GET', '/pages/trwala-strona')).body.data.content_html).toBe('<p>Zostanę</p>');
    expect((await second.call('POST', '/auth/refresh', { body: { refresh_token: refresh } })).status).toBe(200);
    const migrations = second.db.prepare('SELECT version FROM migrations ORDER BY version').all() as { version: number }[];
    expect(migrations.map((m) => m.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect((await second.call('GET', '/products?limit=1')).body.meta.total).toBeGreaterThanOrEqual(40);
    await second.stop();
  });

  it('reset wipes changes and seeds the demo shop again', async () => {
    const dir = freshDir();
    const running = await startTestPlatform(dir);
    const token = await running.login();
    await running.call('POST', '/pages', { token, body: { name: 'Do usunięcia', slug: 'do-usuniecia', content_html: '', public: true } });
    await running.close();
    await resetPlatformData(dir, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
    const again = await startTestPlatform(dir);
    expect((await again.call('GET', '/pages/do-usuniecia')).status).toBe(404);
    expect((await again.call('GET', '/pages/regulamin')).status).toBe(200);
    expect((await again.call('GET', '/media/kubek-ceramiczny-las.svg?w=200&format=auto')).headers.get('content-type')).toBe('image/svg+xml');
    await again.stop();
  });

  it('stops with a message naming the variable when the environment is wrong', () => {
    expect(() => readConfig({ PLATFORM_PORT: 'eighty' })).toThrow(/PLATFORM_PORT/);
    expect(() => readConfig({ PLATFORM_ADMIN_PASSWORD: 'short' })).toThrow(/PLATFORM_ADMIN_PASSWORD/);
    expect(readConfig({ PLATFORM_DEMO: '1' }).port).toBe(4322);
    const run = spawnSync(process.execPath, ['platform/server.ts'], {
      env: { ...process.env, PLATFORM_PUBLIC_URL: 'not a url' },
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('PLATFORM_PUBLIC_URL');
  });
});

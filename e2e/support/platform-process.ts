// An embedded platform alone (no storefront) in its own process, fresh data directory and free port,
// with the environment a test gives it (demo mode, allowed origins).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitForHttp } from './stack';

const root = new URL('../../', import.meta.url).pathname;

export const PLATFORM_ADMIN = { email: 'admin@example.com', password: 'cross-origin-admin-2026' };

export interface PlatformProcess {
  url: string;
  stop: () => Promise<void>;
}

export async function startPlatformProcess(env: Record<string, string>): Promise<PlatformProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-e2e-alone-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'platform/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PLATFORM_PORT: String(port),
      PLATFORM_DATA_DIR: dataDir,
      PLATFORM_PUBLIC_URL: url,
      PLATFORM_ADMIN_EMAIL: PLATFORM_ADMIN.email,
      PLATFORM_ADMIN_PASSWORD: PLATFORM_ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'ignore', process.env.E2E_VERBOSE ? 'inherit' : 'ignore'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/health`, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

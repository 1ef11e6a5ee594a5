import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPlatform, type RunningPlatform } from '../app.ts';
import { TEST_SCRYPT, type ScryptCost } from '../auth/passwords.ts';
import type { Clock } from '../auth/tokens.ts';

export const ADMIN = { email: 'admin@example.com', password: 'test-admin-password-123' };
/** The shop origin the test platforms allow for return, reset and payment addresses. */
export const TEST_SHOP = 'https://shop.example';
export const CUSTOMER = { email: 'klient@example.com', password: 'demo-klient-haslo-2026' };

export type Reply<T = any> = { status: number; body: T; headers: Headers };
export type TestPlatform = RunningPlatform & {
  dataDir: string;
  call: <T = any>(
    method: string,
    path: string,
    options?: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> },
  ) => Promise<Reply<T>>;
  login: (who?: { email: string; password: string }) => Promise<string>;
  stop: () => Promise<void>;
};

/**
 * scrypt at a test cost (about a millisecond a hash instead of OWASP's ~0.4 s), through startPlatform's
 * `passwordCost`, which no environment variable reaches: production always hashes at PRODUCTION_SCRYPT.
 * A test that needs the real cost passes `passwordCost: PRODUCTION_SCRYPT`.
 */
export { TEST_SCRYPT };

type TestOptions = {
  testHooks?: boolean;
  demoProducts?: number;
  demo?: boolean;
  allowedOrigins?: string[];
  trustProxy?: boolean;
  clock?: Clock;
  passwordCost?: ScryptCost;
  unpaidOrderMinutes?: number;
  webhookAllowedHosts?: string[];
  webhookBackoffMs?: (attempt: number) => number;
  storefrontWebhook?: { url: string; secret: string };
};

/** A platform on a free port with a fresh data directory; `stop` closes it and removes the directory. */
export async function startTestPlatform(dataDir = mkdtempSync(join(tmpdir(), 'platform-test-')), options: TestOptions = {}): Promise<TestPlatform> {
  // The tests' shop is https://shop.example (return, reset and payment addresses must be on an allowed origin).
  const running = await startPlatform({
    port: 0,
    dataDir,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    demo: true,
    allowedOrigins: [TEST_SHOP],
    passwordCost: TEST_SCRYPT,
    ...options,
  });
  const call: TestPlatform['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | undefined = options.raw;
    if (options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(`${running.url}${path}`, { method, headers, body: payload, redirect: 'manual' });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* HTML pages stay text */
    }
    return { status: res.status, body: parsed as any, headers: res.headers };
  };
  const login: TestPlatform['login'] = async (who = ADMIN) => {
    const r = await call('POST', '/login', { body: who });
    if (r.status !== 200) throw new Error(`login failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data.token as string;
  };
  return {
    ...running,
    dataDir,
    call,
    login,
    stop: async () => {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const PL_CHANNEL = 'pl';

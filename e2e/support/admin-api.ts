// An admin session on the embedded platform (the seeded owner, demo password): POST /login, then
// Bearer calls to the admin API; each call must succeed and answers its `data` (nothing for a 204).
import { expect } from '@playwright/test';

export const ADMIN = { email: 'admin@example.com', password: 'demo-admin-password-2026' };

export async function adminApi(platformURL: string) {
  const login = await fetch(`${platformURL}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  expect(login.status).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  return async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${platformURL}${path}`, {
      method,
      headers: { authorization: `Bearer ${data.token}`, 'content-type': 'application/json', 'accept-language': 'pl' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}: ${response.status}`).toBeLessThan(300);
    // A deletion answers 204 with no body.
    if (response.status === 204) return undefined as T;
    return ((await response.json()) as { data: T }).data;
  };
}

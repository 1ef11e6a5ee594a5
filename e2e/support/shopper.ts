// What several journeys need: the accessibility check (no axe-core violations, WCAG 2.2 AA), the platform's API for setting
// up a customer, and a way to recognise the cart's processing calls.
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { expect } from '@playwright/test';

/** axe-core's findings for WCAG 2.2 AA on the page as it is now. */
export const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations;

/** A call of the platform's API (JSON in and out) that must succeed; the data of its answer. */
export function platformApi(platformURL: string) {
  return async <T = unknown>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${platformURL}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    return ((await response.json()) as { data: T }).data;
  };
}

/** An e-mail address no other test uses. */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A new customer registered through the platform's API, with the required consents given. */
export async function registerCustomer(platformURL: string, customer: { name: string; email: string; password: string }): Promise<void> {
  const call = platformApi(platformURL);
  const consents = (await call<{ id: string; required: boolean }[]>('GET', '/consents')).filter((consent) => consent.required);
  await call('POST', '/register', { ...customer, consents: Object.fromEntries(consents.map((consent) => [consent.id, true])) });
}

/** A request of the cart's processing action. */
export const isCartProcessing = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/_actions/processCart');

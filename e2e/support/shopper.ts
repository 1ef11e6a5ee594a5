// What several journeys need: the accessibility check (no axe-core violations, WCAG 2.2 AA), the platform's API for setting
// up a customer, and a way to recognise the cart's processing calls.
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * axe-core checking WCAG 2.2 AA on the page as it is now. In axe's single-run mode (`setLegacyMode`): the
 * same rules and results over the page and its same-origin frames (the shop's pages embed no other
 * frames), without the default mode's extra blank page, and a second copy of axe in it, for every check.
 * Every rule runs on every node as before; `resultTypes` only spares axe describing each passing and
 * inapplicable node (selectors, markup), which no test reads: the violations are the same, in full.
 * `options` replaces axe's whole options, so it comes before `withTags`.
 */
export const axeBuilder = (page: Page) =>
  new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode();

/** axe-core's findings for WCAG 2.2 AA on the page as it is now. */
export const axeViolations = async (page: Page) => (await axeBuilder(page).analyze()).violations;

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

/**
 * Signs the page's browser in as the login page's form does without JavaScript (one POST of its fields to
 * /login or /en/login, with `return`), for tests whose subject comes after the sign-in; the form itself is
 * e2e/account-login.spec.ts's. The POST carries the storefront's origin as the form's does: `baseURL`, or
 * else the page's own (the page is on the storefront). The session cookies land in the page's context.
 * Answers the storefront's redirect after the sign-in (303 to the return path), which the caller can check.
 */
export async function signInByForm(
  page: Page,
  customer: { email: string; password: string },
  { locale, returnPath, baseURL }: { locale: 'pl' | 'en'; returnPath?: string; baseURL?: string },
): Promise<string> {
  const login = `${locale === 'en' ? '/en' : ''}/login${returnPath ? `?${new URLSearchParams({ return: returnPath })}` : ''}`;
  const { origin } = new URL(baseURL ?? page.url());
  expect(origin, "the storefront's origin").toMatch(/^https?:\/\//);
  const response = await page.request.post(`${origin}${login}`, {
    form: { locale, step: 'password', email: customer.email, password: customer.password },
    headers: { origin, referer: `${origin}${login}` },
    maxRedirects: 0,
  });
  expect(response.status(), `sign-in of ${customer.email}`).toBe(303);
  return response.headers().location ?? '';
}

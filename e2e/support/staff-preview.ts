// A member of staff signing in to the preview area (/preview, /en/preview) with their platform account, as
// the preview specs do it: the form, its labels and its button in the page's language.
import type { BrowserContext, Page } from '@playwright/test';

export async function signInToPreview(page: Page, account: { email: string; password: string }, locale: 'pl' | 'en' = 'pl'): Promise<void> {
  await page.goto(locale === 'en' ? '/en/preview' : '/preview');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel(locale === 'en' ? 'Password' : 'Hasło').fill(account.password);
  await page.getByRole('button', { name: locale === 'en' ? 'Sign in to preview' : 'Zaloguj do podglądu' }).click();
}

/** The preview session's cookies a browser holds. */
export const previewCookies = async (context: BrowserContext) => (await context.cookies()).filter((cookie) => cookie.name.startsWith('preview_session'));

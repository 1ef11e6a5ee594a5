// Two storefront processes behind the recipe's nginx, as docs/deploying.md runs them, sharing one
// AUTH_SECRET: the two-factor sign-in step, the two-factor settings (pending key, recovery
// codes) and the contact form's time stamp are sealed by one process and opened by the other. With a
// random key per process (AUTH_SECRET unset, as before) the step answered "step expired", the key and the
// recovery codes were lost and the form was refused whenever nginx sent the next request to the other
// process (each test here fails that way with AUTH_SECRET unset). The access log tells which process answered: each journey is repeated, with one more
// request to nginx in the middle each time (round robin's parity), until its two requests went to
// different processes, and every try must succeed.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { generate } from 'otplib';
import { test, expect } from '@playwright/test';
import { freePort, startStack, type Stack } from '../support/stack';
import { startNginx, type Nginx } from '../support/nginx';
import { platformApi, registerCustomer, uniqueEmail } from '../support/shopper';

const ATTEMPTS = 6;

test.describe.configure({ mode: 'serial' });

let stack: Stack;
let nginx: Nginx;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  const shared = { APP_HOST: `http://127.0.0.1:${port}`, AUTH_SECRET: randomBytes(32).toString('base64url') };
  stack = await startStack({ storefronts: 2, env: shared });
  nginx = await startNginx(
    stack.storefronts.map(({ baseURL }) => new URL(baseURL).host),
    port,
  );
});

test.afterAll(async () => {
  await nginx?.stop();
  await stack?.stop();
});

/** The processes (upstream addresses) that answered `requests` ("POST /login", …), in order, since log line `from`. */
function answeredBy(from: number, requests: readonly string[]): string[] {
  return nginx
    .logLines()
    .slice(from)
    .filter((line) => requests.some((request) => line.includes(`"${request}`)))
    .map((line) => /upstream=(\S+)/.exec(line)?.[1] ?? '');
}

/** `count` requests from the page that nginx passes to a process (never cached): they move round robin on. */
async function moveRoundRobin(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) await page.evaluate(() => fetch('/_health').then((response) => response.text()));
}

/** Runs `journey` in a fresh browser context (a new shopper) until two of its requests went to different processes. */
async function untilCrossed(browser: Browser, requests: readonly string[], journey: (page: Page, attempt: number) => Promise<void>): Promise<string[][]> {
  const seen: string[][] = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const from = nginx.logLines().length;
    const context = await browser.newContext({ baseURL: nginx.baseURL });
    await context.addCookies([{ name: 'cookie_consent', value: 'required', url: nginx.baseURL }]);
    try {
      await journey(await context.newPage(), attempt);
    } finally {
      await context.close();
    }
    const upstreams = answeredBy(from, requests);
    seen.push(upstreams);
    if (new Set(upstreams).size > 1) return seen;
  }
  return seen;
}

test('the two-factor sign-in step begun on one process is finished on the other', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('two-processes');
  const password = 'dwa-procesy-haslo-2026';
  await registerCustomer(stack.platformURL, { name: 'Ewa Dwuprocesowa', email, password });
  const call = platformApi(stack.platformURL);
  const { token } = await call<{ token: string }>('POST', '/login', { email, password });
  const { secret } = await call<{ secret: string }>('POST', '/auth/2fa/setup', { type: 'app' }, token);
  const { recovery_codes: codes } = await call<{ recovery_codes: string[] }>('POST', '/auth/2fa/confirm', { code: await generate({ secret }) }, token);

  const seen = await untilCrossed(browser, ['POST /login'], async (page, attempt) => {
    await page.goto('/login');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Hasło', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weryfikacja dwuetapowa');
    await moveRoundRobin(page, attempt);
    await page.getByLabel('Kod z aplikacji lub kod zapasowy').fill(codes[attempt]!);
    await page.getByRole('button', { name: 'Sprawdź i zaloguj' }).click();
    // Signed in: not the step again with "step expired".
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('navigation', { name: 'Konto', exact: true }).getByRole('link', { name: 'Ewa Dwuprocesowa' })).toBeVisible();
  });
  const crossed = seen.at(-1)!;
  expect(crossed, `password and code steps went to different processes within ${ATTEMPTS} tries: ${JSON.stringify(seen)}`).toHaveLength(2);
  expect(new Set(crossed).size).toBe(2);
});

test('the contact form rendered by one process is accepted by the other', async ({ browser }) => {
  test.setTimeout(120_000);
  const seen = await untilCrossed(browser, ['GET /kontakt ', 'POST /kontakt '], async (page, attempt) => {
    await page.goto('/kontakt');
    await page.getByLabel('Imię i nazwisko', { exact: true }).fill('Anna Dwuprocesowa');
    await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('two-processes-contact'));
    await page.getByLabel('Wiadomość', { exact: true }).fill('Czy ta wiadomość dojdzie przez drugi proces?');
    await page.getByLabel(/Zgadzam się na przetwarzanie/).check();
    // The time check: a person takes more than three seconds.
    await page.waitForTimeout(3_200);
    await moveRoundRobin(page, attempt);
    await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();
    await expect(page).toHaveURL(/\/kontakt\?sent=1$/);
  });
  const crossed = seen.at(-1)!;
  expect(crossed, `the form's page and its post went to different processes within ${ATTEMPTS} tries: ${JSON.stringify(seen)}`).toHaveLength(2);
  expect(new Set(crossed).size).toBe(2);
});

test('two-step verification turned on across both processes shows its key and then its recovery codes', async ({ browser }) => {
  test.setTimeout(120_000);
  const seen = await untilCrossed(browser, ['POST /account/settings', 'GET /account/settings'], async (page, attempt) => {
    const email = uniqueEmail(`two-processes-settings-${attempt}`);
    const password = 'ustawienia-procesy-2026';
    await registerCustomer(stack.platformURL, { name: 'Ola Ustawieniowa', email, password });
    await page.goto('/account/settings');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Hasło', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await expect(page).toHaveURL('/account/settings');
    await moveRoundRobin(page, attempt);
    const setup = page.locator('[data-settings-form="setup-two-factor"]');
    await setup.getByLabel('Twoje hasło', { exact: true }).fill(password);
    await setup.getByRole('button', { name: 'Włącz weryfikację dwuetapową' }).click();
    // The pending key, sealed in a cookie by the process that made it, shown by whichever answers.
    await expect(page.locator('[data-totp-secret]')).toBeVisible();
    const secret = (await page.locator('[data-totp-secret]').innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const confirm = page.locator('[data-settings-form="confirm-two-factor"]');
    await confirm.getByLabel('Kod z aplikacji', { exact: true }).fill(await generate({ secret }));
    await confirm.getByRole('button', { name: 'Potwierdź i włącz' }).click();
    await expect(page).toHaveURL('/account/settings?done=two-factor-on#two-factor');
    // The recovery codes cross the redirect sealed too: shown once, whichever process answers.
    await expect(page.getByRole('heading', { name: 'Twoje kody zapasowe' })).toBeVisible();
    expect(await page.locator('[data-recovery-code]').allInnerTexts()).toHaveLength(10);
  });
  expect(new Set(seen.at(-1)).size, `the settings requests went to both processes within ${ATTEMPTS} tries: ${JSON.stringify(seen)}`).toBe(2);
});

// Password-reset link poisoning: the forgot-password form posted with a forged Host (or
// forwarded host) must never make the platform mail a valid token to the attacker's host. The storefront
// builds the link from APP_HOST; whatever it sends, the platform accepts a redirect_url only on the shop's
// allowed origins (platform/http/allowed-origins.ts). Played with APP_HOST unset (where the storefront
// can only go by the request: the case of the report), reading the platform's outbox
// (docs/embedded-platform.md, "Outbox").
import { request as httpRequest } from 'node:http';
import { test, expect } from '../support/fixtures';
import { registerCustomer, uniqueEmail } from '../support/shopper';
import { linksIn, platformMails, resetMailsTo } from '../support/platform-outbox';

const PASSWORD = 'haslo-do-zresetowania-2026';
const EVIL = 'evil.example';

/** POST /forgot-password (or /en/…) as a raw HTTP request with the headers an attacker chooses, Host included. */
function postForgotForm(baseURL: string, path: string, email: string, headers: Record<string, string>): Promise<number> {
  const target = new URL(path, baseURL);
  const body = new URLSearchParams({ locale: path.startsWith('/en/') ? 'en' : 'pl', email }).toString();
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The forged requests: the attacker's Host (with its own Origin, so the form's origin check agrees), and forwarded hosts. */
const FORGERIES: readonly { label: string; headers: (baseURL: string) => Record<string, string> }[] = [
  { label: 'forged Host', headers: () => ({ host: EVIL, origin: `http://${EVIL}` }) },
  { label: 'forged Host with a port', headers: () => ({ host: `${EVIL}:4321`, origin: `http://${EVIL}:4321` }) },
  {
    label: 'X-Forwarded-Host',
    headers: (baseURL) => ({ host: new URL(baseURL).host, origin: baseURL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' }),
  },
  { label: 'Forwarded', headers: (baseURL) => ({ host: new URL(baseURL).host, origin: baseURL, forwarded: `host=${EVIL};proto=https` }) },
];

// The storefront of this file runs without APP_HOST (the stack sets it otherwise).
test.use({ stackEnv: { APP_HOST: undefined } });

test.describe('reset link poisoning, APP_HOST unset', () => {
  test('no mail points anywhere but the shop, whatever Host the form arrives with', async ({ baseURL, stack }) => {
    const shop = new URL(baseURL!).origin;
    // The honest request first: the mail arrives and points at the shop (the outbox is read correctly).
    const honest = uniqueEmail('reset-honest');
    await registerCustomer(stack.platformURL, { name: 'Ola Uczciwa', email: honest, password: PASSWORD });
    expect(await postForgotForm(baseURL!, '/forgot-password', honest, { origin: baseURL! })).toBe(200);
    const honestMails = resetMailsTo(stack.platformDataDir, honest);
    expect(honestMails).toHaveLength(1);
    expect(new URL(honestMails[0]!.data!.url!).origin).toBe(shop);

    for (const forgery of FORGERIES) {
      for (const path of ['/forgot-password', '/en/forgot-password']) {
        const victim = uniqueEmail('reset-victim');
        await registerCustomer(stack.platformURL, { name: 'Jan Ofiara', email: victim, password: PASSWORD });
        const status = await postForgotForm(baseURL!, path, victim, forgery.headers(baseURL!));
        expect(status, `${forgery.label} ${path}`).toBeLessThan(500);
        // Either no mail (the platform refused the address) or a mail that leads to the shop only.
        for (const mail of resetMailsTo(stack.platformDataDir, victim)) {
          for (const link of linksIn(mail)) expect(new URL(link).origin, `${forgery.label} ${path}: ${link}`).toBe(shop);
        }
      }
    }
    for (const mail of platformMails(stack.platformDataDir)) expect(`${mail.text} ${JSON.stringify(mail.data ?? {})}`).not.toContain(EVIL);
  });
});

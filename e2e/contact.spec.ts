// The contact page (/kontakt, /en/kontakt): the form rules and messages in both
// languages, delivery to the outbox, the honeypot, the time check, the per-address limit, no
// JavaScript needed and none of the framework's loaded.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { axeViolations, uniqueEmail } from './support/shopper';
import { MIN_FILL_MS } from '../src/lib/contact/spam-check';

interface OutboxMail {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  kind: string;
}

/** The mails the storefront of this worker wrote (none may exist yet). */
const mailsIn = (dir: string): OutboxMail[] =>
  existsSync(dir) ? readdirSync(dir).map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as OutboxMail) : [];
const mailsFrom = (dir: string, email: string) => mailsIn(dir).filter((mail) => mail.kind === 'contact' && mail.replyTo === email);

/** When this test first saw each form stamp: the storefront rendered it at that moment or before. */
const stampsSeen = new Map<string, number>();
const stampOf = (page: Page) => page.locator('input[name="stamp"]').inputValue();
/** Notes the form's stamp as rendered by now (call it once the page that carries it has loaded). */
async function noteStamp(page: Page): Promise<void> {
  const stamp = await stampOf(page);
  if (!stampsSeen.has(stamp)) stampsSeen.set(stamp, Date.now());
}
/**
 * The time check refuses a form sent sooner than MIN_FILL_MS after it was rendered: waits out what is left
 * of it since the form's stamp was first seen (the whole of it for a stamp not seen before).
 */
async function pastTimeCheck(page: Page): Promise<void> {
  await noteStamp(page);
  const left = stampsSeen.get(await stampOf(page))! + MIN_FILL_MS + 200 - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

const LABELS = {
  pl: {
    name: 'Imię i nazwisko',
    email: 'E-mail',
    phone: 'Telefon (opcjonalnie)',
    message: 'Wiadomość',
    consent: /Zgadzam się na przetwarzanie/,
    submit: 'Wyślij wiadomość',
  },
  en: {
    name: 'Full name',
    email: 'E-mail',
    phone: 'Phone (optional)',
    message: 'Message',
    consent: /I agree that the shop processes/,
    submit: 'Send the message',
  },
} as const;

const MESSAGES = {
  pl: {
    fix: 'Popraw zaznaczone pola.',
    required: 'To pole jest wymagane',
    email: 'To pole musi zawierać poprawny adres e-mail',
    phone: 'Numer telefonu jest niepoprawny',
    max: 'Przekroczono maksymalną liczbę znaków. Dozwolona liczba znaków to 5000',
    sent: 'Dziękujemy! Twoja wiadomość została wysłana. Odpowiemy e-mailem.',
    tryAgain: 'Wiadomość nie została wysłana. Sprawdź ją i wyślij ponownie za chwilę.',
    rateLimited: /^Wysłano kilka wiadomości w krótkim czasie\. Odczekaj \d+ min, zanim wyślesz kolejną\.$/,
  },
  en: {
    fix: 'Please correct the marked fields.',
    required: 'This field is required',
    email: 'This field must be a valid email',
    phone: 'The phone number is incorrect',
    max: 'The maximum number of characters has been exceeded. The allowed number of characters is 5000',
    sent: 'Thank you! Your message has been sent. We will reply by e-mail.',
    tryAgain: 'Your message was not sent. Please check it and send it again in a moment.',
    rateLimited: /^You have sent several messages in a short time\. Please wait \d+ min before sending another one\.$/,
  },
} as const;

type Lang = keyof typeof LABELS;
const pathOf = (lang: Lang) => (lang === 'pl' ? '/kontakt' : '/en/kontakt');
const field = (page: Page, lang: Lang, name: 'name' | 'email' | 'phone' | 'message') => page.getByLabel(LABELS[lang][name], { exact: true });

async function fillForm(page: Page, lang: Lang, values: { name: string; email: string; phone?: string; message: string }) {
  await field(page, lang, 'name').fill(values.name);
  await field(page, lang, 'email').fill(values.email);
  await field(page, lang, 'phone').fill(values.phone ?? '');
  await field(page, lang, 'message').fill(values.message);
  await page.getByLabel(LABELS[lang].consent).check();
}

/** The field's error: the element its aria-describedby names, with the field marked invalid. */
async function expectFieldError(page: Page, lang: Lang, name: 'name' | 'email' | 'phone' | 'message', message: string) {
  const input = field(page, lang, name);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const errorId = `contact-${name}-error`;
  await expect(input).toHaveAttribute('aria-describedby', new RegExp(`(^| )${errorId}$`));
  await expect(page.locator(`#${errorId}`)).toHaveText(message);
}

for (const lang of ['pl', 'en'] as const) {
  test(`${lang}: the field messages (required, email, phone, max) at their fields; values kept`, async ({ page }) => {
    const text = MESSAGES[lang];
    await page.goto(pathOf(lang));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'pl' ? 'Napisz do nas' : 'Contact us');
    await expect(page).toHaveTitle(new RegExp(`^${lang === 'pl' ? 'Kontakt' : 'Contact'} - `));

    await page.getByRole('button', { name: LABELS[lang].submit }).click();
    await expect(page.getByRole('alert')).toHaveText(text.fix);
    for (const name of ['name', 'email', 'message'] as const) await expectFieldError(page, lang, name, text.required);
    await expect(page.locator('#contact-consent')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#contact-consent-error')).toHaveText(text.required);
    await expect(field(page, lang, 'phone')).not.toHaveAttribute('aria-invalid', 'true');
    // The first wrong field has the focus.
    await expect(field(page, lang, 'name')).toBeFocused();

    await field(page, lang, 'name').fill('Jan Kowalski');
    await field(page, lang, 'email').fill('jan@');
    await field(page, lang, 'phone').fill('12');
    // The browser stops typing at 5000 characters; a post without that limit meets the server's rule.
    await field(page, lang, 'message').evaluate((textarea) => textarea.removeAttribute('maxlength'));
    await field(page, lang, 'message').fill('x'.repeat(5001));
    await page.getByRole('button', { name: LABELS[lang].submit }).click();
    await expectFieldError(page, lang, 'email', text.email);
    await expectFieldError(page, lang, 'phone', text.phone);
    await expectFieldError(page, lang, 'message', text.max);
    await expect(page.locator('#contact-consent-error')).toHaveText(text.required);
    await expect(field(page, lang, 'name')).toHaveValue('Jan Kowalski');
    await expect(field(page, lang, 'name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, lang, 'email')).toHaveValue('jan@');
    await expect(field(page, lang, 'phone')).toHaveValue('12');
    await expect(field(page, lang, 'message')).toHaveValue('x'.repeat(5001));
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a message lands in the outbox: to the shop, Reply-To the shopper, the text in the body', async ({ page, stack }) => {
  const email = uniqueEmail('kontakt');
  await page.goto('/kontakt');
  await noteStamp(page);
  expect(await axeViolations(page)).toEqual([]);
  await fillForm(page, 'pl', { name: 'Anna Nowak', email, phone: '600 100 200', message: 'Dzień dobry,\nczy wysyłacie do Niemiec?' });
  await pastTimeCheck(page);
  await page.getByRole('button', { name: LABELS.pl.submit }).click();
  await expect(page).toHaveURL(/\/kontakt\?sent=1$/);
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.pl.sent })).toBeVisible();
  // A fresh, empty form below the confirmation.
  await expect(field(page, 'pl', 'name')).toHaveValue('');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/kontakt$/);
  expect(await axeViolations(page)).toEqual([]);

  const mails = mailsFrom(stack.mailOutboxDir, email);
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail!.to).toBe('shop@example.com'); // CONTACT_EMAIL's default: the e2e stack sets none
  expect(mail!.subject).toBe('Wiadomość ze strony kontaktowej: Anna Nowak');
  expect(mail!.text).toContain('Imię i nazwisko / Name: Anna Nowak');
  expect(mail!.text).toContain(`E-mail: ${email}`);
  expect(mail!.text).toContain('Telefon / Phone: 600 100 200');
  expect(mail!.text).toContain('Dzień dobry,\nczy wysyłacie do Niemiec?');
  expect(mail!.text).toContain(`${new URL(page.url()).origin}/kontakt`);
});

test('the honeypot: hidden from people and assistive technology; filled, the message is refused with the values kept', async ({ page, stack }) => {
  const email = uniqueEmail('honeypot');
  await page.goto('/en/kontakt');
  await noteStamp(page);
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await expect(page.locator('.contact-form__trap')).toHaveAttribute('aria-hidden', 'true');
  expect(await trap.evaluate((input) => input.getBoundingClientRect().right <= 0)).toBe(true);
  // Tabbing from the name field never reaches it.
  await field(page, 'en', 'name').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(trap).not.toBeFocused();

  await fillForm(page, 'en', { name: 'Spam Bot', email, message: 'Cheap pills' });
  await trap.evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'));
  await pastTimeCheck(page);
  await page.getByRole('button', { name: LABELS.en.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.en.tryAgain);
  await expect(field(page, 'en', 'name')).toHaveValue('Spam Bot');
  await expect(field(page, 'en', 'message')).toHaveValue('Cheap pills');
  await expect(trap).toHaveValue('');
  expect(mailsFrom(stack.mailOutboxDir, email)).toEqual([]);
});

test('a form sent too fast is refused with the values kept; sent again a moment later it goes', async ({ page, stack }) => {
  const email = uniqueEmail('too-fast');
  await page.goto('/kontakt');
  // A bot's speed: every field at once and sent in the same moment (a field at a time can take longer than
  // the time check on a busy machine).
  await page.locator('[data-contact-form]').evaluate(
    (form: HTMLFormElement, values) => {
      for (const [id, value] of Object.entries(values)) (form.querySelector(`#contact-${id}`) as HTMLInputElement).value = value;
      (form.querySelector('input[type="checkbox"]') as HTMLInputElement).checked = true;
      form.requestSubmit();
    },
    { name: 'Szybki Bill', email, message: 'Pierwsza wiadomość' },
  );
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.pl.tryAgain);
  await expect(field(page, 'pl', 'email')).toHaveValue(email);
  await expect(field(page, 'pl', 'message')).toHaveValue('Pierwsza wiadomość');
  await expect(page.getByLabel(LABELS.pl.consent)).toBeChecked();
  expect(mailsFrom(stack.mailOutboxDir, email)).toEqual([]);

  // A person reads the message and sends again: the refused page carries a fresh stamp.
  await pastTimeCheck(page);
  await page.getByRole('button', { name: LABELS.pl.submit }).click();
  await expect(page).toHaveURL(/\/kontakt\?sent=1$/);
  expect(mailsFrom(stack.mailOutboxDir, email)).toHaveLength(1);
});

test('a forged or missing stamp is refused like the honeypot, and the action is not a way around the page', async ({ request, baseURL, stack }) => {
  const email = uniqueEmail('forged');
  const form = { locale: 'en', name: 'Bot', email, phone: '', message: 'Hello', consent: 'on', website: '' };
  for (const stamp of ['', 'forged', String(Date.now() - 60_000)]) {
    const response = await request.post('/_actions/sendContactMessage', { headers: { origin: baseURL! }, form: { ...form, stamp } });
    expect(response.status()).toBe(400);
    expect((await response.json()).message).toBe(MESSAGES.en.tryAgain);
  }
  expect(mailsFrom(stack.mailOutboxDir, email)).toEqual([]);
});

test('more than 3 messages from one address in 10 minutes: a clear message, the values kept', async ({ page, request, baseURL, stack }) => {
  const email = uniqueEmail('flood');
  await page.goto('/en/kontakt');
  await noteStamp(page);
  const stamp = await page.locator('input[name="stamp"]').inputValue();
  await fillForm(page, 'en', { name: 'Eager Customer', email, message: 'Fourth message' });
  await pastTimeCheck(page);
  // Three messages sent the plain way (what the form posts), each answered 303 to the confirmation.
  for (let i = 1; i <= 3; i += 1) {
    const response = await request.post('/en/kontakt', {
      headers: { origin: baseURL! },
      form: { locale: 'en', stamp, website: '', name: 'Eager Customer', email, phone: '', message: `Message ${i}`, consent: 'on' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/en/kontakt?sent=1');
  }
  await page.getByRole('button', { name: LABELS.en.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.en.rateLimited);
  await expect(field(page, 'en', 'message')).toHaveValue('Fourth message');
  const mails = mailsFrom(stack.mailOutboxDir, email);
  expect(mails.map((mail) => mail.text.split('\n').at(-1)).sort()).toEqual(['Message 1', 'Message 2', 'Message 3']);
});

test('the page loads the shell script only, no framework JavaScript; the footer, sitemap and alternates know it', async ({ page, request, baseURL }) => {
  const scripts: string[] = [];
  const frameworkScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(new URL(response.url()).pathname);
    // React's production build carries links to react.dev/errors.
    if ((await response.text().catch(() => '')).includes('react.dev/errors')) frameworkScripts.push(response.url());
  });
  await page.goto('/o-nas');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt', exact: true }).click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /\/(react|client)\.[\w-]+\.js$/.test(path))).toEqual([]);
  expect(frameworkScripts).toEqual([]);
  await expect(page.locator('astro-island')).toHaveCount(0);
  // What the page itself asks for: the shell's script and its chunk, nothing else.
  const requested = await page
    .locator('script[src], link[rel="modulepreload"]')
    .evaluateAll((elements) => elements.map((element) => new URL(element.getAttribute('src') ?? element.getAttribute('href') ?? '', location.href).pathname));
  expect(requested.length).toBeGreaterThan(0);
  for (const path of requested) expect(path).toMatch(/^\/_astro\/(ShellScripts\.astro_[\w.-]+|shell\.[\w-]+)\.js$/);

  const crumbs = page.getByRole('navigation', { name: 'Ścieżka nawigacji' });
  await expect(crumbs.getByRole('link')).toHaveText(['Strona główna']);
  await expect(crumbs).toContainText('Kontakt');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/en/kontakt`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);

  const sitemap = await (await request.get('/sitemap-pages-1.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/kontakt</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/en/kontakt</loc>`);
  const response = await request.get('/kontakt');
  expect(response.headers()['cache-control']).toContain('no-store');
});

test('the JavaScript the page loads, as transferred, stays the shell’s (≤ 16 KB)', async ({ browser, stack }) => {
  const context = await browser.newContext({ baseURL: stack.baseURL });
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize));
  });
  await page.goto('/kontakt');
  await page.waitForLoadState('networkidle');
  const external = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')].map((script) => script.textContent ?? '').join('\n'),
  );
  const total = external + gzipSync(inline).length;
  console.log(`/kontakt JS: ${(total / 1024).toFixed(1)} KB as transferred (${scripts.length} files)`);
  expect(total).toBeLessThanOrEqual(16 * 1024);
  await context.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the errors show, then the message is sent and confirmed', async ({ page, stack }) => {
    const email = uniqueEmail('no-js');
    await page.goto('/en/kontakt');
    await noteStamp(page);
    await page.getByRole('button', { name: LABELS.en.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.en.fix);
    await expectFieldError(page, 'en', 'name', MESSAGES.en.required);
    await fillForm(page, 'en', { name: 'Ola Bez Skryptów', email, message: 'Written without JavaScript.' });
    await pastTimeCheck(page);
    await page.getByRole('button', { name: LABELS.en.submit }).click();
    await expect(page).toHaveURL(/\/en\/kontakt\?sent=1$/);
    await expect(page.getByText(MESSAGES.en.sent)).toBeVisible();
    const mails = mailsFrom(stack.mailOutboxDir, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Written without JavaScript.');
    expect(mails[0]!.text).toContain('Język / Language: en');
  });
});

// Registration, the forgotten password and the rate limits as a shopper meets them, in Polish and
// English: each field error once at its field, an e-mail already registered, a leaked password, then
// signed in on /account; a reset link read from the platform's outbox, a new password, signing in with
// it; an altered link; repeated wrong passwords reaching the limit; axe, keyboard only, no JavaScript.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { axeViolations, registerCustomer, uniqueEmail } from './support/shopper';
import { resetLinkFor } from './support/platform-outbox';

const DEMO_EMAIL = 'klient@example.com';
const LEAKED_PASSWORD = 'password1234';

const TEXT = {
  pl: {
    email: 'E-mail',
    password: 'Hasło',
    confirm: 'Powtórz hasło',
    firstName: 'Imię',
    surname: 'Nazwisko',
    phone: 'Telefon (opcjonalnie)',
    birthday: 'Data urodzenia (opcjonalnie)',
    submit: 'Załóż konto',
    statute: 'Akceptuję regulamin sklepu',
    newsletter: 'Chcę otrzymywać newsletter',
    required: 'To pole jest wymagane',
    invalidEmail: 'To pole musi zawierać poprawny adres e-mail',
    short: 'Hasło musi mieć co najmniej 12 znaków',
    mismatch: 'Hasła nie są takie same.',
    phoneError: 'Numer telefonu jest niepoprawny',
    future: 'Data nie może być z przyszłości.',
    consent: 'Ta zgoda jest wymagana do założenia konta.',
    taken: 'Konto z tym adresem e-mail już istnieje.',
    signIn: 'Zaloguj się',
    resetLink: 'zresetuj hasło',
    leaked: 'To hasło pojawiło się w znanym wycieku danych',
    hello: 'Witaj, {name}!',
    forgotSubmit: 'Wyślij link',
    sent: 'Jeśli istnieje konto dla',
    newPassword: 'Nowe hasło',
    newConfirm: 'Powtórz nowe hasło',
    save: 'Zapisz nowe hasło',
    done: 'Hasło zostało zmienione.',
    invalidLink: 'Ten link do resetu hasła jest nieprawidłowy lub wygasł.',
    newLink: 'Poproś o nowy link',
    loginSubmit: 'Zaloguj się',
    tooMany: 'Zbyt wiele prób. Spróbuj ponownie za 15 min.',
    wrong: 'Nieprawidłowy login lub hasło',
  },
  en: {
    email: 'E-mail',
    password: 'Password',
    confirm: 'Confirm password',
    firstName: 'First name',
    surname: 'Surname',
    phone: 'Phone (optional)',
    birthday: 'Date of birth (optional)',
    submit: 'Create account',
    statute: 'I accept the shop terms',
    newsletter: 'I want to receive the newsletter',
    required: 'This field is required',
    invalidEmail: 'This field must be a valid email',
    short: 'Password must be at least 12 characters long',
    mismatch: 'Passwords do not match.',
    phoneError: 'The phone number is incorrect',
    future: 'Date cannot be in the future.',
    consent: 'This consent is required to create an account.',
    taken: 'An account with this e-mail address already exists.',
    signIn: 'Sign in',
    resetLink: 'reset your password',
    leaked: 'This password has appeared in a known data leak',
    hello: 'Hello, {name}!',
    forgotSubmit: 'Send the link',
    sent: 'If an account exists for',
    newPassword: 'New password',
    newConfirm: 'Confirm new password',
    save: 'Save the new password',
    done: 'Your password has been changed.',
    invalidLink: 'This password reset link is invalid or has expired.',
    newLink: 'Ask for a new link',
    loginSubmit: 'Sign in',
    tooMany: 'Too many attempts. Please try again in 15 min.',
    wrong: 'Incorrect login or password',
  },
} as const;
type Locale = keyof typeof TEXT;
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');
const label = (page: Page, text: string) => page.getByLabel(text, { exact: true });

interface Registration {
  email: string;
  password: string;
  confirm?: string;
  firstName: string;
  surname: string;
  phone?: string;
  birthday?: string;
  statute?: boolean;
}

async function fillRegistration(page: Page, locale: Locale, data: Registration) {
  const text = TEXT[locale];
  await label(page, text.email).fill(data.email);
  await label(page, text.password).fill(data.password);
  await label(page, text.confirm).fill(data.confirm ?? data.password);
  await label(page, text.firstName).fill(data.firstName);
  await label(page, text.surname).fill(data.surname);
  await label(page, text.phone).fill(data.phone ?? '');
  await label(page, text.birthday).fill(data.birthday ?? '');
  const statute = page.getByRole('checkbox', { name: text.statute });
  if (data.statute ?? true) await statute.check();
  else await statute.uncheck();
}

/** The error of a field: shown, tied to the field by aria-describedby, the field marked invalid. */
async function expectFieldError(page: Page, id: string, message: string) {
  const error = page.locator(`#${id}-error`);
  await expect(error).toContainText(message);
  const field = page.locator(`#${id}`);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect((await field.getAttribute('aria-describedby'))?.split(' ')).toContain(`${id}-error`);
}

const registerThroughApi = (platformURL: string, email: string, password: string) => registerCustomer(platformURL, { name: 'Ola Resetowa', email, password });

async function signIn(page: Page, locale: Locale, email: string, password: string) {
  await page.goto(`${prefix(locale)}/login`);
  await label(page, TEXT[locale].email).fill(email);
  await label(page, TEXT[locale].password).fill(password);
  await page.getByRole('button', { name: TEXT[locale].loginSubmit, exact: true }).click();
}

test.describe('registration', () => {
  for (const locale of ['pl', 'en'] as const) {
    test(`each field error once, already registered, a leaked password, then signed in on /account (${locale})`, async ({ page }) => {
      const text = TEXT[locale];
      await page.goto(`${prefix(locale)}/register`);
      await fillRegistration(page, locale, {
        email: 'not-an-email',
        password: '  short  ',
        confirm: 'other',
        firstName: ' ',
        surname: '',
        phone: '12',
        birthday: '2999-01-01',
        statute: false,
      });
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.locator('[data-register-error]')).toBeVisible();
      await expectFieldError(page, 'register-email', text.invalidEmail);
      await expectFieldError(page, 'register-password', text.short);
      await expectFieldError(page, 'register-passwordConfirmation', text.mismatch);
      await expectFieldError(page, 'register-firstName', text.required);
      await expectFieldError(page, 'register-surname', text.required);
      await expectFieldError(page, 'register-phone', text.phoneError);
      await expectFieldError(page, 'register-birthday', text.future);
      const statute = page.getByRole('checkbox', { name: text.statute });
      await expect(statute).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('.account-form__consent').filter({ has: statute })).toContainText(text.consent);
      // Everything typed is kept, the passwords are never written back.
      await expect(label(page, text.email)).toHaveValue('not-an-email');
      await expect(label(page, text.phone)).toHaveValue('12');
      await expect(label(page, text.birthday)).toHaveValue('2999-01-01');
      await expect(label(page, text.password)).toHaveValue('');
      expect(await page.content()).not.toContain('short  ');
      // The first field with an error has the focus.
      await expect(label(page, text.email)).toBeFocused();

      // Already registered: a way to sign in and to reset the password.
      const password = `nowe-haslo-${locale}-2026`;
      await fillRegistration(page, locale, { email: DEMO_EMAIL, password, firstName: 'Anna', surname: 'Nowa' });
      await page.getByRole('button', { name: text.submit }).click();
      await expectFieldError(page, 'register-email', text.taken);
      await expect(page.locator('#register-email-error').getByRole('link', { name: text.signIn })).toHaveAttribute('href', `${prefix(locale)}/login`);
      await expect(page.locator('#register-email-error').getByRole('link', { name: text.resetLink })).toHaveAttribute(
        'href',
        `${prefix(locale)}/forgot-password`,
      );
      await expect(label(page, text.firstName)).toHaveValue('Anna');
      await expect(page.getByRole('checkbox', { name: text.statute })).toBeChecked();

      // A password from a known leak is refused with its explanation.
      const email = uniqueEmail(`rejestracja-${locale}`);
      await fillRegistration(page, locale, { email, password: LEAKED_PASSWORD, firstName: 'Anna', surname: 'Nowa' });
      await page.getByRole('button', { name: text.submit }).click();
      await expectFieldError(page, 'register-password', text.leaked);

      // A good form: signed in, on the account page.
      await fillRegistration(page, locale, { email, password, firstName: 'Anna', surname: 'Nowa', phone: '+48600700800', birthday: '1990-05-17' });
      await page.getByRole('checkbox', { name: text.newsletter }).check();
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page).toHaveURL(`${prefix(locale)}/account`);
      await expect(page.locator('[data-account-greeting]')).toContainText(text.hello.replace('{name}', 'Anna Nowa'));
      const visible = await page.evaluate(() => document.cookie);
      expect(visible).not.toContain('access_token');
    });
  }
});

test.describe('a refusal only the platform makes', () => {
  for (const locale of ['pl', 'en'] as const) {
    test(`its message is the title and its first field error sits at the e-mail, not "the platform did not accept this value" (${locale})`, async ({
      page,
    }) => {
      const text = TEXT[locale];
      await page.goto(`${prefix(locale)}/register`);
      // The shop's email rule (docs/rules.md#form-validation) takes "!" in an address; the platform's e-mail rule does not.
      const email = `ola!${uniqueEmail(`odmowa-${locale}`)}`;
      await fillRegistration(page, locale, { email, password: `odmowa-haslo-${locale}-2026`, firstName: 'Ola', surname: 'Odmowna' });
      await page.getByRole('button', { name: text.submit }).click();
      const title = page.locator('[data-register-error]');
      await expect(title).toContainText('email:');
      await expect(title).not.toContainText(locale === 'pl' ? 'nie przyjęła' : 'did not accept');
      await expectFieldError(page, 'register-email', 'email:');
      await expect(label(page, text.email)).toHaveValue(email);
    });
  }
});

test.describe('forgotten password', () => {
  for (const locale of ['pl', 'en'] as const) {
    test(`the reset link from the outbox sets a new password that signs in; an altered link says so (${locale})`, async ({ page, stack, baseURL }) => {
      const text = TEXT[locale];
      const email = uniqueEmail(`reset-${locale}`);
      await registerThroughApi(stack.platformURL, email, 'stare-haslo-2026-x');

      // No account enumeration: an unknown address gets the same answer.
      await page.goto(`${prefix(locale)}/forgot-password`);
      await label(page, text.email).fill(uniqueEmail('nikt'));
      await page.getByRole('button', { name: text.forgotSubmit }).click();
      await expect(page.locator('[data-forgot-sent]')).toContainText(text.sent);

      await page.goto(`${prefix(locale)}/forgot-password`);
      await label(page, text.email).fill(email);
      await page.getByRole('button', { name: text.forgotSubmit }).click();
      await expect(page.locator('[data-forgot-sent]')).toContainText(text.sent);

      const link = resetLinkFor(stack.platformDataDir, email);
      expect(link.startsWith(`${baseURL}${prefix(locale)}/reset-password?`)).toBe(true);

      // An altered link: the message and the way to a new one.
      const altered = new URL(link);
      altered.searchParams.set('token', `${altered.searchParams.get('token')}x`);
      await page.goto(altered.toString());
      await expect(page.locator('[data-reset-invalid]')).toHaveText(text.invalidLink);
      await page.getByRole('link', { name: text.newLink }).click();
      await expect(page).toHaveURL(`${prefix(locale)}/forgot-password`);

      // The real link: the rules first, then the new password.
      await page.goto(link);
      const newPassword = `nowe-haslo-po-resecie-${locale}`;
      await label(page, text.newPassword).fill(newPassword);
      await label(page, text.newConfirm).fill('something-else-entirely');
      await page.getByRole('button', { name: text.save }).click();
      await expectFieldError(page, 'reset-passwordConfirmation', text.mismatch);
      await label(page, text.newPassword).fill(newPassword);
      await label(page, text.newConfirm).fill(newPassword);
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.locator('[data-reset-done]')).toContainText(text.done);
      await page.getByRole('link', { name: text.signIn }).last().click();
      await expect(page).toHaveURL(`${prefix(locale)}/login`);

      await signIn(page, locale, email, newPassword);
      await expect(page).toHaveURL(`${prefix(locale)}/account`);

      // The used link no longer works.
      await page.goto(link);
      await expect(page.locator('[data-reset-invalid]')).toBeVisible();
    });
  }
});

test.describe('rate limits', () => {
  test('repeated wrong passwords reach the limit, answered in the page language (pl, en)', async ({ page, stack }) => {
    const email = uniqueEmail('limit');
    const password = 'dobre-haslo-2026-limit';
    await registerThroughApi(stack.platformURL, email, password);
    for (let attempt = 0; attempt < 5; attempt++) {
      await signIn(page, 'pl', email, `zle-haslo-${attempt}-2026`);
      await expect(page.locator('[data-login-error]')).toHaveText(TEXT.pl.wrong);
    }
    await signIn(page, 'pl', email, 'zle-haslo-6-2026');
    await expect(page.locator('[data-login-error]')).toHaveText(TEXT.pl.tooMany);
    // Even the right password waits now.
    await signIn(page, 'en', email, password);
    await expect(page.locator('[data-login-error]')).toHaveText(TEXT.en.tooMany);
    expect(page.url()).toContain('/en/login');
  });
});

test.describe('accessibility', () => {
  test('no axe violations on /register, /forgot-password, /reset-password; registering by keyboard alone (pl)', async ({ page }) => {
    const text = TEXT.pl;
    await page.goto('/register');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.locator('[data-register-error]')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/en/forgot-password');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: TEXT.en.forgotSubmit }).click();
    await expect(page.locator('#forgot-email-error')).toHaveText(TEXT.en.required);
    expect(await axeViolations(page)).toEqual([]);
    await label(page, TEXT.en.email).fill(uniqueEmail('axe'));
    await page.getByRole('button', { name: TEXT.en.forgotSubmit }).click();
    await expect(page.locator('[data-forgot-sent]')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/reset-password?token=abc&email=nikt%40example.com');
    await expect(page.locator('[data-reset-invalid]')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Keyboard only: Tab to each field in order, type, Space for the consent, Enter to send.
    await page.goto('/register');
    for (let presses = 0; presses < 60; presses++) {
      if (await page.evaluate(() => document.activeElement?.id === 'register-email')) break;
      await page.keyboard.press('Tab');
    }
    const email = uniqueEmail('klawiatura');
    const password = 'klawiatura-haslo-2026';
    for (const [id, value] of [
      ['register-email', email],
      ['register-password', password],
      ['register-passwordConfirmation', password],
      ['register-firstName', 'Jan'],
      ['register-surname', 'Klawiszowy'],
      ['register-phone', ''],
      ['register-birthday', ''],
    ] as const) {
      await expect(page.locator(`#${id}`)).toBeFocused();
      if (value) await page.keyboard.type(value);
      await page.keyboard.press('Tab');
      // The date field has several parts; Tab leaves it after them.
      if (id === 'register-birthday') {
        for (let presses = 0; presses < 5 && !(await page.evaluate(() => document.activeElement?.getAttribute('name') === 'consents')); presses++)
          await page.keyboard.press('Tab');
      }
    }
    await expect(page.getByRole('checkbox', { name: text.statute })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: text.statute })).toBeChecked();
    await page.getByRole('button', { name: text.submit }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/account');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('registration and the reset request work as plain forms (pl, en)', async ({ page }) => {
    await page.goto('/en/register');
    await page.getByRole('button', { name: TEXT.en.submit }).click();
    await expectFieldError(page, 'register-email', TEXT.en.required);
    const email = uniqueEmail('bez-js');
    await fillRegistration(page, 'en', { email, password: 'bez-javascriptu-2026', firstName: 'Piotr', surname: 'Bezskryptowy' });
    await page.getByRole('button', { name: TEXT.en.submit }).click();
    await expect(page).toHaveURL('/en/account');
    await expect(page.locator('[data-account-greeting]')).toContainText('Piotr Bezskryptowy');

    await page.goto('/forgot-password');
    await label(page, TEXT.pl.email).fill(email);
    await page.getByRole('button', { name: TEXT.pl.forgotSubmit }).click();
    await expect(page.locator('[data-forgot-sent]')).toContainText(email);
  });
});

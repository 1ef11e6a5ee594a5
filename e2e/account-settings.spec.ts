// The account settings at /account/settings, in Polish and English, each test with a new customer
// registered through the platform's API: my data (the field errors at their fields, values kept, then
// saved); the password (a wrong current one, a short and a leaked new one, then changed: signing in
// takes the new one only); two-step verification (the QR code and key, a wrong code, the right one from
// the key, the recovery codes shown once, signing in with a code, new recovery codes, turning it off
// with the password); the newsletter preference; deleting the account (wrong password, no
// confirmation, then deleted: home says so, signed out, signing in fails); axe on each state; keyboard
// only; without JavaScript.
import type { Locator, Page } from '@playwright/test';
import { generate } from 'otplib';
import { test, expect } from './support/fixtures';
import { axeViolations, registerCustomer, signInByForm, uniqueEmail } from './support/shopper';

// Its wrong passwords count on the sign-in's per-network limit (every password door shares it), so the
// spec runs on a stack of its own: other specs' sign-ins on a shared stack never meet its count.
test.use({ stackOwner: 'e2e/account-settings.spec.ts' });

const TEXT = {
  pl: {
    email: 'E-mail',
    password: 'Hasło',
    signIn: 'Zaloguj się',
    signOut: 'Wyloguj się',
    account: 'Konto',
    settingsLink: 'Ustawienia',
    title: 'Ustawienia konta',
    name: 'Imię i nazwisko',
    phone: 'Telefon (opcjonalnie)',
    birthday: 'Data urodzenia (opcjonalnie)',
    saveData: 'Zapisz moje dane',
    dataSaved: 'Twoje dane zostały zapisane.',
    current: 'Obecne hasło',
    newPassword: 'Nowe hasło',
    confirmation: 'Powtórz nowe hasło',
    changePassword: 'Zmień hasło',
    passwordChanged: 'Hasło zostało zmienione.',
    wrongCurrent: 'Obecne hasło jest nieprawidłowe.',
    tooShort: 'Hasło musi mieć co najmniej 12 znaków',
    mismatch: 'Hasła nie są takie same.',
    leaked: 'To hasło pojawiło się w znanym wycieku danych',
    fullName: 'Podaj imię i nazwisko.',
    phoneError: 'Numer telefonu jest niepoprawny',
    future: 'Data nie może być z przyszłości.',
    required: 'To pole jest wymagane',
    turnOn: 'Włącz weryfikację dwuetapową',
    code: 'Kod z aplikacji',
    confirmCode: 'Potwierdź i włącz',
    wrongCode: 'Ten kod jest nieprawidłowy',
    turnedOn: 'Weryfikacja dwuetapowa jest włączona.',
    codesHeading: 'Twoje kody zapasowe',
    yourPassword: 'Twoje hasło',
    newCodes: 'Utwórz nowe kody zapasowe',
    newCodesDone: 'Utworzono nowe kody zapasowe; poprzednie przestały działać.',
    turnOff: 'Wyłącz weryfikację dwuetapową',
    turnedOff: 'Weryfikacja dwuetapowa jest wyłączona.',
    wrongPassword: 'Hasło jest nieprawidłowe.',
    twoFactorStep: 'Weryfikacja dwuetapowa',
    loginCode: 'Kod z aplikacji lub kod zapasowy',
    verify: 'Sprawdź i zaloguj',
    qr: 'Kod QR do dodania tego konta w aplikacji uwierzytelniającej',
    newsletter: 'Wysyłaj mi nowości i oferty e-mailem',
    saveNewsletter: 'Zapisz wybór',
    newsletterSaved: 'Twój wybór został zapisany.',
    deleteConfirm: 'Rozumiem, że moje konto zostanie usunięte na zawsze',
    deleteSubmit: 'Usuń moje konto',
    confirmRequired: 'Zaznacz to pole, aby potwierdzić, że chcesz usunąć konto.',
    deleted: 'Twoje konto zostało usunięte. Dziękujemy za zakupy.',
    invalidCredentials: 'Nieprawidłowy login lub hasło',
    fix: 'Popraw zaznaczone pola.',
  },
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    signOut: 'Sign out',
    account: 'Account',
    settingsLink: 'Settings',
    title: 'Account settings',
    name: 'First name and surname',
    phone: 'Phone (optional)',
    birthday: 'Date of birth (optional)',
    saveData: 'Save my data',
    dataSaved: 'Your data has been saved.',
    current: 'Current password',
    newPassword: 'New password',
    confirmation: 'Confirm new password',
    changePassword: 'Change the password',
    passwordChanged: 'Your password has been changed.',
    wrongCurrent: 'The current password is incorrect.',
    tooShort: 'Password must be at least 12 characters long',
    mismatch: 'Passwords do not match.',
    leaked: 'This password has appeared in a known data leak',
    fullName: 'Give your first name and surname.',
    phoneError: 'The phone number is incorrect',
    future: 'Date cannot be in the future.',
    required: 'This field is required',
    turnOn: 'Turn on two-step verification',
    code: 'Code from the app',
    confirmCode: 'Confirm and turn on',
    wrongCode: 'This code is not valid',
    turnedOn: 'Two-step verification is on.',
    codesHeading: 'Your recovery codes',
    yourPassword: 'Your password',
    newCodes: 'Create new recovery codes',
    newCodesDone: 'New recovery codes have been created; the old ones no longer work.',
    turnOff: 'Turn off two-step verification',
    turnedOff: 'Two-step verification is off.',
    wrongPassword: 'The password is incorrect.',
    twoFactorStep: 'Two-step verification',
    loginCode: 'Code from the app or a recovery code',
    verify: 'Verify and sign in',
    qr: 'QR code to add this account to an authenticator app',
    newsletter: 'Send me news and offers by e-mail',
    saveNewsletter: 'Save the preference',
    newsletterSaved: 'Your preference has been saved.',
    deleteConfirm: 'I understand that my account will be deleted for good',
    deleteSubmit: 'Delete my account',
    confirmRequired: 'Tick this box to confirm that you want to delete your account.',
    deleted: 'Your account has been deleted. Thank you for shopping with us.',
    invalidCredentials: 'Incorrect login or password',
    fix: 'Please correct the marked fields.',
  },
} as const;
type Locale = keyof typeof TEXT;
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');
const settingsPath = (locale: Locale) => `${prefix(locale)}/account/settings`;
const TOKEN_COOKIES = ['access_token', 'identity_token', 'refresh_token'];

interface Customer {
  name: string;
  email: string;
  password: string;
}

async function newCustomer(platformURL: string, tag: string): Promise<Customer> {
  const customer = { name: 'Iga Ustawna', email: uniqueEmail(`ustawienia-${tag}`), password: 'ustawienia-haslo-2026' };
  await registerCustomer(platformURL, customer);
  return customer;
}

async function signIn(page: Page, locale: Locale, email: string, password: string) {
  await page.getByLabel(TEXT[locale].email, { exact: true }).fill(email);
  await page.getByLabel(TEXT[locale].password, { exact: true }).fill(password);
  await page.getByRole('button', { name: TEXT[locale].signIn, exact: true }).click();
}

/**
 * Opens the settings signed out: the sign-in, then back to the page. The login form's own sending is
 * e2e/account-login.spec.ts's (and this spec's two-step sign-in's): here its plain POST signs in, and its
 * redirect leads back to the page.
 */
async function signInToSettings(page: Page, locale: Locale, customer: { email: string; password: string }) {
  await page.goto(settingsPath(locale));
  await expect(page).toHaveURL(`${prefix(locale)}/login?return=${encodeURIComponent(settingsPath(locale))}`);
  expect(await signInByForm(page, customer, { locale, returnPath: settingsPath(locale) })).toBe(settingsPath(locale));
  await page.goto(settingsPath(locale));
  await expect(page).toHaveURL(settingsPath(locale));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[locale].title);
}

const form = (page: Page, name: string) => page.locator(`[data-settings-form="${name}"]`);
const notice = (page: Page, section: string) => page.locator(`[data-settings-section="${section}"] [data-settings-notice]`);
const accountMenu = (page: Page, locale: Locale) => page.getByRole('navigation', { name: TEXT[locale].account, exact: true });

async function expectFieldError(scope: Locator, label: string, message: string) {
  const input = scope.getByLabel(label, { exact: true });
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
  expect(errorId).toBeTruthy();
  await expect(scope.page().locator(`#${errorId}`)).toContainText(message);
}

async function signOut(page: Page, locale: Locale) {
  await accountMenu(page, locale).getByRole('button', { name: TEXT[locale].signOut }).click();
  await expect(page).toHaveURL(locale === 'en' ? '/en' : '/');
}

for (const locale of ['pl', 'en'] as const) {
  const text = TEXT[locale];

  test(`my data and the password (${locale})`, async ({ page, stack }) => {
    const customer = await newCustomer(stack.platformURL, `dane-${locale}`);
    await signInToSettings(page, locale, customer);
    await expect(accountMenu(page, locale).getByRole('link', { name: text.settingsLink })).toHaveAttribute('href', settingsPath(locale));
    expect(await axeViolations(page)).toEqual([]);
    const data = form(page, 'profile');
    await expect(data.getByLabel(text.name, { exact: true })).toHaveValue(customer.name);
    await expect(page.locator('[data-settings-email]')).toHaveText(customer.email);

    // The form rules, each at its field, everything typed kept.
    await data.getByLabel(text.name, { exact: true }).fill('Iga');
    await data.getByLabel(text.phone, { exact: true }).fill('12-ab');
    await data.getByLabel(text.birthday, { exact: true }).fill('2999-01-01');
    await data.getByRole('button', { name: text.saveData }).click();
    await expect(notice(page, 'profile')).toHaveText(text.fix);
    await expectFieldError(form(page, 'profile'), text.name, text.fullName);
    await expectFieldError(form(page, 'profile'), text.phone, text.phoneError);
    await expectFieldError(form(page, 'profile'), text.birthday, text.future);
    await expect(form(page, 'profile').getByLabel(text.name, { exact: true })).toHaveValue('Iga');
    await expect(form(page, 'profile').getByLabel(text.phone, { exact: true })).toHaveValue('12-ab');
    await expect(form(page, 'profile').getByLabel(text.name, { exact: true })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    await form(page, 'profile').getByLabel(text.name, { exact: true }).fill('Iga Nowa-Ustawna');
    await form(page, 'profile').getByLabel(text.phone, { exact: true }).fill('+48600700800');
    await form(page, 'profile').getByLabel(text.birthday, { exact: true }).fill('1990-05-17');
    await form(page, 'profile').getByRole('button', { name: text.saveData }).click();
    await expect(page).toHaveURL(`${settingsPath(locale)}?done=profile#my-data`);
    await expect(notice(page, 'profile')).toHaveText(text.dataSaved);
    await expect(form(page, 'profile').getByLabel(text.name, { exact: true })).toHaveValue('Iga Nowa-Ustawna');
    await expect(form(page, 'profile').getByLabel(text.phone, { exact: true })).toHaveValue('+48600700800');
    await expect(form(page, 'profile').getByLabel(text.birthday, { exact: true })).toHaveValue('1990-05-17');
    await expect(accountMenu(page, locale).getByRole('link', { name: 'Iga Nowa-Ustawna' })).toBeVisible();

    // The password: a wrong current one first, then a short, a mismatched and a leaked new one.
    const newPassword = 'zupelnie-nowe-haslo-2026';
    const pw = () => form(page, 'password');
    await pw().getByLabel(text.current, { exact: true }).fill('nie-to-haslo-2026');
    await pw().getByLabel(text.newPassword, { exact: true }).fill(newPassword);
    await pw().getByLabel(text.confirmation, { exact: true }).fill(newPassword);
    await pw().getByRole('button', { name: text.changePassword }).click();
    await expectFieldError(pw(), text.current, text.wrongCurrent);
    await expect(pw().getByLabel(text.current, { exact: true })).toHaveValue('');
    expect(await page.content()).not.toContain('nie-to-haslo-2026');
    expect(await axeViolations(page)).toEqual([]);

    await pw().getByLabel(text.current, { exact: true }).fill(customer.password);
    await pw().getByLabel(text.newPassword, { exact: true }).fill('krotkie');
    await pw().getByLabel(text.confirmation, { exact: true }).fill('inne');
    await pw().getByRole('button', { name: text.changePassword }).click();
    await expectFieldError(pw(), text.newPassword, text.tooShort);
    await expectFieldError(pw(), text.confirmation, text.mismatch);

    await pw().getByLabel(text.current, { exact: true }).fill(customer.password);
    await pw().getByLabel(text.newPassword, { exact: true }).fill('123456789012');
    await pw().getByLabel(text.confirmation, { exact: true }).fill('123456789012');
    await pw().getByRole('button', { name: text.changePassword }).click();
    await expectFieldError(pw(), text.newPassword, text.leaked);

    await pw().getByLabel(text.current, { exact: true }).fill(customer.password);
    await pw().getByLabel(text.newPassword, { exact: true }).fill(newPassword);
    await pw().getByLabel(text.confirmation, { exact: true }).fill(newPassword);
    await pw().getByRole('button', { name: text.changePassword }).click();
    await expect(page).toHaveURL(`${settingsPath(locale)}?done=password#password`);
    await expect(notice(page, 'password')).toHaveText(text.passwordChanged);
    expect(await axeViolations(page)).toEqual([]);

    // Signed out, the old password no longer works and the new one does.
    await signOut(page, locale);
    await page.goto(`${prefix(locale)}/login`);
    await signIn(page, locale, customer.email, customer.password);
    await expect(page.locator('[data-login-error]')).toHaveText(text.invalidCredentials);
    await signIn(page, locale, customer.email, newPassword);
    await expect(page).toHaveURL(`${prefix(locale)}/account`);
  });

  test(`two-step verification: on, sign in with it, new recovery codes, off (${locale})`, async ({ page, stack }) => {
    const customer = await newCustomer(stack.platformURL, `2fa-${locale}`);
    await signInToSettings(page, locale, customer);
    // Turning it on asks for the password first (a wrong one refused at its field).
    const setup = () => form(page, 'setup-two-factor');
    await setup().getByLabel(text.yourPassword, { exact: true }).fill('nie-to-haslo-2026');
    await setup().getByRole('button', { name: text.turnOn }).click();
    await expectFieldError(setup(), text.yourPassword, text.wrongPassword);
    await expect(page.locator('[data-totp-secret]')).toHaveCount(0);
    await setup().getByLabel(text.yourPassword, { exact: true }).fill(customer.password);
    await setup().getByRole('button', { name: text.turnOn }).click();
    await expect(page).toHaveURL(`${settingsPath(locale)}#two-factor`);

    // The QR code is drawn in the page (inline SVG), with the key to type by hand.
    const qr = page.getByRole('img', { name: text.qr });
    await expect(qr).toBeVisible();
    await expect(qr.locator('svg path')).toHaveCount(2);
    const secret = (await page.locator('[data-totp-secret]').innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await page.evaluate(() => document.cookie)).not.toContain('tfa_setup');
    expect(await axeViolations(page)).toEqual([]);

    // A wrong code: the message at the field, the same key still shown (the setup survives the round trip).
    await form(page, 'confirm-two-factor').getByLabel(text.code, { exact: true }).fill('000000');
    await form(page, 'confirm-two-factor').getByRole('button', { name: text.confirmCode }).click();
    await expectFieldError(form(page, 'confirm-two-factor'), text.code, text.wrongCode);
    expect((await page.locator('[data-totp-secret]').innerText()).replace(/\s+/g, '')).toBe(secret);
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    expect((await page.locator('[data-totp-secret]').innerText()).replace(/\s+/g, '')).toBe(secret);

    await form(page, 'confirm-two-factor')
      .getByLabel(text.code, { exact: true })
      .fill(await generate({ secret }));
    await form(page, 'confirm-two-factor').getByRole('button', { name: text.confirmCode }).click();
    await expect(page).toHaveURL(`${settingsPath(locale)}?done=two-factor-on#two-factor`);
    await expect(notice(page, 'twoFactor')).toHaveText(text.turnedOn);
    await expect(page.getByRole('heading', { name: text.codesHeading })).toBeVisible();
    const codes = await page.locator('[data-recovery-code]').allInnerTexts();
    expect(codes).toHaveLength(10);
    expect(await page.evaluate(() => document.cookie)).not.toContain('tfa_codes');
    expect(await axeViolations(page)).toEqual([]);
    // Shown once: a reload (and any later visit) does not show them again.
    await page.reload();
    await expect(page.locator('[data-two-factor="on"]')).toBeVisible();
    await expect(page.locator('[data-recovery-codes]')).toHaveCount(0);
    expect(await page.content()).not.toContain(codes[0]!);

    // Signing in now takes a code.
    await signOut(page, locale);
    await page.goto(`${prefix(locale)}/login?return=${encodeURIComponent(settingsPath(locale))}`);
    await signIn(page, locale, customer.email, customer.password);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.twoFactorStep);
    // A code is accepted once (the platform remembers the last time step): turning it on used this step's code, so type the next one.
    await page.getByLabel(text.loginCode).fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: text.verify }).click();
    await expect(page).toHaveURL(settingsPath(locale));

    // New recovery codes: the password first (a wrong one refused).
    const recovery = () => form(page, 'recovery');
    await recovery().getByLabel(text.yourPassword, { exact: true }).fill('nie-to-haslo-2026');
    await recovery().getByRole('button', { name: text.newCodes }).click();
    await expectFieldError(recovery(), text.yourPassword, text.wrongPassword);
    expect(await axeViolations(page)).toEqual([]);
    await recovery().getByLabel(text.yourPassword, { exact: true }).fill(customer.password);
    await recovery().getByRole('button', { name: text.newCodes }).click();
    await expect(notice(page, 'twoFactor')).toHaveText(text.newCodesDone);
    const fresh = await page.locator('[data-recovery-code]').allInnerTexts();
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => codes.includes(code))).toBe(false);
    await page.reload();
    await expect(page.locator('[data-recovery-codes]')).toHaveCount(0);

    // Off with the password (a wrong one refused); then signing in takes the password alone.
    const remove = () => form(page, 'remove-two-factor');
    await remove().getByLabel(text.yourPassword, { exact: true }).fill('nie-to-haslo-2026');
    await remove().getByRole('button', { name: text.turnOff }).click();
    await expectFieldError(remove(), text.yourPassword, text.wrongPassword);
    await remove().getByLabel(text.yourPassword, { exact: true }).fill(customer.password);
    await remove().getByRole('button', { name: text.turnOff }).click();
    await expect(notice(page, 'twoFactor')).toHaveText(text.turnedOff);
    await expect(page.getByRole('button', { name: text.turnOn })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await signOut(page, locale);
    await page.goto(`${prefix(locale)}/login`);
    await signIn(page, locale, customer.email, customer.password);
    await expect(page).toHaveURL(`${prefix(locale)}/account`);
  });

  test(`deleting the account (${locale})`, async ({ page, stack }) => {
    const customer = await newCustomer(stack.platformURL, `usun-${locale}`);
    await signInToSettings(page, locale, customer);
    const del = () => form(page, 'delete');

    // Neither the password nor the confirmation.
    await del().getByRole('button', { name: text.deleteSubmit }).click();
    await expectFieldError(del(), text.yourPassword, text.required);
    await expectFieldError(del(), text.deleteConfirm, text.confirmRequired);
    expect(await axeViolations(page)).toEqual([]);

    // A wrong password, confirmed: refused, the tick kept.
    await del().getByLabel(text.yourPassword, { exact: true }).fill('nie-to-haslo-2026');
    await del().getByLabel(text.deleteConfirm).check();
    await del().getByRole('button', { name: text.deleteSubmit }).click();
    await expectFieldError(del(), text.yourPassword, text.wrongPassword);
    await expect(del().getByLabel(text.deleteConfirm)).toBeChecked();

    await del().getByLabel(text.yourPassword, { exact: true }).fill(customer.password);
    await del().getByRole('button', { name: text.deleteSubmit }).click();
    await expect(page).toHaveURL(`${locale === 'en' ? '/en' : '/'}?account=deleted`);
    await expect(page.locator('[data-account-deleted]')).toHaveText(text.deleted);
    await expect(accountMenu(page, locale).getByRole('link', { name: text.signIn })).toBeVisible();
    expect((await page.context().cookies()).filter((cookie) => TOKEN_COOKIES.includes(cookie.name))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(settingsPath(locale));
    await expect(page).toHaveURL(`${prefix(locale)}/login?return=${encodeURIComponent(settingsPath(locale))}`);
    await signIn(page, locale, customer.email, customer.password);
    await expect(page.locator('[data-login-error]')).toHaveText(text.invalidCredentials);
  });
}

test('the newsletter preference, by keyboard alone (pl)', async ({ page, stack }) => {
  const text = TEXT.pl;
  await signInToSettings(page, 'pl', await newCustomer(stack.platformURL, 'klawiatura'));
  const box = form(page, 'preferences').getByLabel(text.newsletter);
  await expect(box).not.toBeChecked();
  // Tab to the checkbox, Space ticks it, Tab to its button, Enter sends.
  await page.locator('body').focus();
  for (let presses = 0; presses < 80; presses++) {
    if (await box.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(box).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(form(page, 'preferences').getByRole('button', { name: text.saveNewsletter })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${settingsPath('pl')}?done=preferences#newsletter`);
  await expect(notice(page, 'preferences')).toHaveText(text.newsletterSaved);
  await expect(form(page, 'preferences').getByLabel(text.newsletter)).toBeChecked();

  // My data by keyboard too: Tab to the phone, type, Enter sends the form.
  const phone = form(page, 'profile').getByLabel(text.phone, { exact: true });
  await page.locator('body').focus();
  for (let presses = 0; presses < 80; presses++) {
    if (await phone.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(phone).toBeFocused();
  await page.keyboard.type('600 700 800');
  await page.keyboard.press('Enter');
  await expect(notice(page, 'profile')).toHaveText(text.dataSaved);
  // Typed without a country code: saved with Poland's (the server takes a phone with its code).
  await expect(form(page, 'profile').getByLabel(text.phone, { exact: true })).toHaveValue('+48600700800');

  // Unticked again: the preference is a real yes or no.
  await form(page, 'preferences').getByLabel(text.newsletter).uncheck();
  await form(page, 'preferences').getByRole('button', { name: text.saveNewsletter }).click();
  await expect(notice(page, 'preferences')).toHaveText(text.newsletterSaved);
  await expect(form(page, 'preferences').getByLabel(text.newsletter)).not.toBeChecked();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('two-step verification on and the recovery codes once, as plain forms (en)', async ({ page, stack }) => {
    const text = TEXT.en;
    const customer = await newCustomer(stack.platformURL, 'bez-js');
    await signInToSettings(page, 'en', customer);
    await form(page, 'setup-two-factor').getByLabel(text.yourPassword, { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: text.turnOn }).click();
    const secret = (await page.locator('[data-totp-secret]').innerText()).replace(/\s+/g, '');
    await expect(page.getByRole('img', { name: text.qr })).toBeVisible();
    await form(page, 'confirm-two-factor')
      .getByLabel(text.code, { exact: true })
      .fill(await generate({ secret }));
    await form(page, 'confirm-two-factor').getByRole('button', { name: text.confirmCode }).click();
    await expect(page.locator('[data-recovery-code]')).toHaveCount(10);
    await page.goto(settingsPath('en'));
    await expect(page.locator('[data-recovery-codes]')).toHaveCount(0);
    await expect(page.locator('[data-two-factor="on"]')).toBeVisible();
  });
});

// The field rules (docs/rules.md#form-validation) on the server-rendered forms with JavaScript on (sign-in, registration, the forgotten and the
// new password, the address book, the account settings, the contact form, the product question): nothing
// is said while the shopper types, the field's message appears at the field on blur (aria-invalid,
// aria-describedby, the server's own error element), it goes once the value is fixed, in Polish and
// English; axe stays clean with errors shown. A date of birth in the future, a street without its house
// number and a billing VAT number of the wrong format are said on blur or change too.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { axeViolations, registerCustomer, signInByForm, uniqueEmail } from './support/shopper';
import { resetLinkFor } from './support/platform-outbox';

const TEXT = {
  pl: {
    newPassword: 'Nowe hasło',
    newConfirm: 'Powtórz nowe hasło',
    forgotSubmit: 'Wyślij link',
    email: 'E-mail',
    password: 'Hasło',
    confirm: 'Powtórz hasło',
    firstName: 'Imię',
    phone: 'Telefon (opcjonalnie)',
    birthday: 'Data urodzenia (opcjonalnie)',
    future: 'Data nie może być z przyszłości.',
    required: 'To pole jest wymagane',
    invalidEmail: 'To pole musi zawierać poprawny adres e-mail',
    short: 'Hasło musi mieć co najmniej 12 znaków',
    mismatch: 'Hasła nie są takie same.',
    phoneError: 'Numer telefonu jest niepoprawny',
  },
  en: {
    newPassword: 'New password',
    newConfirm: 'Confirm new password',
    forgotSubmit: 'Send the link',
    email: 'E-mail',
    password: 'Password',
    confirm: 'Confirm password',
    firstName: 'First name',
    phone: 'Phone (optional)',
    birthday: 'Date of birth (optional)',
    future: 'Date cannot be in the future.',
    required: 'This field is required',
    invalidEmail: 'This field must be a valid email',
    short: 'Password must be at least 12 characters long',
    mismatch: 'Passwords do not match.',
    phoneError: 'The phone number is incorrect',
  },
} as const;
type Locale = keyof typeof TEXT;
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');

const SETTINGS = {
  pl: {
    title: 'Ustawienia konta',
    name: 'Imię i nazwisko',
    phone: 'Telefon (opcjonalnie)',
    newPassword: 'Nowe hasło',
    confirmation: 'Powtórz nowe hasło',
    current: 'Obecne hasło',
    deleteConfirm: 'Rozumiem, że moje konto zostanie usunięte na zawsze',
    signIn: 'Zaloguj się',
    fullName: 'Podaj imię i nazwisko.',
    confirmRequired: 'Zaznacz to pole, aby potwierdzić, że chcesz usunąć konto.',
  },
  en: {
    title: 'Account settings',
    name: 'First name and surname',
    phone: 'Phone (optional)',
    newPassword: 'New password',
    confirmation: 'Confirm new password',
    current: 'Current password',
    deleteConfirm: 'I understand that my account will be deleted for good',
    signIn: 'Sign in',
    fullName: 'Give your first name and surname.',
    confirmRequired: 'Tick this box to confirm that you want to delete your account.',
  },
} as const;

/** The contact form and the product question share their labels but for the consent's wording. */
const MESSAGE_FORMS = {
  pl: {
    name: 'Imię i nazwisko',
    phone: 'Telefon (opcjonalnie)',
    message: 'Wiadomość',
    contactConsent: /^Zgadzam się na przetwarzanie moich danych \(imienia/,
    questionConsent: /^Zgadzam się na przetwarzanie moich danych przez sklep w celu odpowiedzi na to pytanie/,
  },
  en: {
    name: 'Full name',
    phone: 'Phone (optional)',
    message: 'Message',
    contactConsent: /^I agree that the shop processes my data \(name/,
    questionConsent: /^I agree that the shop processes my data to answer this question/,
  },
} as const;
const label = (page: Page, text: string) => page.getByLabel(text, { exact: true });

async function expectError(page: Page, field: Locator, message: string) {
  const id = await field.getAttribute('id');
  const error = page.locator(`#${id}-error`);
  await expect(error).toHaveText(message);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect((await field.getAttribute('aria-describedby'))?.split(' ')).toContain(`${id}-error`);
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

async function expectNoError(page: Page, field: Locator) {
  const id = await field.getAttribute('id');
  await expect(page.locator(`#${id}-error`)).toHaveCount(0);
  await expect(field).not.toHaveAttribute('aria-invalid', /.*/);
  expect((await field.getAttribute('aria-describedby')) ?? '').not.toContain(`${id}-error`);
}

/** Types key by key (input events only), checks that nothing is said yet, then leaves the field. */
async function typeThenBlur(page: Page, field: Locator, value: string) {
  await field.fill('');
  await field.pressSequentially(value);
  await expectNoError(page, field);
  await field.blur();
}

/** Replaces a value that has a message: the message stays while typing and is checked again on blur. */
async function fixThenBlur(page: Page, field: Locator, value: string) {
  const id = await field.getAttribute('id');
  const before = await page.locator(`#${id}-error`).textContent();
  await field.fill('');
  await field.pressSequentially(value);
  await expect(page.locator(`#${id}-error`)).toHaveText(before ?? '');
  await field.blur();
}

test.describe('blur validation on the server-rendered forms', () => {
  for (const locale of ['pl', 'en'] as const) {
    const text = TEXT[locale];

    test(`sign-in: an e-mail checked on blur, not while typing (${locale})`, async ({ page }) => {
      await page.goto(`${prefix(locale)}/login`);
      const email = label(page, text.email);
      const password = label(page, text.password);
      await typeThenBlur(page, email, 'klient@');
      await expectError(page, email, text.invalidEmail);
      expect(await axeViolations(page)).toEqual([]);
      // While the fix is typed the message stays; it goes when the field is left.
      await email.pressSequentially('example.com');
      await expect(page.locator('#login-email-error')).toHaveText(text.invalidEmail);
      await email.blur();
      await expectNoError(page, email);
      await password.focus();
      await password.blur();
      await expectError(page, password, text.required);
      await fixThenBlur(page, password, 'cokolwiek');
      await expectNoError(page, password);
    });

    test(`registration: e-mail, password, its confirmation, phone and date of birth checked on blur or change (${locale})`, async ({ page }) => {
      await page.goto(`${prefix(locale)}/register`);
      const email = label(page, text.email);
      const password = label(page, text.password);
      const confirm = label(page, text.confirm);
      const firstName = label(page, text.firstName);
      const phone = label(page, text.phone);

      await typeThenBlur(page, email, 'nie-adres');
      await expectError(page, email, text.invalidEmail);
      await typeThenBlur(page, password, 'krotkie');
      await expectError(page, password, text.short);
      // The hint stays described next to the error.
      expect((await password.getAttribute('aria-describedby'))?.split(' ')).toContain('register-password-hint');
      await typeThenBlur(page, confirm, 'inne-haslo-2026');
      await expectError(page, confirm, text.mismatch);
      await firstName.focus();
      await firstName.blur();
      await expectError(page, firstName, text.required);
      await typeThenBlur(page, phone, '12');
      await expectError(page, phone, text.phoneError);
      // A date picker's value comes with a change event: a date in the future is said at once.
      const birthday = label(page, text.birthday);
      await birthday.fill('2999-01-01');
      await expectError(page, birthday, text.future);
      expect(await axeViolations(page)).toEqual([]);
      await birthday.fill('1990-05-17');
      await expectNoError(page, birthday);

      await fixThenBlur(page, email, 'ktos@example.com');
      await expectNoError(page, email);
      // A password that now equals the confirmation clears both: the confirmation is checked again.
      await fixThenBlur(page, password, 'inne-haslo-2026');
      await expectNoError(page, password);
      await expectNoError(page, confirm);
      await fixThenBlur(page, firstName, 'Ewa');
      await expectNoError(page, firstName);
      // A change event alone (e.g. autofill) checks the field too.
      await phone.evaluate((input: HTMLInputElement) => {
        input.value = '600 700 800';
        input.dispatchEvent(new Event('change', { bubbles: true }));
      });
      await expectNoError(page, phone);
      await expect(page.locator('.account-form__field-error')).toHaveCount(0);
    });
  }

  for (const locale of ['pl', 'en'] as const) {
    test(`forgotten password: the e-mail checked on blur (${locale})`, async ({ page }) => {
      await page.goto(`${prefix(locale)}/forgot-password`);
      const email = label(page, TEXT[locale].email);
      await typeThenBlur(page, email, 'ktos@@example.com');
      await expectError(page, email, TEXT[locale].invalidEmail);
      expect(await axeViolations(page)).toEqual([]);
      await fixThenBlur(page, email, 'ktos@example.com');
      await expectNoError(page, email);
    });

    test(`new password from the reset link: the password and its confirmation checked on blur (${locale})`, async ({ page, stack }) => {
      const text = TEXT[locale];
      const customer = { name: 'Ola Resetowa', email: uniqueEmail(`blur-reset-${locale}`), password: 'stare-haslo-2026-x' };
      await registerCustomer(stack.platformURL, customer);
      await page.goto(`${prefix(locale)}/forgot-password`);
      await label(page, text.email).fill(customer.email);
      await page.getByRole('button', { name: text.forgotSubmit }).click();
      await expect(page.locator('[data-forgot-sent]')).toBeVisible();
      await page.goto(resetLinkFor(stack.platformDataDir, customer.email));

      const password = label(page, text.newPassword);
      const confirm = label(page, text.newConfirm);
      await typeThenBlur(page, password, 'za-krotkie');
      await expectError(page, password, text.short);
      expect((await password.getAttribute('aria-describedby'))?.split(' ')).toContain('reset-password-hint');
      await typeThenBlur(page, confirm, 'nowe-haslo-po-resecie');
      await expectError(page, confirm, text.mismatch);
      expect(await axeViolations(page)).toEqual([]);
      // The password made equal to the confirmation clears both.
      await fixThenBlur(page, password, 'nowe-haslo-po-resecie');
      await expectNoError(page, password);
      await expectNoError(page, confirm);
    });
  }

  const ADDRESSES = {
    pl: {
      signIn: 'Zaloguj się',
      add: 'Dodaj adres dostawy',
      addBilling: 'Dodaj adres rozliczeniowy',
      street: 'Ulica i numer',
      zip: 'Kod pocztowy',
      country: 'Kraj',
      phone: 'Telefon',
      vat: 'Numer NIP',
      poland: 'Polska',
      germany: 'Niemcy',
      zipError: 'Kod pocztowy jest niepoprawny. Powinien mieć format „XX-XXX”.',
      streetError: 'Podaj nazwę ulicy i numer domu.',
      vatError: 'Podany numer NIP jest niepoprawny',
    },
    en: {
      signIn: 'Sign in',
      add: 'Add a shipping address',
      addBilling: 'Add a billing address',
      street: 'Street and number',
      zip: 'Zip code',
      country: 'Country',
      phone: 'Phone',
      vat: 'VAT number',
      poland: 'Poland',
      germany: 'Germany',
      zipError: 'Zip code is incorrect. It should have the format "XX-XXX".',
      streetError: 'Give the street name and the house number.',
      vatError: 'Provided VAT Number is incorrect',
    },
  } as const;
  for (const locale of ['pl', 'en'] as const) {
    test(`address book: the street and number, the zip code (Poland only) and the phone checked on blur (${locale})`, async ({ page, stack, baseURL }) => {
      // Signing in, the address page and axe with the errors shown: more than the default time on a busy machine.
      test.slow();
      const text = ADDRESSES[locale];
      const customer = { name: 'Ola Adresowa', email: uniqueEmail(`blur-adresy-${locale}`), password: 'adresy-haslo-2026-x' };
      await registerCustomer(stack.platformURL, customer);
      // Signed in by the login form's plain POST (the login form's own checks are above), then the page.
      expect(await signInByForm(page, customer, { locale, returnPath: `${prefix(locale)}/account/addresses`, baseURL })).toBe(
        `${prefix(locale)}/account/addresses`,
      );
      await page.goto(`${prefix(locale)}/account/addresses`);
      await expect(page).toHaveURL(`${prefix(locale)}/account/addresses`);
      const form = page.locator('[data-address-form="shipping-new"]');
      if (!(await form.isVisible())) await page.getByText(text.add, { exact: true }).click();
      await expect(form).toBeVisible();
      const zip = form.getByLabel(text.zip, { exact: true });
      const country = form.getByLabel(text.country, { exact: true });
      const phone = form.getByLabel(text.phone, { exact: true });
      const street = form.getByLabel(text.street, { exact: true });
      await country.selectOption({ label: text.poland });
      await typeThenBlur(page, street, 'Kwiatowa');
      await expectError(page, street, text.streetError);
      await typeThenBlur(page, zip, '12345');
      await expectError(page, zip, text.zipError);
      await typeThenBlur(page, phone, 'abc');
      await expectError(page, phone, TEXT[locale].phoneError);
      expect(await axeViolations(page)).toEqual([]);
      // Another country: the zip code's format no longer applies, and the zip is checked again.
      await country.selectOption({ label: text.germany });
      await expectNoError(page, zip);
      await fixThenBlur(page, phone, '600 700 800');
      await expectNoError(page, phone);
      await fixThenBlur(page, street, 'Kwiatowa 12/3');
      await expectNoError(page, street);
    });

    test(`address book: the billing VAT number checked on blur, by the country chosen (${locale})`, async ({ page, stack, baseURL }) => {
      // Signing in, the address page and axe with the errors shown: more than the default time on a busy machine.
      test.slow();
      const text = ADDRESSES[locale];
      const customer = { name: 'Ola Rozliczeniowa', email: uniqueEmail(`blur-nip-${locale}`), password: 'adresy-haslo-2026-x' };
      await registerCustomer(stack.platformURL, customer);
      // Signed in by the login form's plain POST (the login form's own checks are above), then the page.
      expect(await signInByForm(page, customer, { locale, returnPath: `${prefix(locale)}/account/addresses`, baseURL })).toBe(
        `${prefix(locale)}/account/addresses`,
      );
      await page.goto(`${prefix(locale)}/account/addresses`);
      await expect(page).toHaveURL(`${prefix(locale)}/account/addresses`);

      // A NIP while the country is Poland, an EU VAT number for another country.
      const billing = page.locator('[data-address-form="billing-new"]');
      if (!(await billing.isVisible())) await page.getByText(text.addBilling, { exact: true }).click();
      await expect(billing).toBeVisible();
      const vat = billing.getByLabel(text.vat, { exact: true });
      const billingCountry = billing.getByLabel(text.country, { exact: true });
      await billingCountry.selectOption({ label: text.poland });
      await typeThenBlur(page, vat, 'DE123456789');
      await expectError(page, vat, text.vatError);
      expect(await axeViolations(page)).toEqual([]);
      // Germany: the same number is now a valid EU VAT number, checked again with the country.
      await billingCountry.selectOption({ label: text.germany });
      await expectNoError(page, vat);
      await typeThenBlur(page, vat, 'DE12345');
      await expectError(page, vat, text.vatError);
      await fixThenBlur(page, vat, 'DE 123 456 789');
      await expectNoError(page, vat);
    });
  }

  for (const locale of ['pl', 'en'] as const) {
    const text = TEXT[locale];
    const settings = SETTINGS[locale];
    const forms = MESSAGE_FORMS[locale];

    test(`account settings: the name, phone, date of birth, new password, its confirmation and the delete box checked on blur or change (${locale})`, async ({
      page,
      stack,
      baseURL,
    }) => {
      const customer = { name: 'Iga Ustawna', email: uniqueEmail(`blur-ustawienia-${locale}`), password: 'ustawienia-haslo-2026' };
      await registerCustomer(stack.platformURL, customer);
      // Signed in by the login form's plain POST (the login form's own checks are above), then the page.
      expect(await signInByForm(page, customer, { locale, returnPath: `${prefix(locale)}/account/settings`, baseURL })).toBe(
        `${prefix(locale)}/account/settings`,
      );
      await page.goto(`${prefix(locale)}/account/settings`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.title);

      const name = label(page, settings.name);
      const phone = label(page, settings.phone);
      const newPassword = label(page, settings.newPassword);
      const confirmation = label(page, settings.confirmation);
      const current = label(page, settings.current);
      const deleteBox = label(page, settings.deleteConfirm);

      // The saved name is there and nothing is said until a field is left.
      await expect(name).toHaveValue(customer.name);
      await typeThenBlur(page, name, 'Iga');
      await expectError(page, name, settings.fullName);
      await typeThenBlur(page, phone, '600');
      await expectError(page, phone, text.phoneError);
      const birthday = label(page, text.birthday);
      await birthday.fill('2999-01-01');
      await expectError(page, birthday, text.future);
      await typeThenBlur(page, newPassword, 'krotkie');
      await expectError(page, newPassword, text.short);
      // The hint stays described next to the error.
      expect((await newPassword.getAttribute('aria-describedby'))?.split(' ')).toContain('settings-password-password-hint');
      await typeThenBlur(page, confirmation, 'inne-haslo-2026');
      await expectError(page, confirmation, text.mismatch);
      await current.focus();
      await current.blur();
      await expectError(page, current, text.required);
      await deleteBox.focus();
      await deleteBox.blur();
      await expectError(page, deleteBox, settings.confirmRequired);
      expect(await axeViolations(page)).toEqual([]);

      await fixThenBlur(page, name, 'Iga Nowak');
      await expectNoError(page, name);
      await fixThenBlur(page, phone, '+48600700800');
      await expectNoError(page, phone);
      await birthday.fill('1990-05-17');
      await expectNoError(page, birthday);
      // A new password that equals the confirmation clears both.
      await fixThenBlur(page, newPassword, 'inne-haslo-2026');
      await expectNoError(page, newPassword);
      await expectNoError(page, confirmation);
      await deleteBox.check();
      await expectNoError(page, deleteBox);
      // The submit is still the server's: the corrected profile is saved.
      await page.locator('[data-settings-form="profile"]').getByRole('button').click();
      await expect(page.locator('[data-settings-section="profile"] [data-settings-notice="success"]')).toBeVisible();
      await expect(name).toHaveValue('Iga Nowak');
    });

    test(`contact form: the name, e-mail, phone, message and consent checked on blur (${locale})`, async ({ page }) => {
      await page.goto(`${prefix(locale)}/kontakt`);
      const name = label(page, forms.name);
      const email = label(page, text.email);
      const phone = label(page, forms.phone);
      const message = label(page, forms.message);
      const consent = page.getByLabel(forms.contactConsent);

      await name.focus();
      await name.blur();
      await expectError(page, name, text.required);
      await typeThenBlur(page, email, 'ktos@example');
      await expectError(page, email, text.invalidEmail);
      await typeThenBlur(page, phone, 'abc');
      await expectError(page, phone, text.phoneError);
      await message.focus();
      await message.blur();
      await expectError(page, message, text.required);
      await consent.focus();
      await consent.blur();
      await expectError(page, consent, text.required);
      expect(await axeViolations(page)).toEqual([]);

      // Leaving a fixed field by pressing the box below it: its error goes once the click is done, so the
      // box does not move under the pointer and the click ticks it.
      await phone.fill('600 700 800');
      await consent.click();
      await expect(consent).toBeChecked();
      await expectNoError(page, phone);
      await expectNoError(page, consent);

      await fixThenBlur(page, name, 'Ola Kontaktowa');
      await expectNoError(page, name);
      await fixThenBlur(page, email, 'ola@example.com');
      await expectNoError(page, email);
      // An optional field emptied again is fine.
      await phone.fill('');
      await phone.blur();
      await expectNoError(page, phone);
      await fixThenBlur(page, message, 'Pytanie o dostawę.');
      await expectNoError(page, message);
      await expect(page.locator('.contact-form__field-error')).toHaveCount(0);
    });

    test(`product question: the name, e-mail, phone and consent checked on blur (${locale})`, async ({ page }) => {
      await page.goto(locale === 'en' ? '/en/product/sofa-mazury' : '/product/fotel-uszak');
      const form = page.locator('#question');
      const name = form.getByLabel(forms.name, { exact: true });
      const email = form.getByLabel(text.email, { exact: true });
      const phone = form.getByLabel(forms.phone, { exact: true });
      const consent = form.getByLabel(forms.questionConsent);

      await typeThenBlur(page, email, 'ktos@@example.com');
      await expectError(page, email, text.invalidEmail);
      await name.focus();
      await name.blur();
      await expectError(page, name, text.required);
      await typeThenBlur(page, phone, '12');
      await expectError(page, phone, text.phoneError);
      await consent.focus();
      await consent.blur();
      await expectError(page, consent, text.required);
      expect(await axeViolations(page)).toEqual([]);

      await fixThenBlur(page, email, 'ktos@example.com');
      await expectNoError(page, email);
      await fixThenBlur(page, name, 'Jan Kowalski');
      await expectNoError(page, name);
      await fixThenBlur(page, phone, '600-700-800');
      await expectNoError(page, phone);
      await consent.check();
      await expectNoError(page, consent);
      await expect(form.locator('.product-question__field-error')).toHaveCount(0);
    });
  }
});

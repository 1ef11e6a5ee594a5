// Spec §5 on the server-rendered forms with JavaScript on: nothing is said while the shopper types, the
// field's message appears at the field on blur (aria-invalid, aria-describedby, the server's own error
// element), it goes once the value is fixed, in Polish and English; axe stays clean with errors shown.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { axeViolations, registerCustomer, uniqueEmail } from './support/shopper';

const TEXT = {
  pl: {
    email: 'E-mail', password: 'Hasło', confirm: 'Powtórz hasło', firstName: 'Imię', phone: 'Telefon (opcjonalnie)',
    required: 'To pole jest wymagane', invalidEmail: 'To pole musi zawierać poprawny adres e-mail', short: 'Hasło musi mieć co najmniej 12 znaków', mismatch: 'Hasła nie są takie same.', phoneError: 'Numer telefonu jest niepoprawny',
  },
  en: {
    email: 'E-mail', password: 'Password', confirm: 'Confirm password', firstName: 'First name', phone: 'Phone (optional)',
    required: 'This field is required', invalidEmail: 'This field must be a valid email', short: 'Password must be at least 12 characters long', mismatch: 'Passwords do not match.', phoneError: 'The phone number is incorrect',
  },
} as const;
type Locale = keyof typeof TEXT;
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');
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

    test(`registration: e-mail, password, its confirmation and phone checked on blur (${locale})`, async ({ page }) => {
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
      expect(await axeViolations(page)).toEqual([]);

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

  test('forgotten password: the e-mail checked on blur (pl)', async ({ page }) => {
    await page.goto('/forgot-password');
    const email = label(page, TEXT.pl.email);
    await typeThenBlur(page, email, 'ktos@@example.com');
    await expectError(page, email, TEXT.pl.invalidEmail);
    expect(await axeViolations(page)).toEqual([]);
    await fixThenBlur(page, email, 'ktos@example.com');
    await expectNoError(page, email);
  });

  test('address book: the zip code (Poland only) and the phone checked on blur (en)', async ({ page, stack }) => {
    const customer = { name: 'Ola Adresowa', email: uniqueEmail('blur-adresy'), password: 'adresy-haslo-2026-x' };
    await registerCustomer(stack.platformURL, customer);
    await page.goto('/en/login?return=/en/account/addresses');
    await label(page, 'E-mail').fill(customer.email);
    await label(page, 'Password').fill(customer.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/en/account/addresses');
    const form = page.locator('[data-address-form="shipping-new"]');
    if (!(await form.isVisible())) await page.getByText('Add a shipping address', { exact: true }).click();
    await expect(form).toBeVisible();
    const zip = form.getByLabel('Zip code', { exact: true });
    const country = form.getByLabel('Country', { exact: true });
    const phone = form.getByLabel('Phone', { exact: true });
    await country.selectOption({ label: 'Poland' });
    await typeThenBlur(page, zip, '12345');
    await expectError(page, zip, 'Zip code is incorrect. It should have the format "XX-XXX".');
    await typeThenBlur(page, phone, 'abc');
    await expectError(page, phone, 'The phone number is incorrect');
    expect(await axeViolations(page)).toEqual([]);
    // Another country: the zip code's format no longer applies, and the zip is checked again.
    await country.selectOption({ label: 'Germany' });
    await expectNoError(page, zip);
    await fixThenBlur(page, phone, '600 700 800');
    await expectNoError(page, phone);
  });
});

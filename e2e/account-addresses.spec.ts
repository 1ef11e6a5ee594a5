// The shopper's saved addresses at /account/addresses, in Polish and English, each test with a new
// customer registered through the platform's API (the demo customer is shared with other tests):
// signed out → login and back; add a shipping and a billing address (with a VAT number) and see them
// listed with their countries named in the page's language; each field error once, tied to its
// field, with what was typed kept; edit; set another as default; removing the default refused with
// its message; delete after the confirmation; axe with and without errors; keyboard only; no JavaScript.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { axeViolations, registerCustomer, signInByForm, uniqueEmail } from './support/shopper';

const TEXT = {
  pl: {
    email: 'E-mail',
    password: 'Hasło',
    signIn: 'Zaloguj się',
    title: 'Moje adresy',
    addShipping: 'Dodaj adres dostawy',
    addBilling: 'Dodaj adres rozliczeniowy',
    name: 'Imię i nazwisko lub firma',
    address: 'Ulica i numer',
    zip: 'Kod pocztowy',
    city: 'Miasto',
    country: 'Kraj',
    phone: 'Telefon',
    vat: 'Numer NIP',
    save: 'Zapisz adres',
    saveChanges: 'Zapisz zmiany',
    edit: 'Edytuj adres',
    makeDefault: 'Ustaw jako domyślny',
    delete: 'Usuń adres',
    confirmDelete: 'Tak, usuń ten adres',
    isDefault: 'Domyślny',
    poland: 'Polska',
    germany: 'Niemcy',
    vatLine: 'NIP: ',
    saved: 'Adres został zapisany.',
    deleted: 'Adres został usunięty.',
    defaultChanged: 'Adres domyślny został zmieniony.',
    required: 'To pole jest wymagane',
    zipError: 'Kod pocztowy jest niepoprawny. Powinien mieć format „XX-XXX”.',
    phoneError: 'Numer telefonu jest niepoprawny',
    vatError: 'Podany numer NIP jest niepoprawny',
    streetError: 'Podaj nazwę ulicy i numer domu.',
    phoneLine: 'Telefon: ',
    fix: 'Popraw zaznaczone pola.',
    removeDefault: 'To jest Twój adres domyślny i nie można go usunąć',
  },
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    title: 'My addresses',
    addShipping: 'Add a shipping address',
    addBilling: 'Add a billing address',
    name: 'Full name or company',
    address: 'Street and number',
    zip: 'Zip code',
    city: 'City',
    country: 'Country',
    phone: 'Phone',
    vat: 'VAT number',
    save: 'Save the address',
    saveChanges: 'Save changes',
    edit: 'Edit the address',
    makeDefault: 'Set as default',
    delete: 'Delete the address',
    confirmDelete: 'Yes, delete this address',
    isDefault: 'Default',
    poland: 'Poland',
    germany: 'Germany',
    vatLine: 'VAT number: ',
    saved: 'The address has been saved.',
    deleted: 'The address has been deleted.',
    defaultChanged: 'The default address has been changed.',
    required: 'This field is required',
    zipError: 'Zip code is incorrect. It should have the format "XX-XXX".',
    phoneError: 'The phone number is incorrect',
    vatError: 'Provided VAT Number is incorrect',
    streetError: 'Give the street name and the house number.',
    phoneLine: 'Phone: ',
    fix: 'Please correct the marked fields.',
    removeDefault: 'This is your default address and cannot be removed',
  },
} as const;
type Locale = keyof typeof TEXT;
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');

interface AddressValues {
  name: string;
  address: string;
  zip: string;
  city: string;
  country?: string;
  phone: string;
  vat?: string;
}

/** A new customer of this test, registered through the platform's API. */
async function newCustomer(platformURL: string, tag: string) {
  const customer = { name: 'Ola Adresowa', email: uniqueEmail(`adresy-${tag}`), password: 'adresy-haslo-2026-x' };
  await registerCustomer(platformURL, customer);
  return customer;
}

/**
 * Opens the addresses page signed out: login, then back to the page. The login form's own sending is
 * e2e/account-login.spec.ts's: here its plain POST signs in, and its redirect leads back to the page.
 */
async function signInToAddresses(page: Page, locale: Locale, customer: { email: string; password: string }) {
  const path = `${prefix(locale)}/account/addresses`;
  await page.goto(path);
  await expect(page).toHaveURL(`${prefix(locale)}/login?return=${encodeURIComponent(path)}`);
  expect(await signInByForm(page, customer, { locale, returnPath: path })).toBe(path);
  await page.goto(path);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: TEXT[locale].title })).toBeVisible();
}

const list = (page: Page, kind: 'shipping' | 'billing') => page.locator(`[data-address-list="${kind}"]`);
const items = (page: Page, kind: 'shipping' | 'billing') => list(page, kind).locator('[data-address]');
const newForm = (page: Page, kind: 'shipping' | 'billing') => page.locator(`[data-address-form="${kind}-new"]`);

async function openAddForm(page: Page, locale: Locale, kind: 'shipping' | 'billing'): Promise<Locator> {
  const form = newForm(page, kind);
  if (!(await form.isVisible())) await page.getByText(kind === 'shipping' ? TEXT[locale].addShipping : TEXT[locale].addBilling, { exact: true }).click();
  await expect(form).toBeVisible();
  return form;
}

async function fillAddress(form: Locator, locale: Locale, values: Partial<AddressValues>) {
  const text = TEXT[locale];
  for (const field of ['name', 'address', 'zip', 'city', 'phone', 'vat'] as const) {
    if (values[field] !== undefined) await form.getByLabel(text[field], { exact: true }).fill(values[field]!);
  }
  if (values.country) await form.getByLabel(text.country, { exact: true }).selectOption({ label: values.country });
}

async function addAddress(page: Page, locale: Locale, kind: 'shipping' | 'billing', values: AddressValues) {
  const form = await openAddForm(page, locale, kind);
  await fillAddress(form, locale, values);
  await form.getByRole('button', { name: TEXT[locale].save }).click();
  await expect(page.locator('[data-addresses-notice="success"]')).toHaveText(TEXT[locale].saved);
}

/** The field shows its message, tied to it (aria-invalid, aria-describedby). */
async function expectFieldError(form: Locator, label: string, message: string) {
  const input = form.getByLabel(label, { exact: true });
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

const HOME: AddressValues = { name: 'Ola Adresowa', address: 'Kwiatowa 12/3', zip: '00-950', city: 'Warszawa', phone: '600 700 800' };
const OFFICE: AddressValues = {
  name: 'Firma Adresowa GmbH',
  address: 'Hauptstraße 5',
  zip: '10115',
  city: 'Berlin',
  phone: '+49301234567',
  vat: 'DE123456789',
};

test.describe('saved addresses', () => {
  for (const locale of ['pl', 'en'] as const) {
    test(`add, check, edit, make default and delete addresses (${locale})`, async ({ page, stack }) => {
      // A long journey (eight form posts): more than the default time on a busy machine.
      test.slow();
      const text = TEXT[locale];
      await signInToAddresses(page, locale, await newCustomer(stack.platformURL, locale));
      const cacheControl = (await page.request.get(`${prefix(locale)}/account/addresses`)).headers()['cache-control'];
      expect(cacheControl).toContain('no-store');

      // Shipping: every required field once, then the street with its number, the PL zip and phone rules; what was typed stays.
      let form = await openAddForm(page, locale, 'shipping');
      await form.getByRole('button', { name: text.save }).click();
      form = newForm(page, 'shipping');
      await expect(form.locator('[data-address-form-error]')).toHaveText(text.fix);
      for (const label of [text.name, text.address, text.zip, text.city, text.phone]) await expectFieldError(form, label, text.required);
      await expect(form.getByLabel(text.name, { exact: true })).toBeFocused();
      await expect(form.getByLabel(text.country, { exact: true }).locator('option:checked')).toHaveText(text.poland);
      await fillAddress(form, locale, { ...HOME, address: 'Kwiatowa', zip: '00950', phone: '12ab' });
      await form.getByRole('button', { name: text.save }).click();
      form = newForm(page, 'shipping');
      await expectFieldError(form, text.address, text.streetError);
      await expectFieldError(form, text.zip, text.zipError);
      await expectFieldError(form, text.phone, text.phoneError);
      await expect(form.getByLabel(text.name, { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel(text.address, { exact: true })).toHaveValue('Kwiatowa');
      await expect(form.getByLabel(text.zip, { exact: true })).toHaveValue('00950');
      await fillAddress(form, locale, { address: HOME.address, zip: HOME.zip, phone: HOME.phone });
      await form.getByRole('button', { name: text.save }).click();
      await expect(page.locator('[data-addresses-notice="success"]')).toHaveText(text.saved);
      await expect(items(page, 'shipping')).toHaveCount(1);
      await expect(items(page, 'shipping').first()).toContainText(`${HOME.zip} ${HOME.city}`);
      await expect(items(page, 'shipping').first()).toContainText(text.poland);
      await expect(items(page, 'shipping').first().locator('[data-address-is-default]')).toHaveText(text.isDefault);
      // The phone typed without a country code is saved with Poland's (the server takes it with the code).
      await expect(items(page, 'shipping').first()).toContainText(`${text.phoneLine}+48600700800`);

      // Billing with a VAT number: a bad one first (Poland: a NIP), then a German address with its VAT number.
      form = await openAddForm(page, locale, 'billing');
      await fillAddress(form, locale, { ...HOME, vat: '123' });
      await form.getByRole('button', { name: text.save }).click();
      form = newForm(page, 'billing');
      await expectFieldError(form, text.vat, text.vatError);
      await expect(form.getByLabel(text.vat, { exact: true })).toHaveValue('123');
      await fillAddress(form, locale, { ...OFFICE, country: text.germany });
      await form.getByRole('button', { name: text.save }).click();
      await expect(page.locator('[data-addresses-notice="success"]')).toHaveText(text.saved);
      const office = items(page, 'billing').first();
      await expect(office).toContainText(text.germany);
      await expect(office).toContainText(`${text.vatLine}${OFFICE.vat}`);
      await expect(items(page, 'shipping').first()).not.toContainText(OFFICE.vat!);

      // Edit the shipping address.
      await page.getByRole('link', { name: `${text.edit}: ${HOME.name}` }).click();
      const edit = page.locator('[data-address-form^="shipping-"]').filter({ hasNot: page.locator('[name="default"]') });
      await expect(edit.getByLabel(text.city, { exact: true })).toHaveValue(HOME.city);
      await edit.getByLabel(text.city, { exact: true }).fill('Kraków');
      await edit.getByLabel(text.zip, { exact: true }).fill('30-001');
      await edit.getByRole('button', { name: text.saveChanges }).click();
      await expect(page.locator('[data-addresses-notice="success"]')).toHaveText(text.saved);
      await expect(items(page, 'shipping').first()).toContainText('30-001 Kraków');
      await expect(items(page, 'shipping').first()).toHaveAttribute('data-address-default', 'true');

      // A second shipping address, made the default.
      const second = { ...HOME, name: 'Jan Drugi', address: 'Długa 7', zip: '80-001', city: 'Gdańsk', phone: '601 702 803' };
      await addAddress(page, locale, 'shipping', second);
      await expect(items(page, 'shipping')).toHaveCount(2);
      await expect(items(page, 'shipping').nth(1)).toHaveAttribute('data-address-default', 'false');
      await page.getByRole('button', { name: `${text.makeDefault}: ${second.name}` }).click();
      await expect(page.locator('[data-addresses-notice="success"]')).toHaveText(text.defaultChanged);
      await expect(items(page, 'shipping').nth(1)).toHaveAttribute('data-address-default', 'true');
      await expect(items(page, 'shipping').nth(0)).toHaveAttribute('data-address-default', 'false');

      // Removing the default is refused with its message; nothing changes.
      const defaultItem = items(page, 'shipping').nth(1);
      await defaultItem.getByText(text.delete.split(' ')[0]!, { exact: true }).click();
      await defaultItem.getByRole('button', { name: text.confirmDelete }).click();
      const refusal = page.locator('[data-addresses-notice="error"]');
      await expect(refusal).toContainText(text.removeDefault);
      await expect(refusal).toHaveAttribute('data-error-key', 'CLIENT_REMOVE_DEFAULT_ADDRESS');
      await expect(refusal).toHaveAttribute('role', 'alert');
      await expect(items(page, 'shipping')).toHaveCount(2);

      // Deleting a non-default one, after the confirmation.
      const first = items(page, 'shipping').nth(0);
      await first.getByText(text.delete.split(' ')[0]!, { exact: true }).click();
      await first.getByRole('button', { name: text.confirmDelete }).click();
      await expect(page.locator('[data-addresses-notice="success"]')).toHaveText(text.deleted);
      await expect(items(page, 'shipping')).toHaveCount(1);
      await expect(items(page, 'shipping').first()).toContainText(second.name);

      // The overview links here.
      await page.goto(`${prefix(locale)}/account`);
      await page.getByRole('link', { name: text.title }).click();
      await expect(page).toHaveURL(`${prefix(locale)}/account/addresses`);
    });
  }
});

test.describe('accessibility', () => {
  test('no axe violations (empty, with errors, with addresses); keyboard only (pl)', async ({ page, stack }) => {
    // Three axe checks and a journey by keyboard: more than the default time on a busy machine.
    test.slow();
    const text = TEXT.pl;
    await signInToAddresses(page, 'pl', await newCustomer(stack.platformURL, 'axe'));
    expect(await axeViolations(page)).toEqual([]);

    // Keyboard only: past the header by the skip link (the first Tab stop), then Tab to "add a shipping
    // address", Enter opens it, fill the fields by Tab, Enter sends.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Przejdź do treści' })).toBeFocused();
    await page.keyboard.press('Enter');
    for (let presses = 0; presses < 80; presses++) {
      if (await page.evaluate((label) => document.activeElement?.textContent?.trim() === label, text.addShipping)) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    const form = newForm(page, 'shipping');
    await expect(form).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(text.name, { exact: true })).toBeFocused();
    // Sending it empty by keyboard: the errors, then axe.
    await page.keyboard.press('Enter');
    await expect(newForm(page, 'shipping').locator('[data-address-form-error]')).toBeVisible();
    await expect(newForm(page, 'shipping').getByLabel(text.name, { exact: true })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    for (const value of [HOME.name, HOME.address, HOME.zip, HOME.city]) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Tab'); // the country stays Poland
    await page.keyboard.type(HOME.phone);
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-addresses-notice="success"]')).toHaveText(text.saved);
    await expect(items(page, 'shipping')).toHaveCount(1);
    await expect(items(page, 'shipping').first()).toContainText(text.poland);
    // Billing with a bad VAT number: axe with the errors shown on a page that lists addresses too.
    const billing = await openAddForm(page, 'pl', 'billing');
    await fillAddress(billing, 'pl', { ...HOME, vat: 'zly-nip' });
    await billing.getByRole('button', { name: text.save }).click();
    await expectFieldError(newForm(page, 'billing'), text.vat, text.vatError);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('adding an address, with an error first, and deleting one work as plain forms (en)', async ({ page, stack }) => {
    const text = TEXT.en;
    await signInToAddresses(page, 'en', await newCustomer(stack.platformURL, 'nojs'));
    let form = await openAddForm(page, 'en', 'billing');
    await fillAddress(form, 'en', { ...HOME, zip: '123' });
    await form.getByRole('button', { name: text.save }).click();
    form = newForm(page, 'billing');
    await expectFieldError(form, text.zip, text.zipError);
    await expect(form.getByLabel(text.city, { exact: true })).toHaveValue(HOME.city);
    await fillAddress(form, 'en', { zip: HOME.zip, vat: '526-025-09-95' });
    await form.getByRole('button', { name: text.save }).click();
    await expect(page).toHaveURL(/\/en\/account\/addresses\?done=saved/);
    await expect(items(page, 'billing')).toHaveCount(1);
    await expect(items(page, 'billing').first()).toContainText(text.poland);
    await expect(items(page, 'billing').first()).toContainText('VAT number: 526-025-09-95');
    await addAddress(page, 'en', 'billing', { ...OFFICE, vat: '', country: text.germany });
    const office = items(page, 'billing').nth(1);
    await office.getByText('Delete', { exact: true }).click();
    await office.getByRole('button', { name: text.confirmDelete }).click();
    await expect(page.locator('[data-addresses-notice="success"]')).toHaveText(text.deleted);
    await expect(items(page, 'billing')).toHaveCount(1);
  });
});

import { describe, expect, it } from 'vitest';
import { blurRules, fieldChecks } from './blur-rules';
import { BIRTHDAY_RULES, EMAIL_RULES, NAME_RULES, PASSWORD_RULES, PHONE_RULES, birthdayError } from '../../actions/account/account-input';
import { FULL_NAME_RULES } from '../../actions/account/settings-input';
import { addressFieldRules } from '../../actions/account/address-input';
import { validateField, type RuleSpec } from '../../lib/commerce/form-validation';
import { fieldFailure } from '../../lib/commerce/field-checks';
import type { Locale } from '../../i18n/locales';

const parse = (attrs: { 'data-rules': string }) => JSON.parse(attrs['data-rules']) as unknown[];

// Values a shopper types or pastes: empty, blanks, spaces around, letters beyond Latin, lengths at the edges.
const SAMPLES = [
  '',
  ' ',
  '   ',
  '\t',
  'a',
  ' a ',
  'Ewa',
  'Ewa Nowak',
  ' Ewa  Nowak ',
  'Zażółć Gęślą',
  'Ewa\u00a0Nowak',
  'ktos@example.com',
  ' ktos@example.com ',
  'ktos@',
  'ktos@@example.com',
  'ktoś@przykład.pl',
  'a b@c.de',
  'ktos@example',
  '600 700 800',
  '+48 600 700 800',
  '(600)700-800',
  '600.700.8001',
  '12',
  'abc',
  '600700800123456',
  '80-001',
  ' 80-001 ',
  '80001',
  '8-0001',
  '12345',
  'krotkie',
  'dokladnie12zn',
  '           a',
  ' 12345678901 ',
  '123456789012',
  'hasło z odstępami 2026',
  'Kwiatowa 12/3',
  'Kwiatowa',
  '12/3',
  ' 5 Main Street ',
  'Wólka 7',
  '5260250995',
  'PL 526-025-09-95',
  'pl5260250995',
  'DE123456789',
  'de 123.456.789',
  'FRXX123456789',
  '123',
  'DE12345678',
  'x'.repeat(100),
  'x'.repeat(101),
  'ż'.repeat(32),
  'ż'.repeat(33),
  '😀'.repeat(20),
  '😀'.repeat(21),
];

/** The server's verdict and the script's verdict on the same value. */
function verdicts(locale: Locale, rules: readonly RuleSpec[], value: string) {
  return [validateField(locale, value, rules), fieldFailure(fieldChecks(locale, rules), value, () => undefined)];
}

describe('the blur checks run the rules the server runs', () => {
  const sets: Record<string, readonly RuleSpec[]> = {
    email: EMAIL_RULES,
    password: PASSWORD_RULES,
    name: NAME_RULES,
    fullName: FULL_NAME_RULES,
    phone: PHONE_RULES,
    zip: addressFieldRules('zip', 'PL'),
    street: addressFieldRules('address', 'PL'),
    addressPhone: addressFieldRules('phone', 'PL'),
    plVat: addressFieldRules('vat', 'PL'),
    euVat: addressFieldRules('vat', 'DE'),
    alpha: ['alpha'],
    alphaSpaces: ['alphaSpaces'],
    consent: ['required'],
    short: ['required', ['max', { max: 20 }]],
  };
  for (const [name, rules] of Object.entries(sets)) {
    it(`${name}: the same message for every sample value, in both languages`, () => {
      for (const locale of ['pl', 'en'] as const) {
        for (const value of SAMPLES) {
          const [server, script] = verdicts(locale, rules, value);
          expect(script, `${locale} ${JSON.stringify(value)}`).toBe(server);
        }
      }
    });
  }

  it('a date of birth: the same message as the server for the past, today, the future and what is no date', () => {
    const now = Date.parse('2026-11-21T12:00:00');
    const checks = fieldChecks('en', BIRTHDAY_RULES);
    for (const value of ['', '1990-05-17', '2026-11-21', '2026-11-22', '2999-01-01', 'not a date', '17.05.1990']) {
      expect(
        fieldFailure(checks, value, () => undefined, now),
        value,
      ).toBe(birthdayError('en', value, now));
    }
    expect(fieldFailure(fieldChecks('pl', BIRTHDAY_RULES), '2999-01-01', () => undefined)).toBe('Data nie może być z przyszłości.');
  });

  it('a VAT number: a NIP while the country is Poland, an EU VAT number while it is another, as the server', () => {
    const options = { onlyIf: { plVatNumber: { field: 'country', value: 'PL' }, vatNumber: { field: 'country', value: 'PL', not: true } } };
    for (const locale of ['pl', 'en'] as const) {
      const checks = fieldChecks(locale, ['plVatNumber', ...addressFieldRules('vat', 'DE')], options);
      for (const country of ['PL', 'DE', 'FR']) {
        for (const value of ['', '5260250995', 'PL5260250995', 'DE123456789', 'de 123 456 789', 'FRXX123456789', '123', 'x'.repeat(16)]) {
          expect(
            fieldFailure(checks, value, () => country),
            `${locale} ${country} ${value}`,
          ).toBe(validateField(locale, value, addressFieldRules('vat', country)));
        }
      }
    }
  });

  it('a confirmation: the same message as the server for a match, a mismatch and an empty one', () => {
    const checks = fieldChecks('en', [['confirmedPassword', {}]], { same: 'password' });
    for (const [password, confirmation] of [
      ['haslo-2026-abc', 'haslo-2026-abc'],
      ['haslo-2026-abc', 'haslo-2026-abd'],
      ['haslo-2026-abc', ''],
      ['', ''],
      [' a', 'a'],
    ] as const) {
      const server = validateField('en', confirmation, [['confirmedPassword', { target: password }]]);
      expect(fieldFailure(checks, confirmation, (id) => (id === 'password' ? password : undefined))).toBe(server);
    }
  });
});

describe('blurRules', () => {
  it('hands the rules over with the form rules’ patterns and the messages in the page locale', () => {
    expect(parse(blurRules('pl', EMAIL_RULES))).toEqual([
      { check: 'required', message: 'To pole jest wymagane' },
      { check: 'match', pattern: expect.stringContaining('@') as unknown, message: 'To pole musi zawierać poprawny adres e-mail' },
      { check: 'max', length: 254, message: 'Przekroczono maksymalną liczbę znaków. Dozwolona liczba znaków to 254' },
    ]);
    expect(parse(blurRules('en', PHONE_RULES))[0]).toMatchObject({ check: 'match', message: 'The phone number is incorrect' });
    expect(parse(blurRules('en', PASSWORD_RULES))[1]).toEqual({ check: 'min', length: 12, message: 'Password must be at least 12 characters long' });
  });

  it('ties a confirmation to its field and a zip code’s format to its country, and leaves the rest to the server', () => {
    expect(parse(blurRules('en', [['confirmedPassword', {}]], { same: 'register-password' }))).toEqual([
      { check: 'same', field: 'register-password', message: 'Passwords do not match.' },
    ]);
    expect(parse(blurRules('en', [['confirmedPassword', {}]]))).toEqual([]);
    expect(parse(blurRules('en', ['required', ['regex', { pattern: /x/ }]]))).toEqual([{ check: 'required', message: 'This field is required' }]);
    expect(parse(blurRules('en', [['beforeNow', { now: 0 }]]))).toEqual([{ check: 'beforeNow', message: 'Date cannot be in the future.' }]);
    expect(parse(blurRules('en', ['plZip'], { onlyIf: { plZip: { field: 'shipping-new-country', value: 'PL' } } }))).toEqual([
      {
        check: 'match',
        pattern: '^\\d{2}-\\d{3}$',
        message: 'Zip code is incorrect. It should have the format "XX-XXX".',
        onlyIf: { field: 'shipping-new-country', value: 'PL' },
      },
    ]);
    expect(parse(blurRules('pl', ['required'], { messages: { required: 'Zaznacz, że chcesz usunąć konto.' } }))).toEqual([
      { check: 'required', message: 'Zaznacz, że chcesz usunąć konto.' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { isValidatorName, PASSWORD_MIN_LENGTH, ruleMessage, validateField, validateRule } from './form-validation';
import { isPolishVatNumber, isVatNumber } from './vat-number';

const now = new Date('2026-11-21T12:00:00Z');

describe('required', () => {
  it.each([[''], [null], [undefined], [[]], [false], ['   '], ['\n\t']])('fails on %j', (value) => {
    expect(validateRule('en', 'required', value)).toBe('This field is required');
    expect(validateRule('pl', 'required', value)).toBe('To pole jest wymagane');
  });
  it.each([['a'], [0], [true], [['x']], [' x ']])('passes %j', (value) => {
    expect(validateRule('en', 'required', value)).toBeNull();
  });
});

describe('email', () => {
  it('passes valid addresses and empty values', () => {
    for (const value of ['jan@example.com', 'a.b+c@sub.example.pl', '', null, undefined]) expect(validateRule('en', 'email', value)).toBeNull();
  });
  it('fails invalid addresses with the locale message', () => {
    for (const value of ['jan', 'jan@', 'jan@example', '@example.com', 'jan kowalski@example.com', 'jan@@example.com']) {
      expect(validateRule('en', 'email', value)).toBe('This field must be a valid email');
    }
    expect(validateRule('pl', 'email', 'jan')).toBe('To pole musi zawierać poprawny adres e-mail');
  });
});

describe('password (at least 12 after trimming)', () => {
  it('counts characters after trimming', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(validateRule('en', 'password', '123456789012')).toBeNull();
    expect(validateRule('en', 'password', '  12345678901  ')).toBe('Password must be at least 12 characters long');
    expect(validateRule('pl', 'password', 'krótkie')).toBe('Hasło musi mieć co najmniej 12 znaków');
  });
});

describe('confirmedPassword', () => {
  it('must equal the target field', () => {
    expect(validateRule('en', 'confirmedPassword', 'sekretneHaslo1', { target: 'sekretneHaslo1' })).toBeNull();
    expect(validateRule('en', 'confirmedPassword', 'sekretneHaslo2', { target: 'sekretneHaslo1' })).toBe('Passwords do not match.');
    expect(validateRule('en', 'confirmedPassword', '', { target: 'sekretneHaslo1' })).toBe('Passwords do not match.');
    expect(validateRule('en', 'confirmedPassword', null, {})).toBeNull();
    expect(validateRule('pl', 'confirmedPassword', 'a', { target: 'b' })).toBe('Hasła nie są takie same.');
  });
});

describe('alpha and alphaSpaces by locale', () => {
  it('counts Polish letters as letters in Polish', () => {
    expect(validateRule('pl', 'alpha', 'ŻółćĄĘŁŃŚŹąęłńśź')).toBeNull();
    expect(validateRule('pl', 'alpha', 'Łukasz')).toBeNull();
    expect(validateRule('pl', 'alpha', 'Jan2')).toBe('To pole może zawierać tylko litery');
    expect(validateRule('pl', 'alphaSpaces', 'Józef Wybicki')).toBeNull();
    expect(validateRule('pl', 'alphaSpaces', 'Józef-Wybicki')).toBe('To pole może zawierać tylko litery i spacje');
  });
  it('English letters only in English', () => {
    expect(validateRule('en', 'alpha', 'John')).toBeNull();
    expect(validateRule('en', 'alpha', 'Łukasz')).toBe('This field may only contain alphabetic characters');
    expect(validateRule('en', 'alpha', 'John Smith')).toBe('This field may only contain alphabetic characters');
    expect(validateRule('en', 'alphaSpaces', 'John Smith')).toBeNull();
    expect(validateRule('en', 'alphaSpaces', 'John_Smith')).toBe('This field may only contain alphabetic characters and spaces');
  });
});

describe('beforeNow', () => {
  it('refuses dates in the future', () => {
    expect(validateRule('en', 'beforeNow', '1990-05-01', { now })).toBeNull();
    expect(validateRule('en', 'beforeNow', '2026-11-21', { now })).toBeNull();
    expect(validateRule('en', 'beforeNow', now, { now: now.getTime() })).toBeNull();
    expect(validateRule('en', 'beforeNow', '2026-11-22', { now })).toBe('Date cannot be in the future.');
    expect(validateRule('pl', 'beforeNow', Date.UTC(2030, 0, 1), { now })).toBe('Data nie może być z przyszłości.');
  });
  it('refuses what is not a date, and needs now', () => {
    expect(validateRule('en', 'beforeNow', 'not a date', { now })).toBe('Date cannot be in the future.');
    expect(validateRule('en', 'beforeNow', { y: 1 }, { now })).toBe('Date cannot be in the future.');
    expect(() => validateRule('en', 'beforeNow', '2020-01-01')).toThrow('beforeNow needs the current time');
  });
});

describe('phone', () => {
  it.each(['123456789', '+48123456789', '(123) 456-7890', '123.456.789', '123 456 789012', '+(123)456789'])('accepts %s', (value) => {
    expect(validateRule('en', 'phone', value)).toBeNull();
  });
  it.each(['12345678', '123-456-78', '123456 1234567', 'abc', '+48 12 345 67 89'])('refuses %s', (value) => {
    expect(validateRule('en', 'phone', value)).toBe('The phone number is incorrect');
    expect(validateRule('pl', 'phone', value)).toBe('Numer telefonu jest niepoprawny');
  });
});

describe('vatNumber and plVatNumber', () => {
  it('accepts EU VAT numbers with or without a country prefix', () => {
    for (const value of [
      'PL5260250995',
      '5260250995',
      'DE123456789',
      'ATU12345678',
      'NL123456789B01',
      'FR12345678901',
      'ESX1234567X',
      'IE1234567WA',
      'pl 526-025-09-95',
      'EL123456789',
    ]) {
      expect(isVatNumber(value)).toBe(true);
    }
  });
  it('refuses malformed ones with the spec message', () => {
    for (const value of ['PL52602509', 'DE12345678', 'ATX12345678', 'QQ1234', 'NL123456789C01', '12345678901234']) expect(isVatNumber(value)).toBe(false);
    expect(validateRule('en', 'vatNumber', 'PL123')).toBe('Provided VAT Number is incorrect');
    expect(validateRule('pl', 'vatNumber', 'PL123')).toBe('Podany numer NIP jest niepoprawny');
  });
  it('plVatNumber: 10 digits with an optional PL prefix', () => {
    expect(isPolishVatNumber('5260250995')).toBe(true);
    expect(isPolishVatNumber('PL5260250995')).toBe(true);
    expect(isPolishVatNumber('526-025-09-95')).toBe(true);
    expect(isPolishVatNumber('DE123456789')).toBe(false);
    expect(isPolishVatNumber('52602509951')).toBe(false);
    expect(validateRule('en', 'plVatNumber', 'DE123456789')).toBe('Provided VAT Number is incorrect');
    expect(validateRule('en', 'plVatNumber', 'PL5260250995')).toBeNull();
  });
});

describe('plZip', () => {
  it("requires 'XX-XXX'", () => {
    expect(validateRule('en', 'plZip', '80-200')).toBeNull();
    for (const value of ['80200', '8-0200', '80-20', 'ab-cde'])
      expect(validateRule('en', 'plZip', value)).toBe('Zip code is incorrect. It should have the format "XX-XXX".');
    expect(validateRule('pl', 'plZip', '80200')).toBe('Kod pocztowy jest niepoprawny. Powinien mieć format „XX-XXX”.');
  });
});

describe('max', () => {
  it('limits the number of characters and names the limit', () => {
    expect(validateRule('en', 'max', 'abcde', { max: 5 })).toBeNull();
    expect(validateRule('en', 'max', 'żółćż', { max: 5 })).toBeNull();
    expect(validateRule('en', 'max', 'abcdef', { max: 5 })).toBe('The maximum number of characters has been exceeded. The allowed number of characters is 5');
    expect(validateRule('pl', 'max', 'abcdef', { max: 5 })).toBe('Przekroczono maksymalną liczbę znaków. Dozwolona liczba znaków to 5');
    expect(validateRule('en', 'max', ['a', 'b'], { max: 1 })).toContain('is 1');
    expect(() => validateRule('en', 'max', 'abc')).toThrow('max needs the allowed number of characters');
  });
});

describe('fullName', () => {
  it('needs a first name and a surname (registration and profile)', () => {
    for (const value of ['Ewa Nowak', ' Ewa  Maria Nowak ', 'Ewa\u00a0Nowak', '']) expect(validateRule('en', 'fullName', value)).toBeNull();
    expect(validateRule('en', 'fullName', 'Ewa')).toBe('Give your first name and surname.');
    expect(validateRule('pl', 'fullName', ' Ewa ')).toBe('Podaj imię i nazwisko.');
  });
});

describe('default message and unknown validators', () => {
  it("uses '{field} is not valid.' for a rule without its own message", () => {
    expect(validateRule('en', 'regex', 'abc', { pattern: /^\d+$/g, field: 'Postcode' })).toBe('Postcode is not valid.');
    expect(validateRule('pl', 'regex', 'abc', { pattern: /^\d+$/, field: 'Kod' })).toBe('Pole „Kod” jest niepoprawne.');
    expect(validateRule('en', 'regex', 'abc', { pattern: /^\d+$/ })).toBe('This field is not valid.');
    expect(validateRule('pl', 'regex', 'abc', { pattern: /^\d+$/ })).toBe('To pole jest niepoprawne.');
    expect(validateRule('en', 'regex', '123', { pattern: /^\d+$/ })).toBeNull();
    expect(() => validateRule('en', 'regex', 'abc')).toThrow('regex needs a pattern');
    expect(ruleMessage('en', 'required')).toBe('This field is required');
  });

  it("throws 'No such validator exists' for an unknown rule", () => {
    expect(() => validateRule('en', 'postcode', 'x')).toThrow('No such validator exists');
    expect(() => validateRule('en', 'toString', 'x')).toThrow('No such validator exists');
    expect(isValidatorName('phone')).toBe(true);
  });
});

describe('validateField', () => {
  it('returns the first failing rule in the current locale', () => {
    expect(validateField('en', '', ['required', 'email'])).toBe('This field is required');
    expect(validateField('pl', 'jan', ['required', 'email'])).toBe('To pole musi zawierać poprawny adres e-mail');
    expect(validateField('en', 'jan@example.com', ['required', 'email', ['max', { max: 10 }]])).toContain('allowed number of characters is 10');
    expect(validateField('en', 'jan@ex.pl', ['required', 'email', ['max', { max: 10 }]])).toBeNull();
    expect(validateField('en', 'x', [['confirmedPassword', {}]], { target: 'y' })).toBe('Passwords do not match.');
  });
});

describe('non-text values', () => {
  it('validates numbers by their text', () => {
    expect(validateRule('en', 'phone', 123456789)).toBeNull();
    expect(validateRule('en', 'max', 123456, { max: 5 })).toContain('is 5');
  });
});

describe('streetNumber (an address needs street name and house number)', () => {
  it('takes a street with its number, a number before the street, a village with its number', () => {
    for (const value of ['Kwiatowa 12/3', 'ul. Marszałkowska 10', '5 Main Street', 'Wólka 7', 'Hauptstraße 5a', '', null])
      expect(validateRule('en', 'streetNumber', value), String(value)).toBeNull();
  });
  it('refuses a street without a number and a number without a street, in the locale', () => {
    expect(validateRule('en', 'streetNumber', 'Kwiatowa')).toBe('Give the street name and the house number.');
    expect(validateRule('en', 'streetNumber', '12/3')).toBe('Give the street name and the house number.');
    expect(validateRule('pl', 'streetNumber', 'ul. Polna')).toBe('Podaj nazwę ulicy i numer domu.');
  });
});

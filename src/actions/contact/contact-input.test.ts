import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, contactInput, singleLine } from './contact-input';

const valid = {
  locale: 'pl',
  name: '  Jan Kowalski ',
  email: 'jan@example.com',
  phone: '',
  message: ' Dzień dobry,\r\nczy wysyłacie za granicę? ',
  consent: true,
  stamp: 'abc',
  website: '',
};

const fieldErrors = (input: unknown) => {
  const result = contactInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('contact form input', () => {
  it('accepts a complete message, trims it and keeps its lines', () => {
    const result = contactInput.parse(valid);
    expect(result.name).toBe('Jan Kowalski');
    expect(result.message).toBe('Dzień dobry,\nczy wysyłacie za granicę?');
    expect(result.phone).toBe('');
    expect(contactInput.parse({ ...valid, phone: '600 100 200' }).phone).toBe('600 100 200');
  });

  it('gives each wrong field its form message in Polish', () => {
    expect(fieldErrors({ ...valid, name: ' ', email: 'nope', phone: '12', message: '', consent: false })).toEqual({
      name: 'To pole jest wymagane',
      email: 'To pole musi zawierać poprawny adres e-mail',
      phone: 'Numer telefonu jest niepoprawny',
      message: 'To pole jest wymagane',
      consent: 'To pole jest wymagane',
    });
    expect(fieldErrors({ ...valid, email: '' })).toEqual({ email: 'To pole jest wymagane' });
  });

  it('and in English, with the allowed number of characters in the max message', () => {
    expect(fieldErrors({ ...valid, locale: 'en', message: 'x'.repeat(CONTACT_LIMITS.message + 1) })).toEqual({
      message: 'The maximum number of characters has been exceeded. The allowed number of characters is 5000',
    });
    expect(fieldErrors({ ...valid, locale: 'en', name: 'x'.repeat(101), phone: 'abc' })).toEqual({
      name: 'The maximum number of characters has been exceeded. The allowed number of characters is 100',
      phone: 'The phone number is incorrect',
    });
    expect(contactInput.parse({ ...valid, message: 'ż'.repeat(CONTACT_LIMITS.message) }).message).toHaveLength(5000);
  });

  it('an unknown language falls back to Polish', () => {
    expect(fieldErrors({ ...valid, locale: 'de', name: '' })).toEqual({ name: 'To pole jest wymagane' });
  });

  it('one-line fields lose line breaks and control characters (no header injection through the name)', () => {
    expect(contactInput.parse({ ...valid, name: 'Jan\r\nBcc: victim@example.com' }).name).toBe('Jan Bcc: victim@example.com');
    expect(singleLine('a\u2028b\u0000c\u0085d')).toBe('a b c d');
    expect(fieldErrors({ ...valid, email: 'jan@example.com\r\nBcc: victim@example.com' })).toEqual({ email: 'To pole musi zawierać poprawny adres e-mail' });
    expect(contactInput.parse({ ...valid, message: 'a\u0000b\u001bc\n\td' }).message).toBe('abc\n\td');
  });

  it('the stamp and the honeypot are never field errors: missing or odd ones reach the spam check', () => {
    const result = contactInput.parse({ ...valid, stamp: 42, website: undefined });
    expect(result.stamp).toBe('');
    expect(result.website).toBe('');
    expect(contactInput.parse({ ...valid, website: 7 }).website).not.toBe('');
  });
});

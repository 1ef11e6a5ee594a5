import { describe, expect, it } from 'vitest';
import { signInInput } from './sign-in-input';

const errorsOf = (input: unknown) => {
  const result = signInInput.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('sign-in input (form rules and messages)', () => {
  it('accepts an e-mail and a password, trimming only the e-mail', () => {
    expect(signInInput.parse({ locale: 'en', email: ' klient@example.com ', password: ' pass word ' })).toMatchObject({
      step: 'password',
      email: 'klient@example.com',
      password: ' pass word ',
    });
  });

  it('requires both fields, with the messages in the shopper’s language', () => {
    expect(errorsOf({ locale: 'en' })).toEqual({ email: 'This field is required', password: 'This field is required' });
    expect(errorsOf({ locale: 'pl', email: 'nie-email', password: 'x' })).toEqual({ email: 'To pole musi zawierać poprawny adres e-mail' });
  });

  it('the code step needs the code, not the password; spaces in the code are dropped', () => {
    expect(errorsOf({ locale: 'en', step: 'code', email: 'klient@example.com' })).toEqual({ code: 'This field is required' });
    expect(signInInput.parse({ locale: 'en', step: 'code', email: 'klient@example.com', code: '123 456' }).code).toBe('123456');
  });

  it('an unknown locale or step falls back instead of failing', () => {
    expect(signInInput.parse({ locale: 'de', step: 'other', email: 'a@b.pl', password: 'x' })).toMatchObject({ locale: 'pl', step: 'password' });
  });

  it('refuses overlong values', () => {
    expect(errorsOf({ locale: 'en', email: 'a@b.pl', password: 'x'.repeat(256) }).password).toMatch(/255/);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgotPasswordInput, registerInput, resetPasswordInput } from './account-input';

const valid = {
  locale: 'en',
  email: ' new@example.com ',
  password: 'a-long-password-1',
  passwordConfirmation: 'a-long-password-1',
  firstName: 'Anna',
  surname: 'Nowak',
  phone: '',
  birthday: '',
  consents: ['c1'],
};
const errors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

afterEach(() => vi.useRealTimers());

describe('registerInput', () => {
  it('accepts a complete form and trims the text fields (not the password)', () => {
    const result = registerInput.parse({ ...valid, password: ' a-long-password-1', passwordConfirmation: ' a-long-password-1' });
    expect(result).toMatchObject({ email: 'new@example.com', password: ' a-long-password-1', firstName: 'Anna', consents: ['c1'] });
  });

  it('gives every form message in English', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
    const result = registerInput.safeParse({
      locale: 'en',
      email: 'not-an-email',
      password: '   short    ',
      passwordConfirmation: 'other',
      firstName: ' ',
      surname: '',
      phone: '12',
      birthday: '2027-01-01',
    });
    expect(errors(result)).toEqual({
      email: 'This field must be a valid email',
      password: 'Password must be at least 12 characters long',
      passwordConfirmation: 'Passwords do not match.',
      firstName: 'This field is required',
      surname: 'This field is required',
      phone: 'The phone number is incorrect',
      birthday: 'Date cannot be in the future.',
    });
  });

  it('gives the messages in Polish', () => {
    const result = registerInput.safeParse({
      locale: 'pl',
      email: '',
      password: 'x',
      passwordConfirmation: 'y',
      firstName: 'Jan',
      surname: 'Nowak',
      phone: '+48600700800',
      birthday: '3000-01-01',
    });
    expect(errors(result)).toEqual({
      email: 'To pole jest wymagane',
      password: 'Hasło musi mieć co najmniej 12 znaków',
      passwordConfirmation: 'Hasła nie są takie same.',
      birthday: 'Data nie może być z przyszłości.',
    });
  });

  it('accepts a past birthday and a phone with the country code', () => {
    expect(registerInput.safeParse({ ...valid, birthday: '1990-05-17', phone: '+48600700800' }).success).toBe(true);
    expect(errors(registerInput.safeParse({ ...valid, birthday: 'yesterday' }))).toEqual({ birthday: 'Date cannot be in the future.' });
  });
});

describe('password reset inputs', () => {
  it('checks the e-mail of the forgot form', () => {
    expect(errors(forgotPasswordInput.safeParse({ locale: 'en', email: 'nope' }))).toEqual({ email: 'This field must be a valid email' });
    expect(forgotPasswordInput.parse({ locale: 'pl', email: ' a@b.pl ' }).email).toBe('a@b.pl');
  });

  it('checks the new password and its confirmation', () => {
    expect(errors(resetPasswordInput.safeParse({ locale: 'en', token: 't', email: 'a@b.pl', password: 'short', passwordConfirmation: 'shorter' }))).toEqual({
      password: 'Password must be at least 12 characters long',
      passwordConfirmation: 'Passwords do not match.',
    });
    expect(
      resetPasswordInput.safeParse({ locale: 'en', token: 't', email: 'a@b.pl', password: 'a-long-password-2', passwordConfirmation: 'a-long-password-2' })
        .success,
    ).toBe(true);
  });
});

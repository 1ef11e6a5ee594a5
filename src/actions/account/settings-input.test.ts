import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteAccountInput, passwordChangeInput, preferencesInput, profileInput, twoFactorInput } from './settings-input';

const errors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

afterEach(() => vi.useRealTimers());

describe('profileInput (my data)', () => {
  it('accepts a full name with optional phone and date of birth, trimmed', () => {
    expect(profileInput.parse({ locale: 'en', name: ' Anna  Nowak ', phone: '', birthday: '' })).toEqual({
      locale: 'en',
      name: 'Anna  Nowak',
      phone: '',
      birthday: '',
    });
    expect(profileInput.parse({ locale: 'pl', name: 'Anna Maria Nowak', phone: '+48600700800', birthday: '1990-05-17' }).birthday).toBe('1990-05-17');
  });

  it('gives the form messages: a first name and surname, a phone, a date not in the future', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
    expect(errors(profileInput.safeParse({ locale: 'en', name: 'Anna', phone: '12', birthday: '2026-06-02' }))).toEqual({
      name: 'Give your first name and surname.',
      phone: 'The phone number is incorrect',
      birthday: 'Date cannot be in the future.',
    });
    expect(errors(profileInput.safeParse({ locale: 'pl', name: '  ', phone: '', birthday: 'wczoraj' }))).toEqual({
      name: 'To pole jest wymagane',
      birthday: 'Data nie może być z przyszłości.',
    });
  });
});

describe('passwordChangeInput', () => {
  it('needs the current password and a new one of 12+ characters, confirmed (the registration rules)', () => {
    expect(errors(passwordChangeInput.safeParse({ locale: 'en', currentPassword: '', password: ' short ', passwordConfirmation: 'other' }))).toEqual({
      currentPassword: 'This field is required',
      password: 'Password must be at least 12 characters long',
      passwordConfirmation: 'Passwords do not match.',
    });
    // Twelve characters only after trimming count.
    expect(
      errors(passwordChangeInput.safeParse({ locale: 'pl', currentPassword: 'x', password: '   elevenchar   ', passwordConfirmation: '   elevenchar   ' })),
    ).toEqual({ password: 'Hasło musi mieć co najmniej 12 znaków' });
    expect(
      passwordChangeInput.parse({ locale: 'pl', currentPassword: 'stare', password: ' nowe-haslo-2026 ', passwordConfirmation: ' nowe-haslo-2026 ' }).password,
    ).toBe(' nowe-haslo-2026 ');
  });
});

describe('twoFactorInput', () => {
  it('asks a six-digit code to confirm (spaces dropped) and the password to turn on, regenerate or remove', () => {
    expect(twoFactorInput.parse({ locale: 'en', intent: 'confirm', code: '123 456' }).code).toBe('123456');
    expect(errors(twoFactorInput.safeParse({ locale: 'en', intent: 'confirm', code: '12345' }))).toEqual({ code: 'Enter the 6 digits shown in the app.' });
    expect(errors(twoFactorInput.safeParse({ locale: 'pl', intent: 'confirm', code: '' }))).toEqual({ code: 'To pole jest wymagane' });
    expect(errors(twoFactorInput.safeParse({ locale: 'en', intent: 'remove', password: '' }))).toEqual({ password: 'This field is required' });
    expect(errors(twoFactorInput.safeParse({ locale: 'en', intent: 'recovery' }))).toEqual({ password: 'This field is required' });
    expect(errors(twoFactorInput.safeParse({ locale: 'pl', intent: 'setup' }))).toEqual({ password: 'To pole jest wymagane' });
    expect(twoFactorInput.safeParse({ locale: 'en', intent: 'setup', password: 'my-current-password' }).success).toBe(true);
    expect(twoFactorInput.safeParse({ locale: 'en', intent: 'disable-everything' }).success).toBe(false);
  });
});

describe('preferencesInput and deleteAccountInput', () => {
  it('reads a checkbox as ticked when sent and unticked when missing', () => {
    expect(preferencesInput.parse({ locale: 'en', newsletter: 'on' }).newsletter).toBe(true);
    expect(preferencesInput.parse({ locale: 'en' }).newsletter).toBe(false);
  });

  it('deleting needs the password and the explicit confirmation', () => {
    expect(errors(deleteAccountInput.safeParse({ locale: 'en', password: '' }))).toEqual({
      password: 'This field is required',
      confirm: 'Tick this box to confirm that you want to delete your account.',
    });
    expect(deleteAccountInput.parse({ locale: 'pl', password: 'haslo', confirm: 'on' })).toEqual({ locale: 'pl', password: 'haslo', confirm: true });
  });
});

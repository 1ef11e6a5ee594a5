import { describe, expect, it, vi } from 'vitest';

vi.mock('astro:actions', () => ({
  ActionError: class ActionError extends Error {},
  defineAction: (definition: unknown) => definition,
  isInputError: (error: unknown) => (error as { type?: string } | null)?.type === 'AstroActionInputError',
}));

const { doneNotice, failedSettingsForm, isSettingsSection, profileValues } = await import('./settings-form');
const { SETTINGS_REFUSALS } = await import('../../actions/account/settings-input');

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};
const refusal = (code: string, message: string) => Object.assign(new Error(message), { code });
const inputError = (fields: Record<string, string[]>) => Object.assign(new Error('invalid'), { type: 'AstroActionInputError', fields });

describe('the settings forms after a refusal', () => {
  it('keeps the typed profile values and puts each validation message at its field', () => {
    const failed = failedSettingsForm(
      'profile',
      form({ section: 'profile', name: ' Anna ', phone: '12', birthday: '2999-01-01' }),
      inputError({ name: ['Give your first name and surname.'], phone: ['The phone number is incorrect'] }),
      'en',
    );
    expect(failed).toEqual({
      form: {
        section: 'profile',
        intent: undefined,
        errors: { name: 'Give your first name and surname.', phone: 'The phone number is incorrect' },
        profile: { name: 'Anna', phone: '12', birthday: '2999-01-01' },
      },
      notice: { section: 'profile', tone: 'error', text: 'Please correct the marked fields.' },
    });
  });

  it('puts a wrong current password and a leaked new one at their fields', () => {
    const wrong = failedSettingsForm(
      'password',
      form({ section: 'password' }),
      refusal(SETTINGS_REFUSALS.wrongPassword, 'The current password is incorrect.'),
      'en',
    );
    expect(!wrong.signedOut && wrong.form.errors).toEqual({ currentPassword: 'The current password is incorrect.' });
    const leaked = failedSettingsForm('password', form({ section: 'password' }), refusal(SETTINGS_REFUSALS.compromised, 'leaked'), 'pl');
    expect(!leaked.signedOut && leaked).toMatchObject({ form: { errors: { password: 'leaked' } }, notice: { text: 'Popraw zaznaczone pola.' } });
  });

  it('ties a two-factor refusal to the form of its step; a changed state is the section notice', () => {
    const code = failedSettingsForm('twoFactor', form({ section: 'twoFactor', intent: 'confirm' }), refusal(SETTINGS_REFUSALS.wrongCode, 'bad code'), 'en');
    expect(!code.signedOut && code.form).toMatchObject({ intent: 'confirm', errors: { code: 'bad code' } });
    const password = failedSettingsForm('twoFactor', form({ section: 'twoFactor', intent: 'remove' }), refusal(SETTINGS_REFUSALS.wrongPassword, 'wrong'), 'en');
    expect(!password.signedOut && password.form).toMatchObject({ intent: 'remove', errors: { password: 'wrong' } });
    const changed = failedSettingsForm(
      'twoFactor',
      form({ section: 'twoFactor', intent: 'setup' }),
      refusal(SETTINGS_REFUSALS.stateChanged, 'already on'),
      'en',
    );
    expect(!changed.signedOut && changed.notice).toEqual({ section: 'twoFactor', tone: 'error', text: 'already on' });
  });

  it('a platform refusal: its message above the section, the first field error at the mapped field', () => {
    const platformRefusal = { title: 'The given data was invalid.', text: 'birthday_date: Date cannot be in the future.', field: 'birthday_date' };
    const failed = failedSettingsForm(
      'profile',
      form({ section: 'profile', name: 'Anna Nowak', birthday: '2999-01-01' }),
      refusal('UNPROCESSABLE_CONTENT', JSON.stringify({ platformRefusal })),
      'en',
    );
    expect(!failed.signedOut && failed.form.errors).toEqual({ birthday: 'birthday_date: Date cannot be in the future.' });
    expect(!failed.signedOut && failed.notice).toEqual({ section: 'profile', tone: 'error', text: 'The given data was invalid.' });
    const password = failedSettingsForm(
      'password',
      form({ section: 'password' }),
      refusal('UNPROCESSABLE_CONTENT', JSON.stringify({ platformRefusal: { title: 'Invalid.', text: 'Too short', field: 'password_new' } })),
      'en',
    );
    expect(!password.signedOut && password.form.errors).toEqual({ password: 'Too short' });
  });

  it('keeps the deletion tick, and a signed-out session is told apart', () => {
    const failed = failedSettingsForm('delete', form({ section: 'delete', confirm: 'on' }), refusal(SETTINGS_REFUSALS.wrongPassword, 'wrong'), 'en');
    expect(!failed.signedOut && failed.form).toMatchObject({ confirmTicked: true, errors: { password: 'wrong' } });
    expect(failedSettingsForm('delete', form({}), refusal(SETTINGS_REFUSALS.signedOut, 'x'), 'en')).toEqual({ signedOut: true });
  });
});

describe('the rest of the page state', () => {
  it('says what the last POST did, only for known outcomes', () => {
    expect(doneNotice('two-factor-on', 'pl')).toEqual({ section: 'twoFactor', tone: 'success', text: 'Weryfikacja dwuetapowa jest włączona.' });
    expect(doneNotice('constructor', 'en')).toBeUndefined();
    expect(doneNotice(null, 'en')).toBeUndefined();
  });

  it('reads the profile values and the section names', () => {
    expect(profileValues({ name: 'Anna Nowak', phone: null, birthday_date: '1990-05-17T00:00:00Z' })).toEqual({
      name: 'Anna Nowak',
      phone: '',
      birthday: '1990-05-17',
    });
    expect(isSettingsSection('twoFactor')).toBe(true);
    expect(isSettingsSection('toString')).toBe(false);
  });
});

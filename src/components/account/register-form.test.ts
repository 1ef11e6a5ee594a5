import { describe, expect, it, vi } from 'vitest';

vi.mock('astro:actions', () => ({
  isInputError: (error: unknown) => typeof error === 'object' && error !== null && (error as { type?: string }).type === 'AstroActionInputError',
}));

const { failedRegisterForm, typedValues } = await import('./register-form');
const { REGISTER_REFUSALS } = await import('../../actions/account/account-input');

const CONSENTS = [
  { id: 'statute', name: 'Terms', descriptionHtml: '', required: true },
  { id: 'newsletter', name: 'Newsletter', descriptionHtml: '', required: false },
];

function form(values: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) for (const item of [value].flat()) data.append(name, item);
  return data;
}

const refusal = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('the registration form after an error', () => {
  const typed = form({
    email: ' anna@example.com ',
    password: 'secret-password-1',
    passwordConfirmation: 'secret-password-1',
    firstName: 'Anna',
    surname: 'Nowak',
    phone: '600700800',
    birthday: '1990-01-02',
    consents: ['newsletter'],
  });

  it('keeps everything typed but the passwords', () => {
    const values = typedValues(typed);
    expect(values).toEqual({
      email: 'anna@example.com',
      firstName: 'Anna',
      surname: 'Nowak',
      phone: '600700800',
      birthday: '1990-01-02',
      consents: ['newsletter'],
    });
    expect(JSON.stringify(values)).not.toContain('secret-password-1');
  });

  it('puts input errors at their fields and marks the required consents not ticked', () => {
    const error = {
      type: 'AstroActionInputError',
      message: 'bad',
      fields: { email: ['This field must be a valid email'], birthday: ['Date cannot be in the future.'] },
    };
    const state = failedRegisterForm(typed, error, 'en', CONSENTS);
    expect(state.errors).toEqual({
      email: 'This field must be a valid email',
      birthday: 'Date cannot be in the future.',
      'consent:statute': 'This consent is required to create an account.',
    });
    expect(state.formError).toBe('Please correct the marked fields.');
  });

  it('shows "already registered" at the e-mail with the links flag, and a leaked password at the password', () => {
    const taken = failedRegisterForm(typed, refusal(REGISTER_REFUSALS.alreadyRegistered, 'Konto z tym adresem e-mail już istnieje.'), 'pl', CONSENTS);
    expect(taken).toMatchObject({ alreadyRegistered: true, errors: { email: 'Konto z tym adresem e-mail już istnieje.' } });
    const leaked = failedRegisterForm(typed, refusal(REGISTER_REFUSALS.compromised, 'leaked'), 'en', CONSENTS);
    expect(leaked.errors).toEqual({ password: 'leaked' });
  });

  it('shows a limit or a failure above the form', () => {
    const limited = failedRegisterForm(typed, refusal(REGISTER_REFUSALS.rateLimited, 'Too many attempts. Please try again in 3 min.'), 'en', CONSENTS);
    expect(limited).toMatchObject({ errors: {}, formError: 'Too many attempts. Please try again in 3 min.' });
    expect(failedRegisterForm(typed, null, 'pl', CONSENTS).formError).toBe('Założenie konta jest teraz niemożliwe. Spróbuj ponownie za chwilę.');
  });

  it('any other platform refusal: its message is the title, the first field error sits at the mapped field', () => {
    const platformRefusal = { title: 'The given data was invalid.', text: 'birthday_date: Date cannot be in the future.', field: 'birthday_date' };
    const state = failedRegisterForm(typed, refusal('UNPROCESSABLE_CONTENT', JSON.stringify({ platformRefusal })), 'en', CONSENTS);
    expect(state).toMatchObject({ errors: { birthday: 'birthday_date: Date cannot be in the future.' }, formError: 'The given data was invalid.' });
    expect(state.formError).not.toContain('did not accept');
  });
});

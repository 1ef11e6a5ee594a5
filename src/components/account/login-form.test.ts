import { describe, expect, it, vi } from 'vitest';

vi.mock('astro:actions', () => ({
  ActionError: class ActionError extends Error {},
  defineAction: (definition: unknown) => definition,
  isInputError: (error: unknown) => (error as { type?: string } | null)?.type === 'AstroActionInputError',
}));

const { failedLoginForm } = await import('./login-form');

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};
const refusal = (platformRefusal: object) => Object.assign(new Error(JSON.stringify({ platformRefusal })), { code: 'UNPROCESSABLE_CONTENT' });

describe('the sign-in form after a platform refusal', () => {
  it('a refusal other than the credentials shows the platform message, not "signing in is not possible right now"', () => {
    const state = failedLoginForm(form({ email: 'anna@example.com', password: 'x' }), refusal({ title: 'This account has been blocked.', text: '' }), 'en');
    expect(state).toEqual({ step: 'password', email: 'anna@example.com', errors: {}, formError: 'This account has been blocked.' });
  });

  it('a field error sits at its field', () => {
    const state = failedLoginForm(
      form({ email: 'anna@example', password: 'x' }),
      refusal({ title: 'The given data was invalid.', text: 'email: must be an email', field: 'email' }),
      'pl',
    );
    expect(state.errors).toEqual({ email: 'email: must be an email' });
    expect(state.formError).toBe('The given data was invalid.');
  });

  it('a wrong two-factor code still goes to the code field', () => {
    const state = failedLoginForm(form({ step: 'code', email: 'a@b.pl' }), Object.assign(new Error('Wrong code'), { code: 'UNPROCESSABLE_CONTENT' }), 'en');
    expect(state).toEqual({ step: 'code', email: 'a@b.pl', errors: { code: 'Wrong code' } });
  });
});

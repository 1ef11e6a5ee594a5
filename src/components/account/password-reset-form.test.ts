import { describe, expect, it, vi } from 'vitest';

vi.mock('astro:actions', () => ({
  ActionError: class ActionError extends Error {},
  defineAction: (definition: unknown) => definition,
  isInputError: (error: unknown) => (error as { type?: string } | null)?.type === 'AstroActionInputError',
}));

const { failedResetForm } = await import('./password-reset-form');

const refusal = (platformRefusal: object) => Object.assign(new Error(JSON.stringify({ platformRefusal })), { code: 'UNPROCESSABLE_CONTENT' });

describe('the new-password form after an error', () => {
  it('a platform refusal: its message above, the first field error at the mapped field (not "the link is invalid")', () => {
    const state = failedResetForm(
      refusal({ title: 'The given data was invalid.', text: 'The password must have at least 12 characters.', field: 'password' }),
      'en',
    );
    expect(state).toEqual({ errors: { password: 'The password must have at least 12 characters.' }, formError: 'The given data was invalid.' });
  });

  it('a leaked password at the password; a failure above the form', () => {
    expect(failedResetForm(Object.assign(new Error('leaked'), { code: 'UNPROCESSABLE_CONTENT' }), 'en')).toEqual({
      errors: { password: 'leaked' },
      formError: 'Please correct the marked fields.',
    });
    expect(failedResetForm(Object.assign(new Error('Try again in a moment.'), { code: 'SERVICE_UNAVAILABLE' }), 'en')).toEqual({
      errors: {},
      formError: 'Try again in a moment.',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { errorDisplayAt } from './error-display';
import { formFieldOf, formRefusal, refusalSummary } from './form-refusal';

const FIELDS = { phone: 'phone', birthday_date: 'birthday', password_new: 'password' } as const;

describe('a platform refusal on a form', () => {
  it('maps the platform field, nested or not, to the form field', () => {
    expect(formFieldOf('address.phone', FIELDS)).toBe('phone');
    expect(formFieldOf('birthday_date', FIELDS)).toBe('birthday');
    expect(formFieldOf('consents.abc', FIELDS)).toBeUndefined();
  });

  it('VALIDATION_ERROR: the message is the title, the first field error sits at its field', () => {
    const display = errorDisplayAt({
      error: {
        code: 422,
        key: 'VALIDATION_ERROR',
        message: 'The given data was invalid.',
        errors: { password_new: [{ key: 'VALIDATION_MIN', message: 'Too short' }], phone: [{ message: 'later' }] },
      },
    });
    expect(formRefusal(display, FIELDS)).toEqual({ title: 'The given data was invalid.', text: '', at: { field: 'password', message: 'Too short' } });
  });

  it('an unknown field: the text goes under the title at the top, once when it repeats the title', () => {
    const shown = formRefusal({ title: 'Refused.', text: 'Nope', field: 'roles' }, FIELDS);
    expect(shown).toEqual({ title: 'Refused.', text: 'Nope' });
    expect(refusalSummary(shown)).toBe('Refused. Nope');
    expect(refusalSummary(formRefusal({ title: 'roles: bad', text: 'roles: bad', field: 'roles' }, FIELDS))).toBe('roles: bad');
  });

  it('another key: the message alone is the title', () => {
    const display = errorDisplayAt({ code: 422, key: 'CLIENT_ONE_OWNER_REMAINS', message: 'The shop needs at least one owner.', errors: { x: ['y'] } });
    expect(formRefusal(display, FIELDS)).toEqual({ title: 'The shop needs at least one owner.', text: '' });
  });
});

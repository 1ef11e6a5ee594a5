import { describe, expect, it } from 'vitest';
import { errorDisplay, platformError } from './error-display';

describe('error display', () => {
  it('shows the message as the title', () => {
    expect(errorDisplay({ code: 422, message: 'Not enough items in warehouse', key: 'ORDER_NOT_ENOUGH_ITEMS_IN_WAREHOUSE' })).toEqual({
      title: 'Not enough items in warehouse',
      text: '',
    });
  });

  it("for VALIDATION_ERROR the first field error's message is the text", () => {
    const body = {
      error: {
        code: 422,
        message: 'The given data was invalid.',
        key: 'VALIDATION_ERROR',
        errors: { email: [{ key: 'VALIDATION_UNIQUE', message: 'The email has already been taken.' }], phone: [{ message: 'Bad phone' }] },
      },
    };
    expect(errorDisplay(body)).toEqual({ title: 'The given data was invalid.', text: 'The email has already been taken.' });
    expect(errorDisplay({ ...body.error, errors: { email: ['Plain text'] } }).text).toBe('Plain text');
    expect(errorDisplay({ ...body.error, errors: { email: { message: 'Object' } } }).text).toBe('Object');
    expect(errorDisplay({ ...body.error, errors: { email: [], phone: 7, zip: [{ message: 'Zip' }] } }).text).toBe('Zip');
    expect(errorDisplay({ ...body.error, errors: undefined }).text).toBe('');
  });

  it('other keys show no field text', () => {
    expect(errorDisplay({ code: 400, message: 'Bad', key: 'CLIENT_INVALID_CREDENTIALS', errors: { x: ['y'] } })).toEqual({ title: 'Bad', text: '' });
  });

  it('without the platform shape the plain message is the title', () => {
    expect(errorDisplay(new Error('Network down'))).toEqual({ title: 'Network down', text: '' });
    expect(errorDisplay('Order already paid')).toEqual({ title: 'Order already paid', text: '' });
    expect(errorDisplay({ message: 'shapeless' })).toEqual({ title: 'shapeless', text: '' });
    expect(errorDisplay(null, 'Something went wrong.')).toEqual({ title: 'Something went wrong.', text: '' });
    expect(errorDisplay({ code: 500, message: '', key: 'INTERNAL_SERVER_ERROR' }, 'Fallback').title).toBe('Fallback');
    expect(platformError({ code: '500', message: 'x', key: 'y' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { productQuestionInput } from './product-question-input';

const valid = {
  locale: 'pl',
  productId: 'p1',
  kind: 'ask-about-price',
  name: '  Jan Kowalski ',
  email: 'jan@example.com',
  phone: '',
  message: 'Ile kosztuje?',
  consent: true,
};

const fieldErrors = (input: unknown) => {
  const result = productQuestionInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('question form input', () => {
  it('accepts a complete question and trims the text', () => {
    const result = productQuestionInput.parse(valid);
    expect(result.name).toBe('Jan Kowalski');
    expect(result.phone).toBe('');
  });

  it('gives each wrong field its message in the shopper’s language', () => {
    expect(fieldErrors({ ...valid, name: ' ', email: 'nope', phone: '12', consent: false })).toEqual({
      name: 'To pole jest wymagane',
      email: 'To pole musi zawierać poprawny adres e-mail',
      phone: 'Numer telefonu jest niepoprawny',
      consent: 'To pole jest wymagane',
    });
    expect(fieldErrors({ ...valid, locale: 'en', message: null })).toEqual({ message: 'This field is required' });
    expect(fieldErrors({ ...valid, locale: 'en', message: 'x'.repeat(2001) }).message).toMatch(/allowed number of characters is 2000/);
  });

  it('an unknown language falls back to Polish; a kind that is not a question is refused', () => {
    expect(fieldErrors({ ...valid, locale: 'de', name: '' })).toEqual({ name: 'To pole jest wymagane' });
    expect(Object.keys(fieldErrors({ ...valid, kind: 'buy' }))).toContain('kind');
  });

  it('a missing or wrong hidden field (a stale or forged form) says to reload the page, in the shopper’s language', () => {
    expect(fieldErrors({ ...valid, productId: null, kind: 'buy' })).toEqual({
      productId: 'Nie udało się odczytać żądania. Odśwież stronę i spróbuj ponownie.',
      kind: 'Nie udało się odczytać żądania. Odśwież stronę i spróbuj ponownie.',
    });
    expect(fieldErrors({ ...valid, locale: 'en', productId: ' ', name: '' })).toEqual({
      productId: 'The request could not be read. Reload the page and try again.',
      name: 'This field is required',
    });
    expect(productQuestionInput.parse(valid).kind).toBe('ask-about-price');
  });
});

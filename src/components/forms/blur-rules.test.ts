import { describe, expect, it } from 'vitest';
import { blurRules } from './blur-rules';
import { EMAIL_RULES, PHONE_RULES } from '../../actions/account/account-input';

const parse = (attrs: { 'data-rules': string }) => JSON.parse(attrs['data-rules']) as unknown[];

describe('blurRules', () => {
  it('hands the server rules over with the messages in the page locale', () => {
    expect(parse(blurRules('pl', EMAIL_RULES))).toEqual([
      ['required', 'To pole jest wymagane'],
      ['email', 'To pole musi zawierać poprawny adres e-mail'],
      ['max', 'Przekroczono maksymalną liczbę znaków. Dozwolona liczba znaków to 254', 254],
    ]);
    expect(parse(blurRules('en', PHONE_RULES))[0]).toEqual(['phone', 'The phone number is incorrect']);
  });

  it('ties a confirmation to the field it must equal, and leaves the rules the script cannot run to the server', () => {
    expect(parse(blurRules('en', [['confirmedPassword', {}]], 'register-password'))).toEqual([['confirmedPassword', 'Passwords do not match.', 'register-password']]);
    expect(parse(blurRules('en', [['confirmedPassword', {}]]))).toEqual([]);
    expect(parse(blurRules('en', ['required', ['beforeNow', { now: 0 }], 'alpha']))).toEqual([['required', 'This field is required']]);
    expect(parse(blurRules('en', ['plZip'], 'shipping-new-country'))).toEqual([['plZip', 'Zip code is incorrect. It should have the format "XX-XXX".', 'shipping-new-country']]);
  });
});

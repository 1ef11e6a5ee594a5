import { defineMessages } from '../define';

// Form validation messages (docs/rules.md#form-validation). The English wording is the specification's own.
export const validation = defineMessages({
  en: {
    required: 'This field is required',
    email: 'This field must be a valid email',
    password: 'Password must be at least 12 characters long',
    confirmedPassword: 'Passwords do not match.',
    alpha: 'This field may only contain alphabetic characters',
    alphaSpaces: 'This field may only contain alphabetic characters and spaces',
    beforeNow: 'Date cannot be in the future.',
    phone: 'The phone number is incorrect',
    vatNumber: 'Provided VAT Number is incorrect',
    plZip: 'Zip code is incorrect. It should have the format "XX-XXX".',
    streetNumber: 'Give the street name and the house number.',
    max: 'The maximum number of characters has been exceeded. The allowed number of characters is {max}',
    invalid: '{field} is not valid.',
    invalidUnnamed: 'This field is not valid.',
  },
  pl: {
    required: 'To pole jest wymagane',
    email: 'To pole musi zawierać poprawny adres e-mail',
    password: 'Hasło musi mieć co najmniej 12 znaków',
    confirmedPassword: 'Hasła nie są takie same.',
    alpha: 'To pole może zawierać tylko litery',
    alphaSpaces: 'To pole może zawierać tylko litery i spacje',
    beforeNow: 'Data nie może być z przyszłości.',
    phone: 'Numer telefonu jest niepoprawny',
    vatNumber: 'Podany numer NIP jest niepoprawny',
    plZip: 'Kod pocztowy jest niepoprawny. Powinien mieć format „XX-XXX”.',
    streetNumber: 'Podaj nazwę ulicy i numer domu.',
    max: 'Przekroczono maksymalną liczbę znaków. Dozwolona liczba znaków to {max}',
    invalid: 'Pole „{field}” jest niepoprawne.',
    invalidUnnamed: 'To pole jest niepoprawne.',
  },
});

import { defineMessages } from '../define';

// Checkout messages: the error keys of spec §5 (errors.checkout.*) and the shipping time display of §9.
// Plural forms are listed for every Intl plural category Polish uses, in both languages, so the keys match.
export const checkout = defineMessages({
  en: {
    errors: {
      email: 'Please enter a valid email address.',
      shippingMethod: 'Please choose a shipping method.',
      shippingPlace: 'Please choose a valid shipping place.',
      shippingAddress: 'Please enter a complete and valid delivery address.',
      billingAddress: 'Please enter a complete and valid billing address.',
      billingAddressVat: 'Please fill in the VAT number if you want an invoice.',
      paymentMethod: 'Please choose a payment method.',
      consent: 'Please accept all required consents.',
      invalidForm: 'Please correct the wrong data in the form.',
    },
    shippingTime: {
      hours: { one: '{count} hour', few: '{count} hours', many: '{count} hours', other: '{count} hours' },
      workingDays: { one: '{count} working day', few: '{count} working days', many: '{count} working days', other: '{count} working days' },
      fromDate: 'from {date}',
    },
  },
  pl: {
    errors: {
      email: 'Podaj poprawny adres e-mail.',
      shippingMethod: 'Wybierz metodę dostawy.',
      shippingPlace: 'Wybierz poprawne miejsce dostawy.',
      shippingAddress: 'Podaj pełny i poprawny adres dostawy.',
      billingAddress: 'Podaj pełne i poprawne dane do rozliczenia.',
      billingAddressVat: 'Uzupełnij numer NIP, jeśli chcesz otrzymać fakturę.',
      paymentMethod: 'Wybierz metodę płatności.',
      consent: 'Zaakceptuj wszystkie wymagane zgody.',
      invalidForm: 'Popraw błędne dane w formularzu.',
    },
    shippingTime: {
      hours: { one: '{count} godzina', few: '{count} godziny', many: '{count} godzin', other: '{count} godziny' },
      workingDays: { one: '{count} dzień roboczy', few: '{count} dni robocze', many: '{count} dni roboczych', other: '{count} dnia roboczego' },
      fromDate: 'od {date}',
    },
  },
});

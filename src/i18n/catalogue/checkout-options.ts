import { defineMessages } from '../define';

// Checkout options beyond the basic form: the providers' point pickers of the point-external methods,
// saved addresses of a signed-in shopper, an account created with the order and the survey consent.
export const checkoutOptions = defineMessages({
  en: {
    points: {
      chooseLocker: 'Choose a parcel locker',
      changeLocker: 'Choose another parcel locker',
      chooseCourierPoint: 'Choose a {provider} point',
      changeCourierPoint: 'Choose another {provider} point',
      mapTitle: 'Choose a parcel locker on the map',
      close: 'Close the map',
      loading: 'Loading the map of points…',
      failed: 'The map of points could not be loaded. Check your connection and try again, or choose another delivery method.',
      none: 'No point chosen yet.',
      chosen: 'Chosen point: {point}',
    },
    saved: {
      pick: 'Use a saved address',
      pickNone: 'Type a new address',
      save: 'Save this address to my account',
    },
    account: {
      create: 'Create an account with this order',
      createHint: 'Your orders will be in your account; you will be signed in after the order.',
      password: 'Password',
      passwordHint: 'At least 12 characters.',
      passwordConfirmation: 'Repeat the password',
      alreadyRegistered: 'An account with this e-mail address already exists. Sign in, or untick “Create an account”.',
      compromised: 'This password has appeared in a data leak. Please choose another one.',
      failed: 'The account could not be created. Nothing was ordered; please try again.',
    },
    survey: 'I agree to receive a short survey about my purchase from the price-comparison service',
  },
  pl: {
    points: {
      chooseLocker: 'Wybierz paczkomat',
      changeLocker: 'Wybierz inny paczkomat',
      chooseCourierPoint: 'Wybierz punkt {provider}',
      changeCourierPoint: 'Wybierz inny punkt {provider}',
      mapTitle: 'Wybierz paczkomat na mapie',
      close: 'Zamknij mapę',
      loading: 'Wczytuję mapę punktów…',
      failed: 'Nie udało się wczytać mapy punktów. Sprawdź połączenie i spróbuj ponownie albo wybierz inny sposób dostawy.',
      none: 'Nie wybrano jeszcze punktu.',
      chosen: 'Wybrany punkt: {point}',
    },
    saved: {
      pick: 'Użyj zapisanego adresu',
      pickNone: 'Wpiszę nowy adres',
      save: 'Zapisz ten adres na moim koncie',
    },
    account: {
      create: 'Załóż konto przy tym zamówieniu',
      createHint: 'Zamówienia będą na Twoim koncie; po złożeniu zamówienia będziesz zalogowany.',
      password: 'Hasło',
      passwordHint: 'Co najmniej 12 znaków.',
      passwordConfirmation: 'Powtórz hasło',
      alreadyRegistered: 'Konto z tym adresem e-mail już istnieje. Zaloguj się albo odznacz „Załóż konto”.',
      compromised: 'To hasło pojawiło się w wycieku danych. Wybierz inne.',
      failed: 'Nie udało się założyć konta. Nic nie zostało zamówione; spróbuj ponownie.',
    },
    survey: 'Zgadzam się na otrzymanie krótkiej ankiety o zakupie od serwisu porównującego ceny',
  },
});

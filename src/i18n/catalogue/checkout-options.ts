import { defineMessages } from '../define';

// Checkout options beyond the basic form: the pick-up point picker of the point-external methods,
// saved addresses of a signed-in shopper, an account created with the order and the survey consent.
export const checkoutOptions = defineMessages({
  en: {
    points: {
      search: 'Find a pick-up point',
      searchHint: 'Type a city, street, zip code or the point’s code.',
      results: 'Pick-up points',
      found: '{count} points found',
      none: 'No pick-up point matches. Try a city or a zip code.',
      searching: 'Searching…',
      failed: 'The list of points cannot be loaded right now. Please try again.',
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
      search: 'Znajdź punkt odbioru',
      searchHint: 'Wpisz miasto, ulicę, kod pocztowy lub kod punktu.',
      results: 'Punkty odbioru',
      found: 'Znalezione punkty: {count}',
      none: 'Żaden punkt nie pasuje. Spróbuj wpisać miasto lub kod pocztowy.',
      searching: 'Szukam…',
      failed: 'Nie udało się teraz wczytać listy punktów. Spróbuj ponownie.',
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

import { defineMessages } from '../define';

export const errors = defineMessages({
  en: {
    label: 'Error',
    fallback: 'Something went wrong.',
    backHome: 'Back to home',
    pageNotFound: 'Page Not Found: {path}',
    title: 'Error {code}',
  },
  pl: {
    label: 'Błąd',
    fallback: 'Coś poszło nie tak.',
    backHome: 'Wróć do strony głównej',
    pageNotFound: 'Nie znaleziono strony: {path}',
    title: 'Błąd {code}',
  },
});

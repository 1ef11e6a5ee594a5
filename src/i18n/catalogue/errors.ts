import { defineMessages } from '../define';

export const errors = defineMessages({
  en: {
    label: 'Error',
    fallback: 'Something went wrong.',
    backHome: 'Back to home',
    pageNotFound: 'Page Not Found: {path}',
    title: 'Error {code}',
    badRequest: 'The request could not be read. Reload the page and try again.',
    requestTooLarge: 'What you sent is too large. Shorten it and try again.',
    unsupportedMediaType: 'The request was sent in a format the shop cannot read. Reload the page and try again.',
    formNotOnThisPage: 'This page has no such form. Open the page the form belongs to and send it from there.',
  },
  pl: {
    label: 'Błąd',
    fallback: 'Coś poszło nie tak.',
    backHome: 'Wróć do strony głównej',
    pageNotFound: 'Nie znaleziono strony: {path}',
    title: 'Błąd {code}',
    badRequest: 'Nie udało się odczytać żądania. Odśwież stronę i spróbuj ponownie.',
    requestTooLarge: 'Przesłane dane są zbyt duże. Skróć je i spróbuj ponownie.',
    unsupportedMediaType: 'Żądanie wysłano w formacie, którego sklep nie obsługuje. Odśwież stronę i spróbuj ponownie.',
    formNotOnThisPage: 'Na tej stronie nie ma takiego formularza. Otwórz stronę, do której należy formularz, i wyślij go stamtąd.',
  },
});

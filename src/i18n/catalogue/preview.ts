import { defineMessages } from '../define';

// The preview area: a member of staff signs in with their platform account and sees unpublished pages
// and products as shoppers will.
export const preview = defineMessages({
  en: {
    bar: 'Preview — this page is not public yet',
    signedInAs: 'Signed in to preview as {name}',
    signOut: 'Sign out of preview',
    signIn: {
      title: 'Preview sign-in',
      heading: 'Sign in to preview',
      intro: 'Staff sign in with their platform account to see pages and products before they are public.',
      email: 'E-mail',
      password: 'Password',
      submit: 'Sign in to preview',
      notPermitted: 'This account may not preview pages or products.',
    },
    home: {
      title: 'Preview',
      heading: 'Preview',
      intro: 'You can preview what your platform permissions allow. Open an unpublished item at one of these addresses:',
      page: 'a content page: {path}',
      product: 'a product: {path}',
      post: 'a blog post (drafts and scheduled ones too): {path}',
      none: 'nothing (your account lacks the permissions)',
    },
  },
  pl: {
    bar: 'Podgląd — ta strona nie jest jeszcze publiczna',
    signedInAs: 'Zalogowano do podglądu jako {name}',
    signOut: 'Wyloguj z podglądu',
    signIn: {
      title: 'Logowanie do podglądu',
      heading: 'Zaloguj się do podglądu',
      intro: 'Pracownicy logują się kontem platformy, by zobaczyć strony i produkty, zanim staną się publiczne.',
      email: 'E-mail',
      password: 'Hasło',
      submit: 'Zaloguj do podglądu',
      notPermitted: 'To konto nie ma uprawnień do podglądu stron ani produktów.',
    },
    home: {
      title: 'Podgląd',
      heading: 'Podgląd',
      intro: 'Możesz podglądać to, na co pozwalają uprawnienia na platformie. Nieopublikowaną pozycję otworzysz pod adresem:',
      page: 'strona z treścią: {path}',
      product: 'produkt: {path}',
      post: 'wpis na blogu (także szkic lub zaplanowany): {path}',
      none: 'nic (konto nie ma uprawnień)',
    },
  },
});

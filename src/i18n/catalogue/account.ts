import { defineMessages } from '../define';

// Accounts: signing in (with the two-factor step), the header's account menu, the account overview.
// 'Incorrect login or password' is the spec's own wording (§8).
export const account = defineMessages({
  en: {
    login: {
      title: 'Sign in',
      heading: 'Sign in',
      intro: 'Sign in to your account to see your orders and check out faster.',
      email: 'E-mail',
      password: 'Password',
      submit: 'Sign in',
      invalidCredentials: 'Incorrect login or password',
      fixErrors: 'Please correct the marked fields.',
      failed: 'Signing in is not possible right now. Please try again in a moment.',
      twoFactor: {
        heading: 'Two-step verification',
        intro: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
        signingInAs: 'Signing in as {email}',
        code: 'Code from the app or a recovery code',
        submit: 'Verify and sign in',
        codeInvalid: 'This code is not valid. Check the app and try again, or use a recovery code.',
        stepExpired: 'Signing in took too long. Please enter your password again.',
        otherAccount: 'Sign in with another account',
      },
    },
    menu: {
      label: 'Account',
      signIn: 'Sign in',
      account: 'My account: {name}',
      signOut: 'Sign out',
    },
    overview: {
      title: 'My account',
      greeting: 'Hello, {name}!',
      signedInAs: 'You are signed in as {email}.',
      signOut: 'Sign out',
    },
  },
  pl: {
    login: {
      title: 'Logowanie',
      heading: 'Zaloguj się',
      intro: 'Zaloguj się na swoje konto, aby zobaczyć zamówienia i szybciej złożyć kolejne.',
      email: 'E-mail',
      password: 'Hasło',
      submit: 'Zaloguj się',
      invalidCredentials: 'Nieprawidłowy login lub hasło',
      fixErrors: 'Popraw zaznaczone pola.',
      failed: 'Logowanie jest teraz niemożliwe. Spróbuj ponownie za chwilę.',
      twoFactor: {
        heading: 'Weryfikacja dwuetapowa',
        intro: 'Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej albo jeden z kodów zapasowych.',
        signingInAs: 'Logujesz się jako {email}',
        code: 'Kod z aplikacji lub kod zapasowy',
        submit: 'Sprawdź i zaloguj',
        codeInvalid: 'Ten kod jest nieprawidłowy. Sprawdź aplikację i spróbuj ponownie albo użyj kodu zapasowego.',
        stepExpired: 'Logowanie trwało zbyt długo. Wpisz hasło ponownie.',
        otherAccount: 'Zaloguj się na inne konto',
      },
    },
    menu: {
      label: 'Konto',
      signIn: 'Zaloguj się',
      account: 'Moje konto: {name}',
      signOut: 'Wyloguj się',
    },
    overview: {
      title: 'Moje konto',
      greeting: 'Witaj, {name}!',
      signedInAs: 'Zalogowano jako {email}.',
      signOut: 'Wyloguj się',
    },
  },
});

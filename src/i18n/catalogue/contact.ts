import { defineMessages } from '../define';

// The contact page (/kontakt): the form, its refusals and the mail it sends to the shop.
export const contact = defineMessages({
  en: {
    title: 'Contact',
    heading: 'Contact us',
    description: 'Write to the shop: questions about products, orders, deliveries and returns. We reply by e-mail.',
    intro: 'Have a question about a product, an order or a delivery? Write to us and we will reply by e-mail.',
    orWrite: 'You can also write to us directly:',
    name: 'Full name',
    email: 'E-mail',
    phone: 'Phone (optional)',
    message: 'Message',
    messageHint: 'Up to {max} characters.',
    consent: 'I agree that the shop processes my data (name, e-mail, phone and message) to answer this message.',
    honeypot: 'Leave this field empty',
    submit: 'Send the message',
    sent: 'Thank you! Your message has been sent. We will reply by e-mail.',
    failed: 'Your message could not be sent. Please try again later.',
    fixErrors: 'Please correct the marked fields.',
    // The same answer to a filled honeypot, a form sent too fast and an old or forged form stamp: a bot
    // learns nothing, a person simply sends again (the values are kept).
    tryAgain: 'Your message was not sent. Please check it and send it again in a moment.',
    rateLimited: 'You have sent several messages in a short time. Please wait {minutes} min before sending another one.',
    // The mail is written in the shop's language (Polish) whatever the page's: this one is not used.
    mail: {
      subject: 'Message from the contact page: {name}',
    },
  },
  pl: {
    title: 'Kontakt',
    heading: 'Napisz do nas',
    description: 'Napisz do sklepu: pytania o produkty, zamówienia, dostawy i zwroty. Odpowiadamy e-mailem.',
    intro: 'Masz pytanie o produkt, zamówienie albo dostawę? Napisz do nas, a odpowiemy e-mailem.',
    orWrite: 'Możesz też napisać do nas bezpośrednio:',
    name: 'Imię i nazwisko',
    email: 'E-mail',
    phone: 'Telefon (opcjonalnie)',
    message: 'Wiadomość',
    messageHint: 'Do {max} znaków.',
    consent:
      'Zgadzam się na przetwarzanie moich danych (imienia i nazwiska, e-maila, telefonu i treści wiadomości) przez sklep w celu odpowiedzi na tę wiadomość.',
    honeypot: 'Zostaw to pole puste',
    submit: 'Wyślij wiadomość',
    sent: 'Dziękujemy! Twoja wiadomość została wysłana. Odpowiemy e-mailem.',
    failed: 'Nie udało się wysłać wiadomości. Spróbuj ponownie później.',
    fixErrors: 'Popraw zaznaczone pola.',
    tryAgain: 'Wiadomość nie została wysłana. Sprawdź ją i wyślij ponownie za chwilę.',
    rateLimited: 'Wysłano kilka wiadomości w krótkim czasie. Odczekaj {minutes} min, zanim wyślesz kolejną.',
    mail: {
      subject: 'Wiadomość ze strony kontaktowej: {name}',
    },
  },
});

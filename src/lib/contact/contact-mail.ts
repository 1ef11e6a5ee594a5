// The mail a contact message becomes: to the shop's contact address, Reply-To the shopper, in Polish
// (the shop's language) with English labels beside. The shopper's text reaches only the body, the
// subject (the name, already one line: src/actions/contact/contact-input.ts, and made one line again
// here) and Reply-To (an address the email rule (docs/rules.md#form-validation) accepted: no spaces, so no line breaks).
import { t } from '../../i18n/messages';
import type { Locale } from '../../i18n/locales';
import type { OutgoingMail } from '../mail/send-mail';

export interface ContactMessage {
  locale: Locale;
  name: string;
  email: string;
  phone: string;
  message: string;
}

const oneLine = (value: string) => value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

export function contactMail(message: ContactMessage, options: { to: string; pageUrl: string }): OutgoingMail {
  const name = oneLine(message.name);
  return {
    to: options.to,
    replyTo: oneLine(message.email),
    kind: 'contact',
    subject: t('pl', 'contact.mail.subject', { name }),
    text: [
      `Wiadomość ze strony / Message from ${options.pageUrl}`,
      '',
      `Imię i nazwisko / Name: ${name}`,
      `E-mail: ${oneLine(message.email)}`,
      `Telefon / Phone: ${oneLine(message.phone) || '—'}`,
      `Język / Language: ${message.locale}`,
      '',
      message.message,
    ].join('\n'),
    data: { locale: message.locale, name, email: oneLine(message.email), phone: oneLine(message.phone), message: message.message, page: options.pageUrl },
  };
}

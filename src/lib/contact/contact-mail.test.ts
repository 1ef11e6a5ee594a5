import { describe, expect, it } from 'vitest';
import { contactMail } from './contact-mail';

const message = { locale: 'en' as const, name: 'Anna Nowak', email: 'anna@example.com', phone: '', message: 'Hello,\nDo you ship abroad?' };
const options = { to: 'shop@example.org', pageUrl: 'https://shop.example/en/kontakt' };

describe('the contact mail', () => {
  it('goes to the shop with Reply-To the shopper and the message in its body', () => {
    const mail = contactMail(message, options);
    expect(mail).toMatchObject({
      to: 'shop@example.org',
      replyTo: 'anna@example.com',
      kind: 'contact',
      subject: 'Wiadomość ze strony kontaktowej: Anna Nowak',
    });
    expect(mail.text).toContain('Telefon / Phone: —');
    expect(mail.text).toContain('Język / Language: en');
    expect(mail.text).toContain('https://shop.example/en/kontakt');
    expect(mail.text.endsWith('Hello,\nDo you ship abroad?')).toBe(true);
  });

  it('never lets the shopper’s text break a header line', () => {
    const mail = contactMail({ ...message, name: 'Anna\r\nBcc: victim@example.com', email: 'anna@example.com\n', phone: '600\r\n100' }, options);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.replyTo).toBe('anna@example.com');
    expect(mail.text).toContain('Imię i nazwisko / Name: Anna Bcc: victim@example.com\n');
    expect(mail.text).toContain('Telefon / Phone: 600 100\n');
  });
});

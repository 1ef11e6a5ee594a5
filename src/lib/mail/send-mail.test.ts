import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const saved = { MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR, SMTP_URL: process.env.SMTP_URL, CONTACT_EMAIL: process.env.CONTACT_EMAIL };
afterAll(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe('mail without an SMTP server', () => {
  it('is written as one JSON file into the outbox directory', async () => {
    const outbox = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'nested');
    process.env.MAIL_OUTBOX_DIR = outbox;
    delete process.env.SMTP_URL;
    process.env.CONTACT_EMAIL = 'shop@example.org';
    const { sendMail } = await import('./send-mail');
    const sent = await sendMail({
      to: 'shop@example.org',
      replyTo: 'jan@example.com',
      subject: 'Zapytaj o cenę: Fotel',
      text: 'Ile?',
      kind: 'product-question',
    });
    expect(sent.via).toBe('outbox');
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-product-question-[0-9a-f]{8}\.json$/);
    expect(JSON.parse(readFileSync(join(outbox, files[0]!), 'utf8'))).toMatchObject({
      from: 'shop@example.org',
      to: 'shop@example.org',
      replyTo: 'jan@example.com',
      subject: 'Zapytaj o cenę: Fotel',
      text: 'Ile?',
    });
  });
});

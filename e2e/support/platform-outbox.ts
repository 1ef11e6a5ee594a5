// The embedded platform's outbox (docs/embedded-platform.md, "Outbox"): every mail it would send is a
// JSON file in <data dir>/outbox/. The hostile specs read it to see where a mailed link points.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface PlatformMail {
  kind: string;
  to: string;
  text: string;
  data?: { url?: string; token?: string };
}

/** Every mail the platform has written so far, oldest first. */
export function platformMails(dataDir: string): PlatformMail[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as PlatformMail);
}

/** The password-reset mails to `email`, oldest first. */
export const resetMailsTo = (dataDir: string, email: string) => platformMails(dataDir).filter((mail) => mail.kind === 'password-reset' && mail.to === email);

/** Every absolute http(s) address in a mail's text and data. */
export function linksIn(mail: PlatformMail): string[] {
  return [...`${mail.text} ${mail.data?.url ?? ''}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((match) => match[0]);
}

/** The link of the newest password-reset mail to `email`. */
export function resetLinkFor(dataDir: string, email: string): string {
  const url = resetMailsTo(dataDir, email).at(-1)?.data?.url;
  if (!url) throw new Error(`no reset mail for ${email}`);
  return url;
}

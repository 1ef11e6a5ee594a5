// Spam protection of the contact form without a third party: a honeypot field people never see or
// reach, and a form stamp sealed under AUTH_SECRET (src/lib/account/sealed-cookie.ts) that carries the
// moment the form was rendered. A form sent sooner than MIN_FILL_MS after that, or with a stamp that
// is missing, altered or older than STAMP_MAX_AGE_S, is refused. The stamp is not single-use:
// repeated sends with one stamp are the rate limit's business (src/lib/rate-limit/limits.ts).
import { openValue, sealValue } from '../account/sealed-cookie';

const STAMP_PURPOSE = 'contact-form-stamp';
/** A person does not fill in name, e-mail, message and consent in less than this. */
export const MIN_FILL_MS = 3000;
/** A form left open longer than this is refused once (the shopper sends again with a fresh stamp). */
export const STAMP_MAX_AGE_S = 6 * 60 * 60;
/** The honeypot's name: a field a form-filling bot is keen to fill. */
export const HONEYPOT_FIELD = 'website';

export type SpamVerdict = 'ok' | 'honeypot' | 'bad-stamp' | 'too-fast';

/** The stamp to render into a fresh form. */
export function issueFormStamp(now = Date.now(), secret?: string): string {
  return sealValue(STAMP_PURPOSE, { renderedAt: now }, STAMP_MAX_AGE_S, now, secret);
}

function renderedAt(stamp: string, now: number, secret?: string): number | undefined {
  const data = openValue(STAMP_PURPOSE, stamp, now, secret);
  if (typeof data !== 'object' || data === null || !('renderedAt' in data)) return undefined;
  const at = data.renderedAt;
  return typeof at === 'number' && Number.isFinite(at) ? at : undefined;
}

/** Whether a sent form looks like a person's: the honeypot empty, the stamp ours, unexpired and old enough. */
export function spamVerdict(form: { honeypot: string; stamp: string }, now = Date.now(), secret?: string): SpamVerdict {
  if (form.honeypot.trim() !== '') return 'honeypot';
  const at = renderedAt(form.stamp, now, secret);
  if (at === undefined || at > now) return 'bad-stamp';
  return now - at < MIN_FILL_MS ? 'too-fast' : 'ok';
}

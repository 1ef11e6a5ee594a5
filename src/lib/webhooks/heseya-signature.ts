// Heseya signs each webhook it sends (heseya/core, app/Channels/WebHookSigner.php): the `Signature` header
// is the hex HMAC-SHA256, keyed with the webhook's secret, of the JSON body exactly as sent. It is checked
// over the bytes received, never over a re-serialisation (PHP's JSON differs from JavaScript's).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'Signature';

/** The signature Heseya sends for `body` with `secret`. */
export function heseyaSignature(body: Uint8Array | string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Whether `header` is the signature of `body` with `secret`, compared in constant time. */
export function signatureMatches(body: Uint8Array, header: string | null, secret: string): boolean {
  if (!header || !/^[0-9a-fA-F]{64}$/.test(header.trim())) return false;
  const expected = Buffer.from(heseyaSignature(body, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(header.trim(), 'hex'));
}

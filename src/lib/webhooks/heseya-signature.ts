// Heseya signs each webhook it sends (heseya/core, app/Channels/WebHookSigner.php): the `Signature` header
// is the hex HMAC-SHA256, keyed with the webhook's secret, of the payload encoded with PHP's
// `json_encode(…, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES)`, while the body travels as the plain
// `json_encode` of the same payload (`\/` and `\uXXXX` escapes). So a signature is accepted over the bytes
// received, or over that unescaped encoding of them: the payload parsed and written again as JSON.stringify
// writes it, which is what those flags write except for U+2028 and U+2029 (PHP escapes them even with the
// flags). Both need the secret; nothing else is accepted.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'Signature';

/** The signature Heseya sends for `body` with `secret`. */
export function heseyaSignature(body: Uint8Array | string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * `body` as Heseya's signer encodes it (unescaped slashes and Unicode, U+2028/U+2029 escaped), or undefined
 * when it is not JSON (then only the bytes themselves can match).
 */
export function signedEncoding(body: Uint8Array): string | undefined {
  try {
    return JSON.stringify(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body))).replace(
      /[\u2028\u2029]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16)}`,
    );
  } catch {
    return undefined;
  }
}

/** Whether `header` is the signature of `body` with `secret` (as received or as Heseya's signer encodes it), compared in constant time. */
export function signatureMatches(body: Uint8Array, header: string | null, secret: string): boolean {
  if (!header || !/^[0-9a-fA-F]{64}$/.test(header.trim())) return false;
  const given = Buffer.from(header.trim(), 'hex');
  const matches = (signed: Uint8Array | string) => timingSafeEqual(Buffer.from(heseyaSignature(signed, secret), 'hex'), given);
  if (matches(body)) return true;
  const encoded = signedEncoding(body);
  return encoded !== undefined && matches(encoded);
}

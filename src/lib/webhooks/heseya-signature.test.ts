import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { heseyaSignature, signatureMatches, signedEncoding } from './heseya-signature';

const SECRET = 'webhook-secret-of-the-shop';
// As PHP's json_encode with JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES writes it: slashes and Polish
// letters as they are, which JSON.stringify would also do, but a re-serialisation could reorder or space it.
const BODY =
  '{"event":"ProductUpdated","triggered_at":"2026-11-28T09:00:00+00:00","api_url":"https://api.example/v1","data":{"id":"p1","slug":"żółta-lampa","name":"Lampa 1/2"}}';
const bytes = (text: string) => new TextEncoder().encode(text);

describe("Heseya's webhook signature", () => {
  it('is the hex HMAC-SHA256 of the body with the secret', () => {
    expect(heseyaSignature(BODY, SECRET)).toBe(createHmac('sha256', SECRET).update(BODY, 'utf8').digest('hex'));
  });

  it('accepts the signature of the bytes received (either case of hex)', () => {
    const signature = heseyaSignature(BODY, SECRET);
    expect(signatureMatches(bytes(BODY), signature, SECRET)).toBe(true);
    expect(signatureMatches(bytes(BODY), signature.toUpperCase(), SECRET)).toBe(true);
  });

  it('refuses a forged signature, a missing one and one that is not hex of the right length', () => {
    expect(signatureMatches(bytes(BODY), 'a'.repeat(64), SECRET)).toBe(false);
    expect(signatureMatches(bytes(BODY), null, SECRET)).toBe(false);
    expect(signatureMatches(bytes(BODY), '', SECRET)).toBe(false);
    expect(signatureMatches(bytes(BODY), heseyaSignature(BODY, SECRET).slice(0, 62), SECRET)).toBe(false);
    expect(signatureMatches(bytes(BODY), `${heseyaSignature(BODY, SECRET)}00`, SECRET)).toBe(false);
  });

  it('refuses a body altered by one byte', () => {
    const signature = heseyaSignature(BODY, SECRET);
    const altered = bytes(BODY);
    altered[altered.length - 3]! ^= 1;
    expect(signatureMatches(altered, signature, SECRET)).toBe(false);
  });

  it('refuses a body signed with another secret', () => {
    expect(signatureMatches(bytes(BODY), heseyaSignature(BODY, 'another-secret-entirely'), SECRET)).toBe(false);
  });

  it("takes Heseya's own pair: the body as plain json_encode, the signature over the unescaped encoding", () => {
    // PHP: json_encode($payload) on the wire; hash_hmac over json_encode($payload, UNESCAPED_UNICODE | UNESCAPED_SLASHES).
    const wire = '{"event":"PageUpdated","data":{"slug":"o-nas","content_html":"<p>\\u0142\\u00f3d\\u017a<\\/p>","line":"a\\u2028b"}}';
    const signed = '{"event":"PageUpdated","data":{"slug":"o-nas","content_html":"<p>łódź</p>","line":"a\\u2028b"}}';
    expect(signedEncoding(bytes(wire))).toBe(signed);
    expect(signatureMatches(bytes(wire), heseyaSignature(signed, SECRET), SECRET)).toBe(true);
    expect(signatureMatches(bytes(wire), heseyaSignature(signed, 'another-secret-entirely'), SECRET)).toBe(false);
  });

  it('refuses a signature over other data, however it is encoded', () => {
    const other = JSON.stringify({ ...JSON.parse(BODY), event: 'PageDeleted' });
    expect(signatureMatches(bytes(BODY), heseyaSignature(other, SECRET), SECRET)).toBe(false);
    expect(signatureMatches(bytes('not json'), heseyaSignature('not json', SECRET), SECRET)).toBe(true);
    expect(signatureMatches(bytes('not json'), heseyaSignature('"not json"', SECRET), SECRET)).toBe(false);
  });
});

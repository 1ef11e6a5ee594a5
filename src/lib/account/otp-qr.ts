// The QR code of an authenticator app's otpauth:// address, drawn on the server as SVG markup (no
// script, no image request, no inline style: the page's CSP stays as it is; `fill` and `stroke` are
// presentation attributes). Heseya answers the setup with the otpauth address as `qr_code_url`; a
// platform answering something else (e.g. a link to an image) gets the address built from the secret.
import QRCode from 'qrcode';

const OTPAUTH = /^otpauth:\/\/totp\//i;

/** The otpauth address to encode: the platform's own, else one built from the secret (RFC 6238 defaults). */
export function otpauthAddress(qrCodeUrl: string | null | undefined, secret: string, account: string, issuer: string): string {
  if (qrCodeUrl && OTPAUTH.test(qrCodeUrl)) return qrCodeUrl;
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?${new URLSearchParams({ secret, issuer })}`;
}

/** The SVG markup of the address's QR code (dark on light, with its quiet zone). */
export async function qrCodeSvg(address: string): Promise<string> {
  return QRCode.toString(address, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}

/** The secret in groups of four characters, easier to type into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

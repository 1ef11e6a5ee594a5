import { describe, expect, it } from 'vitest';
import { groupedSecret, otpauthAddress, qrCodeSvg } from './otp-qr';

describe('the authenticator app QR code', () => {
  it("uses the platform's otpauth address, else builds one from the secret", () => {
    const platform = 'otpauth://totp/Sklep%20Demo:a%40b.pl?secret=JBSWY3DPEHPK3PXP&issuer=Sklep%20Demo';
    expect(otpauthAddress(platform, 'JBSWY3DPEHPK3PXP', 'a@b.pl', 'Shop')).toBe(platform);
    const built = new URL(otpauthAddress('https://qr-code.example/sampleurl', 'JBSWY3DPEHPK3PXP', 'a@b.pl', 'Sklep Demo'));
    expect(built.protocol).toBe('otpauth:');
    expect(built.host).toBe('totp');
    expect(decodeURIComponent(built.pathname)).toBe('/Sklep Demo:a@b.pl');
    expect(built.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(built.searchParams.get('issuer')).toBe('Sklep Demo');
  });

  it('draws SVG markup with no script and no inline style (the CSP allows neither)', async () => {
    const svg = await qrCodeSvg('otpauth://totp/Shop:a%40b.pl?secret=JBSWY3DPEHPK3PXP&issuer=Shop');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('viewBox=');
    expect(svg).not.toMatch(/style=|<script|<style/i);
  });

  it('groups the secret by four for typing', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupedSecret('ABCDEF')).toBe('ABCD EF');
  });
});

import { describe, expect, it } from 'vitest';
import { allowOriginInCsp, BASELINE_SECURITY_HEADERS, PAGE_CSP_DIRECTIVES } from './security-headers';

describe('security headers', () => {
  it('close the baseline of design §5', () => {
    const csp = BASELINE_SECURITY_HEADERS['Content-Security-Policy'];
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
      expect(PAGE_CSP_DIRECTIVES).toContain(directive);
    }
    expect(BASELINE_SECURITY_HEADERS['Strict-Transport-Security']).toMatch(/max-age=\d{7,}/);
    expect(BASELINE_SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    expect(BASELINE_SECURITY_HEADERS['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(BASELINE_SECURITY_HEADERS['Referrer-Policy']).toBeTruthy();
  });

  it('adds an origin to one directive once', () => {
    const csp = "default-src 'self'; img-src 'self' data:; script-src 'self'";
    const once = allowOriginInCsp(csp, 'img-src', 'https://cdn.example');
    expect(once).toBe("default-src 'self'; img-src 'self' data: https://cdn.example; script-src 'self'");
    expect(allowOriginInCsp(once, 'img-src', 'https://cdn.example')).toBe(once);
  });

  it('adds the directive when it is missing', () => {
    expect(allowOriginInCsp("default-src 'self'", 'img-src', 'https://cdn.example')).toBe("default-src 'self'; img-src 'self' https://cdn.example");
  });
});

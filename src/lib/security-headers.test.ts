import { describe, expect, it } from 'vitest';
import { allowOriginInCsp, ASSET_SECURITY_HEADERS, BASELINE_SECURITY_HEADERS, PAGE_CSP_DIRECTIVES, securityHeadersFor } from './security-headers';

describe('security headers', () => {
  it('close the security baseline', () => {
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

  it('give the build’s hashed files the every-response set of the security baseline, without document-only headers', () => {
    expect(securityHeadersFor('/_astro/react.abc.js')).toBe(ASSET_SECURITY_HEADERS);
    expect(securityHeadersFor('/')).toBe(BASELINE_SECURITY_HEADERS);
    expect(securityHeadersFor('/favicon.svg')).toBe(BASELINE_SECURITY_HEADERS);
    expect(Object.keys(ASSET_SECURITY_HEADERS).sort()).toEqual([
      'Content-Security-Policy',
      'Cross-Origin-Opener-Policy',
      'Referrer-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
    ]);
    for (const directive of ["default-src 'none'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
      expect(ASSET_SECURITY_HEADERS['Content-Security-Policy']).toContain(directive);
  });

  it('start every page policy from default-src none and list each directive the pages use', () => {
    const names = PAGE_CSP_DIRECTIVES.map((directive) => directive.split(' ')[0]);
    expect(PAGE_CSP_DIRECTIVES[0]).toBe("default-src 'none'");
    for (const name of ['img-src', 'font-src', 'connect-src', 'worker-src', 'frame-src', 'form-action', 'object-src', 'base-uri', 'frame-ancestors'])
      expect(names).toContain(name);
    expect(PAGE_CSP_DIRECTIVES.join('; ')).not.toMatch(/unsafe|http:|\*/);
    expect(BASELINE_SECURITY_HEADERS['Cross-Origin-Resource-Policy']).toBe('same-origin');
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

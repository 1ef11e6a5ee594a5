import { describe, expect, it } from 'vitest';
import { PAGE_CSP_DIRECTIVES } from '../security-headers';
import { allowErrorReportingInCsp } from './csp';

const csp = PAGE_CSP_DIRECTIVES.join('; ');

describe('the page CSP for error reporting', () => {
  it('allows the DSN’s origin to be connected to, only when a DSN is set', () => {
    expect(allowErrorReportingInCsp(csp, undefined)).toBe(csp);
    const policy = allowErrorReportingInCsp(csp, 'https://publickey@o1.ingest.example.io/42');
    expect(policy).toContain("connect-src 'self' https://o1.ingest.example.io");
    expect(policy).not.toContain('publickey');
  });

  it('relies on worker-src blob: for the replay’s compression worker', () => {
    expect(PAGE_CSP_DIRECTIVES).toContain("worker-src 'self' blob:");
  });
});

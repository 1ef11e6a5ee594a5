import { describe, expect, it } from 'vitest';
import { allowOriginInCsp } from '../security-headers';
import { gatewayOrigins, PAY_PAGES, parseOrigins, redirectableGateway } from './gateway-origins';

describe('the pay page’s gateways', () => {
  it('are the platform’s origin and the configured ones; nothing else is redirected to', () => {
    expect(parseOrigins('https://secure.payu.com/x, http://gw.test:8080 ,javascript:alert(1),nonsense')).toEqual(['https://secure.payu.com', 'http://gw.test:8080']);
    const origins = gatewayOrigins('http://127.0.0.1:4322/api', 'https://secure.payu.com');
    expect(origins).toEqual(['http://127.0.0.1:4322', 'https://secure.payu.com']);
    expect(redirectableGateway('http://127.0.0.1:4322/gateway/abc', origins)).toBe(true);
    expect(redirectableGateway('https://evil.test/gateway', origins)).toBe(false);
    expect(redirectableGateway('not a url', origins)).toBe(false);
  });
  it('apply to /pay/{code} in both languages only', () => {
    expect(PAY_PAGES.test('/pay/AB12CD')).toBe(true);
    expect(PAY_PAGES.test('/en/pay/AB12CD')).toBe(true);
    expect(PAY_PAGES.test('/status/AB12CD')).toBe(false);
    expect(allowOriginInCsp("default-src 'self'; form-action 'self'", 'form-action', origins()[0]!)).toBe("default-src 'self'; form-action 'self' http://127.0.0.1:4322");
  });
});

const origins = () => gatewayOrigins('http://127.0.0.1:4322', undefined);

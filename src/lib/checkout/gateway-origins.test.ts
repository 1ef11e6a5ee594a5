import { describe, expect, it } from 'vitest';
import { allowOriginInCsp } from '../security-headers';
import { gatewayOrigins, isWebAddress, PAY_PAGES, parseOrigins, redirectableGateway } from './gateway-origins';

describe('the pay page’s gateways', () => {
  it('are the platform’s origin and the configured ones; nothing else is redirected to', () => {
    expect(parseOrigins('https://secure.payu.com/x, http://gw.test:8080 ,javascript:alert(1),nonsense')).toEqual([
      'https://secure.payu.com',
      'http://gw.test:8080',
    ]);
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
    expect(allowOriginInCsp("default-src 'self'; form-action 'self'", 'form-action', origins()[0]!)).toBe(
      "default-src 'self'; form-action 'self' http://127.0.0.1:4322",
    );
  });
});

const origins = () => gatewayOrigins('http://127.0.0.1:4322', undefined);

describe('isWebAddress (where the platform may send a shopper to pay)', () => {
  it('takes absolute http(s) addresses', () => {
    expect(isWebAddress('https://gateway.test/p?x=1')).toBe(true);
    expect(isWebAddress('http://127.0.0.1:4322/gateway/abc')).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    '//evil.example/p',
    '/gateway/p',
    'https://user:pass@gateway.test/',
    'https:\\\\evil.example',
    'https://gate way.test/',
    '',
    undefined,
    null,
    42,
  ])('refuses %j', (value) => {
    expect(isWebAddress(value)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { originOf } from './site-origin';

describe('originOf: the shop origin of every absolute link', () => {
  it("is APP_HOST's origin when set", () => {
    expect(originOf({ APP_HOST: 'https://sklep.example.com', HOST: '127.0.0.1', PORT: 4321 })).toBe('https://sklep.example.com');
    expect(originOf({ APP_HOST: 'https://sklep.example.com:8443', HOST: '0.0.0.0', PORT: 4321 })).toBe('https://sklep.example.com:8443');
  });

  it("without APP_HOST is the server's own listen address, a wildcard read as loopback", () => {
    expect(originOf({ HOST: '127.0.0.1', PORT: 4321 })).toBe('http://127.0.0.1:4321');
    expect(originOf({ HOST: '0.0.0.0', PORT: 8080 })).toBe('http://127.0.0.1:8080');
    expect(originOf({ HOST: '::', PORT: 4321 })).toBe('http://[::1]:4321');
    expect(originOf({ HOST: 'shop.internal', PORT: 4321 })).toBe('http://shop.internal:4321');
  });
});

import { describe, expect, it } from 'vitest';
import { Socket } from 'node:net';
import { firstForwardedValue, forwardedClientAddress, reachedOverHttps, socketFromAddress, tlsTerminatedSocket } from './https-request';

describe('reachedOverHttps', () => {
  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    expect(reachedOverHttps(false, 'https', true)).toBe(true);
    expect(reachedOverHttps(false, 'https', false)).toBe(false);
    expect(reachedOverHttps(false, undefined, true)).toBe(false);
    expect(reachedOverHttps(false, 'http', true)).toBe(false);
  });
  it('takes the first value a chain of proxies sent, in any case', () => {
    expect(firstForwardedValue('HTTPS, http')).toBe('https');
    expect(firstForwardedValue(['http', 'https'])).toBe('http');
    expect(reachedOverHttps(false, 'http, https', true)).toBe(false);
  });
  it('a TLS socket is HTTPS whatever the headers say', () => {
    expect(reachedOverHttps(true, 'http', false)).toBe(true);
  });
});

describe('tlsTerminatedSocket', () => {
  it('reads as encrypted and is otherwise the socket itself', () => {
    const socket = new Socket();
    const seen = tlsTerminatedSocket(socket);
    expect('encrypted' in socket).toBe(false);
    expect('encrypted' in seen && seen.encrypted).toBe(true);
    let closed = false;
    seen.on('close', () => (closed = true));
    socket.emit('close');
    expect(closed).toBe(true);
    expect(seen.destroyed).toBe(socket.destroyed);
    socket.destroy();
  });
});

describe('forwardedClientAddress', () => {
  it('takes the address the trusted proxy saw (the last value), never one the client wrote', () => {
    expect(forwardedClientAddress('203.0.113.7', true)).toBe('203.0.113.7');
    expect(forwardedClientAddress('1.2.3.4, 203.0.113.7', true)).toBe('203.0.113.7');
    expect(forwardedClientAddress(['1.2.3.4', '203.0.113.7, 198.51.100.2'], true)).toBe('198.51.100.2');
  });
  it('believes nothing without TRUST_PROXY, and has nothing without the header', () => {
    expect(forwardedClientAddress('203.0.113.7', false)).toBeUndefined();
    expect(forwardedClientAddress(undefined, true)).toBeUndefined();
    expect(forwardedClientAddress('  ', true)).toBeUndefined();
  });
});

describe('socketFromAddress', () => {
  it('reads with the shopper’s address and is otherwise the socket itself', () => {
    const socket = new Socket();
    const seen = socketFromAddress(tlsTerminatedSocket(socket), '203.0.113.7');
    expect(seen.remoteAddress).toBe('203.0.113.7');
    expect('encrypted' in seen && seen.encrypted).toBe(true);
    let closed = false;
    seen.on('close', () => (closed = true));
    socket.emit('close');
    expect(closed).toBe(true);
  });
});

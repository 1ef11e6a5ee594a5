import { describe, expect, it } from 'vitest';
import { Socket } from 'node:net';
import { firstForwardedValue, reachedOverHttps, tlsTerminatedSocket } from './https-request';

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

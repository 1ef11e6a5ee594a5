import { describe, expect, it } from 'vitest';
import { clientAddressOf, clientNetwork } from './client-network';

describe('client network', () => {
  it('keeps an IPv4 address, the mapped form included', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64, whatever their spelling', () => {
    const network = '2001:db8:aa:1::/64';
    for (const address of ['2001:db8:aa:1::1', '2001:0db8:00aa:0001:ffff:1:2:3', '2001:DB8:AA:1:0:0:0:9', 'fe80::1%eth0'.replace('fe80', '2001:db8:aa:1')]) {
      expect(clientNetwork(address), address).toBe(network);
    }
    expect(clientNetwork('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('gives no network for no address or something that is not one', () => {
    for (const value of [undefined, '', '  ', 'localhost', '1.2.3', '2001:db8:::1', '2001:db8::1::2', '1.2.3.4, 5.6.7.8'])
      expect(clientNetwork(value), String(value)).toBeUndefined();
  });

  it('reads the context’s client address, undefined where the adapter throws', () => {
    expect(clientAddressOf({ clientAddress: '10.0.0.1' })).toBe('10.0.0.1');
    expect(
      clientAddressOf({
        get clientAddress(): string {
          throw new Error('none');
        },
      }),
    ).toBeUndefined();
  });
});

import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client's address: the socket's own, or, when the platform sits behind a proxy the operator named
 * (PLATFORM_TRUST_PROXY=1), the last `X-Forwarded-For` value: the address that proxy saw. Earlier values
 * are whatever the client sent, so they are never believed.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trustProxy: boolean): string | undefined {
  if (trustProxy && forwardedFor) {
    const last = forwardedFor.split(',').at(-1)?.trim();
    if (last && (isIPv4(last) || isIPv6(last))) return last;
  }
  return socketAddress || undefined;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an embedded IPv4 tail converted). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.split('%')[0]!.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

/**
 * The network a rate limit counts by: an IPv4 address itself, an IPv6 address's /64 (one subscriber
 * usually holds a whole /64, so counting each address would let them rotate through 2^64 of them).
 * An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) counts as its IPv4 address.
 */
export function clientNetwork(address: string | undefined): string {
  if (!address) return 'unknown';
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return 'unknown';
  const groups = ipv6Groups(address);
  if (!groups) return 'unknown';
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

// The key a client's requests are counted under: its network, not its exact address. An IPv6 host
// usually holds a whole /64 (privacy addresses change within it at will), so counting per IPv6 address
// gives one attacker 2^64 fresh buckets; an IPv4 address is the smallest unit a client controls.
import { isIPv4, isIPv6 } from 'node:net';

/** Eight hextets of an IPv6 address (`::` expanded, an embedded IPv4 tail turned into two hextets). */
function hextets(address: string): string[] | undefined {
  let text = address;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (rest === undefined ? missing !== 0 : missing < 1) return undefined;
  return [...left, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...right].map((part) => part.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The client's network: an IPv4 address as it is (an IPv4-mapped IPv6 address too), an IPv6 address's
 * /64 (`2001:db8:1:2::/64`). Anything else (no address, not an IP) gives undefined: no network key.
 */
export function clientNetwork(address: string | undefined): string | undefined {
  const bare = address?.trim().replace(/%.*$/, '');
  if (!bare) return undefined;
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return undefined;
  const parts = hextets(bare);
  if (!parts) return undefined;
  if (parts.slice(0, 5).every((part) => part === '0') && parts[5] === 'ffff') {
    const [high, low] = [parseInt(parts[6] ?? '0', 16), parseInt(parts[7] ?? '0', 16)];
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return `${parts.slice(0, 4).join(':')}::/64`;
}

/** The client's socket address from Astro's context (the trusted proxy's view: server/storefront.ts), or undefined. */
export function clientAddressOf(context: { readonly clientAddress?: string }): string | undefined {
  try {
    return context.clientAddress || undefined;
  } catch {
    return undefined;
  }
}

/** The network of the request's client (clientAddressOf, then clientNetwork). */
export const clientNetworkOf = (context: { clientAddress: string }): string | undefined => clientNetwork(clientAddressOf(context));

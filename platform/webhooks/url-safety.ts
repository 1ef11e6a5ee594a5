import { BlockList, isIP } from 'node:net';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';

/**
 * Where webhooks may be sent. Outside demo mode a webhook may not reach the platform's own machine or
 * its private networks (a staff member with webhooks.add could otherwise make the platform call its
 * internal services: SSRF), unless the operator names the host in PLATFORM_WEBHOOK_ALLOWED_HOSTS. Demo
 * mode (npm start, tests) sends anywhere, the storefront on loopback included.
 */
export type WebhookUrlPolicy = { demo: boolean; allowedHosts: readonly string[] };

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is loopback, private, link-local, shared, multicast or unspecified. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
}

/** A URL's host without IPv6 brackets, lower case. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

function unrestricted(policy: WebhookUrlPolicy, host: string): boolean {
  return policy.demo || policy.allowedHosts.includes(host);
}

/** Resolves every address of a host name. */
function resolveAll(host: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(host, { all: true }, (error, addresses: LookupAddress[]) => (error ? reject(error) : resolve(addresses.map((a) => a.address))));
  });
}

/**
 * Why a webhook may not be sent to `url` under the policy, or undefined when it may. A host name is
 * resolved: it is refused when any of its addresses is private (the send checks again, see guardedLookup).
 */
export async function webhookUrlProblem(url: URL, policy: WebhookUrlPolicy): Promise<string | undefined> {
  const host = hostOf(url);
  if (unrestricted(policy, host)) return undefined;
  if (isIP(host)) return isPrivateAddress(host) ? 'The webhook URL points at a private or loopback address.' : undefined;
  let addresses: string[];
  try {
    addresses = await resolveAll(host);
  } catch {
    return "The webhook URL's host does not resolve.";
  }
  return addresses.some(isPrivateAddress) ? 'The webhook URL points at a private or loopback address.' : undefined;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The `lookup` of an outgoing delivery: it connects only to the addresses it checked, so a host that
 * resolved to a public address when the webhook was saved cannot be switched to a private one later
 * (DNS rebinding).
 */
export function guardedLookup(policy: WebhookUrlPolicy, host: string) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    dnsLookup(hostname, { all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, []);
      const usable = unrestricted(policy, host) ? addresses : addresses.filter((a) => !isPrivateAddress(a.address));
      if (usable.length === 0 || usable.length !== addresses.length) {
        const refused = Object.assign(new Error(`Refused to send a webhook to ${hostname}: it resolves to a private or loopback address.`), {
          code: 'EWEBHOOKPRIVATE',
        });
        return callback(refused, []);
      }
      if (options.all) return callback(null, usable);
      return callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

/** PLATFORM_WEBHOOK_ALLOWED_HOSTS: comma-separated host names or addresses, compared without brackets, lower case. */
export function parseAllowedHosts(list: string): string[] {
  return list
    .split(',')
    .map((h) =>
      h
        .trim()
        .replace(/^\[|\]$/g, '')
        .toLowerCase(),
    )
    .filter(Boolean);
}

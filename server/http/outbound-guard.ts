import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent } from 'node:https';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Requests the server makes to addresses members give it (webhooks) must not reach the server's
 * own network: private, loopback, link-local, unique-local, carrier-grade NAT, multicast, reserved
 * and unspecified addresses are refused. The check runs when the connection is made, on the address
 * DNS answered, so a name that resolves to a private address (or is re-pointed after it was saved)
 * is refused too. OUTBOUND_ALLOW_PRIVATE=true lifts it (tests, closed networks).
 */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const parsed = ipaddr.process(ip); // IPv4-mapped IPv6 addresses are judged as the IPv4 they carry
  return parsed.range() === 'unicast';
}

export class OutboundAddressError extends Error {
  readonly code = 'EOUTBOUNDREFUSED';
  constructor(address: string) {
    super(`refused to connect to the non-public address ${address}`);
    this.name = 'OutboundAddressError';
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that answers an error instead of a non-public address. */
export function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) return callback(new OutboundAddressError(refused.address), '');
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (!first)
      return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '');
    callback(null, first.address, first.family);
  });
}

/**
 * An https agent whose connections pass the guard. A URL whose host is a literal IP never asks DNS,
 * so callers check it with assertPublicHost as well.
 */
export function guardedAgent(allowPrivate: boolean, options: { ca?: string } = {}): Agent {
  return new Agent({ keepAlive: false, ...options, ...(allowPrivate ? {} : { lookup: guardedLookup }) });
}

/** Refuses a URL whose host is a literal non-public IP (DNS names are checked when connecting). */
export function isAllowedHost(url: URL, allowPrivate: boolean): boolean {
  if (allowPrivate) return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPublicAddress(host);
  return host !== 'localhost' && !host.endsWith('.localhost');
}

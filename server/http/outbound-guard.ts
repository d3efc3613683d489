import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent, type AgentOptions } from 'node:https';
import { BlockList, isIP, type LookupFunction, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * Connections the server makes on a member's behalf (a push service's endpoint, later a webhook)
 * go where a member pointed them. Without this guard a member could make the server call into its
 * own network: the database, a cloud's metadata service (169.254.169.254), an admin port on
 * loopback. The check runs at connect time, on the address actually connected to, so a name whose
 * DNS answer points inside (or changes to point inside after validation) is refused as well.
 * OUTBOUND_ALLOW_PRIVATE=true turns it off, for tests and for private networks.
 */
const PRIVATE_RANGES: ReadonlyArray<readonly [string, number, 'ipv4' | 'ipv6']> = [
  ['0.0.0.0', 8, 'ipv4'], // "this network"
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'], // loopback
  ['169.254.0.0', 16, 'ipv4'], // link-local, cloud metadata services
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved and broadcast
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'], // loopback
  ['64:ff9b::', 96, 'ipv6'], // NAT64, the same
  ['100::', 64, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['2002::', 16, 'ipv6'], // 6to4, which embeds an IPv4 address
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
  ['ff00::', 8, 'ipv6'], // multicast
];

const privateRanges = new BlockList();
for (const [network, prefix, family] of PRIVATE_RANGES) privateRanges.addSubnet(network, prefix, family);

/** '::ffff:7f00:1' or '::ffff:127.0.0.1' (an IPv4 address written as IPv6) as '127.0.0.1'. */
function mappedIpv4(address: string): string | null {
  const match = /^::ffff:(?:0:)?(.+)$/i.exec(address);
  if (!match?.[1]) return null;
  if (isIP(match[1]) === 4) return match[1];
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(match[1]);
  if (!hex?.[1] || !hex[2]) return null;
  const [high, low] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for an address the server must not connect to for a member (and for anything not an address). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return privateRanges.check(address, 'ipv4');
  // BlockList would compare an IPv4-mapped address with the IPv4 ranges only partly: unwrap it.
  const mapped = mappedIpv4(address);
  return mapped ? privateRanges.check(mapped, 'ipv4') : privateRanges.check(address, 'ipv6');
}

const OUTBOUND_REFUSED_CODE = 'EOUTBOUNDPRIVATE';

export class OutboundAddressRefused extends Error {
  readonly code = OUTBOUND_REFUSED_CODE;
  constructor(host: string, address: string) {
    super(`refused to connect to ${host} (${address}): a private, loopback or link-local address`);
    this.name = 'OutboundAddressRefused';
  }
}

/** dns.lookup, keeping only public addresses; a name with none fails with OutboundAddressRefused. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const allowed = found.filter((entry) => !isPrivateAddress(entry.address));
    const [first] = allowed;
    if (!first)
      return callback(new OutboundAddressRefused(hostname, found[0]?.address ?? 'no address'), '', 0);
    if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, allowed);
    callback(null, first.address, first.family);
  });
};

type ConnectOptions = { host?: string | null; lookup?: LookupFunction };
type Created = (error: Error | null, socket?: Duplex) => void;

/**
 * An HTTPS agent for connections made for members: host names are resolved with publicOnlyLookup,
 * and an address written into the URL (which Node connects to without a lookup) is checked itself.
 */
class PublicOnlyAgent extends Agent {
  override createConnection(options: ConnectOptions, callback: Created): Duplex | undefined {
    const host = (options.host ?? 'localhost').replace(/^\[(.*)\]$/, '$1');
    if (isIP(host) && isPrivateAddress(host)) {
      callback(new OutboundAddressRefused(host, host));
      return undefined;
    }
    const create = Agent.prototype.createConnection as unknown as (
      this: Agent,
      options: ConnectOptions,
      callback: Created,
    ) => Socket | undefined;
    return create.call(this, { ...options, lookup: publicOnlyLookup }, callback);
  }
}

/**
 * The agent for one kind of outbound request made for members: refusing private addresses unless
 * `allowPrivate` (OUTBOUND_ALLOW_PRIVATE). `tls` carries extra TLS options, such as a test's own CA.
 */
export function outboundAgent({ allowPrivate, tls }: { allowPrivate: boolean; tls?: AgentOptions }): Agent {
  const options: AgentOptions = { keepAlive: true, ...tls };
  return allowPrivate ? new Agent(options) : new PublicOnlyAgent(options);
}

/**
 * Checks a URL a member gives (a webhook target) when it is saved: a host written as a private
 * address, or `localhost`, is refused at once. Names are checked again at every connection.
 */
export function isAllowedHost(url: URL, allowPrivate: boolean): boolean {
  if (allowPrivate) return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return !isPrivateAddress(host);
  return host !== 'localhost' && !host.endsWith('.localhost');
}

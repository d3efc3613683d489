import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent, type AgentOptions } from 'node:https';
import { isIP, type LookupFunction, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import ipaddr from 'ipaddr.js';

/**
 * Connections the server makes on a member's behalf (a push service's endpoint, later a webhook)
 * go where a member pointed them. Without this guard a member could make the server call into its
 * own network: the database, a cloud's metadata service (169.254.169.254), an admin port on
 * loopback. The check runs at connect time, on the address actually connected to, so a name whose
 * DNS answer points inside (or changes to point inside after validation) is refused as well.
 * OUTBOUND_ALLOW_PRIVATE=true turns it off, for tests and for private networks.
 */

/** IANA's global unicast block: every IPv6 address outside it is special-purpose or unassigned. */
const IPV6_GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/**
 * True for an address the server must not connect to for a member (and for anything not an address).
 * Only global unicast passes, classified by ipaddr.js's ranges: for IPv4 no private, loopback,
 * link-local, shared (CGN), multicast, documentation, benchmarking or reserved range; for IPv6 only
 * 2000::/3 outside its special ranges, which also refuses the forms that carry an IPv4 address
 * (IPv4-compatible ::a.b.c.d, NAT64 64:ff9b::/96 and 64:ff9b:1::/48, Teredo, 6to4). An IPv4-mapped
 * address (::ffff:a.b.c.d) is judged as the IPv4 address it stands for.
 */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  // process() reads an IPv4-mapped address as its IPv4 address.
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.range() !== 'unicast';
  return parsed.range() !== 'unicast' || !parsed.match(IPV6_GLOBAL_UNICAST);
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

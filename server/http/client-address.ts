import { isIP } from 'node:net';

/** The groups of an IPv6 address, '::' expanded: eight numbers. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * The address attempt limits count a client under: an IPv4 address as it is, an IPv6 address by its
 * /64 network. One home or server is normally given a whole /64, so counting each of its 2^64
 * addresses apart would give it an unlimited allowance. An IPv4 address written as IPv6
 * (::ffff:1.2.3.4) counts as that IPv4 address.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  const groups = ipv6Groups(ip.split('%')[0] ?? ip);
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

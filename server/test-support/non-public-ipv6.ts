/**
 * IPv6 forms of addresses the server must never connect to for a member (issue 41 #11), as they
 * would be written inside the brackets of a URL a member saves.
 */
export const NON_PUBLIC_IPV6 = [
  '::127.0.0.1', // IPv4-compatible loopback
  '::ffff:127.0.0.1', // IPv4-mapped loopback
  '::ffff:169.254.169.254', // IPv4-mapped metadata service
  '64:ff9b::7f00:1', // NAT64 well-known prefix
  '64:ff9b:1::7f00:1', // NAT64 local-use prefix
  '2001::7f00:1', // Teredo
  '2002:7f00:1::1', // 6to4 around 127.0.0.1
  'fec0::1', // site-local
  'fd00::1', // unique local
  'fe80::1', // link-local
  'ff02::1', // multicast
  '2001:db8::1', // documentation
] as const;

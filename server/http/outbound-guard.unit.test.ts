import { describe, expect, it } from 'vitest';
import { OutboundAddressRefused, isAllowedHost, isPrivateAddress, publicOnlyLookup } from './outbound-guard';

describe('isPrivateAddress', () => {
  it.each([
    ['93.184.216.34', true],
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['127.8.9.10', false],
    ['10.0.0.5', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.1.20', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.1.2.3', false],
    ['::ffff:93.184.216.34', true],
    ['::ffff:7f00:1', false], // IPv4-mapped loopback, written in hex
    ['::ffff:169.254.169.254', false],
    ['::127.0.0.1', false], // IPv4-compatible (deprecated), what the URL parser makes of [::127.0.0.1]
    ['::7f00:1', false],
    ['::808:808', false], // IPv4-compatible is never used for real traffic, public or not
    ['64:ff9b::7f00:1', false], // NAT64 well-known prefix around loopback
    ['64:ff9b::808:808', false], // NAT64 of a public address: still not a global unicast destination
    ['64:ff9b:1::7f00:1', false], // NAT64 local-use prefix
    ['2001::1', false], // Teredo
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false],
    ['2002:7f00:1::1', false], // 6to4 around 127.0.0.1
    ['2002:a00:1::1', false], // 6to4 around 10.0.0.1
    ['fec0::1', false], // site-local (deprecated)
    ['fd00::1', false], // unique local
    ['fe80::1%eth0', false], // link-local with a zone
    ['ff02::1', false], // multicast
    ['ff0e::1', false], // global-scope multicast
    ['2001:db8::1', false], // documentation
    ['3fff::1', false], // documentation (RFC 9637)
    ['100::1', false], // discard-only
    ['2001:2::1', false], // benchmarking
    ['5f00::1', false], // segment routing
    ['4000::1', false], // outside 2000::/3, unassigned
    ['192.0.2.10', false], // documentation
    ['198.51.100.7', false],
    ['203.0.113.9', false],
    ['198.18.0.1', false], // benchmarking
    ['192.0.0.8', false], // IETF protocol assignments
    ['240.0.0.1', false], // reserved
    ['2001:4860:4860::8888', true],
    ['2a00:1450:4001:80b::200e', true],
    ['1.1.1.1', true],
    ['not-an-address', false],
  ])('%s is public: %s', (ip, expected) => {
    expect(isPrivateAddress(ip)).toBe(!expected);
  });
});

describe('isAllowedHost', () => {
  it.each([
    ['https://hooks.example.com/in', false, true],
    ['https://127.0.0.1/in', false, false],
    ['https://[::1]:8443/in', false, false],
    ['https://[::127.0.0.1]/in', false, false],
    ['https://[64:ff9b::7f00:1]/in', false, false],
    ['https://[64:ff9b:1::7f00:1]/in', false, false],
    ['https://[2001::1]/in', false, false],
    ['https://[fec0::1]/in', false, false],
    ['https://[::ffff:127.0.0.1]/in', false, false],
    ['https://[2606:4700:4700::1111]/in', false, true],
    ['https://localhost/in', false, false],
    ['https://api.localhost/in', false, false],
    ['https://93.184.216.34/in', false, true],
    ['https://127.0.0.1/in', true, true],
  ])('%s (allow private: %s) is allowed: %s', (url, allowPrivate, expected) => {
    expect(isAllowedHost(new URL(url), allowPrivate)).toBe(expected);
  });
});

describe('publicOnlyLookup', () => {
  it('refuses a name that resolves to a loopback address when connecting', async () => {
    const answer = await new Promise<{ error: Error | null }>((resolve) =>
      publicOnlyLookup('localhost', {}, (error) => resolve({ error })),
    );
    expect(answer.error).toBeInstanceOf(OutboundAddressRefused);
  });
});

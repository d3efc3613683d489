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

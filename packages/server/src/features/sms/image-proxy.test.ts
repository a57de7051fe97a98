import { networkInterfaces } from 'node:os';
import { describe, expect, test } from 'vitest';
import { isLinkLocal, isPrivateAddress, isSignedImageUrl, signImageUrl } from './image-proxy';

describe('the image proxy reaches no private address and serves only what this server signed', () => {
  test('private, local, link-local and mapped addresses are refused; public ones are not', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      // IPv4 inside IPv6 every other way: compatible, NAT64, 6to4, Teredo.
      '::127.0.0.1',
      '::7f00:1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      '2001::1',
      // Documentation and benchmarking ranges, broadcast and multicast.
      '192.0.2.1',
      '198.18.0.1',
      '255.255.255.255',
      'ff02::1',
      'not-an-address',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  test("every address of this machine's own interfaces is refused, its public ones too", () => {
    const own = Object.values(networkInterfaces())
      .flat()
      .map((entry) => entry!.address.replace(/%.*$/, ''));
    expect(own.length).toBeGreaterThan(0);
    for (const address of own) expect(isPrivateAddress(address), address).toBe(true);
  });

  test('link-local addresses (cloud metadata) are known as such: refused even where private ones are allowed', () => {
    expect(['169.254.169.254', 'fe80::1', '::ffff:169.254.1.1', '10.0.0.1'].map(isLinkLocal)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  test('a signature holds for its URL until it expires', () => {
    const now = 1_800_000_000_000;
    const { u, e, s } = signImageUrl('secret', 'https://cdn.example/a.png', now);
    expect(isSignedImageUrl('secret', u, e, s, now)).toBe(true);
    expect(isSignedImageUrl('secret', 'https://cdn.example/b.png', e, s, now)).toBe(false);
    expect(isSignedImageUrl('other', u, e, s, now)).toBe(false);
    expect(isSignedImageUrl('secret', u, e + 1, s, now)).toBe(false);
    expect(isSignedImageUrl('secret', u, e, s, e + 1)).toBe(false);
    expect(isSignedImageUrl('secret', u, Number.NaN, s, now)).toBe(false);
  });
});

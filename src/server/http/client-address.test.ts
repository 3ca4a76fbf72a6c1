import { describe, expect, it } from 'vitest';
import { clientKey } from './client-address.ts';

describe('clientKey', () => {
  it('keys an IPv4 client by its address', () => {
    expect(clientKey('198.51.100.1')).toBe('198.51.100.1');
    expect(clientKey('198.51.100.2')).not.toBe(clientKey('198.51.100.1'));
  });

  it('keys an IPv6 client by its /64, however the address is written', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:0000:0000:0000:0abc')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('2001:db8:2:2::1')).toBe('2001:db8:2:2::/64');
    expect(clientKey('::1')).toBe('::/64');
  });

  it('keys an IPv4-mapped address by the IPv4 address, never by the /64 every IPv4 client shares', () => {
    expect(clientKey('::ffff:198.51.100.1')).toBe('198.51.100.1');
    expect(clientKey('::ffff:198.51.100.2')).toBe('198.51.100.2');
    expect(clientKey('::FFFF:198.51.100.1')).toBe('198.51.100.1');
    // The same addresses written in hexadecimal.
    expect(clientKey('::ffff:c633:6401')).toBe('198.51.100.1');
    expect(clientKey('0:0:0:0:0:ffff:c633:6402')).toBe('198.51.100.2');
  });

  it('keys an IPv6 address written with a dotted tail by its /64, as the IPv6 client it is', () => {
    expect(clientKey('2001:db8:1:2::198.51.100.1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2::198.51.100.2')).toBe(clientKey('2001:db8:1:2::1'));
  });

  it('drops the zone of a link-local address', () => {
    expect(clientKey('fe80::1%eth0')).toBe('fe80::/64');
  });

  it('passes through what is not an address', () => {
    expect(clientKey('unknown')).toBe('unknown');
  });
});

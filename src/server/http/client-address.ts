import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';

const IPV4_MAPPED = new Address6('::ffff:0:0/96');

/**
 * The key a client's requests are counted under (rate limits, visitor codes). An IPv4
 * address is itself. An IPv6 client is its /64, since one home or phone is given a whole
 * /64 and can pick any address in it. An IPv4-mapped address (`::ffff:1.2.3.4`, as a
 * dual-stack server sees IPv4 clients) is the IPv4 address, never the /64 all of them share;
 * that is decided by the address, not by how it is written (`::ffff:102:304` is 1.2.3.4 too,
 * and `2001:db8::1.2.3.4` is an IPv6 client).
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const address = new Address6(ip);
  if (address.isInSubnet(IPV4_MAPPED)) return address.to4().correctForm();
  return `${new Address6(`${address.correctForm()}/64`).startAddress().correctForm()}/64`;
}

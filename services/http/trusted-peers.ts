import { BlockList, isIPv6 } from 'node:net';

/** An IPv4 peer as Node may name it on a dual-stack socket (::ffff:127.0.0.1). */
const MAPPED_IPV4 = /^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i;

const familyOf = (address: string) => (isIPv6(address) ? 'ipv6' : 'ipv4');

/**
 * Whether a connection's peer is one of the proxies `--trust-proxy` names (addresses and networks):
 * for the forwarded headers that Fastify's own trustProxy does not cover (X-Forwarded-Prefix,
 * X-Request-Id), which nobody else may set.
 */
export function trustedPeers(list: readonly string[] = []): (address: string | undefined) => boolean {
  const trusted = new BlockList();
  for (const entry of list) {
    const [address = '', bits] = entry.split('/');
    if (bits === undefined) trusted.addAddress(address, familyOf(address));
    else trusted.addSubnet(address, Number(bits), familyOf(address));
  }
  return (address) => {
    if (!address || list.length === 0) return false;
    const plain = address.replace(MAPPED_IPV4, '');
    return trusted.check(plain, familyOf(plain));
  };
}

import { BlockList, isIP } from 'node:net';

/**
 * Fastify's `trustProxy` for the store: X-Forwarded-For is believed for ONE hop only, and only when
 * the connection comes from our own edge (the storefront server, which replaces the header with the
 * address it saw). `request.ip` is then the header's last entry; from anybody else it is the socket
 * address, whatever headers they send. Rotating a made-up X-Forwarded-For therefore never changes
 * the address that per-address limits count.
 *
 * `setting` is config TRUST_PROXY: the edge's addresses or CIDRs, or the names loopback,
 * linklocal, uniquelocal, comma-separated; `true` trusts whichever peer connects (one hop, for a
 * deployment where only the edge can reach this server); `false` ignores the header.
 */
export function edgeHopTrust(setting: boolean | string): false | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (setting === true) return (_address, hop) => hop === 0;
  const trusted = trustedPeers(setting);
  return (address, hop) => hop === 0 && isTrusted(trusted, address);
}

const PRESETS: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Parses TRUST_PROXY; throws on an entry that is neither an address, a CIDR nor a preset name. */
export function trustedPeers(setting: string): BlockList {
  const list = new BlockList();
  for (const entry of setting.split(',').flatMap((value) => PRESETS[value.trim()] ?? [value.trim()])) {
    if (!entry) continue;
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR or a preset name`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

function isTrusted(list: BlockList, raw: string): boolean {
  // A dual-stack socket reports IPv4 peers as ::ffff:a.b.c.d.
  const address = raw.startsWith('::ffff:') && isIP(raw.slice(7)) === 4 ? raw.slice(7) : raw;
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

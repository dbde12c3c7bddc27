import type { StaffRole } from '@oyna/contracts';
import ipaddr from 'ipaddr.js';

/** A role's allowed networks, as STAFF_IP_ALLOW_<ROLE> lists them (config.ts). */
export type AddressAllowConfig = Partial<Record<StaffRole, readonly string[]>>;

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** A CIDR (`10.0.0.0/8`, `2001:db8::/32`) or one address (a /32 or /128); throws if neither. */
export function parseRange(text: string): Range {
  const value = text.trim();
  const [head = '', bitsText] = value.split('/');
  if (!strictlyValid(head)) throw new Error(`not an address: ${value}`);
  if (bitsText !== undefined) {
    const [address, bits] = ipaddr.parseCIDR(value);
    return [address, bits];
  }
  const address = normalised(ipaddr.parse(value));
  return [address, address.kind() === 'ipv4' ? 32 : 128];
}

/** Four-part dotted IPv4 or IPv6 only (not the old `10.1` shorthands ipaddr.js also reads). */
function strictlyValid(text: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text);
}

/** An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`, how a dual-stack socket names IPv4) as IPv4. */
function normalised(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;
}

/**
 * The optional address allow-list per role (the back office › staff identity): a role with a
 * list may log in and call only from an address inside one of its networks; a role without one,
 * from anywhere. Matched with ipaddr.js (the library behind fastify's proxy-addr).
 */
export class AddressAllowList {
  private readonly ranges: Partial<Record<StaffRole, Range[]>> = {};

  constructor(config: AddressAllowConfig = {}) {
    for (const [role, list] of Object.entries(config) as [StaffRole, readonly string[]][]) {
      if (list.length > 0) this.ranges[role] = list.map(parseRange);
    }
  }

  /** Whether a staff member of `role` may act from `ip`. */
  allows(role: StaffRole, ip: string): boolean {
    const ranges = this.ranges[role];
    if (!ranges) return true;
    if (!strictlyValid(ip)) return false;
    const address = normalised(ipaddr.parse(ip));
    return ranges.some(
      ([network, bits]) => network.kind() === address.kind() && address.match(network, bits),
    );
  }
}

import { AddressAllowList, parseRange } from './address-allow';

describe('the staff address allow-list', () => {
  const list = new AddressAllowList({
    cashier: ['10.20.0.0/16', '192.168.1.7', '2001:db8::/32'],
    risk: [],
  });

  it('lets a listed role in only from its networks', () => {
    expect(list.allows('cashier', '10.20.3.4')).toBe(true);
    expect(list.allows('cashier', '192.168.1.7')).toBe(true);
    expect(list.allows('cashier', '2001:db8::1')).toBe(true);
    expect(list.allows('cashier', '::ffff:10.20.0.9')).toBe(true);
    expect(list.allows('cashier', '10.21.0.1')).toBe(false);
    expect(list.allows('cashier', '192.168.1.8')).toBe(false);
    expect(list.allows('cashier', '2001:db9::1')).toBe(false);
    expect(list.allows('cashier', 'not-an-address')).toBe(false);
  });

  it('lets a role without a list (or with an empty one) in from anywhere', () => {
    expect(list.allows('owner', '203.0.113.9')).toBe(true);
    expect(list.allows('risk', '203.0.113.9')).toBe(true);
  });

  it('refuses what is not a network', () => {
    expect(() => parseRange('10.0.0.0/33')).toThrow();
    expect(() => parseRange('10.0.0')).toThrow();
    expect(() => parseRange('example.com')).toThrow();
  });
});

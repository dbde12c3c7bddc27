import { ENDPOINTS, type EndpointName } from '@oyna/contracts';
import { STAFF_ROLES } from '@oyna/contracts/schemas';
import { ENROL_CALLS, roleAllows, STAFF_CALL_ROLES } from './roles';

const adminCalls = (Object.keys(ENDPOINTS) as EndpointName[]).filter(
  (n) => ENDPOINTS[n].access === 'admin',
);

describe('the roles of the back-office calls', () => {
  it('name every admin call of the endpoint table, so a new one cannot forget its roles', () => {
    expect(adminCalls.filter((n) => !(n in STAFF_CALL_ROLES))).toEqual([]);
  });

  it('name only admin calls of the table', () => {
    expect(
      Object.keys(STAFF_CALL_ROLES).filter((n) => !adminCalls.includes(n as EndpointName)),
    ).toEqual([]);
  });

  it('let the owner make every call, and give each call only known roles', () => {
    for (const [name, roles] of Object.entries(STAFF_CALL_ROLES)) {
      expect([name, roles.includes('owner')]).toEqual([name, true]);
      expect(roles.filter((r) => !STAFF_ROLES.includes(r))).toEqual([]);
    }
  });

  it('keep the auditor read-only: every GET, and no POST but their own session calls', () => {
    for (const name of adminCalls) {
      const get = ENDPOINTS[name].method === 'GET';
      expect([name, roleAllows('auditor', name)]).toEqual([name, get || ENROL_CALLS.has(name)]);
    }
  });

  it('keep each role to its desk', () => {
    expect(roleAllows('cashier', 'adminApprovePayment')).toBe(true);
    expect(roleAllows('support', 'adminApprovePayment')).toBe(false);
    expect(roleAllows('content', 'adminUpsertSlide')).toBe(true);
    expect(roleAllows('cashier', 'adminUpsertSlide')).toBe(false);
    expect(roleAllows('risk', 'adminSportsSettle')).toBe(true);
    expect(roleAllows('content', 'adminSportsSettle')).toBe(false);
    expect(roleAllows('support', 'adminSendNotification')).toBe(true);
    expect(roleAllows('risk', 'adminCreateStaff')).toBe(false);
    expect(roleAllows('owner', 'noSuchCall')).toBe(false);
  });
});

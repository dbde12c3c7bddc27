import { ACCOUNT_CALLS } from '../account/calls';
import { ACCOUNT_REQUEST_SCHEMAS } from '../account/schemas';
import { AUTH_CALLS } from '../auth/calls';
import { AUTH_REQUEST_SCHEMAS } from '../auth/schemas';
import { BACKOFFICE_CALLS } from '../backoffice/calls';
import { BACKOFFICE_REQUEST_SCHEMAS } from '../backoffice/schemas';
import { BONUS_CALLS } from '../bonus/calls';
import { BONUS_REQUEST_SCHEMAS } from '../bonus/schemas';
import { CASINO_CALLS } from '../casino/calls';
import { CASINO_REQUEST_SCHEMAS } from '../casino/schemas';
import { CMS_CALLS } from '../cms/calls';
import { CMS_REQUEST_SCHEMAS } from '../cms/schemas';
import { ENDPOINTS } from '../endpoints';
import { NOTIFICATION_CALLS } from '../notification/calls';
import { NOTIFICATION_REQUEST_SCHEMAS } from '../notification/schemas';
import { OPS_CALLS } from '../ops/calls';
import { OPS_REQUEST_SCHEMAS } from '../ops/schemas';
import { PAYMENT_CALLS } from '../payment/calls';
import { PAYMENT_REQUEST_SCHEMAS } from '../payment/schemas';
import { PROTECTION_CALLS } from '../protection/calls';
import { PROTECTION_REQUEST_SCHEMAS } from '../protection/schemas';
import { REQUEST_SCHEMAS } from './index';
import { SPORTS_CALLS } from '../sports/calls';
import { SPORTS_REQUEST_SCHEMAS } from '../sports/schemas';
import { STAFF_CALLS } from '../staff/calls';
import { STAFF_REQUEST_SCHEMAS } from '../staff/schemas';

/** Each domain: its calls (calls.ts) and the request schemas beside them (schemas.ts). */
const DOMAINS = {
  account: [ACCOUNT_CALLS, ACCOUNT_REQUEST_SCHEMAS],
  auth: [AUTH_CALLS, AUTH_REQUEST_SCHEMAS],
  backoffice: [BACKOFFICE_CALLS, BACKOFFICE_REQUEST_SCHEMAS],
  bonus: [BONUS_CALLS, BONUS_REQUEST_SCHEMAS],
  casino: [CASINO_CALLS, CASINO_REQUEST_SCHEMAS],
  cms: [CMS_CALLS, CMS_REQUEST_SCHEMAS],
  notification: [NOTIFICATION_CALLS, NOTIFICATION_REQUEST_SCHEMAS],
  ops: [OPS_CALLS, OPS_REQUEST_SCHEMAS],
  payment: [PAYMENT_CALLS, PAYMENT_REQUEST_SCHEMAS],
  protection: [PROTECTION_CALLS, PROTECTION_REQUEST_SCHEMAS],
  sports: [SPORTS_CALLS, SPORTS_REQUEST_SCHEMAS],
  staff: [STAFF_CALLS, STAFF_REQUEST_SCHEMAS],
} as const;

const names = (table: object) => Object.keys(table).sort();

describe('the calls of each domain', () => {
  it('give every name to one domain only, so spreading them into the table hides none', () => {
    const all = Object.values(DOMAINS).flatMap(([calls]) => Object.keys(calls));
    expect(all.filter((name, i) => all.indexOf(name) !== i)).toEqual([]);
  });

  it('are the endpoint table, entry for entry', () => {
    for (const [calls] of Object.values(DOMAINS)) {
      for (const [name, def] of Object.entries(calls)) {
        expect(ENDPOINTS[name as keyof typeof ENDPOINTS]).toBe(def);
      }
    }
    const all = Object.values(DOMAINS).flatMap(([calls]) => Object.keys(calls));
    expect(all.sort()).toEqual(names(ENDPOINTS));
  });

  it('each have the request schema of the same name beside them, and nothing else', () => {
    for (const [domain, [calls, schemas]] of Object.entries(DOMAINS)) {
      expect([domain, names(schemas)]).toEqual([domain, names(calls)]);
      for (const [name, schema] of Object.entries(schemas)) {
        expect(REQUEST_SCHEMAS[name as keyof typeof REQUEST_SCHEMAS]).toBe(schema);
      }
    }
    expect(names(REQUEST_SCHEMAS)).toEqual(names(ENDPOINTS));
  });
});

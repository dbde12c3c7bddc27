import '../../test/native-modules';
import { ENDPOINTS, type EndpointName, type StaffRole } from '@oyna/contracts';
import { STAFF_ROLES } from '@oyna/contracts/schemas';
import { API_PREFIX } from '../../lib/route';
import { call, startApp, type Harness } from '../../test/app-harness';
import { BACKENDS, testConfig } from '../../test/backends';
import { register } from '../../test/players';
import { roleAllows } from './roles';
import { ownerToken, staffOf } from './staff.test-kit';

const adminCalls = (Object.keys(ENDPOINTS) as EndpointName[])
  .filter((n) => ENDPOINTS[n].access === 'admin')
  // Logging out ends the session the rest of the sweep uses: last.
  .sort((a, b) => Number(a === 'staffLogout') - Number(b === 'staffLogout'));
const urlOf = (name: EndpointName) =>
  `${API_PREFIX}/${ENDPOINTS[name].path.replace(/:[a-z]\w*/gi, '1')}`;

/**
 * The back office › how it is proven: every back-office call refuses a missing token and a
 * player's token (401) and a staff token of a role the call is not for (403), and lets each role
 * it is for through (anything but 401 and 403: the call's own answer, often a 400 for the empty
 * body sent here). One row per call × caller.
 */
describe.each(BACKENDS)('every back-office call × every caller on %s', (_name, backend) => {
  let h: Harness;
  let callers: [string, string | undefined, StaffRole | null][];
  beforeAll(async () => {
    h = await startApp(backend, {
      security: { ...testConfig().security, adminFailuresPerMinute: 1_000_000 },
      rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
    });
    const owner = await ownerToken(h.app);
    const player = await register(h.app);
    callers = [
      ['no token', undefined, null],
      ['player token', player.token, null],
    ];
    for (const role of STAFF_ROLES) {
      const staff = role === 'owner' ? { token: owner } : await staffOf(h.app, owner, role);
      callers.push([`staff ${role}`, staff.token, role]);
    }
  });
  afterAll(() => h?.close());

  it('answers 401, 403 or lets the call through exactly as the role table says', async () => {
    expect(adminCalls.length).toBeGreaterThan(40);
    const rows: string[] = [];
    const expected: string[] = [];
    const audited = async () =>
      Number(
        (
          await h.app.db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await audited();
    for (const name of adminCalls) {
      const { method } = ENDPOINTS[name];
      for (const [who, token, role] of callers) {
        const res = await call(h.app, {
          method,
          url: urlOf(name),
          ...(token ? { token } : {}),
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        const outcome = res.status === 401 ? '401' : res.status === 403 ? '403' : 'allowed';
        rows.push(`${name} × ${who}: ${outcome}`);
        const want = role === null ? '401' : roleAllows(role, name) ? 'allowed' : '403';
        expected.push(`${name} × ${who}: ${want}`);
        if (outcome === '403') {
          expect(res.body.message).toBe(`The ${role} role may not do this`);
        }
      }
    }
    expect(rows).toEqual(expected);
    // The one audit: one record per call a staff member made, allowed or refused; none for a
    // caller without a staff credential (nobody to name).
    const staffCallers = callers.filter(([, , role]) => role !== null).length;
    expect(await audited()).toBe(before + adminCalls.length * staffCallers);
  });
});

import type { StaffRole, StaffSession } from '@oyna/contracts';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { call, startApp, type ConfigOverrides, type Harness } from '../../test/app-harness';
import type { pgliteBackend } from '../../test/backends';
import { DEV_OWNER } from './seed';

/** Helpers of the staff tests: log in, create staff of a role, enrol two-factor. */

export const STAFF_PASSWORD = 'staff-password-1';

let seq = 0;
export const uniqueEmail = (role: string) =>
  `${role}-${process.pid}-${Date.now()}-${seq++}@staff.test`;

export async function staffLogin(
  app: FastifyInstance,
  body: { email: string; password: string; code?: string },
  remoteAddress = '10.20.0.1',
) {
  return call<StaffSession>(app, {
    method: 'POST',
    url: '/api/staff/login',
    payload: body,
    remoteAddress,
  });
}

export async function ownerToken(app: FastifyInstance): Promise<string> {
  const res = await staffLogin(app, { email: DEV_OWNER.email, password: DEV_OWNER.password });
  if (res.status !== 200) throw new Error(`owner login failed: ${res.status} ${res.body.message}`);
  return res.body.data.token;
}

/** A new staff member of `role`, created by the owner; their id, e-mail and session token. */
export async function staffOf(app: FastifyInstance, owner: string, role: StaffRole) {
  const email = uniqueEmail(role);
  const created = await call<{ id: number }>(app, {
    method: 'POST',
    url: '/api/admin/staff/create',
    token: owner,
    payload: { email, name: `${role} tester`, role, password: STAFF_PASSWORD },
  });
  if (created.status !== 200) throw new Error(`create failed: ${created.body.message}`);
  const login = await staffLogin(app, { email, password: STAFF_PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${login.body.message}`);
  return { id: created.body.data.id, email, token: login.body.data.token };
}

/** The base32 secret of an otpauth URI. */
export const secretOf = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';

/** A TOTP code `stepsAgo` 30-second steps back (0: now), as an authenticator app shows it. */
export const codeOf = (secret: string, stepsAgo = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 * stepsAgo });

/** Enrols two-factor for the session's staff member; the secret and the recovery codes. */
export async function enrolTwoFactor(app: FastifyInstance, token: string) {
  const enrol = await call<{ uri: string; qr: string }>(app, {
    method: 'POST',
    url: '/api/staff/totp/enrol',
    token,
    payload: {},
  });
  if (enrol.status !== 200) throw new Error(`enrol failed: ${enrol.body.message}`);
  const secret = secretOf(enrol.body.data.uri);
  // The code of the step before: a login right after may use the current one (each step once).
  const confirm = await call<{ recoveryCodes: string[] }>(app, {
    method: 'POST',
    url: '/api/staff/totp/confirm',
    token,
    payload: { code: await codeOf(secret, 1) },
  });
  if (confirm.status !== 200) throw new Error(`confirm failed: ${confirm.body.message}`);
  return {
    secret,
    uri: enrol.body.data.uri,
    qr: enrol.body.data.qr,
    codes: confirm.body.data.recoveryCodes,
  };
}

/** The audit rows of an action (newest first), straight from the table. */
export async function auditRows(app: FastifyInstance, action: string, object?: string) {
  let query = app.db.selectFrom('audit_log').selectAll().where('action', '=', action);
  if (object !== undefined) query = query.where('object', '=', object);
  return query.orderBy('id', 'desc').execute();
}

/** How many audit records there are. */
export async function auditCount(app: FastifyInstance): Promise<number> {
  const row = await app.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A back-office suite's api on `backend` (with `overrides`), started before all its tests with a
 * session token for the development owner and for a new staff member of each of `roles`, closed
 * after all. `app` is read when used; the suite's own beforeAll hooks run after this one.
 */
export function staffSuite<R extends StaffRole>(
  backend: typeof pgliteBackend,
  roles: readonly R[],
  overrides: ConfigOverrides = {},
) {
  let harness: Harness | undefined;
  const tokens = {} as Record<'owner' | R, string>;
  beforeAll(async () => {
    harness = await startApp(backend, overrides);
    const owner = await ownerToken(harness.app);
    tokens.owner = owner;
    for (const role of roles) tokens[role] = (await staffOf(harness.app, owner, role)).token;
  });
  afterAll(() => harness?.close());
  return {
    tokens,
    get app(): FastifyInstance {
      if (!harness) throw new Error('the staff suite starts its api in beforeAll');
      return harness.app;
    },
  };
}

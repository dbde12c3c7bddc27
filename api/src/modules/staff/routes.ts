import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/route';
import { adminActorOf, auditDetailOf } from '../../plugins/auth';
import { clearStaffCookies, setStaffCookies } from '../../plugins/staff-cookies';
import { recordRemoteChange } from './remote-changes';
import type { StaffService } from './service';

/** The back office's staff calls (api/README.md › Admin calls; roles: roles.ts). */
export function staffRoutes(app: FastifyInstance, staff: StaffService): void {
  // The web app's session lives in httpOnly cookies (plugins/staff-cookies.ts), Secure in
  // production; the token in the answer stays for scripts and tests that send it as a bearer.
  const secure = app.config.nodeEnv === 'production';
  serve(app, 'staffLogin', async (request, reply) => {
    // The password step and the two-factor code step are the same call: only a complete login
    // (a session) sets the cookies.
    const session = await staff.login(request.body, request.ip);
    setStaffCookies(reply, session, secure);
    return { data: session };
  });
  serve(app, 'staffLogout', async (request, reply) => {
    await staff.logout(adminActorOf(request));
    clearStaffCookies(reply, secure);
    return { data: null };
  });
  serve(app, 'staffMe', async (request) => ({ data: await staff.me(adminActorOf(request)) }));
  serve(app, 'staffTotpEnrol', async (request) => ({
    data: await staff.enrol(adminActorOf(request)),
  }));
  serve(app, 'staffTotpConfirm', async (request) => ({
    data: await staff.confirm(adminActorOf(request), request.body.code),
  }));
  serve(app, 'adminStaff', async () => ({ data: await staff.directory.list() }));
  serve(app, 'adminCreateStaff', async (request) => ({
    data: await staff.directory.create(request.body, auditDetailOf(request)),
  }));
  serve(app, 'adminSetStaffRole', async (request) => ({
    data: await staff.directory.setRole(request.body.id, request.body.role, auditDetailOf(request)),
  }));
  serve(app, 'adminDisableStaff', async (request) => ({
    data: await staff.directory.setDisabled(
      request.body.id,
      request.body.disabled,
      auditDetailOf(request),
    ),
  }));
  serve(app, 'adminResetStaffPassword', async (request) => ({
    data: await staff.directory.resetPassword(
      request.body.id,
      request.body.password,
      auditDetailOf(request),
    ),
  }));
  serve(app, 'adminResetStaffTwoFactor', async (request) => ({
    data: await staff.directory.resetTwoFactor(request.body.id, auditDetailOf(request)),
  }));
  serve(app, 'adminStaffTokens', async () => ({ data: await staff.directory.tokens() }));
  serve(app, 'adminCreateStaffToken', async (request) => ({
    data: await staff.directory.createToken(
      request.body.name,
      request.body.role,
      adminActorOf(request),
      auditDetailOf(request),
    ),
  }));
  serve(app, 'adminRevokeStaffToken', async (request) => ({
    data: await staff.directory.revokeToken(request.body.id, auditDetailOf(request)),
  }));
  serve(app, 'adminAudit', async (request) => ({ data: await staff.audit.page(request.query) }));
  serve(app, 'adminAuditRemoteChange', async (request) => ({
    data: recordRemoteChange(adminActorOf(request), request.body, auditDetailOf(request)),
  }));
  serve(app, 'adminAuditExport', async (request) => {
    const data = await staff.audit.csv(request.query);
    // KVKK: the export's own record says what left (the filters and how many rows).
    Object.assign(auditDetailOf(request), {
      object: 'audit',
      after: { export: 'audit', ...request.query, rows: data.rows },
    });
    return { data };
  });
}

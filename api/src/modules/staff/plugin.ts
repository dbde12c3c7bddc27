import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AddressAllowList } from '../../lib/address-allow';
import { Throttle } from '../../platform/throttle';
import { StaffQueries } from './queries';
import { staffRoutes } from './routes';
import { prepareStaff } from './seed';
import { StaffService } from './service';
import { Totp } from './totp';

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff identity and the audit; the admin guard (plugins/auth.ts) asks it. */
    staff: StaffService;
  }
}

/**
 * The back office's staff identity, roles and the one audit (api/README.md › Admin calls): staff
 * log in apart from players, with TOTP two-factor; every admin call is checked against the
 * caller's role (roles.ts) and audited once. At start: the development owner outside production,
 * and a refusal to start in production while a staff member keeps the default password.
 */
async function staffModule(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const queries = new StaffQueries(app.db);
  const passwords = app.platform.passwords;
  const service = new StaffService({
    queries,
    passwords,
    totp: new Totp(config.jwtSecret),
    throttle: new Throttle(app.db, config.security.throttleWindowSeconds),
    codeKey: Buffer.from(
      crypto.hkdfSync('sha256', config.jwtSecret, 'oyna-staff-recovery', 'recovery-codes', 32),
    ),
    addresses: new AddressAllowList(config.staff.ipAllow),
    settings: {
      sessionTtlSeconds: config.staff.sessionTtlSeconds,
      // Always in production, whatever else the configuration says.
      requireTwoFactor: config.staff.requireTwoFactor || config.nodeEnv === 'production',
      loginFailuresPerEmail: config.security.loginFailuresPerUsername,
      loginFailuresPerIp: config.security.loginFailuresPerIp,
    },
  });
  const seeded = await prepareStaff({
    queries,
    passwords,
    production: config.nodeEnv === 'production',
  });
  if (seeded === 'seeded')
    app.log.info('staff: the development owner owner@oyna.local was created');
  app.decorate('staff', service);
  staffRoutes(app, service);
}

/** Not encapsulated: the admin guard reaches `app.staff` (plugins/auth.ts). */
export default fp(staffModule, { name: 'staff', dependencies: ['platform', 'auth'] });

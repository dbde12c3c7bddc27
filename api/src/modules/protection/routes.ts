import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/route';
import { principalOf } from '../../plugins/auth';
import type { ProtectionService } from './service';

/** The player-protection calls (RTS 12, 13, LCCP 3.5): players their own, ops read only. */
export function protectionRoutes(app: FastifyInstance, protection: ProtectionService): void {
  serve(app, 'getProtection', async (request) => ({
    data: await protection.state(principalOf(request)),
  }));
  serve(app, 'getPlaySession', async (request) => ({
    data: await protection.session(principalOf(request)),
  }));
  serve(app, 'setDepositLimit', async (request) =>
    protection.setLimit(principalOf(request), request.body),
  );
  serve(app, 'confirmDepositLimit', async (request) =>
    protection.confirmLimit(principalOf(request), request.body.period),
  );
  serve(app, 'setRealityCheck', async (request) =>
    protection.setRealityCheck(principalOf(request), request.body.seconds),
  );
  serve(app, 'takeBreak', async (request) =>
    protection.takeBreak(principalOf(request), request.body, request.locale),
  );
  serve(app, 'adminProtection', async (request) => ({
    data: await protection.admin(request.query.playerId),
  }));
}

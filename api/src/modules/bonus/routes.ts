import type { FastifyInstance } from 'fastify';
import { envelopeOf, noQuerySchema } from '../../lib/envelope';
import { principalOf } from '../../plugins/auth';

/** spec §7 bonus calls (prefix /api/bonus). */
export default async function bonusRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', app.authenticate);

  app.get('/definetrialbonus', { schema: { querystring: noQuerySchema } }, async (request) =>
    envelopeOf(request.locale, await app.services.bonus.defineTrialBonus(principalOf(request))),
  );
}

import type { FastifyInstance } from 'fastify';
import { envelopeOf, noQuerySchema } from '../../lib/envelope';
import { principalOf } from '../../plugins/auth';

/** spec §7 bonus calls (prefix /api/bonus). */
export default async function bonusRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', app.authenticate);

  app.get('/definetrialbonus', { schema: { querystring: noQuerySchema } }, async (request) => {
    const principal = principalOf(request);
    const outcome = await app.services.bonus.defineTrialBonus(principal);
    // Issue 5: the credit is also a Bonus notification, stored and pushed live. The money has
    // moved already, so a failure here is logged, never turned into an error.
    await app.notifications
      .trialBonusCredited(principal.playerId, outcome.data.amount, request.locale)
      .catch((error: unknown) => request.log.error({ err: error }, 'trial bonus notification'));
    return envelopeOf(request.locale, outcome);
  });
}

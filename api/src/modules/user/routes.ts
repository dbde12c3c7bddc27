import type { FastifyInstance } from 'fastify';
import { envelopeSchema, noQuerySchema, ok } from '../../lib/envelope';
import { minorToAmount } from '../../lib/money';
import { principalOf } from '../../plugins/auth';

/** spec §7 user calls (prefix /api/user). */
export default async function userRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', app.authenticate);

  // spec §4: polled every 3000 ms while logged in.
  app.get(
    '/balance',
    {
      schema: {
        querystring: noQuerySchema,
        response: {
          200: envelopeSchema({ type: 'object', properties: { balance: { type: 'number' } } }),
        },
      },
    },
    async (request) => {
      const minor = await app.services.wallets.balanceMinor(principalOf(request).playerId);
      return ok({ balance: minorToAmount(minor) });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { minorToAmount } from '../../lib/money';
import { serve } from '../../lib/route';
import { principalOf } from '../../plugins/auth';
import { BALANCE_ENVELOPE } from './schemas';

/** The user domain: the player's balance (spec §7 user/balance; spec §4: polled every 3000 ms). */
export default async function userModule(app: FastifyInstance): Promise<void> {
  const wallets = app.platform.wallets;
  serve(
    app,
    'getBalance',
    async (request) => ({
      data: {
        balance: minorToAmount(await wallets.polledBalanceMinor(principalOf(request).playerId)),
      },
    }),
    { response: BALANCE_ENVELOPE },
  );
}

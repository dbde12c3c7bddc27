import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/route';
import { principalOf } from '../../plugins/auth';
import { BALANCE_ENVELOPE } from './schemas';
import type { UserBalance } from './service';

/** spec §7 user calls. */
export function userRoutes(app: FastifyInstance, balances: UserBalance): void {
  serve(
    app,
    'getBalance',
    async (request) => ({ data: await balances.balance(principalOf(request).playerId) }),
    { response: BALANCE_ENVELOPE },
  );
}

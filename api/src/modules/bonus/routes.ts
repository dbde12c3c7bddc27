import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/route';
import { principalOf } from '../../plugins/auth';
import type { BonusService } from './service';

/** spec §7 bonus calls. */
export function bonusRoutes(app: FastifyInstance, bonus: BonusService): void {
  serve(app, 'defineTrialBonus', async (request) =>
    bonus.defineTrialBonus(principalOf(request), request.locale),
  );
}

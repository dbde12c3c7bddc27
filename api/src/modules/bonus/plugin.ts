import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/route';
import { principalOf } from '../../plugins/auth';
import { BonusQueries } from './queries';
import { BonusService } from './service';

/** The bonus domain (spec §7 bonus/definetrialbonus). */
export default async function bonusModule(app: FastifyInstance): Promise<void> {
  const bonus = new BonusService({
    ...app.platform,
    db: app.db,
    queries: new BonusQueries(app.db),
    log: app.log,
  });
  serve(app, 'defineTrialBonus', async (request) =>
    bonus.defineTrialBonus(principalOf(request), request.locale),
  );
}

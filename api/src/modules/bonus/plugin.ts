import type { FastifyInstance } from 'fastify';
import { DEFAULT_SUPPORT_GRANT_CAP_MINOR } from '../../config';
import { BonusDesk } from './admin-bonuses';
import { BonusOfferDesk } from './admin-offers';
import { BonusAdminQueries } from './admin-queries';
import { BonusQueries } from './queries';
import { bonusRoutes } from './routes';
import { BonusService } from './service';

/** The bonus domain (spec §7 bonus/definetrialbonus) and the operators' bonus desk (admin/bonus*). */
export default async function bonusModule(app: FastifyInstance): Promise<void> {
  const bonus = new BonusService({
    queries: new BonusQueries(app.db),
    players: app.platform.players,
    wallets: app.platform.wallets,
    bonusWallet: app.platform.bonusWallet,
    protection: app.platform.protection,
    notifications: app.platform.notifications,
    log: app.log,
  });
  const adminQueries = new BonusAdminQueries(app.db);
  const desk = {
    offers: new BonusOfferDesk(adminQueries),
    bonuses: new BonusDesk({
      queries: adminQueries,
      bonusWallet: app.platform.bonusWallet,
      protection: app.platform.protection,
      notifications: app.platform.notifications,
      log: app.log,
      supportGrantCapMinor: app.config.supportGrantCapMinor ?? DEFAULT_SUPPORT_GRANT_CAP_MINOR,
    }),
  };
  bonusRoutes(app, bonus, desk);
}

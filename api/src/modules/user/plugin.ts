import type { FastifyInstance } from 'fastify';
import { userRoutes } from './routes';
import { UserBalance } from './service';

/**
 * The user domain: the player's balance (spec §7 user/balance; spec §4: polled every 3000 ms) and
 * the active bonus's maximum stake (spec §1 promotions and bonuses).
 */
export default async function userModule(app: FastifyInstance): Promise<void> {
  userRoutes(app, new UserBalance(app.platform.wallets, app.platform.bonusWallet));
}

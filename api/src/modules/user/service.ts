import { minorToAmount } from '../../lib/money';
import type { Wallets } from '../../platform/wallet';

/** The player's balance (spec §7 user/balance; spec §4: polled every 3000 ms per tab). */
export class UserBalance {
  constructor(private readonly wallets: Pick<Wallets, 'polledBalanceMinor'>) {}

  async balance(playerId: number): Promise<{ balance: number }> {
    return { balance: minorToAmount(await this.wallets.polledBalanceMinor(playerId)) };
  }
}

import type { BalanceData } from '@oyna/contracts';
import { minorToAmount } from '../../lib/money';
import { cashOf, type Wallets } from '../../platform/wallet';

/**
 * The player's balance (spec §7 user/balance; spec §4: polled every 3000 ms per tab): `balance`
 * stays the total a player can stake, with its two parts beside it — cash and bonus money.
 */
export class UserBalance {
  constructor(private readonly wallets: Pick<Wallets, 'polledBalances'>) {}

  async balance(playerId: number): Promise<BalanceData> {
    const b = await this.wallets.polledBalances(playerId);
    return {
      balance: minorToAmount(b.balanceMinor),
      cash: minorToAmount(cashOf(b)),
      bonus: minorToAmount(b.bonusMinor),
    };
  }
}

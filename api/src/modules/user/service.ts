import type { BalanceData } from '@oyna/contracts';
import { minorToAmount } from '../../lib/money';
import type { BonusWallet } from '../../platform/bonus-wallet';
import { cashOf, type Wallets } from '../../platform/wallet';

/**
 * The player's balance (spec §7 user/balance; spec §4: polled every 3000 ms per tab): `balance`
 * stays the total a player can stake, with its two parts beside it — cash and bonus money — and
 * the active bonus's maximum stake (spec §1 promotions and bonuses: while a bonus is active its
 * offer's maximum bet applies), so the slip refuses a larger stake before it is placed. The
 * maximum is a hint for the form: the stake itself is checked again under the wallet's lock.
 */
export class UserBalance {
  constructor(
    private readonly wallets: Pick<Wallets, 'polledBalances'>,
    private readonly bonuses: Pick<BonusWallet, 'active'>,
  ) {}

  async balance(playerId: number): Promise<BalanceData> {
    // One statement (or none, from memory) for the balances and the active bonus's maximum; a
    // bonus that holds no money limits stakes only while a stake it funded is open (spent
    // otherwise), which only the bonus wallet knows — asked in that rare case alone.
    const b = await this.wallets.polledBalances(playerId);
    const maxBetMinor =
      b.bonusActive && b.bonusMinor === 0
        ? (await this.bonuses.active(playerId))?.terms.maxBetMinor
        : b.bonusMaxBetMinor;
    const balance: BalanceData = {
      balance: minorToAmount(b.balanceMinor),
      cash: minorToAmount(cashOf(b)),
      bonus: minorToAmount(b.bonusMinor),
    };
    // Absent when no bonus limits stakes (contracts 2.11): the answer stays as it was then.
    if (typeof maxBetMinor === 'number') balance.maxBet = minorToAmount(maxBetMinor);
    return balance;
  }
}

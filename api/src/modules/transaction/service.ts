import type { TopWinner } from '@oyna/contracts';
import { minorToAmount } from '../../lib/money';
import type { TransactionQueries } from './queries';

export class TransactionService {
  constructor(private readonly queries: TransactionQueries) {}

  /**
   * spec §7 transaction/topwinners (the home card asks for isLive false, count 40). Seeded wins
   * until the built-in games record real ones.
   */
  async topWinners(isLive: boolean, count: number): Promise<TopWinner[]> {
    const rows = await this.queries.topWinners(isLive, count);
    return rows.map((r) => ({
      image: r.image,
      game: r.game,
      name: r.name,
      amount: minorToAmount(r.amount_minor),
      currencySymbol: r.currency_symbol,
    }));
  }
}

import { minorToAmount } from '../../lib/money';
import type { TransactionQueries } from './queries';

/** spec §3 Top winner, in wire format (mirrors TopWinner of @oyna/contracts). */
export interface TopWinner {
  image: string;
  game: string;
  name: string;
  amount: number;
  currencySymbol: string;
}

export class TransactionService {
  constructor(private readonly queries: TransactionQueries) {}

  /**
   * spec §7 transaction/topwinners (the home card asks for isLive false, count 40). Seeded wins
   * until the built-in games record real ones (issue 4).
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

import type { TopWinner } from '@oyna/contracts';
import { minorToAmount } from '../../lib/money';
import type { TransactionQueries } from './queries';

/** A round of a game no longer in the catalogue still shows a picture. */
const FALLBACK_IMAGE = '/api/cms/media/game-diamond-seven.svg';

/** spec §2 top winners show players publicly: the first name and the surname's initial. */
export function publicName(name: string, surname: string): string {
  const initial = surname.trim().charAt(0).toLocaleUpperCase('tr');
  return initial ? `${name.trim()} ${initial}.` : name.trim();
}

export class TransactionService {
  constructor(private readonly queries: TransactionQueries) {}

  /**
   * spec §7 transaction/topwinners (the home card asks for isLive false, count 40). Real wins of
   * the seamless wallet, the seeded ones as the fallback of an empty database.
   */
  async topWinners(isLive: boolean, count: number): Promise<TopWinner[]> {
    // Real wins of the built-in games first; the seed only while there are none (a new database).
    const real = await this.queries.realWinners(isLive, count);
    if (real.length > 0) {
      return real.map((r) => ({
        image: r.image ?? FALLBACK_IMAGE,
        game: r.game,
        name: publicName(r.name, r.surname),
        amount: minorToAmount(r.amount_minor),
        currencySymbol: '₺',
      }));
    }
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

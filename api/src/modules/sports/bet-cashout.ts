import type { CashoutQuote, CashoutResult } from '@oyna/contracts';
import type { Outcome } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { apiMessage, type ApiLocale } from '../../lib/messages';
import { amountToMinor, minorToAmount } from '../../lib/money';
import type { BonusWallet } from '../../platform/bonus-wallet';
import type { BetEvents } from '../../platform/metrics';
import type { Wallets } from '../../platform/wallet';
import { SPORTS_KINDS } from './bet-model';
import type { BetReads } from './bet-reads';
import { quoteOf } from './cashout-quote';
import type { SportsConfig } from './config';
import type { BetQueries, BetRow, Db } from './queries/bets';

export interface BetCashoutDeps {
  db: Db;
  wallets: Wallets;
  /** A cash-out is split between cash and bonus money as the stake was (spec §1 bonuses). */
  bonusWallet: Pick<BonusWallet, 'payout'>;
  bets: BetQueries;
  reads: BetReads;
  config: SportsConfig;
  /** Cash-outs paid, counted after the commit (docs/ops.md › Metrics and traces). */
  events: Pick<BetEvents, 'betCashedOut'>;
}

/** Cash-out (notes › Cash-out): the value offered now, and paying it. */
export class BetCashout {
  constructor(private readonly deps: BetCashoutDeps) {}

  private async own(playerId: number, betId: number): Promise<BetRow> {
    const bet = await this.deps.bets.own(playerId, betId);
    if (!bet) throw notFound('server.sports.betNotFound');
    return bet;
  }

  async quote(playerId: number, betId: number, locale: ApiLocale): Promise<CashoutQuote> {
    const { bets, reads, config } = this.deps;
    const bet = await this.own(playerId, betId);
    const legs = await bets.legsOf(betId);
    return quoteOf(bet, legs, await reads.currentOf(legs), locale, config.cashoutMarginBp);
  }

  /**
   * Cash-out ("What this means for us" 8): the value is computed again under the wallet's and
   * the bet's locks with the legs' selections share-locked; refused when it fell below what the
   * player confirmed (a rise is paid), or when a leg is suspended.
   */
  async cashout(
    playerId: number,
    betId: number,
    confirmed: number,
    locale: ApiLocale,
  ): Promise<Outcome<CashoutResult>> {
    const { db, wallets, bonusWallet, bets, reads, config } = this.deps;
    await this.own(playerId, betId);
    const outcome = await db.transaction().execute(async (trx) => {
      // Lock order (api/README.md › Lock order): player, wallet, then the bet.
      await wallets.lockBalance(trx, playerId);
      const { bet, legs, current } = await bets.lockedBet(trx, betId);
      const quote = quoteOf(bet, legs, current, locale, config.cashoutMarginBp);
      if (!quote.available) return { cashedOut: false, quote };
      if (amountToMinor(quote.value) < amountToMinor(confirmed)) {
        return {
          cashedOut: false,
          quote: { ...quote, reason: apiMessage(locale, 'server.sports.cashoutMoved') },
        };
      }
      const valueMinor = amountToMinor(quote.value);
      await bets.close(trx, betId, 'cashed_out', valueMinor);
      await bonusWallet.payout(trx, {
        playerId,
        amountMinor: valueMinor,
        kind: SPORTS_KINDS.cashout,
        idempotencyKey: `sports:payout:${betId}`,
        reference: `sport_bet:${betId}`,
      });
      return { cashedOut: true, quote };
    });
    if (outcome.cashedOut) this.deps.events.betCashedOut();
    const [bet] = await reads.load(playerId, [betId]);
    const result: CashoutResult = {
      cashedOut: outcome.cashedOut,
      quote: outcome.quote,
      bet: bet ?? null,
      balance: minorToAmount(await wallets.balanceMinor(playerId)),
    };
    return {
      data: result,
      ...(result.cashedOut ? { message: 'server.sports.cashedOut' as const } : {}),
    };
  }
}

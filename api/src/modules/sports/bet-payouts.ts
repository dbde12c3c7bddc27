import {
  formatMoney,
  NotificationType,
  type BetLegStatus,
  type CashoutResult,
} from '@oyna/contracts';
import { apiMessage, type ApiLocale } from '../../lib/messages';
import { minorToAmount, amountToMinor } from '../../lib/money';
import { settle } from './odds';
import { lockedBet, SPORTS_KINDS, type BetRow, type LegRow } from './bet-model';
import { BetReads } from './bet-reads';
import { notificationInEachLanguage } from '../notifications/service';

/** What the sportsbook pays: settlement (notes › Settlement) and cash-out (notes › Cash-out). */
export class BetPayouts extends BetReads {
  /**
   * Settles these bets from their legs (notes › Settlement): each in its own transaction under
   * the wallet's and the bet's row locks, paid once (`sports:payout:<bet>` is the ledger key),
   * with a notification to the player. A bet not open any more is left alone: settling twice
   * pays once.
   */
  async settleBets(betIds: number[]): Promise<number> {
    const { db, wallets, notifications } = this.deps;
    let settled = 0;
    for (const betId of betIds) {
      const done = await db.transaction().execute(async (trx) => {
        const head = await trx
          .selectFrom('sport_bet')
          .select('player_id')
          .where('id', '=', betId)
          .executeTakeFirst();
        if (!head) return false;
        await wallets.lockBalance(trx, head.player_id);
        const bet = (await trx
          .selectFrom('sport_bet')
          .selectAll()
          .where('id', '=', betId)
          .forUpdate()
          .executeTakeFirstOrThrow()) as BetRow;
        if (bet.status !== 'open') return false;
        const legs = (await trx
          .selectFrom('sport_bet_leg')
          .selectAll()
          .where('bet_id', '=', betId)
          .execute()) as LegRow[];
        const result = settle(
          bet.stake_minor,
          legs.map((l) => ({ oddsMilli: l.odds_milli, status: l.status as BetLegStatus })),
        );
        if (result.outcome === 'open') return false;
        await trx
          .updateTable('sport_bet')
          .set({
            status: result.outcome,
            payout_minor: result.payoutMinor,
            settled_at: new Date().toISOString(),
          })
          .where('id', '=', betId)
          .execute();
        if (result.payoutMinor > 0) {
          await wallets.move(trx, {
            playerId: bet.player_id,
            amountMinor: result.payoutMinor,
            kind: result.outcome === 'won' ? SPORTS_KINDS.win : SPORTS_KINDS.refund,
            idempotencyKey: `sports:payout:${betId}`,
            reference: `sport_bet:${betId}`,
          });
        }
        const locale: ApiLocale = bet.locale === 'en' ? 'en' : 'tr';
        // spec §1: written in both languages (a combo's name is words too), read in the player's.
        await notifications.stage(trx, bet.player_id, {
          type: NotificationType.System,
          ...notificationInEachLanguage(locale, (each) => {
            const values = {
              stake: formatMoney(minorToAmount(bet.stake_minor)),
              payout: formatMoney(minorToAmount(result.payoutMinor)),
              name:
                legs.length === 1
                  ? (legs[0]?.event_name ?? '')
                  : apiMessage(each, 'api.sports.comboName', { n: legs.length }),
            };
            return {
              title: apiMessage(each, `api.notify.sportsBet.${result.outcome}.title`),
              note: apiMessage(each, `api.notify.sportsBet.${result.outcome}.note`, values),
            };
          }),
        });
        return true;
      });
      if (done) settled += 1;
    }
    if (settled > 0) await notifications.flush();
    return settled;
  }

  /**
   * Cash-out (notes › Cash-out, "What this means for us" 8): the value is computed again under
   * the wallet's and the bet's locks with the legs' selections share-locked; refused when it fell
   * below what the player confirmed (a rise is paid), or when a leg is suspended.
   */
  async cashout(
    playerId: number,
    betId: number,
    confirmed: number,
    locale: ApiLocale,
  ): Promise<CashoutResult> {
    const { db, wallets } = this.deps;
    await this.own(playerId, betId);
    const outcome = await db.transaction().execute(async (trx) => {
      await wallets.lockBalance(trx, playerId);
      const { bet, legs, current } = await lockedBet(trx, betId);
      const quote = this.quoteOf(bet, legs, current, locale);
      if (!quote.available) return { cashedOut: false, quote };
      if (amountToMinor(quote.value) < amountToMinor(confirmed)) {
        return {
          cashedOut: false,
          quote: { ...quote, reason: apiMessage(locale, 'api.sports.cashoutMoved') },
        };
      }
      const valueMinor = amountToMinor(quote.value);
      await trx
        .updateTable('sport_bet')
        .set({
          status: 'cashed_out',
          payout_minor: valueMinor,
          settled_at: new Date().toISOString(),
        })
        .where('id', '=', betId)
        .execute();
      await wallets.move(trx, {
        playerId,
        amountMinor: valueMinor,
        kind: SPORTS_KINDS.cashout,
        idempotencyKey: `sports:payout:${betId}`,
        reference: `sport_bet:${betId}`,
      });
      return { cashedOut: true, quote };
    });
    const [bet] = await this.load(playerId, [betId]);
    return {
      cashedOut: outcome.cashedOut,
      quote: outcome.quote,
      bet: bet ?? null,
      balance: minorToAmount(await wallets.balanceMinor(playerId)),
    };
  }
}

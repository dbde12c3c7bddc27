import { formatMoney, NotificationType, type BetLegStatus } from '@oyna/contracts';
import { apiMessage, type ApiLocale } from '../../lib/messages';
import { minorToAmount } from '../../lib/money';
import type { BonusWallet } from '../../platform/bonus-wallet';
import type { BetEvents } from '../../platform/metrics';
import type { Wallets } from '../../platform/wallet';
import { notificationInEachLanguage, type NotificationService } from '../notifications';
import { SPORTS_KINDS } from './bet-model';
import { comboOddsMilli, settle, type BetOutcome } from './odds';
import type { BetQueries, BetRow, Db, LegRow, Trx } from './queries/bets';

export interface BetSettlementDeps {
  db: Db;
  wallets: Wallets;
  /**
   * Bonus money beside cash (spec §1 promotions and bonuses): payouts split as the stake was; a
   * won or lost bet counts toward the bonus active when it was placed.
   */
  bonusWallet: Pick<BonusWallet, 'payout' | 'countSettledBet' | 'lockedActive'>;
  notifications: NotificationService;
  bets: BetQueries;
  /** Bets settled, by outcome, counted after each commit (docs/ops.md › Metrics and traces). */
  events: Pick<BetEvents, 'betSettled'>;
}

/** Settlement (notes › Settlement): a bet whose legs are all decided is closed and paid once. */
export class BetSettlement {
  constructor(private readonly deps: BetSettlementDeps) {}

  /**
   * Settles these bets from their legs: each in its own transaction under the wallet's and the
   * bet's row locks, paid once (`sports:payout:<bet>` is the ledger key), with a notification to
   * the player. A bet not open any more is left alone: settling twice pays once.
   */
  async settleBets(betIds: number[]): Promise<number> {
    const { db, notifications } = this.deps;
    let settled = 0;
    for (const betId of betIds) {
      const outcome = await db.transaction().execute((trx) => this.settleOne(trx, betId));
      if (outcome === null) continue;
      settled += 1;
      this.deps.events.betSettled(outcome);
    }
    if (settled > 0) await notifications.flush();
    return settled;
  }

  /** The outcome the bet was settled with, or null when it was left alone. */
  private async settleOne(trx: Trx, betId: number): Promise<Exclude<BetOutcome, 'open'> | null> {
    const { wallets, bets, bonusWallet } = this.deps;
    const playerId = await bets.playerOf(trx, betId);
    if (playerId === undefined) return null;
    // Lock order (api/README.md › Lock order): player, wallet, then the bet.
    await wallets.lockBalance(trx, playerId);
    const bet = await bets.lockBet(trx, betId);
    if (bet.status !== 'open') return null;
    const legs = await bets.legsOf(betId, trx);
    const result = settle(
      bet.stake_minor,
      legs.map((l) => ({ oddsMilli: l.odds_milli, status: l.status as BetLegStatus })),
    );
    if (result.outcome === 'open') return null;
    await bets.close(trx, betId, result.outcome, result.payoutMinor);
    if (result.payoutMinor > 0) {
      // Split between cash and bonus money as the stake was.
      await bonusWallet.payout(trx, {
        playerId: bet.player_id,
        amountMinor: result.payoutMinor,
        kind: result.outcome === 'won' ? SPORTS_KINDS.win : SPORTS_KINDS.refund,
        idempotencyKey: `sports:payout:${betId}`,
        reference: `sport_bet:${betId}`,
      });
    }
    if (result.outcome === 'won' || result.outcome === 'lost')
      await this.countWager(trx, bet, legs);
    await this.notify(trx, bet, legs, result.outcome, result.payoutMinor);
    return result.outcome;
  }

  /**
   * spec §1 promotions and bonuses (wagering that counts): a settled bet counts toward the bonus
   * active when it was placed — a single at odds ≥ the offer's minimum, a combo — by the legs
   * that stood (a void leg counts 1, as in its payout). Low-risk play counts nothing: another bet
   * placed while the bonus was active on a different selection of one of its markets (both
   * outcomes covered).
   */
  private async countWager(trx: Trx, bet: BetRow, legs: LegRow[]): Promise<void> {
    const { bonusWallet, bets } = this.deps;
    const bonus = await bonusWallet.lockedActive(trx, bet.player_id);
    if (!bonus) return;
    const standing = legs.filter((l) => l.status !== 'void');
    if (standing.length === 0) return;
    const excluded = await bets.coversAnotherOutcome(
      trx,
      bet.id,
      bet.player_id,
      new Date(bonus.granted_at),
    );
    await bonusWallet.countSettledBet(trx, {
      playerId: bet.player_id,
      stakeMinor: Number(bet.stake_minor),
      placedAt: new Date(bet.placed_at),
      legs: standing.length,
      oddsMilli: comboOddsMilli(standing.map((l) => l.odds_milli)),
      excluded,
    });
  }

  /** spec §1: written in both languages (a combo's name is words too), read in the player's. */
  private async notify(
    trx: Trx,
    bet: BetRow,
    legs: LegRow[],
    outcome: Exclude<BetOutcome, 'open'>,
    payoutMinor: number,
  ): Promise<void> {
    const locale: ApiLocale = bet.locale === 'en' ? 'en' : 'tr';
    await this.deps.notifications.stage(trx, bet.player_id, {
      type: NotificationType.System,
      ...notificationInEachLanguage(locale, (each) => {
        const values = {
          stake: formatMoney(minorToAmount(bet.stake_minor)),
          payout: formatMoney(minorToAmount(payoutMinor)),
          name:
            legs.length === 1
              ? (legs[0]?.event_name ?? '')
              : apiMessage(each, 'server.sports.comboName', { n: legs.length }),
        };
        return {
          title: apiMessage(each, `server.notify.sportsBet.${outcome}.title`),
          note: apiMessage(each, `server.notify.sportsBet.${outcome}.note`, values),
        };
      }),
    });
  }
}

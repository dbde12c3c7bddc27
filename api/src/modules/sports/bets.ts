import {
  formatMoney,
  type OddsRule,
  type PlaceBetsRequest,
  type PlaceBetsResult,
  type PlaceRefusal,
  type SlipLegProblem,
} from '@oyna/contracts';
import { badRequest } from '../../lib/errors';
import { apiMessage, type ApiLocale, type ApiMessageKey } from '../../lib/messages';
import { minorToAmount, amountToMinor } from '../../lib/money';
import { acceptOdds, comboOddsMilli, milliToOdds, oddsToMilli, returnMinor } from './odds';
import { combinedLegProblems } from './slip';
import {
  currentQuery,
  dedupe,
  legState,
  PROBLEM_MESSAGE,
  lockedBet,
  SPORTS_KINDS,
  sleep,
  type Current,
} from './bet-model';
import { BetPayouts } from './bet-payouts';

type Placed =
  | { kind: 'refused'; reason: PlaceRefusal; message: string; problems: SlipLegProblem[] }
  | { kind: 'placed'; betIds: number[]; pending: boolean };

/**
 * Bets: placement in one transaction (notes "What this means for us" 2–6), settlement
 * idempotent per bet (7) and cash-out at a server-side value (8).
 */
export class BetService extends BetPayouts {
  private refuse(
    locale: ApiLocale,
    reason: PlaceRefusal,
    key: ApiMessageKey,
    values: Record<string, string | number> = {},
    problems: SlipLegProblem[] = [],
  ): Placed {
    return { kind: 'refused', reason, message: apiMessage(locale, key, values), problems };
  }

  async place(
    playerId: number,
    body: PlaceBetsRequest,
    locale: ApiLocale,
  ): Promise<PlaceBetsResult> {
    const { config, db, wallets } = this.deps;
    const legIds = body.legs.map((l) => l.selectionId);
    if (new Set(legIds).size !== legIds.length) throw badRequest('api.sports.duplicateSelection');
    const singles = body.singles ?? [];
    if (new Set(singles.map((s) => s.selectionId)).size !== singles.length) {
      throw badRequest('api.sports.duplicateSelection');
    }
    if (singles.some((s) => !legIds.includes(s.selectionId)))
      throw badRequest('api.sports.singleNotInSlip');
    const rule = body.rule as OddsRule;
    const seen = new Map(body.legs.map((l) => [l.selectionId, oddsToMilli(l.odds)]));
    const plans = [
      ...singles.map((s) => ({
        slot: `single:${s.selectionId}`,
        kind: 'single',
        stakeMinor: amountToMinor(s.stake),
        legs: [s.selectionId],
      })),
      ...(body.comboStake !== undefined
        ? [
            {
              slot: 'combo',
              kind: 'combo',
              stakeMinor: amountToMinor(body.comboStake),
              legs: legIds,
            },
          ]
        : []),
    ];

    const placed = await db.transaction().execute(async (trx): Promise<Placed> => {
      const balance = await wallets.lockBalance(trx, playerId);
      // A repeated request id answers the first placement (notes: idempotent by the slip).
      const earlier = await trx
        .selectFrom('sport_bet')
        .select(['id', 'status'])
        .where('player_id', '=', playerId)
        .where('request_id', '=', body.requestId)
        .orderBy('id')
        .execute();
      if (earlier.length > 0) {
        return { kind: 'placed', betIds: earlier.map((b) => b.id), pending: false };
      }
      if (plans.length === 0) return this.refuse(locale, 'stake', 'api.sports.noStake');
      if (body.comboStake !== undefined && legIds.length < 2) {
        return this.refuse(locale, 'stake', 'api.sports.comboNeedsTwo');
      }
      // Every selection, market and event re-read under a share lock: the feed cannot move a
      // price or suspend a market between this check and the commit.
      const rows = (await currentQuery(trx, legIds).forShare().execute()) as Current[];
      const current = new Map(rows.map((r) => [r.selectionId, r]));
      const problems: SlipLegProblem[] = [];
      const booked = new Map<number, number>();
      for (const id of legIds) {
        const c = current.get(id);
        const state = legState(c);
        if (state || !c) {
          problems.push({
            selectionId: id,
            reason: state ?? 'unknown',
            odds: c ? milliToOdds(c.oddsMilli) : null,
          });
          continue;
        }
        const odds = acceptOdds(rule, seen.get(id) ?? 0, c.oddsMilli);
        if (odds === null) {
          problems.push({
            selectionId: id,
            reason: 'odds_changed',
            odds: milliToOdds(c.oddsMilli),
          });
        } else booked.set(id, odds);
      }
      if (body.comboStake !== undefined) {
        problems.push(
          ...combinedLegProblems(
            rows.map((r) => ({ selectionId: r.selectionId, eventId: r.eventId })),
          ),
        );
      }
      if (problems.length > 0) {
        const first = problems[0]!;
        return this.refuse(locale, 'legs', PROBLEM_MESSAGE[first.reason], {}, problems);
      }
      let total = 0;
      for (const plan of plans) {
        if (plan.stakeMinor < config.minStakeMinor || plan.stakeMinor > config.maxStakeMinor) {
          return this.refuse(locale, 'stake', 'api.sports.stakeRange', {
            min: formatMoney(minorToAmount(config.minStakeMinor)),
            max: formatMoney(minorToAmount(config.maxStakeMinor)),
          });
        }
        const potential = returnMinor(
          plan.stakeMinor,
          plan.legs.map((id) => booked.get(id) ?? 0),
        );
        if (potential > config.maxPayoutMinor) {
          return this.refuse(locale, 'stake', 'api.sports.payoutCap', {
            max: formatMoney(minorToAmount(config.maxPayoutMinor)),
          });
        }
        total += plan.stakeMinor;
      }
      const permission = await this.deps.protection().mayBet(trx, playerId, total);
      if (!permission.allowed) {
        return this.refuse(locale, 'protection', `api.sports.protection.${permission.reason}`);
      }
      if (balance < total)
        return this.refuse(locale, 'insufficient_funds', 'api.insufficientFunds');

      const live = legIds.some((id) => current.get(id)?.eventStatus === 'live');
      const pending = live && config.liveDelayMs > 0;
      const betIds: number[] = [];
      for (const plan of plans) {
        const odds = plan.legs.map((id) => booked.get(id) ?? 0);
        const bet = await trx
          .insertInto('sport_bet')
          .values({
            player_id: playerId,
            request_id: body.requestId,
            slot: plan.slot,
            kind: plan.kind,
            status: pending ? 'pending' : 'open',
            stake_minor: plan.stakeMinor,
            odds_milli: comboOddsMilli(odds),
            potential_minor: returnMinor(plan.stakeMinor, odds),
            live,
            rule,
            locale,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('sport_bet_leg')
          .values(
            plan.legs.map((id) => {
              const c = current.get(id)!;
              return {
                bet_id: bet.id,
                selection_id: id,
                event_id: c.eventId,
                market_id: c.marketId,
                event_name: `${c.home} - ${c.away}`,
                market_name_tr: c.marketTr,
                market_name_en: c.marketEn,
                selection_name_tr: c.selectionTr,
                selection_name_en: c.selectionEn,
                start_time: new Date(c.startTime).toISOString(),
                odds_milli: booked.get(id) ?? 0,
                score_at: c.eventStatus === 'live' ? JSON.stringify(c.score ?? null) : null,
              };
            }),
          )
          .execute();
        await wallets.move(trx, {
          playerId,
          amountMinor: -plan.stakeMinor,
          kind: SPORTS_KINDS.stake,
          idempotencyKey: `sports:stake:${playerId}:${body.requestId}:${plan.slot}`,
          reference: `sport_bet:${bet.id}`,
        });
        betIds.push(bet.id);
      }
      return { kind: 'placed', betIds, pending };
    });

    if (placed.kind === 'refused') {
      return {
        accepted: false,
        reason: placed.reason,
        message: placed.message,
        bets: [],
        problems: placed.problems,
        balance: minorToAmount(await wallets.balanceMinor(playerId)),
      };
    }
    let problems: SlipLegProblem[] = [];
    if (placed.pending) {
      // notes › In-play delay: held, then re-checked; the stake is reserved meanwhile.
      await sleep(config.liveDelayMs);
      for (const id of placed.betIds) problems.push(...(await this.resolvePending(id)));
    }
    const bets = await this.load(playerId, placed.betIds);
    const rejected = bets.some((b) => b.status === 'rejected');
    problems = dedupe(problems);
    return {
      accepted: !rejected,
      reason: rejected ? 'live_changed' : null,
      message: rejected ? apiMessage(locale, 'api.sports.liveChanged') : null,
      bets: rejected ? [] : bets,
      problems,
      balance: minorToAmount(await wallets.balanceMinor(playerId)),
    };
  }

  /**
   * Ends a live bet's in-play delay: accepted at the prices valid now when every leg is still
   * bookable and its price moved within the slip's rule (none: unchanged; higher: unchanged or
   * up; any), else rejected and the stake returned.
   */
  async resolvePending(betId: number): Promise<SlipLegProblem[]> {
    const { db, wallets } = this.deps;
    return db.transaction().execute(async (trx) => {
      const head = await trx
        .selectFrom('sport_bet')
        .select(['player_id'])
        .where('id', '=', betId)
        .executeTakeFirst();
      if (!head) return [];
      await wallets.lockBalance(trx, head.player_id);
      const { bet, legs, current } = await lockedBet(trx, betId);
      if (bet.status !== 'pending') return [];
      const problems: SlipLegProblem[] = [];
      const rebooked = new Map<number, number>();
      for (const leg of legs) {
        const c = current.get(leg.selection_id);
        const state = legState(c);
        if (state || !c) {
          problems.push({
            selectionId: leg.selection_id,
            reason: state ?? 'unknown',
            odds: c ? milliToOdds(c.oddsMilli) : null,
          });
        } else if (
          leg.score_at != null &&
          JSON.stringify(leg.score_at) !== JSON.stringify(c.score ?? null)
        ) {
          // notes › In-play delay: a goal or point within the delay is a material change.
          problems.push({
            selectionId: leg.selection_id,
            reason: 'suspended',
            odds: milliToOdds(c.oddsMilli),
          });
        } else {
          // The slip's odds rule once more, at the price valid at the end of the delay (notes ›
          // "What this means for us" 6): booked at that price, or refused.
          const accepted = acceptOdds(bet.rule as OddsRule, leg.odds_milli, c.oddsMilli);
          if (accepted === null) {
            problems.push({
              selectionId: leg.selection_id,
              reason: 'odds_changed',
              odds: milliToOdds(c.oddsMilli),
            });
          } else if (accepted !== leg.odds_milli) {
            rebooked.set(leg.id, accepted);
          }
        }
      }
      if (problems.length > 0) {
        await trx
          .updateTable('sport_bet')
          .set({
            status: 'rejected',
            payout_minor: bet.stake_minor,
            settled_at: new Date().toISOString(),
          })
          .where('id', '=', betId)
          .execute();
        await wallets.move(trx, {
          playerId: bet.player_id,
          amountMinor: bet.stake_minor,
          kind: SPORTS_KINDS.refund,
          idempotencyKey: `sports:payout:${betId}`,
          reference: `sport_bet:${betId}`,
        });
        return problems;
      }
      for (const [legId, odds] of rebooked) {
        await trx
          .updateTable('sport_bet_leg')
          .set({ odds_milli: odds })
          .where('id', '=', legId)
          .execute();
      }
      const odds = legs.map((l) => rebooked.get(l.id) ?? l.odds_milli);
      await trx
        .updateTable('sport_bet')
        .set({
          status: 'open',
          odds_milli: comboOddsMilli(odds),
          potential_minor: returnMinor(bet.stake_minor, odds),
        })
        .where('id', '=', betId)
        .execute();
      return [];
    });
  }

  /** Pending bets whose delay ran out long ago (the api restarted mid-delay). */
  async resolveStalePending(): Promise<void> {
    const cutoff = new Date(Date.now() - this.deps.config.liveDelayMs - 5000).toISOString();
    const stale = await this.deps.db
      .selectFrom('sport_bet')
      .select('id')
      .where('status', '=', 'pending')
      .where('placed_at', '<', cutoff as unknown as Date)
      .limit(100)
      .execute();
    for (const b of stale) await this.resolvePending(b.id);
  }
}

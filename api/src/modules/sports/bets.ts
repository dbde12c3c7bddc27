import crypto from 'node:crypto';
import {
  formatMoney,
  NotificationType,
  type Bet,
  type BetLeg,
  type BetLegStatus,
  type BetStatus,
  type CashoutQuote,
  type CashoutResult,
  type MyBetsPage,
  type OddsRule,
  type PlaceBetsRequest,
  type PlaceBetsResult,
  type PlaceRefusal,
  type SlipLegProblem,
} from '@oyna/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { apiMessage, type ApiLocale, type ApiMessageKey } from '../../lib/messages';
import { minorToAmount, amountToMinor } from '../../lib/money';
import type { NotificationService } from '../notifications/service';
import type { PlayerProtection } from '../../platform/protection';
import type { Wallets } from '../../platform/wallet';
import type { SportsConfig } from './config';
import {
  acceptOdds,
  cashoutValueMinor,
  comboOddsMilli,
  milliToOdds,
  oddsToMilli,
  returnMinor,
  settle,
} from './odds';
import { combinedLegProblems } from './slip';
import './tables';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** Ledger kinds of the sportsbook (account › financial-kinds shows them). */
export const SPORTS_KINDS = {
  stake: 'sports_stake',
  win: 'sports_win',
  refund: 'sports_refund',
  cashout: 'sports_cashout',
} as const;

export interface BetDeps {
  db: Db;
  wallets: Wallets;
  protection: () => PlayerProtection;
  notifications: NotificationService;
  config: SportsConfig;
}

interface LegRow {
  id: number;
  bet_id: number;
  selection_id: number;
  event_id: number;
  market_id: number;
  event_name: string;
  market_name_tr: string;
  market_name_en: string;
  selection_name_tr: string;
  selection_name_en: string;
  start_time: Date;
  odds_milli: number;
  status: string;
}

interface BetRow {
  id: number;
  player_id: number;
  kind: string;
  status: string;
  stake_minor: number;
  odds_milli: number;
  potential_minor: number;
  payout_minor: number | null;
  live: boolean;
  rule: string;
  locale: string;
  placed_at: Date;
  settled_at: Date | null;
}

/** A selection as it stands now, with its market and event. */
interface Current {
  selectionId: number;
  oddsMilli: number;
  selectionStatus: string;
  marketId: number;
  marketStatus: string;
  eventId: number;
  eventStatus: string;
  home: string;
  away: string;
  startTime: Date;
  marketTr: string;
  marketEn: string;
  selectionTr: string;
  selectionEn: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function currentQuery(db: Db | Trx, selectionIds: number[]) {
  return db
    .selectFrom('selection as s')
    .innerJoin('market as m', 'm.id', 's.market_id')
    .innerJoin('sport_event as e', 'e.id', 'm.event_id')
    .select([
      's.id as selectionId',
      's.odds_milli as oddsMilli',
      's.status as selectionStatus',
      'm.id as marketId',
      'm.status as marketStatus',
      'e.id as eventId',
      'e.status as eventStatus',
      'e.home',
      'e.away',
      'e.start_time as startTime',
      'm.name_tr as marketTr',
      'm.name_en as marketEn',
      's.name_tr as selectionTr',
      's.name_en as selectionEn',
    ])
    .where('s.id', 'in', selectionIds.length ? selectionIds : [0]);
}

/** Why a leg cannot be booked now; undefined when it can (notes: bookable legs). */
function legState(c: Current | undefined): SlipLegProblem['reason'] | undefined {
  if (!c) return 'unknown';
  if (c.eventStatus !== 'upcoming' && c.eventStatus !== 'live') return 'ended';
  // Past its start but not in play yet (the feed has not said): neither pre-match nor live.
  if (c.eventStatus === 'upcoming' && new Date(c.startTime).getTime() <= Date.now()) {
    return 'suspended';
  }
  if (c.marketStatus !== 'open' || c.selectionStatus !== 'active') return 'suspended';
  return undefined;
}

const PROBLEM_MESSAGE: Record<SlipLegProblem['reason'], ApiMessageKey> = {
  odds_changed: 'api.sports.oddsChanged',
  suspended: 'api.sports.suspended',
  ended: 'api.sports.ended',
  unknown: 'api.sports.selectionUnknown',
  duplicate_event: 'api.sports.duplicateEvent',
};

type Placed =
  | { kind: 'refused'; reason: PlaceRefusal; message: string; problems: SlipLegProblem[] }
  | { kind: 'placed'; betIds: number[]; pending: boolean };

/**
 * Bets: placement in one transaction (notes "What this means for us" 2–6), settlement
 * idempotent per bet (7) and cash-out at a server-side value (8).
 */
export class BetService {
  constructor(private readonly deps: BetDeps) {}

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
   * Ends a live bet's in-play delay: accepted when every leg is still bookable at no worse odds
   * (rule `any`: rebooked at the current odds), else rejected and the stake returned.
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
      const bet = (await trx
        .selectFrom('sport_bet')
        .selectAll()
        .where('id', '=', betId)
        .forUpdate()
        .executeTakeFirstOrThrow()) as BetRow;
      if (bet.status !== 'pending') return [];
      const legs = (await trx
        .selectFrom('sport_bet_leg')
        .selectAll()
        .where('bet_id', '=', betId)
        .execute()) as LegRow[];
      const rows = (await currentQuery(
        trx,
        legs.map((l) => l.selection_id),
      )
        .forShare()
        .execute()) as Current[];
      const current = new Map(rows.map((r) => [r.selectionId, r]));
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
        } else if (c.oddsMilli < leg.odds_milli) {
          if (bet.rule === 'any') rebooked.set(leg.id, c.oddsMilli);
          else
            problems.push({
              selectionId: leg.selection_id,
              reason: 'odds_changed',
              odds: milliToOdds(c.oddsMilli),
            });
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
        const values = {
          stake: formatMoney(minorToAmount(bet.stake_minor)),
          payout: formatMoney(minorToAmount(result.payoutMinor)),
          name:
            legs.length === 1
              ? (legs[0]?.event_name ?? '')
              : apiMessage(locale, 'api.sports.comboName', { n: legs.length }),
        };
        await notifications.stage(trx, bet.player_id, {
          type: NotificationType.System,
          title: apiMessage(locale, `api.notify.sportsBet.${result.outcome}.title`),
          note: apiMessage(locale, `api.notify.sportsBet.${result.outcome}.note`, values),
        });
        return true;
      });
      if (done) settled += 1;
    }
    if (settled > 0) await notifications.flush();
    return settled;
  }

  /** Current state of the legs of these bets (their selections, markets and events). */
  private async currentOf(legs: LegRow[]): Promise<Map<number, Current>> {
    const rows = (await currentQuery(this.deps.db, [
      ...new Set(legs.map((l) => l.selection_id)),
    ]).execute()) as Current[];
    return new Map(rows.map((r) => [r.selectionId, r]));
  }

  private quoteOf(
    bet: BetRow,
    legs: LegRow[],
    current: Map<number, Current>,
    locale: ApiLocale,
  ): CashoutQuote {
    const no = (key: ApiMessageKey): CashoutQuote => ({
      betId: bet.id,
      available: false,
      value: 0,
      reason: apiMessage(locale, key),
    });
    if (bet.status !== 'open') return no('api.sports.cashoutClosed');
    const open = legs.filter((l) => l.status === 'open');
    if (open.some((l) => legState(current.get(l.selection_id)) !== undefined))
      return no('api.sports.cashoutSuspended');
    const value = cashoutValueMinor(
      bet.stake_minor,
      legs.map((l) => ({
        oddsMilli: l.odds_milli,
        currentMilli: current.get(l.selection_id)?.oddsMilli ?? l.odds_milli,
        status: l.status as BetLegStatus,
      })),
      this.deps.config.cashoutMarginBp,
    );
    if (value === null || value <= 0) return no('api.sports.cashoutClosed');
    return { betId: bet.id, available: true, value: minorToAmount(value), reason: null };
  }

  private toWire(bet: BetRow, legs: LegRow[], current: Map<number, Current>): Bet {
    const mine = legs.filter((l) => l.bet_id === bet.id);
    return {
      id: bet.id,
      kind: bet.kind === 'combo' ? 'combo' : 'single',
      status: bet.status as BetStatus,
      stake: minorToAmount(bet.stake_minor),
      odds: milliToOdds(bet.odds_milli),
      potentialReturn: minorToAmount(bet.potential_minor),
      payout: bet.payout_minor === null ? null : minorToAmount(bet.payout_minor),
      live: bet.live,
      placedAt: new Date(bet.placed_at).toISOString(),
      settledAt: bet.settled_at ? new Date(bet.settled_at).toISOString() : null,
      legs: mine.map((l): BetLeg => ({
        selectionId: l.selection_id,
        eventId: l.event_id,
        marketId: l.market_id,
        eventName: l.event_name,
        marketName: { tr: l.market_name_tr, en: l.market_name_en },
        selectionName: { tr: l.selection_name_tr, en: l.selection_name_en },
        startTime: new Date(l.start_time).toISOString(),
        odds: milliToOdds(l.odds_milli),
        status: l.status as BetLegStatus,
      })),
      cashoutAvailable: this.quoteOf(bet, mine, current, 'en').available,
    };
  }

  private async load(playerId: number, betIds: number[]): Promise<Bet[]> {
    if (betIds.length === 0) return [];
    const bets = (await this.deps.db
      .selectFrom('sport_bet')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('id', 'in', betIds)
      .orderBy('id')
      .execute()) as BetRow[];
    const legs = (await this.deps.db
      .selectFrom('sport_bet_leg')
      .selectAll()
      .where('bet_id', 'in', betIds)
      .orderBy('id')
      .execute()) as LegRow[];
    const current = await this.currentOf(legs);
    return bets.map((b) => this.toWire(b, legs, current));
  }

  async myBets(
    playerId: number,
    status: 'open' | 'settled',
    skip: number,
    take: number,
  ): Promise<MyBetsPage> {
    const statuses =
      status === 'open' ? ['pending', 'open'] : ['won', 'lost', 'void', 'cashed_out'];
    const base = this.deps.db
      .selectFrom('sport_bet')
      .where('player_id', '=', playerId)
      .where('status', 'in', statuses);
    const rows = await base
      .select('id')
      .orderBy('placed_at', 'desc')
      .orderBy('id', 'desc')
      .offset(skip)
      .limit(take)
      .execute();
    const count = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
    const bets = await this.load(
      playerId,
      rows.map((r) => r.id),
    );
    const order = new Map(rows.map((r, i) => [r.id, i]));
    bets.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    return { bets, total: Number(count?.n ?? 0) };
  }

  private async own(playerId: number, betId: number, db: Db | Trx = this.deps.db) {
    const bet = (await db
      .selectFrom('sport_bet')
      .selectAll()
      .where('id', '=', betId)
      .where('player_id', '=', playerId)
      .executeTakeFirst()) as BetRow | undefined;
    if (!bet) throw notFound('api.sports.betNotFound');
    return bet;
  }

  async quote(playerId: number, betId: number, locale: ApiLocale): Promise<CashoutQuote> {
    const bet = await this.own(playerId, betId);
    const legs = (await this.deps.db
      .selectFrom('sport_bet_leg')
      .selectAll()
      .where('bet_id', '=', betId)
      .execute()) as LegRow[];
    return this.quoteOf(bet, legs, await this.currentOf(legs), locale);
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
      const bet = (await trx
        .selectFrom('sport_bet')
        .selectAll()
        .where('id', '=', betId)
        .forUpdate()
        .executeTakeFirstOrThrow()) as BetRow;
      const legs = (await trx
        .selectFrom('sport_bet_leg')
        .selectAll()
        .where('bet_id', '=', betId)
        .execute()) as LegRow[];
      const rows = (await currentQuery(
        trx,
        legs.map((l) => l.selection_id),
      )
        .forShare()
        .execute()) as Current[];
      const quote = this.quoteOf(bet, legs, new Map(rows.map((r) => [r.selectionId, r])), locale);
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

function dedupe(problems: SlipLegProblem[]): SlipLegProblem[] {
  const seen = new Set<number>();
  return problems.filter((p) =>
    seen.has(p.selectionId) ? false : (seen.add(p.selectionId), true),
  );
}

/** A fresh request id for callers that place without one of their own (tests, tools). */
export const newRequestId = () => crypto.randomBytes(12).toString('base64url');

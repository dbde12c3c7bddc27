import {
  formatMoney,
  type OddsRule,
  type PlaceBetsRequest,
  type PlaceBetsResult,
  type PlaceRefusal,
  type SlipLegProblem,
} from '@oyna/contracts';
import type { Outcome } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { apiMessage, type ApiLocale, type ApiMessageKey } from '../../lib/messages';
import { amountToMinor, minorToAmount } from '../../lib/money';
import type { BonusWallet } from '../../platform/bonus-wallet';
import type { BetEvents } from '../../platform/metrics';
import type { PlayerProtection } from '../../platform/protection';
import type { Wallets } from '../../platform/wallet';
import { dedupe, legState, PROBLEM_MESSAGE, sleep, SPORTS_KINDS, unbookable } from './bet-model';
import type { BetReads } from './bet-reads';
import type { SportsConfig } from './config';
import type { LiveDelay } from './live-delay';
import { acceptOdds, comboOddsMilli, oddsToMilli, returnMinor } from './odds';
import type { BetQueries, Current, Db, NewLeg, Trx } from './queries/bets';
import { combinedLegProblems } from './slip';

export interface BetPlacementDeps {
  db: Db;
  wallets: Wallets;
  /**
   * Bonus money beside cash (spec §1 promotions and bonuses): stakes take cash first, then bonus
   * money; the active bonus's maximum bet refuses a larger stake. Sports count at settlement.
   */
  bonusWallet: Pick<BonusWallet, 'maxBetRefusal' | 'stake'>;
  /** Read at call time: the protection domain replaces the hook on app.platform. */
  protection: () => PlayerProtection;
  config: SportsConfig;
  bets: BetQueries;
  delay: LiveDelay;
  reads: BetReads;
  /** Bets booked and slips refused, counted after the commit (docs/ops.md › Metrics and traces). */
  events: Pick<BetEvents, 'betPlaced' | 'betRefused'>;
}

/** One bet the slip asks for: a single on one leg, or the combo of every leg. */
interface Plan {
  slot: string;
  kind: 'single' | 'combo';
  stakeMinor: number;
  legs: number[];
}

/** The slip as the book reads it: its legs, the odds the player saw, its rule and its bets. */
interface Slip {
  requestId: string;
  legIds: number[];
  seen: Map<number, number>;
  rule: OddsRule;
  combo: boolean;
  plans: Plan[];
}

type Refused = {
  kind: 'refused';
  reason: PlaceRefusal;
  message: string;
  problems: SlipLegProblem[];
};
type Placed =
  | Refused
  /** `booked`: the bets this call booked (none when a repeated request id answers the first). */
  | { kind: 'placed'; betIds: number[]; pending: boolean; booked: Plan[]; live: boolean };

function refuse(
  locale: ApiLocale,
  reason: PlaceRefusal,
  key: ApiMessageKey,
  values: Record<string, string | number> = {},
  problems: SlipLegProblem[] = [],
): Refused {
  return { kind: 'refused', reason, message: apiMessage(locale, key, values), problems };
}

/** Step 1, before any lock: a malformed slip is a 400 (each selection once, singles in it). */
function readSlip(body: PlaceBetsRequest): Slip {
  const legIds = body.legs.map((l) => l.selectionId);
  if (new Set(legIds).size !== legIds.length) throw badRequest('server.sports.duplicateSelection');
  const singles = body.singles ?? [];
  if (new Set(singles.map((s) => s.selectionId)).size !== singles.length) {
    throw badRequest('server.sports.duplicateSelection');
  }
  if (singles.some((s) => !legIds.includes(s.selectionId)))
    throw badRequest('server.sports.singleNotInSlip');
  const plans: Plan[] = singles.map((s) => ({
    slot: `single:${s.selectionId}`,
    kind: 'single',
    stakeMinor: amountToMinor(s.stake),
    legs: [s.selectionId],
  }));
  if (body.comboStake !== undefined) {
    plans.push({
      slot: 'combo',
      kind: 'combo',
      stakeMinor: amountToMinor(body.comboStake),
      legs: legIds,
    });
  }
  return {
    requestId: body.requestId,
    legIds,
    seen: new Map(body.legs.map((l) => [l.selectionId, oddsToMilli(l.odds)])),
    rule: body.rule as OddsRule,
    combo: body.comboStake !== undefined,
    plans,
  };
}

/**
 * Step 3, on the share-locked legs: each bookable and its price within the slip's odds rule
 * (notes › Odds changing while the slip is open), a combo's legs from different events; the
 * odds to book for each leg, or the problems.
 */
function priceCheck(
  slip: Slip,
  rows: Current[],
): { problems: SlipLegProblem[]; booked: Map<number, number> } {
  const current = new Map(rows.map((r) => [r.selectionId, r]));
  const problems: SlipLegProblem[] = [];
  const booked = new Map<number, number>();
  for (const id of slip.legIds) {
    const c = current.get(id);
    const state = legState(c);
    if (state || !c) {
      problems.push(unbookable(id, state ?? 'unknown', c));
      continue;
    }
    const odds = acceptOdds(slip.rule, slip.seen.get(id) ?? 0, c.oddsMilli);
    if (odds === null) problems.push(unbookable(id, 'odds_changed', c));
    else booked.set(id, odds);
  }
  if (slip.combo) {
    problems.push(
      ...combinedLegProblems(rows.map((r) => ({ selectionId: r.selectionId, eventId: r.eventId }))),
    );
  }
  return { problems, booked };
}

/** Each bet's stake within the limits and its return under the cap; the total stake or a refusal. */
function stakeCheck(
  slip: Slip,
  booked: Map<number, number>,
  config: SportsConfig,
  locale: ApiLocale,
): Refused | number {
  let total = 0;
  for (const plan of slip.plans) {
    if (plan.stakeMinor < config.minStakeMinor || plan.stakeMinor > config.maxStakeMinor) {
      return refuse(locale, 'stake', 'server.sports.stakeRange', {
        min: formatMoney(minorToAmount(config.minStakeMinor)),
        max: formatMoney(minorToAmount(config.maxStakeMinor)),
      });
    }
    const potential = returnMinor(
      plan.stakeMinor,
      plan.legs.map((id) => booked.get(id) ?? 0),
    );
    if (potential > config.maxPayoutMinor) {
      return refuse(locale, 'stake', 'server.sports.payoutCap', {
        max: formatMoney(minorToAmount(config.maxPayoutMinor)),
      });
    }
    total += plan.stakeMinor;
  }
  return total;
}

/** The bet's copy of a leg: names and start as placed, at the odds booked. */
function legOf(betId: number, c: Current, oddsMilli: number): NewLeg {
  return {
    bet_id: betId,
    selection_id: c.selectionId,
    event_id: c.eventId,
    market_id: c.marketId,
    event_name: `${c.home} - ${c.away}`,
    market_name_tr: c.marketTr,
    market_name_en: c.marketEn,
    selection_name_tr: c.selectionTr,
    selection_name_en: c.selectionEn,
    start_time: new Date(c.startTime).toISOString(),
    odds_milli: oddsMilli,
    score_at: c.eventStatus === 'live' ? JSON.stringify(c.score ?? null) : null,
  };
}

/**
 * Placement (notes "What this means for us" 2–6): the slip read, then one transaction that takes
 * the locks in the book's order, checks prices, limits, protection and balance, and books every
 * bet with its stake; a live slip is then held for the in-play delay.
 */
export class BetPlacement {
  constructor(private readonly deps: BetPlacementDeps) {}

  async place(
    playerId: number,
    body: PlaceBetsRequest,
    locale: ApiLocale,
  ): Promise<Outcome<PlaceBetsResult>> {
    const slip = readSlip(body);
    const placed = await this.deps.db
      .transaction()
      .execute((trx) => this.underLocks(trx, playerId, slip, locale));
    if (placed.kind === 'refused') this.deps.events.betRefused(placed.reason);
    else for (const plan of placed.booked) this.deps.events.betPlaced(plan.kind, placed.live);
    const result = await this.answer(playerId, placed, locale);
    return {
      data: result,
      ...(result.accepted ? { message: 'server.sports.placed' as const } : {}),
    };
  }

  /**
   * Step 2, the locks in the order of api/README.md › Lock order: the player and the wallet
   * (`lockBalance`), then the legs' selections, markets and events FOR SHARE; checked, then booked.
   */
  private async underLocks(
    trx: Trx,
    playerId: number,
    slip: Slip,
    locale: ApiLocale,
  ): Promise<Placed> {
    const { bets, config } = this.deps;
    const balance = await this.deps.wallets.lockBalance(trx, playerId);
    // A repeated request id answers the first placement (notes: idempotent by the slip).
    const earlier = await bets.placedBy(trx, playerId, slip.requestId);
    if (earlier.length > 0) {
      return {
        kind: 'placed',
        betIds: earlier.map((b) => b.id),
        pending: false,
        booked: [],
        live: false,
      };
    }
    if (slip.plans.length === 0) return refuse(locale, 'stake', 'server.sports.noStake');
    if (slip.combo && slip.legIds.length < 2) {
      return refuse(locale, 'stake', 'server.sports.comboNeedsTwo');
    }
    // The feed cannot move a price or suspend a market between this check and the commit.
    const rows = await bets.currentForShare(trx, slip.legIds);
    const { problems, booked } = priceCheck(slip, rows);
    if (problems.length > 0) {
      const first = problems[0]!;
      return refuse(locale, 'legs', PROBLEM_MESSAGE[first.reason], {}, problems);
    }
    const total = stakeCheck(slip, booked, config, locale);
    if (typeof total !== 'number') return total;
    const permission = await this.deps.protection().mayBet(trx, playerId, total);
    if (!permission.allowed) {
      return refuse(locale, 'protection', `server.sports.protection.${permission.reason}`);
    }
    // spec §1 promotions and bonuses: while a bonus is active no bet above its maximum bet — a
    // 400 before anything is booked (the transaction books nothing).
    const largest = Math.max(...slip.plans.map((p) => p.stakeMinor));
    const maxBet = await this.deps.bonusWallet.maxBetRefusal(trx, playerId, largest);
    if (maxBet !== null) {
      throw badRequest('server.bonus.maxBet', { max: formatMoney(minorToAmount(maxBet)) });
    }
    if (balance < total) return refuse(locale, 'insufficient_funds', 'server.insufficientFunds');
    return this.book(trx, playerId, slip, rows, booked, locale);
  }

  /**
   * Step 4: every bet with its legs and its stake's ledger row (key
   * `sports:stake:<player>:<requestId>:<slot>`); pending when a leg is live and a delay is set.
   */
  private async book(
    trx: Trx,
    playerId: number,
    slip: Slip,
    rows: Current[],
    booked: Map<number, number>,
    locale: ApiLocale,
  ): Promise<Placed> {
    const { bets, config, bonusWallet } = this.deps;
    const current = new Map(rows.map((r) => [r.selectionId, r]));
    const live = slip.legIds.some((id) => current.get(id)?.eventStatus === 'live');
    const pending = live && config.liveDelayMs > 0;
    const betIds: number[] = [];
    for (const plan of slip.plans) {
      const odds = plan.legs.map((id) => booked.get(id) ?? 0);
      const betId = await bets.insertBet(trx, {
        player_id: playerId,
        request_id: slip.requestId,
        slot: plan.slot,
        kind: plan.kind,
        status: pending ? 'pending' : 'open',
        stake_minor: plan.stakeMinor,
        odds_milli: comboOddsMilli(odds),
        potential_minor: returnMinor(plan.stakeMinor, odds),
        live,
        rule: slip.rule,
        locale,
      });
      await bets.insertLegs(
        trx,
        plan.legs.map((id) => legOf(betId, current.get(id)!, booked.get(id) ?? 0)),
      );
      // Cash first, then bonus money; sports count toward wagering when they settle.
      await bonusWallet.stake(
        trx,
        {
          playerId,
          amountMinor: -plan.stakeMinor,
          kind: SPORTS_KINDS.stake,
          idempotencyKey: `sports:stake:${playerId}:${slip.requestId}:${plan.slot}`,
          reference: `sport_bet:${betId}`,
        },
        { product: null },
      );
      betIds.push(betId);
    }
    return { kind: 'placed', betIds, pending, booked: slip.plans, live };
  }

  /**
   * Step 5, after the commit: a refusal with the balance, or the bets as booked — a pending slip
   * first waits out the in-play delay (notes › In-play delay; the stake is reserved meanwhile).
   */
  private async answer(
    playerId: number,
    placed: Placed,
    locale: ApiLocale,
  ): Promise<PlaceBetsResult> {
    const { config, delay, reads, wallets } = this.deps;
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
      await sleep(config.liveDelayMs);
      for (const id of placed.betIds) problems.push(...(await delay.resolvePending(id)));
    }
    const bets = await reads.load(playerId, placed.betIds);
    const rejected = bets.some((b) => b.status === 'rejected');
    problems = dedupe(problems);
    return {
      accepted: !rejected,
      reason: rejected ? 'live_changed' : null,
      message: rejected ? apiMessage(locale, 'server.sports.liveChanged') : null,
      bets: rejected ? [] : bets,
      problems,
      balance: minorToAmount(await wallets.balanceMinor(playerId)),
    };
  }
}

import type { SlipLegProblem } from '@oyna/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ApiMessageKey } from '../../lib/messages';
import type { NotificationService } from '../notifications/service';
import type { PlayerProtection } from '../../platform/protection';
import type { Wallets } from '../../platform/wallet';
import type { SportsConfig } from './config';
import './tables';

// The sportsbook's bet rows and the checks every bet path shares (placement, payouts, reads).

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;

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

export interface LegRow {
  id: number;
  score_at?: unknown;
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

export interface BetRow {
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
export interface Current {
  selectionId: number;
  oddsMilli: number;
  selectionStatus: string;
  marketId: number;
  marketStatus: string;
  eventId: number;
  eventStatus: string;
  score: unknown;
  home: string;
  away: string;
  startTime: Date;
  marketTr: string;
  marketEn: string;
  selectionTr: string;
  selectionEn: string;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function currentQuery(db: Db | Trx, selectionIds: number[]) {
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
      'e.score',
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
export function legState(c: Current | undefined): SlipLegProblem['reason'] | undefined {
  if (!c) return 'unknown';
  if (c.eventStatus !== 'upcoming' && c.eventStatus !== 'live') return 'ended';
  // Past its start but not in play yet (the feed has not said): neither pre-match nor live.
  if (c.eventStatus === 'upcoming' && new Date(c.startTime).getTime() <= Date.now()) {
    return 'suspended';
  }
  if (c.marketStatus !== 'open' || c.selectionStatus !== 'active') return 'suspended';
  return undefined;
}

export const PROBLEM_MESSAGE: Record<SlipLegProblem['reason'], ApiMessageKey> = {
  odds_changed: 'api.sports.oddsChanged',
  suspended: 'api.sports.suspended',
  ended: 'api.sports.ended',
  unknown: 'api.sports.selectionUnknown',
  duplicate_event: 'api.sports.duplicateEvent',
};

/** Each selection's problem once (a leg may fail more than one check). */
export function dedupe(problems: SlipLegProblem[]): SlipLegProblem[] {
  const seen = new Set<number>();
  return problems.filter((p) =>
    seen.has(p.selectionId) ? false : (seen.add(p.selectionId), true),
  );
}

/**
 * A bet under its row lock (FOR UPDATE) with its legs, and the legs' selections share-locked as
 * they stand now: what the in-play re-check and cash-out decide on (notes › Cash-out, In-play delay).
 */
export async function lockedBet(trx: Trx, betId: number) {
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
  return { bet, legs, current: new Map(rows.map((r) => [r.selectionId, r])) };
}

import type { ColumnType, Generated } from 'kysely';
import type { Minor } from './common';

/** The sportsbook's tables (migration 0060). */
type Stamp = ColumnType<Date, string | undefined, string>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;
type Json<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface SportTable {
  id: Generated<number>;
  key: string;
  name_tr: string;
  name_en: string;
  esports: boolean;
  sort_order: number;
}

export interface CompetitionTable {
  id: Generated<number>;
  sport_id: number;
  external_id: string;
  name_tr: string;
  name_en: string;
  region: string;
}

export interface SportEventTable {
  id: Generated<number>;
  competition_id: number;
  external_id: string;
  home: string;
  away: string;
  start_time: ColumnType<Date, string, string>;
  status: WithDefault<string>;
  score: Json<unknown>;
  clock: Json<unknown>;
  feed_state: Json<unknown>;
  updated_at: Stamp;
}

export interface MarketTable {
  id: Generated<number>;
  event_id: number;
  key: string;
  name_tr: string;
  name_en: string;
  line_milli: number | null;
  status: WithDefault<string>;
  sort_order: number;
  /** Suspended by hand (migration 0125): the feed does not reopen it. */
  held: WithDefault<boolean>;
}

export interface SelectionTable {
  id: Generated<number>;
  market_id: number;
  key: string;
  name_tr: string;
  name_en: string;
  odds_milli: number;
  status: WithDefault<string>;
  sort_order: number;
  updated_at: Stamp;
}

export interface SportBetTable {
  id: Generated<number>;
  player_id: number;
  request_id: string;
  slot: string;
  kind: string;
  status: WithDefault<string>;
  stake_minor: Minor;
  odds_milli: Minor;
  potential_minor: Minor;
  payout_minor: ColumnType<number | null, number | null | undefined, number | null>;
  live: boolean;
  rule: string;
  locale: string;
  placed_at: Stamp;
  settled_at: ColumnType<Date | null, string | null | undefined, string | null>;
}

export interface SportBetLegTable {
  id: Generated<number>;
  bet_id: number;
  selection_id: number;
  event_id: number;
  market_id: number;
  event_name: string;
  market_name_tr: string;
  market_name_en: string;
  selection_name_tr: string;
  selection_name_en: string;
  start_time: ColumnType<Date, string, string>;
  odds_milli: number;
  status: WithDefault<string>;
  score_at: Json<unknown>;
}

/** The tables of this file, by name. */
export interface SportsTables {
  sport: SportTable;
  competition: CompetitionTable;
  sport_event: SportEventTable;
  market: MarketTable;
  selection: SelectionTable;
  sport_bet: SportBetTable;
  sport_bet_leg: SportBetLegTable;
}

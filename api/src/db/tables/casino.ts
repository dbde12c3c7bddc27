import type { ColumnType, Generated } from 'kysely';
import type { WalletResponse } from '@oyna/contracts/game-wallet';
import type { Json, CreatedAt, Minor } from './common';

/** The casino: its catalogue, game tokens, rounds and the seamless wallet's records (modules/casino, modules/wallet). */

export interface CasinoCategoryTable {
  id: Generated<number>;
  slug_list: Json<string[]>;
  sort: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface CasinoCategoryI18nTable {
  category_id: number;
  locale: string;
  name: string;
}

/** spec §3 Game and Game launch data (migration 0041). */
export interface CasinoGameTable {
  id: Generated<number>;
  game_code: string;
  main_provider_id: number;
  provider_name: string;
  system: ColumnType<string, string | undefined, string>;
  product_id: ColumnType<string, string | undefined, string>;
  target_code: string;
  image: string;
  is_live: ColumnType<boolean, boolean | undefined, boolean>;
  tags: Json<string[]>;
  sort: ColumnType<number, number | undefined, number>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, never, never>;
}

export interface CasinoGameI18nTable {
  game_id: number;
  locale: string;
  name: string;
}

export interface CasinoGameCategoryTable {
  game_id: number;
  category_id: number;
  sort: ColumnType<number, number | undefined, number>;
}

/** spec §4 Favourites. */
export interface CasinoFavoriteTable {
  player_id: number;
  game_id: number;
  created_at: ColumnType<Date, never, never>;
}

/** Operators' changes to the casino catalogue. */
export interface CasinoCatalogueAuditTable {
  id: Generated<number>;
  action: string;
  target: string;
  detail: Json<Record<string, unknown>>;
  actor_ip: string;
  created_at: ColumnType<Date, never, never>;
}

/**
 * A game token (seamless wallet, docs/decisions/007): created by the operator's launch for one
 * player, site session and game; the provider sends it on every wallet call. Only its SHA-256 is
 * stored.
 */
export interface GameTokenTable {
  token_hash: string;
  player_id: number;
  session_id: string;
  provider_id: string;
  game_code: string;
  game_name: string;
  currency: string;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, string, string>;
}

export type CasinoRoundStatus = 'open' | 'closed' | 'rolled_back';

/** A provider's game round as the operator records it: game history and top winners read it. */
export interface CasinoRoundTable {
  id: Generated<number>;
  player_id: number;
  provider_id: string;
  game_code: string;
  game_name: string;
  provider_round_id: string;
  stake_minor: ColumnType<number, number | undefined, number>;
  win_minor: ColumnType<number, number | undefined, number>;
  status: ColumnType<CasinoRoundStatus, CasinoRoundStatus | undefined, CasinoRoundStatus>;
  /** The provider's provably fair reference, for the history's verification link. */
  nonce: number | null;
  server_seed_hash: string | null;
  verify_url: string | null;
  created_at: CreatedAt;
  closed_at: ColumnType<Date | null, never, string | null>;
}

export type CasinoAction = 'bet' | 'win' | 'rollback';

/** Every wallet call that moved (or was recorded to refuse moving) money, by transaction uuid. */
export interface CasinoTransactionTable {
  id: Generated<number>;
  provider_id: string;
  transaction_uuid: string;
  action: CasinoAction;
  /** spec §3 game transaction kind: Win1, Bet2 (null for a rollback). */
  kind: number | null;
  player_id: number;
  round_id: number | null;
  amount_minor: Minor;
  currency: string;
  reference_transaction_uuid: string | null;
  /** The business fields, canonical JSON: a repeat must match them exactly. */
  request_fingerprint: string;
  /** The answer sent the first time, returned as is to a repeat. */
  response: Json<WalletResponse>;
  /** Bets: undone by a rollback / paid by a win (a rollback after a win is refused). */
  rolled_back: ColumnType<boolean, boolean | undefined, boolean>;
  won: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

/** A provider's declared game (its game list): the most one round pays, × its stake (0042). */
export interface CasinoProviderGameTable {
  provider_id: string;
  game_code: string;
  name: string;
  /** Hundredths: 31450 = 314.5×. */
  max_multiplier_x100: number;
  declared_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type RefusedWinReason = 'round_closed' | 'over_cap' | 'undeclared_game';

/** A win the seamless wallet refused, for ops (0042); resends of one uuid count in `attempts`. */
export interface CasinoRefusedWinTable {
  id: Generated<number>;
  provider_id: string;
  transaction_uuid: string;
  player_id: number;
  round_id: number;
  game_code: string;
  reason: RefusedWinReason;
  amount_minor: Minor;
  stake_minor: Minor;
  paid_minor: Minor;
  cap_minor: Minor | null;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  last_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The tables of this file, by name. */
export interface CasinoTables {
  casino_category: CasinoCategoryTable;
  casino_category_i18n: CasinoCategoryI18nTable;
  game_token: GameTokenTable;
  casino_round: CasinoRoundTable;
  casino_transaction: CasinoTransactionTable;
  casino_provider_game: CasinoProviderGameTable;
  casino_refused_win: CasinoRefusedWinTable;
  casino_game: CasinoGameTable;
  casino_game_i18n: CasinoGameI18nTable;
  casino_game_category: CasinoGameCategoryTable;
  casino_favorite: CasinoFavoriteTable;
  casino_catalogue_audit: CasinoCatalogueAuditTable;
}

import type { ColumnType, Generated } from 'kysely';
import type { WalletResponse } from '@oyna/contracts/game-wallet';

/**
 * Row types of the database, as Kysely sees them. They never leave the queries layer: services
 * map them to the wire shapes of @oyna/contracts.
 */

/** jsonb: read as the parsed value, written as a JSON string (pg would send arrays as arrays). */
export type Json<T> = ColumnType<T, string, string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** Money in integer minor units (kuruş); bigint in SQL, read as a JS number (see database.ts). */
export type Minor = ColumnType<number, number, number>;

export interface LanguageTable {
  locale: string;
  name: string;
  sort: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface ContentCategoryTable {
  id: Generated<number>;
  /** Stable name the client looks categories up by (spec §3: Gambling, Policies, Footer, Quick Links). */
  name: string;
  sort: number;
}

export interface ContentTable {
  id: Generated<number>;
  category_id: number;
  sort: number;
  status: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface ContentI18nTable {
  content_id: number;
  locale: string;
  title: string;
  body: string;
}

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

export interface SiteOptionTable {
  key: string;
  value: string;
  status: boolean;
}

export interface SiteSettingsTable {
  id: ColumnType<number, number | undefined, never>;
  current_domain: string;
  next_domain: string;
  trial_bonus_minor: Minor;
  popup_url: string;
  popup_images: Json<string[]>;
  reality_check_seconds: ColumnType<number, number | undefined, number>;
}

/** Player protection (migration 0070): RTS 12 deposit limits, RTS 13, LCCP 3.5. */
export interface DepositLimitTable {
  player_id: number;
  period: 'day' | 'week' | 'month';
  amount_minor: Minor | null;
  pending: ColumnType<boolean, boolean | undefined, boolean>;
  pending_minor: Minor | null;
  pending_at: ColumnType<Date | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface ProtectionStateTable {
  player_id: number;
  reality_check_seconds: number | null;
  block_kind: 'timeout' | 'exclusion' | null;
  block_from: ColumnType<Date | null, string | null | undefined, string | null>;
  block_until: ColumnType<Date | null, string | null | undefined, string | null>;
  end_requested_at: ColumnType<Date | null, string | null | undefined, string | null>;
}

export interface ProtectionEventTable {
  id: Generated<number>;
  player_id: number;
  actor: string;
  action: string;
  detail: Json<Record<string, unknown>>;
  effective_at: ColumnType<Date | null, string | null, never>;
  created_at: ColumnType<Date, string, never>;
}

export interface TranslationTable {
  locale: string;
  key: string;
  value: string;
}

export interface CountryTable {
  id: number;
  iso2: string;
}

export interface CountryI18nTable {
  country_id: number;
  locale: string;
  name: string;
}

export interface PlayerTable {
  id: Generated<number>;
  usercode: ColumnType<string, never, never>;
  username: string;
  /** lower(username): usernames are unique and looked up case-insensitively. */
  username_key: string;
  email: string;
  email_key: string;
  personal_no: string;
  name: string;
  surname: string;
  phone: string;
  sms_verified: ColumnType<boolean, boolean | undefined, boolean>;
  country_id: number;
  currency_id: number;
  /** year-month-day; read back as text (see database.ts). */
  birth_date: string;
  ref_id: number | null;
  password_hash: string;
  created_at: CreatedAt;
  password_changed_at: ColumnType<Date, string | undefined, string>;
}

export interface SessionTable {
  id: string;
  player_id: number;
  fingerprint: string;
  user_agent: string;
  ip: string;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, string | undefined, string>;
  ended_at: ColumnType<Date | null, never, string | null>;
  end_reason: string | null;
}

export type CodePurpose = 'sms' | 'reset';

export interface VerificationCodeTable {
  id: Generated<number>;
  purpose: CodePurpose;
  player_id: number;
  /** The phone number or e-mail address the code was sent to. */
  target: string;
  code_hash: string;
  tries: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, string, string>;
  used_at: ColumnType<Date | null, never, string | null>;
}

export type OutboxChannel = 'sms' | 'email';

export interface OutboxTable {
  id: Generated<number>;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  text: string;
  code: string | null;
  created_at: CreatedAt;
  sent_at: ColumnType<Date | null, never, string | null>;
}

export interface ThrottleHitTable {
  key: string;
  window_start: ColumnType<Date, string, never>;
  hits: number;
}

export interface WalletTable {
  player_id: number;
  balance_minor: Minor;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface LedgerEntryTable {
  id: Generated<number>;
  player_id: number;
  /** What moved the money: trial_bonus, deposit, withdrawal, bet, win, rollback, … */
  kind: string;
  /** Signed: credits positive, debits negative. */
  amount_minor: Minor;
  balance_after_minor: Minor;
  /** Unique: a resent request (provider, gateway, double click) never moves money twice. */
  idempotency_key: string;
  reference: string | null;
  created_at: CreatedAt;
}

/** A banner slide of one slider (spec §3 Banner slide; cms/sliderlist by slug). */
export interface BannerSlideTable {
  id: Generated<number>;
  slug: string;
  sort: ColumnType<number, number | undefined, number>;
  url: ColumnType<string, string | undefined, string>;
  target: ColumnType<string, string | undefined, string>;
  status: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface BannerSlideI18nTable {
  slide_id: number;
  locale: string;
  /** Three image urls: default, 992 px and up, 1200 px and up (spec §2). */
  images: Json<string[]>;
}

/** spec §3 Promotion. */
export interface PromotionTable {
  id: Generated<number>;
  sort: ColumnType<number, number | undefined, number>;
  status: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface PromotionI18nTable {
  promotion_id: number;
  locale: string;
  title: string;
  /** HTML, sanitised by the client before rendering. */
  description: string;
  images: Json<string[]>;
}

/** spec §3 Video banner, one row per language. */
export interface VideoBannerTable {
  locale: string;
  url: string;
  poster: string;
  /** The poster for a phone's shape (migration 0033); '' when there is none. */
  poster_phone: string;
  title1: string;
  title2: string;
  title3: string;
}

/** spec §3 Call request, as stored for the support team. */
export interface CallRequestTable {
  id: Generated<number>;
  name: string;
  message: string;
  contacts: Json<{ type: number; contact: string }[]>;
  locale: string;
  ip: string;
  fingerprint: string;
  created_at: CreatedAt;
  handled_at: ColumnType<Date | null, never, string | null>;
}

/** spec §3 Top winner (seeded until the games record real wins). */
export interface TopWinnerTable {
  id: Generated<number>;
  is_live: ColumnType<boolean, boolean | undefined, boolean>;
  game: string;
  name: string;
  amount_minor: Minor;
  currency_symbol: ColumnType<string, string | undefined, string>;
  image: string;
  won_at: CreatedAt;
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

export type BonusRequestStatus = 'pending' | 'approved' | 'rejected';

/** A player's bonus request (spec §2 /dashboard/claim-bonus), decided by ops. */
export interface BonusRequestTable {
  id: Generated<number>;
  player_id: number;
  offer_code: string;
  period_key: string;
  amount_minor: Minor;
  wagering_required_minor: Minor;
  status: ColumnType<BonusRequestStatus, BonusRequestStatus | undefined, BonusRequestStatus>;
  note: string | null;
  requested_at: CreatedAt;
  decided_at: ColumnType<Date | null, never, string | null>;
  expires_at: ColumnType<Date | null, never, string | null>;
}

export interface Database {
  language: LanguageTable;
  content_category: ContentCategoryTable;
  content: ContentTable;
  content_i18n: ContentI18nTable;
  casino_category: CasinoCategoryTable;
  casino_category_i18n: CasinoCategoryI18nTable;
  site_option: SiteOptionTable;
  site_settings: SiteSettingsTable;
  translation: TranslationTable;
  country: CountryTable;
  country_i18n: CountryI18nTable;
  player: PlayerTable;
  session: SessionTable;
  deposit_limit: DepositLimitTable;
  protection_state: ProtectionStateTable;
  protection_event: ProtectionEventTable;
  verification_code: VerificationCodeTable;
  outbox: OutboxTable;
  throttle_hit: ThrottleHitTable;
  wallet: WalletTable;
  ledger_entry: LedgerEntryTable;
  banner_slide: BannerSlideTable;
  banner_slide_i18n: BannerSlideI18nTable;
  promotion: PromotionTable;
  promotion_i18n: PromotionI18nTable;
  video_banner: VideoBannerTable;
  call_request: CallRequestTable;
  top_winner: TopWinnerTable;
  game_token: GameTokenTable;
  casino_round: CasinoRoundTable;
  casino_transaction: CasinoTransactionTable;
  casino_provider_game: CasinoProviderGameTable;
  casino_refused_win: CasinoRefusedWinTable;
  bonus_request: BonusRequestTable;
  casino_game: CasinoGameTable;
  casino_game_i18n: CasinoGameI18nTable;
  casino_game_category: CasinoGameCategoryTable;
  casino_favorite: CasinoFavoriteTable;
  casino_catalogue_audit: CasinoCatalogueAuditTable;
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

// Payments (migration 0050). Declared apart and merged into Database, so they append cleanly.

/** A stored payment detail field (spec §3: key, mask, objectType, option, value). */
export interface PaymentFieldDef {
  key: string;
  mask: string | null;
  objectType: 'String' | 'Int' | 'Long' | 'Decimal' | 'Dropdown';
  option: { id: number | string; name: string }[] | null;
  value: string | null;
}

export interface PaymentMethodTable {
  id: Generated<number>;
  /** spec §3 transaction type: Deposit 1, Withdraw 2. */
  direction: number;
  code: string;
  flow: 'hosted' | 'transfer' | 'payout';
  logo: string;
  min_minor: Minor;
  max_minor: Minor;
  texts: Json<Record<string, { name: string; processing: string }>>;
  fields: Json<PaymentFieldDef[]>;
  sort: ColumnType<number, number | undefined, number>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export type PaymentStatusColumn =
  'Created' | 'Pending' | 'Confirmed' | 'Rejected' | 'Cancelled' | 'Expired';

export interface PaymentTable {
  id: Generated<number>;
  player_id: number;
  method_id: number;
  direction: number;
  status: PaymentStatusColumn;
  amount_minor: Minor;
  currency: ColumnType<string, string | undefined, string>;
  detail: Json<Record<string, unknown>>;
  locale: ColumnType<string, string | undefined, string>;
  idempotency_key: string | null;
  reference: string | null;
  gateway_session: string | null;
  gateway_transaction: string | null;
  reason: string | null;
  decided_by: string | null;
  decided_at: Timestamp | null;
  expires_at: Timestamp | null;
  /** A deposit returned to its source (migration 0053): the gateway refund's progress. */
  refund_state: ColumnType<'pending' | 'refunded' | 'refused' | null, never, string | null>;
  refund_id: ColumnType<string | null, never, string | null>;
  refund_error: ColumnType<string | null, never, string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface PaymentAuditTable {
  id: Generated<number>;
  payment_id: number;
  actor: string;
  action: string;
  from_status: string | null;
  to_status: string | null;
  reason: string | null;
  created_at: CreatedAt;
}

/** The built-in payment gateway's own sessions (modules/payments/gateway). */
export interface GatewaySessionTable {
  id: string;
  merchant_reference: string;
  amount_minor: Minor;
  currency: string;
  method: string;
  locale: string;
  return_url: string;
  status: 'open' | 'paid' | 'declined' | 'cancelled' | 'expired';
  transaction_id: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
  /** The built-in gateway's refund of this transaction (migration 0053), once. */
  refund_id: ColumnType<string | null, never, string | null>;
  /** `challenge`: waiting for the 3-D Secure code on the same page (migration 0054). */
  step: Generated<'card' | 'challenge'>;
  // PCI DSS 3.3, 3.4: what the gateway keeps of a card — never its number nor its CVC.
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  /** The gateway's own token for the card. */
  card_token: string | null;
  challenge_failures: Generated<number>;
}

export interface Database {
  payment_method: PaymentMethodTable;
  payment: PaymentTable;
  payment_audit: PaymentAuditTable;
  gateway_session: GatewaySessionTable;
}

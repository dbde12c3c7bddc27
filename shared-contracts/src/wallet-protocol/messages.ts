import { Type, type Static, type TObject } from '@sinclair/typebox';
import { Int, INT_MAX, Text } from '../http/schemas/formats';

/**
 * The seamless-wallet protocol between a game provider and the operator (beyond the spec; see
 * docs/decisions/007-built-in-game-provider.md and notes/seamless-wallet.md), written once: these
 * TypeBox schemas are what the operator's wallet routes validate with, what the provider's launch
 * and game-list routes validate and serialise with, and — through `Static` — the TypeScript types
 * both sides build their messages from. Modelled on Hub88's wallet API: the provider calls the
 * operator's balance / bet / win / rollback on every money movement, server to server, every body
 * signed (./signature.ts). Field names are snake_case on the wallet calls because they are
 * Hub88's wire format; the launch and the game list are our own camelCase calls.
 *
 * Amounts on this wire are integers in minor units (kuruş), never decimals.
 */

/** Operator answers (field `status`), as Hub88's seamless-wallet response statuses. */
export const WalletStatus = {
  Ok: 'RS_OK',
  /** Anything without a specific code, e.g. a rollback of a bet that already has a win. */
  Unknown: 'RS_ERROR_UNKNOWN',
  InvalidToken: 'RS_ERROR_INVALID_TOKEN',
  InvalidGame: 'RS_ERROR_INVALID_GAME',
  WrongCurrency: 'RS_ERROR_WRONG_CURRENCY',
  /** Sent with the actual balance. */
  NotEnoughMoney: 'RS_ERROR_NOT_ENOUGH_MONEY',
  /** Player protection (time-out, exclusion, limits): no new bets. */
  UserDisabled: 'RS_ERROR_USER_DISABLED',
  InvalidSignature: 'RS_ERROR_INVALID_SIGNATURE',
  /** Checked for bets only: wins and rollbacks may arrive long after the session. */
  TokenExpired: 'RS_ERROR_TOKEN_EXPIRED',
  /** The body is not JSON. */
  WrongSyntax: 'RS_ERROR_WRONG_SYNTAX',
  /** The body is JSON but not the call's message: a field missing, of a wrong type or out of range. */
  WrongTypes: 'RS_ERROR_WRONG_TYPES',
  /** The transaction uuid was used before with other data. */
  DuplicateTransaction: 'RS_ERROR_DUPLICATE_TRANSACTION',
  /** The bet a win refers to was never processed or was rolled back. */
  TransactionDoesNotExist: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  LimitReached: 'RS_ERROR_LIMIT_REACHED',
} as const;
export type WalletStatus = (typeof WalletStatus)[keyof typeof WalletStatus];

/** The largest amount in kuruş a call carries (10 billion lira; a Postgres bigint holds it). */
export const WALLET_AMOUNT_MAX_MINOR = 1_000_000_000_000;

/** Request and transaction ids, round ids (the provider sends UUIDs; others may not). */
const Uuidish = Text(100, { minLength: 1 });
/** Tokens, player ids, game codes. */
const Field = Text(200, { minLength: 1 });
/** ISO 4217 code (spec §3 currencyId 1 is TRY). */
const Currency = Type.String({ pattern: '^[A-Z]{3}$' });

/** Every wallet call: unknown extra fields are allowed (providers add fields over time; the
 * signature covers them anyway) and ignored. */
const CallBase = {
  /** Per network call; echoed back. */
  request_uuid: Uuidish,
  /** The game token the operator created at launch. */
  token: Field,
  game_code: Field,
};

/**
 * A money movement. A round may have several bets and several wins (free spins, split hands,
 * bingo prizes, side bets): each is its own transaction with its own `transaction_uuid` — the
 * idempotency key, processed at most once — and the same `round`; the call that ends the round
 * says `round_closed: true`, and no win is paid after it.
 */
const Transaction = {
  ...CallBase,
  /** The operator's player id, as its balance answer named it. */
  user: Field,
  /** The business action; processed at most once (a repeat gets the first answer). */
  transaction_uuid: Uuidish,
  /** The provider's round id: ties together the bets and wins of one round. */
  round: Uuidish,
  /** This call ends the round. */
  round_closed: Type.Boolean(),
};

/** What the operator records so that a round's history row can link to its verification. */
export const RoundVerificationRef = Type.Object({
  /** A Postgres integer on the operator's side. */
  nonce: Int(INT_MAX),
  server_seed_hash: Text(200),
  /** The provider's public verification page of this round. */
  url: Text(2000),
});
export type RoundVerificationRef = Static<typeof RoundVerificationRef>;

/** POST …/balance: the player's balance; also how the provider learns the token's player. */
export const WalletBalanceRequest = Type.Object(CallBase);
export type WalletBalanceRequest = Static<typeof WalletBalanceRequest>;

/** POST …/bet: takes a stake (one of possibly several of the round). */
export const WalletBetRequest = Type.Object({
  ...Transaction,
  currency: Currency,
  /** Minor units, > 0. */
  amount: Int(WALLET_AMOUNT_MAX_MINOR, { minimum: 1 }),
  /**
   * Minor units, 0 to `amount` (absent: 0): the part of the stake the bet's own positions hedge —
   * covering both outcomes, e.g. red and black on one roulette spin. It counts toward no bonus's
   * wagering (spec §1 promotions and bonuses: very low-risk play is excluded); only the provider
   * knows the positions. Above `amount` the operator answers 400 RS_ERROR_WRONG_TYPES.
   */
  hedged_amount: Type.Optional(Int(WALLET_AMOUNT_MAX_MINOR)),
  verification: Type.Optional(RoundVerificationRef),
});
export type WalletBetRequest = Static<typeof WalletBetRequest>;

/**
 * POST …/win: pays a win of the round (one of possibly several). The operator pays a round's wins
 * in all up to its standing stakes × the game's declared maximum multiplier (ProviderGame).
 */
export const WalletWinRequest = Type.Object({
  ...Transaction,
  /** The bet (of this round) this win pays. */
  reference_transaction_uuid: Uuidish,
  currency: Currency,
  /** Minor units, ≥ 0: 0 closes a lost round. */
  amount: Int(WALLET_AMOUNT_MAX_MINOR),
});
export type WalletWinRequest = Static<typeof WalletWinRequest>;

/** POST …/rollback: undoes one bet, giving its stake back. */
export const WalletRollbackRequest = Type.Object({
  ...Transaction,
  /** The bet to undo (it may be unknown to the operator: answered RS_OK). */
  reference_transaction_uuid: Uuidish,
});
export type WalletRollbackRequest = Static<typeof WalletRollbackRequest>;

/** The operator's answer to every wallet call, whatever its status. */
export const WalletResponse = Type.Object({
  status: Type.Union(Object.values(WalletStatus).map((status) => Type.Literal(status))),
  /** The request's own, echoed ('' when the body carried none). */
  request_uuid: Type.String(),
  user: Type.Optional(Type.String()),
  currency: Type.Optional(Type.String()),
  /** Minor units. */
  balance: Type.Optional(Type.Integer()),
});
export type WalletResponse = Static<typeof WalletResponse>;

/** The four wallet calls, relative to the operator's wallet base URL (`/api/wallet` here). */
export const WALLET_CALLS = ['balance', 'bet', 'win', 'rollback'] as const;
export type WalletCall = (typeof WALLET_CALLS)[number];

/**
 * The wallet calls by name: the request each carries and the answer it gets. The operator's
 * routes and the provider's client both read this table, so the two ends validate one schema.
 */
export const WALLET_PROTOCOL = {
  balance: { request: WalletBalanceRequest, response: WalletResponse },
  bet: { request: WalletBetRequest, response: WalletResponse },
  win: { request: WalletWinRequest, response: WalletResponse },
  rollback: { request: WalletRollbackRequest, response: WalletResponse },
} as const satisfies Record<WalletCall, { request: TObject; response: TObject }>;

/** The request a wallet call carries. */
export type WalletRequestOf<C extends WalletCall> = Static<(typeof WALLET_PROTOCOL)[C]['request']>;

/** Operator → provider: open a game session for a game token (server to server, signed). */
export const ProviderLaunchRequest = Type.Object(
  {
    token: Text(200, { minLength: 16 }),
    gameCode: Text(100, { minLength: 1 }),
    currency: Currency,
    language: Type.Union([Type.Literal('tr'), Type.Literal('en')]),
    /** spec §7: 1 desktop, 2 mobile. */
    platform: Type.Union([Type.Literal(1), Type.Literal(2)]),
    /** Where Exit leads; game messages are posted to this URL's origin only. */
    lobbyUrl: Text(2000, { minLength: 1 }),
    /** Minor units. */
    minStake: Int(WALLET_AMOUNT_MAX_MINOR, { minimum: 1 }),
    maxStake: Int(WALLET_AMOUNT_MAX_MINOR, { minimum: 1 }),
  },
  { additionalProperties: false },
);
export type ProviderLaunchRequest = Static<typeof ProviderLaunchRequest>;

export const ProviderLaunchResponse = Type.Object({
  /** The game page to frame (absolute, or relative to the site when the provider shares it). */
  url: Type.String({ minLength: 1 }),
});
export type ProviderLaunchResponse = Static<typeof ProviderLaunchResponse>;

/** A refused launch: `error` is one of these codes, `message` a readable English sentence. */
export const ProviderLaunchError = {
  UnknownGame: 'unknown_game',
  InvalidRequest: 'invalid_request',
  InvalidToken: 'invalid_token',
  Unavailable: 'unavailable',
} as const;
export type ProviderLaunchError = (typeof ProviderLaunchError)[keyof typeof ProviderLaunchError];

export const ProviderLaunchRefusal = Type.Object({
  error: Type.Union(Object.values(ProviderLaunchError).map((code) => Type.Literal(code))),
  message: Type.String(),
});
export type ProviderLaunchRefusal = Static<typeof ProviderLaunchRefusal>;

/** The smallest declarable maximum multiplier: 1× (the operator's table checks it too). */
export const MAX_MULTIPLIER_X100_MIN = 100;
/** The largest: 1 000 000× (stakes × it stay exact in the operator's BigInt cap). */
export const MAX_MULTIPLIER_X100_MAX = 100_000_000;

/**
 * A game as the provider's game list declares it (GET …/games, what an aggregator's game-list
 * call returns). `maxMultiplierX100` is the most one round can pay as a multiple of its total
 * stake, in hundredths (31450 = 314.5×): the operator records it and refuses a round's wins above
 * stake × it, and takes no stake for a game without one — so every game must declare it.
 */
export const ProviderGame = Type.Object({
  /** The gameCode of spec §3 the operator launches. */
  code: Text(100, { minLength: 1 }),
  name: Text(200, { minLength: 1 }),
  /** The provider's own kind of game ('slot', 'roulette', 'crash', …). */
  kind: Text(50, { minLength: 1 }),
  /** Stated return to player, 0–1. */
  rtp: Type.Number({ minimum: 0, maximum: 1 }),
  maxMultiplierX100: Int(MAX_MULTIPLIER_X100_MAX, { minimum: MAX_MULTIPLIER_X100_MIN }),
});
export type ProviderGame = Static<typeof ProviderGame>;

export const ProviderGameList = Type.Object({ games: Type.Array(ProviderGame) });
export type ProviderGameList = Static<typeof ProviderGameList>;

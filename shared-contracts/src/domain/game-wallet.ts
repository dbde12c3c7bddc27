/**
 * The seamless-wallet protocol between a game provider and the operator (beyond the spec; see
 * docs/decisions/007-built-in-game-provider.md). Modelled on Hub88's wallet API: the provider
 * calls the operator's balance / bet / win / rollback on every money movement, server to server,
 * every body signed. Field names are snake_case because they are the wire format.
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
  WrongSyntax: 'RS_ERROR_WRONG_SYNTAX',
  WrongTypes: 'RS_ERROR_WRONG_TYPES',
  /** The transaction uuid was used before with other data. */
  DuplicateTransaction: 'RS_ERROR_DUPLICATE_TRANSACTION',
  /** The bet a win refers to was never processed or was rolled back. */
  TransactionDoesNotExist: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  LimitReached: 'RS_ERROR_LIMIT_REACHED',
} as const;
export type WalletStatus = (typeof WalletStatus)[keyof typeof WalletStatus];

/** The four calls, relative to the operator's wallet base URL (`/api/wallet` here). */
export const WALLET_CALLS = ['balance', 'bet', 'win', 'rollback'] as const;
export type WalletCall = (typeof WALLET_CALLS)[number];

/**
 * Every call in both directions (provider → wallet, operator → provider launch) carries
 * `x-oyna-signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`.
 * The receiver checks it on the raw bytes before reading any field, compares in constant time
 * and refuses a timestamp further than SIGNATURE_TOLERANCE_S from its own clock (replays).
 */
export const SIGNATURE_HEADER = 'x-oyna-signature';
export const SIGNATURE_TOLERANCE_S = 300;

/** What the HMAC covers. */
export function signedPayload(timestampS: number, rawBody: string): string {
  return `${timestampS}.${rawBody}`;
}

export function formatSignatureHeader(timestampS: number, hexMac: string): string {
  return `t=${timestampS},v1=${hexMac}`;
}

/** `t=…,v1=…` → its parts (several v1 allowed while a secret is rotated); null when malformed. */
export function parseSignatureHeader(
  header: string | undefined,
): { timestampS: number; macs: string[] } | null {
  if (!header || header.length > 1024) return null;
  let timestampS: number | undefined;
  const macs: string[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (rest.length > 0 || value === undefined) return null;
    if (key === 't' && /^\d{1,12}$/.test(value)) timestampS = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) macs.push(value);
  }
  return timestampS === undefined || macs.length === 0 ? null : { timestampS, macs };
}

/** What the operator records so that a round's history row can link to its verification. */
export interface RoundVerificationRef {
  nonce: number;
  server_seed_hash: string;
  /** The provider's public verification page of this round. */
  url: string;
}

interface WalletCallBase {
  /** Per network call; echoed back. */
  request_uuid: string;
  /** The game token the operator created at launch. */
  token: string;
  game_code: string;
}

export type WalletBalanceRequest = WalletCallBase;

interface WalletTransaction extends WalletCallBase {
  /** The operator's player id, as its balance answer named it. */
  user: string;
  /** The business action; processed at most once. */
  transaction_uuid: string;
  /** The provider's round id: ties together the bets and wins of one round. */
  round: string;
  round_closed: boolean;
}

export interface WalletBetRequest extends WalletTransaction {
  currency: string;
  /** Minor units, > 0. */
  amount: number;
  verification?: RoundVerificationRef;
}

export interface WalletWinRequest extends WalletTransaction {
  /** The bet this win pays. */
  reference_transaction_uuid: string;
  currency: string;
  /** Minor units, ≥ 0: 0 closes a lost round. */
  amount: number;
}

export interface WalletRollbackRequest extends WalletTransaction {
  /** The bet to undo (it may be unknown to the operator: answered RS_OK). */
  reference_transaction_uuid: string;
}

export interface WalletResponse {
  status: WalletStatus;
  request_uuid: string;
  user?: string;
  currency?: string;
  /** Minor units. */
  balance?: number;
}

/** Operator → provider: open a game session for a game token (server to server, signed). */
export interface ProviderLaunchRequest {
  token: string;
  gameCode: string;
  currency: string;
  language: 'tr' | 'en';
  /** spec §7: 1 desktop, 2 mobile. */
  platform: 1 | 2;
  /** Where Exit leads; game messages are posted to this URL's origin only. */
  lobbyUrl: string;
  /** Minor units. */
  minStake: number;
  maxStake: number;
}

export interface ProviderLaunchResponse {
  /** The game page to frame (absolute, or relative to the site when the provider shares it). */
  url: string;
}

/** A refused launch: `error` is one of these codes, `message` a readable English sentence. */
export const ProviderLaunchError = {
  UnknownGame: 'unknown_game',
  InvalidRequest: 'invalid_request',
  InvalidToken: 'invalid_token',
  Unavailable: 'unavailable',
} as const;
export type ProviderLaunchError = (typeof ProviderLaunchError)[keyof typeof ProviderLaunchError];

/*
 * The signature itself, on Web Crypto (global in browsers and in Node ≥ 19), so that both ends —
 * the operator's wallet and the provider — run this one implementation. `crypto.subtle.verify`
 * compares in constant time.
 */
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = globalThis.crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The `x-oyna-signature` value for a raw body, stamped `nowS`. */
export async function signBody(
  secret: string,
  rawBody: string,
  nowS: number = Math.floor(Date.now() / 1000),
): Promise<string> {
  const mac = await globalThis.crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    encoder.encode(signedPayload(nowS, rawBody)),
  );
  return formatSignatureHeader(nowS, hex(mac));
}

export type SignatureCheck = 'ok' | 'missing' | 'stale' | 'mismatch';

/** Checks a raw body's signature header: well-formed, within the replay window, a matching MAC. */
export async function verifyBodySignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  nowS: number = Math.floor(Date.now() / 1000),
): Promise<SignatureCheck> {
  const parsed = parseSignatureHeader(header);
  if (!parsed) return 'missing';
  if (Math.abs(nowS - parsed.timestampS) > SIGNATURE_TOLERANCE_S) return 'stale';
  const key = await hmacKey(secret);
  const data = encoder.encode(signedPayload(parsed.timestampS, rawBody));
  for (const mac of parsed.macs) {
    const bytes = new Uint8Array(mac.match(/../g)?.map((h) => parseInt(h, 16)) ?? []);
    if (await globalThis.crypto.subtle.verify('HMAC', key, bytes, data)) return 'ok';
  }
  return 'mismatch';
}

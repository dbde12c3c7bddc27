import type { FastifyInstance } from 'fastify';
import { fundedPlayer } from '../games';

/**
 * The money invariant in the style of Jepsen's bank test (ARCHITECTURE.md › api money rules:
 * every balance change is one ledger row under the wallet's row lock, keyed once). Many players,
 * many concurrent mixed operations from a list of generators — each generator makes one
 * operation and records what the api acknowledged — then `checkInvariant` compares the database
 * with the acknowledgements. New money paths (deposits, withdrawals, sports) are one more
 * generator in the list. This file holds what they record (the model); the generators live by
 * kind beside it (seamless-wallet.ts, sports.ts, payments.ts, trial-bonus.ts), and
 * ../money-invariant.ts runs them and checks the books.
 */
export type Player = Awaited<ReturnType<typeof fundedPlayer>> & { depositMinor: number };

export interface Bet {
  player: Player;
  tx: string;
  round: string;
  amount: number;
}

/** What the api said yes to; the expected total is computed from it alone. */
export interface Model {
  players: Player[];
  bets: Bet[];
  /** Bets acknowledged RS_OK (by transaction uuid). */
  betOk: Set<string>;
  /** Rollbacks acknowledged RS_OK (by the bet's transaction uuid). */
  rolledBack: Set<string>;
  /** Wins acknowledged RS_OK: win transaction uuid → amount. */
  wins: Map<string, number>;
  /** Players whose trial bonus claim answered 200. */
  bonused: Set<number>;
  trialBonusMinor: number;
  /** Deposits the api confirmed (a paid callback or an approval answered 200): id → amount. */
  deposits: Map<number, number>;
  /** Withdrawals the api acknowledged (the hold left the balance): id → amount. */
  withdrawals: Map<number, number>;
  /** Withdrawals whose rejection answered 200 (the hold came back). */
  refunded: Set<number>;
  /** Payments waiting for an operator: bank transfer deposits and withdrawals. */
  pending: { id: number; direction: 'deposit' | 'withdraw'; amountMinor: number }[];
  /** What a generator saw that must never happen (e.g. two decisions of one payment). */
  anomalies: string[];
  /** Sportsbook: stakes of accepted bets (negative) plus cash-outs paid, as acknowledged. */
  sportsMinor: number;
  /** Accepted sports bets, for the cash-out generator. */
  sportsBets: { player: Player; betId: number }[];
  /** The seamless wallet's win checks: how often each generator ran to its end. */
  winChecks?: { realityChecks: number; closedRounds: number };
}

export type Generator = (app: FastifyInstance, model: Model, rng: () => number) => Promise<void>;

export const pick = <T>(items: T[], rng: () => number): T | undefined =>
  items[Math.floor(rng() * items.length)];

/** A seeded generator of [0, 1) so a failing run replays (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A fresh funded player with a verified phone, so the trial bonus generator may pick it (spec §7
 * bonus/definetrialbonus goes only to a verified phone).
 */
export async function verifiedPlayer(app: FastifyInstance, depositMinor: number): Promise<Player> {
  const p = await fundedPlayer(app, depositMinor);
  await app.db
    .updateTable('player')
    .set({ sms_verified: true })
    .where('id', '=', p.principal.playerId)
    .execute();
  return { ...p, depositMinor };
}

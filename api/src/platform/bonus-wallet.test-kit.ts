import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { GrantedTerms } from '../db/tables/wallet';
import { startApp, type Harness } from '../test/app-harness';
import type { pgliteBackend } from '../test/backends';
import { register } from '../test/players';
import { systemClock } from './protection-rules';

export const TERMS: GrantedTerms = {
  wageringMultiplier: 2,
  contributions: { slots: 100, table: 10, live: 10, crash: 50, bingo: 100, sports: 100 },
  sportsMinOddsMilli: 1500,
  maxBetMinor: 5_000,
  maxConversionMinor: null,
  validDays: 7,
};

/** The api on a fresh database of the backend, with its default options. */
export function startBonusWalletApp(backend: typeof pgliteBackend): Promise<Harness> {
  return startApp(backend);
}

/**
 * The bonus wallet driven directly, for its integration tests (tests only): players with cash,
 * grants, stakes and payouts through platform/bonus-wallet.ts, casino rounds, the bonus's row,
 * the app's bonus clock and the ledger check. `app` is read at each call: the harness starts in
 * a beforeAll.
 */
export function bonusWalletKit(app: () => FastifyInstance) {
  let seq = 0;
  /** A number no earlier call of this kit returned (idempotency keys, round ids). */
  const next = () => ++seq;
  const db = () => app().db;
  const wallets = () => app().platform.wallets;
  const bonus = () => app().platform.bonusWallet;

  /** Moves the app's bonus clock `days` on (the expiry sweep then sees every 7-day bonus due). */
  const moveClock = (days: number) => {
    bonus().clock = { now: () => new Date(Date.now() + days * 86_400_000) };
  };
  /** The app's bonus clock back to now (after a test that moved it). */
  const resetClock = () => {
    bonus().clock = systemClock;
  };

  async function player(cashMinor: number): Promise<{ id: number; token: string }> {
    const { data, token } = await register(app());
    const row = await db()
      .selectFrom('player')
      .select('id')
      .where('username', '=', data.username)
      .executeTakeFirstOrThrow();
    if (cashMinor > 0) {
      await wallets().apply({
        playerId: row.id,
        amountMinor: cashMinor,
        kind: 'deposit',
        idempotencyKey: `test-deposit:${row.id}`,
      });
    }
    return { id: row.id, token };
  }

  const grant = (playerId: number, amountMinor: number, terms: Partial<GrantedTerms> = {}) =>
    db()
      .transaction()
      .execute((trx) =>
        bonus().grant(trx, {
          playerId,
          offerCode: 'goodwill',
          source: 'grant',
          amountMinor,
          terms: { ...TERMS, ...terms },
        }),
      );

  const stake = (
    playerId: number,
    amountMinor: number,
    product: 'slots' | 'table' | null = 'slots',
    reference?: string,
  ) => {
    const key = `test-stake:${playerId}:${next()}`;
    const ref = reference ?? `test_round:${key}`;
    return db()
      .transaction()
      .execute((trx) =>
        bonus().stake(
          trx,
          {
            playerId,
            amountMinor: -amountMinor,
            kind: 'casino_bet',
            idempotencyKey: key,
            reference: ref,
          },
          { product },
        ),
      )
      .then(() => ref);
  };

  /** An open casino round of the player, as the seamless wallet records one; its reference. */
  async function casinoRound(playerId: number): Promise<{ id: string; reference: string }> {
    const round = await db()
      .insertInto('casino_round')
      .values({
        player_id: playerId,
        provider_id: 'test',
        game_code: 'test-slot',
        game_name: 'Test slot',
        provider_round_id: `round-${next()}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: String(round.id), reference: `casino_round:${round.id}` };
  }

  /** A lost round: closed with no win (the seamless wallet's win of 0 with round_closed). */
  const closeRound = (id: string) =>
    db()
      .updateTable('casino_round')
      .set({ status: 'closed', closed_at: new Date().toISOString() })
      .where('id', '=', Number(id))
      .execute();

  const payout = (playerId: number, reference: string, amountMinor: number) =>
    db()
      .transaction()
      .execute((trx) =>
        bonus().payout(trx, {
          playerId,
          amountMinor,
          kind: 'casino_win',
          idempotencyKey: `test-win:${reference}:${next()}`,
          reference,
        }),
      );

  /** cash + bonus of the wallet equal the ledger, part by part. */
  async function expectLedgerAgrees(playerId: number) {
    const wallet = await wallets().balances(playerId);
    const ledger = await db()
      .selectFrom('ledger_entry')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<string>('amount_minor'), sql<string>`0`).as('total'),
        eb.fn.coalesce(eb.fn.sum<string>('bonus_amount_minor'), sql<string>`0`).as('bonus'),
      ])
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    expect(wallet.balanceMinor).toBe(Number(ledger.total));
    expect(wallet.bonusMinor).toBe(Number(ledger.bonus));
    expect(wallet.bonusMinor).toBeLessThanOrEqual(wallet.balanceMinor);
    return wallet;
  }

  async function row(id: number) {
    return db()
      .selectFrom('player_bonus')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  return {
    next,
    db,
    wallets,
    bonus,
    moveClock,
    resetClock,
    player,
    grant,
    stake,
    casinoRound,
    closeRound,
    payout,
    expectLedgerAgrees,
    row,
  };
}

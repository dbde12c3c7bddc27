import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { GrantedTerms } from '../../db/tables/wallet';
import { startApp, type Harness } from '../../test/app-harness';
import type { pgliteBackend } from '../../test/backends';
import { deposit as depositFor, type fundedPlayer } from '../../test/games';
import { WalletQueries } from './queries';
import { BUILTIN_PROVIDER_ID, hashToken } from './tokens';

export const TERMS: GrantedTerms = {
  wageringMultiplier: 10,
  // Distinct shares per product, so each game's count shows which product it was taken for.
  contributions: { slots: 100, table: 10, live: 20, crash: 50, bingo: 70, sports: 100 },
  sportsMinOddsMilli: 1500,
  maxBetMinor: 5_000,
  maxConversionMinor: null,
  validDays: 7,
};
export const ADMIN = { 'x-admin-token': 'oyna-dev-admin' };
export const LOBBY = 'http://localhost:8080/casino/slot';

/** The api with a seeded sportsbook feed (no autostart), listening: launches reach the provider over HTTP. */
export async function startBonusBetsApp(backend: typeof pgliteBackend): Promise<Harness> {
  const h = await startApp(backend, {
    sports: { feedAutostart: false, minLive: 3, minUpcomingPerSport: 14, liveDelayMs: 150 },
    logLevel: 'error',
  });
  await h.app.sportsFeed!.seed();
  // Launches reach the built-in provider over real HTTP (docs/decisions/007).
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  return h;
}

export type Player = Awaited<ReturnType<typeof fundedPlayer>>;

/**
 * Bets with bonus money, for their integration tests (tests only): cash deposits, grants, the
 * bonus's row, game tokens and the seamless wallet's bet and settle bodies, and the ledger check.
 * `app` is read at each call: the harness starts in a beforeAll.
 */
export function bonusBetsKit(app: () => FastifyInstance) {
  const uuid = () => crypto.randomUUID();
  const db = () => app().db;
  const balances = (p: Player) => app().platform.wallets.balances(p.principal.playerId);
  /** Cash for the player's wallet (a test deposit). */
  const deposit = (p: Player, amountMinor: number) =>
    depositFor(app(), p.principal.playerId, amountMinor);

  const grant = (p: Player, amountMinor: number, terms: Partial<GrantedTerms> = {}) =>
    db()
      .transaction()
      .execute((trx) =>
        app().platform.bonusWallet.grant(trx, {
          playerId: p.principal.playerId,
          offerCode: 'goodwill',
          source: 'grant',
          amountMinor,
          terms: { ...TERMS, ...terms },
        }),
      );

  const bonusRow = (id: number) =>
    db().selectFrom('player_bonus').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const wagered = async (id: number) => Number((await bonusRow(id)).wagered_minor);

  /** A game token of this player for another of the provider's games. */
  async function tokenFor(p: Player, gameCode: string): Promise<Player> {
    const gameToken = crypto.randomBytes(32).toString('base64url');
    await new WalletQueries(db()).insertToken({
      tokenHash: hashToken(gameToken),
      playerId: p.principal.playerId,
      sessionId: p.principal.sessionId,
      providerId: BUILTIN_PROVIDER_ID,
      gameCode,
      gameName: gameCode,
      currency: 'TRY',
      ttlSeconds: 3600,
    });
    return { ...p, gameToken, gameCode };
  }

  function betOf(p: Player, amount: number) {
    return {
      token: p.gameToken,
      user: p.user,
      game_code: p.gameCode,
      transaction_uuid: uuid(),
      round: uuid(),
      round_closed: false,
      currency: 'TRY',
      amount,
    };
  }
  /** The rollback of a bet: its stake back, the round closed. */
  const rollbackOf = (bet: ReturnType<typeof betOf>) => ({
    token: bet.token,
    user: bet.user,
    game_code: bet.game_code,
    transaction_uuid: uuid(),
    reference_transaction_uuid: bet.transaction_uuid,
    round: bet.round,
    round_closed: true,
  });
  const settleOf = (bet: ReturnType<typeof betOf>, amount: number) => ({
    token: bet.token,
    user: bet.user,
    game_code: bet.game_code,
    transaction_uuid: uuid(),
    reference_transaction_uuid: bet.transaction_uuid,
    round: bet.round,
    round_closed: true,
    currency: 'TRY',
    amount,
  });

  /** cash + bonus of the wallet equal the ledger, part by part. */
  async function expectLedgerAgrees(p: Player) {
    const ledger = await db()
      .selectFrom('ledger_entry')
      .select([
        sql<string>`coalesce(sum(amount_minor), 0)`.as('total'),
        sql<string>`coalesce(sum(bonus_amount_minor), 0)`.as('bonus'),
      ])
      .where('player_id', '=', p.principal.playerId)
      .executeTakeFirstOrThrow();
    const wallet = await balances(p);
    expect(wallet).toEqual({
      balanceMinor: Number(ledger.total),
      bonusMinor: Number(ledger.bonus),
    });
  }

  return {
    uuid,
    db,
    balances,
    deposit,
    grant,
    bonusRow,
    wagered,
    tokenFor,
    betOf,
    settleOf,
    rollbackOf,
    expectLedgerAgrees,
  };
}

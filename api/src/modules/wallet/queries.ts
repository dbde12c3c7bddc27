import { sql, type Kysely, type Transaction } from 'kysely';
import type { WalletResponse } from '@oyna/contracts/game-wallet';
import type { CasinoAction, Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewGameToken {
  tokenHash: string;
  playerId: number;
  sessionId: string;
  providerId: string;
  gameCode: string;
  gameName: string;
  currency: string;
  ttlSeconds: number;
}

export interface NewCasinoTransaction {
  providerId: string;
  transactionUuid: string;
  action: CasinoAction;
  kind: number | null;
  playerId: number;
  roundId: number | null;
  amountMinor: number;
  currency: string;
  reference: string | null;
  fingerprint: string;
  response: WalletResponse;
}

export interface RoundKey {
  playerId: number;
  providerId: string;
  gameCode: string;
  gameName: string;
  providerRoundId: string;
  nonce: number | null;
  serverSeedHash: string | null;
  verifyUrl: string | null;
}

/** SQL of the seamless wallet: game tokens, casino rounds and transactions. */
export class WalletQueries {
  constructor(private readonly db: Kysely<Database>) {}

  async insertToken(token: NewGameToken): Promise<void> {
    await this.db
      .insertInto('game_token')
      .values({
        token_hash: token.tokenHash,
        player_id: token.playerId,
        session_id: token.sessionId,
        provider_id: token.providerId,
        game_code: token.gameCode,
        game_name: token.gameName,
        currency: token.currency,
        expires_at: sql<string>`now() + make_interval(secs => ${token.ttlSeconds})`,
      })
      .execute();
  }

  /** A token with its player, and whether it still allows bets (not expired, session alive). */
  token(tokenHash: string) {
    return this.db
      .selectFrom('game_token as t')
      .innerJoin('player as p', 'p.id', 't.player_id')
      .innerJoin('session as s', 's.id', 't.session_id')
      .select([
        't.player_id',
        'p.usercode',
        't.provider_id',
        't.game_code',
        't.game_name',
        't.currency',
        sql<boolean>`t.expires_at <= now() or s.ended_at is not null`.as('expired'),
      ])
      .where('t.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  transaction(trx: Db, providerId: string, transactionUuid: string) {
    return trx
      .selectFrom('casino_transaction')
      .selectAll()
      .where('provider_id', '=', providerId)
      .where('transaction_uuid', '=', transactionUuid)
      .executeTakeFirst();
  }

  /** A rollback that named this uuid as its bet (a tombstone when the bet was unknown then). */
  rollbackOf(trx: Db, providerId: string, betUuid: string) {
    return trx
      .selectFrom('casino_transaction')
      .select('id')
      .where('provider_id', '=', providerId)
      .where('reference_transaction_uuid', '=', betUuid)
      .where('action', '=', 'rollback')
      .executeTakeFirst();
  }

  async insertTransaction(trx: Db, row: NewCasinoTransaction): Promise<void> {
    await trx
      .insertInto('casino_transaction')
      .values({
        provider_id: row.providerId,
        transaction_uuid: row.transactionUuid,
        action: row.action,
        kind: row.kind,
        player_id: row.playerId,
        round_id: row.roundId,
        amount_minor: row.amountMinor,
        currency: row.currency,
        reference_transaction_uuid: row.reference,
        request_fingerprint: row.fingerprint,
        response: JSON.stringify(row.response),
      })
      .execute();
  }

  async markBet(trx: Db, id: number, set: { won?: boolean; rolled_back?: boolean }): Promise<void> {
    await trx.updateTable('casino_transaction').set(set).where('id', '=', id).execute();
  }

  /** The round of a bet, created on its first bet. */
  async openRound(trx: Db, key: RoundKey) {
    await trx
      .insertInto('casino_round')
      .values({
        player_id: key.playerId,
        provider_id: key.providerId,
        game_code: key.gameCode,
        game_name: key.gameName,
        provider_round_id: key.providerRoundId,
        nonce: key.nonce,
        server_seed_hash: key.serverSeedHash,
        verify_url: key.verifyUrl,
      })
      .onConflict((oc) => oc.constraint('casino_round_provider_round').doNothing())
      .execute();
    return trx
      .selectFrom('casino_round')
      .selectAll()
      .where('provider_id', '=', key.providerId)
      .where('provider_round_id', '=', key.providerRoundId)
      .executeTakeFirstOrThrow();
  }

  round(trx: Db, id: number) {
    return trx
      .selectFrom('casino_round')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  async addStake(trx: Db, roundId: number, amountMinor: number): Promise<void> {
    await trx
      .updateTable('casino_round')
      .set((eb) => ({ stake_minor: eb('stake_minor', '+', amountMinor) }))
      .where('id', '=', roundId)
      .execute();
  }

  async addWin(trx: Db, roundId: number, amountMinor: number, close: boolean): Promise<void> {
    await trx
      .updateTable('casino_round')
      .set((eb) => ({
        win_minor: eb('win_minor', '+', amountMinor),
        ...(close ? { status: 'closed' as const, closed_at: sql<string>`now()` } : {}),
      }))
      .where('id', '=', roundId)
      .execute();
  }

  /** Takes a rolled-back stake off its round; the round is rolled back once no bet stands. */
  async rollBackStake(trx: Db, roundId: number, amountMinor: number): Promise<void> {
    await trx
      .updateTable('casino_round')
      .set((eb) => ({ stake_minor: eb('stake_minor', '-', amountMinor) }))
      .where('id', '=', roundId)
      .execute();
    await trx
      .updateTable('casino_round')
      .set({ status: 'rolled_back', closed_at: sql<string>`now()` })
      .where('id', '=', roundId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('casino_transaction')
              .select('id')
              .where('round_id', '=', roundId)
              .where('action', '=', 'bet')
              .where('rolled_back', '=', false),
          ),
        ),
      )
      .execute();
  }
}

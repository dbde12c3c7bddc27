import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ProviderGame, WalletResponse } from '@oyna/contracts/game-wallet';
import type {
  CasinoAction,
  Database,
  GameTokenTable,
  PlayerTable,
  RefusedWinReason,
} from '../../db/schema';
import type { CatalogueEntry } from './bonus-product';

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

/** A provider's game as its game list declares it (the protocol's ProviderGame), as recorded. */
export type DeclaredGame = Pick<ProviderGame, 'code' | 'name' | 'maxMultiplierX100'>;

export interface NewRefusedWin {
  providerId: string;
  transactionUuid: string;
  playerId: number;
  roundId: number;
  gameCode: string;
  reason: RefusedWinReason;
  amountMinor: number;
  stakeMinor: number;
  paidMinor: number;
  capMinor: number | null;
}

/** SQL of the seamless wallet: game tokens, casino rounds and transactions. */
/** A game token with its player and whether it still opens play (the token query's row). */
export type TokenRow = Pick<
  Selectable<GameTokenTable>,
  'player_id' | 'provider_id' | 'game_code' | 'game_name' | 'currency'
> &
  Pick<Selectable<PlayerTable>, 'usercode'> & { expired: boolean };

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
    const opened = await trx
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
      .returningAll()
      .executeTakeFirst();
    // A round's first bet gets the new row back; a later bet of the round (or one racing the
    // first) reads the row that is there.
    if (opened) return opened;
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

  /**
   * The round under a row lock until the transaction ends: its status, stakes and wins cannot
   * change under a win or rollback that is deciding on them (notes/seamless-wallet.md › Postgres
   * mechanics: SELECT … FOR UPDATE).
   */
  lockRound(trx: Transaction<Database>, id: number) {
    return trx
      .selectFrom('casino_round')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
  }

  /** What the round's wins have paid, from the wallet calls themselves. */
  async paidOf(trx: Db, roundId: number): Promise<number> {
    const row = await trx
      .selectFrom('casino_transaction')
      .select(sql<string>`coalesce(sum(amount_minor), 0)`.as('paid'))
      .where('round_id', '=', roundId)
      .where('action', '=', 'win')
      .executeTakeFirstOrThrow();
    return Number(row.paid);
  }

  /** The provider's declared maximum multiplier of a game (hundredths), if it declared one. */
  async maxMultiplierX100(trx: Db, providerId: string, gameCode: string) {
    const row = await trx
      .selectFrom('casino_provider_game')
      .select('max_multiplier_x100')
      .where('provider_id', '=', providerId)
      .where('game_code', '=', gameCode)
      .executeTakeFirst();
    return row === undefined ? undefined : Number(row.max_multiplier_x100);
  }

  /**
   * The casino catalogue entries that open this provider game (by their target code), each with
   * its categories' slugs and its live flag: what a stake on it counts as toward an active bonus
   * (bonus-product.ts).
   */
  async catalogueEntriesOf(trx: Db, gameCode: string): Promise<CatalogueEntry[]> {
    const rows = await trx
      .selectFrom('casino_game as g')
      .leftJoin('casino_game_category as gc', 'gc.game_id', 'g.id')
      .leftJoin('casino_category as c', 'c.id', 'gc.category_id')
      .select(['g.id', 'g.is_live', 'c.slug_list'])
      .where('g.target_code', '=', gameCode)
      .execute();
    const entries = new Map<number, CatalogueEntry & { slugs: string[] }>();
    for (const row of rows) {
      const entry = entries.get(row.id) ?? { slugs: [], live: row.is_live };
      entry.slugs.push(...(row.slug_list ?? []));
      entries.set(row.id, entry);
    }
    return [...entries.values()];
  }

  /** Records a provider's game list (one statement per game, safe when replicas start at once). */
  async declareGames(providerId: string, games: readonly DeclaredGame[]): Promise<void> {
    if (games.length === 0) return;
    await this.db
      .insertInto('casino_provider_game')
      .values(
        games.map((g) => ({
          provider_id: providerId,
          game_code: g.code,
          name: g.name,
          max_multiplier_x100: g.maxMultiplierX100,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['provider_id', 'game_code']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          max_multiplier_x100: eb.ref('excluded.max_multiplier_x100'),
          declared_at: sql<string>`now()`,
        })),
      )
      .execute();
  }

  /** Logs a refused win for ops; a resend of the same uuid counts as one more attempt. */
  async insertRefusedWin(trx: Db, row: NewRefusedWin): Promise<void> {
    await trx
      .insertInto('casino_refused_win')
      .values({
        provider_id: row.providerId,
        transaction_uuid: row.transactionUuid,
        player_id: row.playerId,
        round_id: row.roundId,
        game_code: row.gameCode,
        reason: row.reason,
        amount_minor: row.amountMinor,
        stake_minor: row.stakeMinor,
        paid_minor: row.paidMinor,
        cap_minor: row.capMinor,
      })
      .onConflict((oc) =>
        oc.constraint('casino_refused_win_uuid').doUpdateSet((eb) => ({
          attempts: eb('casino_refused_win.attempts', '+', 1),
          reason: eb.ref('excluded.reason'),
          stake_minor: eb.ref('excluded.stake_minor'),
          paid_minor: eb.ref('excluded.paid_minor'),
          cap_minor: eb.ref('excluded.cap_minor'),
          last_at: sql<string>`now()`,
        })),
      )
      .execute();
  }

  /** The latest refused wins, newest first, with the player's username and the round's id. */
  refusedWins(filter: { reason?: RefusedWinReason; take: number }) {
    let query = this.db
      .selectFrom('casino_refused_win as w')
      .innerJoin('player as p', 'p.id', 'w.player_id')
      .innerJoin('casino_round as r', 'r.id', 'w.round_id')
      .select([
        'w.id',
        'w.provider_id',
        'w.transaction_uuid',
        'p.username',
        'w.game_code',
        'r.provider_round_id',
        'w.reason',
        'w.amount_minor',
        'w.stake_minor',
        'w.paid_minor',
        'w.cap_minor',
        'w.attempts',
        'w.created_at',
        'w.last_at',
      ])
      .orderBy('w.last_at', 'desc')
      .orderBy('w.id', 'desc')
      .limit(filter.take);
    if (filter.reason) query = query.where('w.reason', '=', filter.reason);
    return query.execute();
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

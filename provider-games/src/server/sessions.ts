import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import { first, qb, type ProviderDb, type ProviderSessionTable } from './db';
import { GameError } from './errors';

export type SessionRow = Selectable<ProviderSessionTable>;

export interface NewSession {
  player: string;
  token: string;
  gameCode: string;
  currency: string;
  language: 'tr' | 'en';
  platform: number;
  lobbyUrl: string;
  minStakeMinor: number;
  maxStakeMinor: number;
}

/** Game sessions: one per launch, named by 32 random bytes, valid for a fixed time. */
export class Sessions {
  constructor(
    private readonly db: ProviderDb,
    private readonly clock: () => number,
    private readonly ttlMs: number,
  ) {}

  async open(session: NewSession): Promise<SessionRow> {
    const now = this.clock();
    const row = await first(
      this.db,
      qb
        .insertInto('provider_session')
        .values({
          id: crypto.randomBytes(32).toString('hex'),
          player: session.player,
          token: session.token,
          game_code: session.gameCode,
          currency: session.currency,
          language: session.language,
          platform: session.platform,
          lobby_url: session.lobbyUrl,
          min_stake_minor: session.minStakeMinor,
          max_stake_minor: session.maxStakeMinor,
          created_at_ms: now,
          expires_at_ms: now + this.ttlMs,
        })
        .returningAll(),
    );
    if (!row) throw new Error('session insert returned nothing');
    return row;
  }

  /** The session behind an id, whether or not it has expired. */
  async find(id: string | undefined): Promise<SessionRow | undefined> {
    if (!id || !/^[0-9a-f]{64}$/.test(id)) return undefined;
    return first(this.db, qb.selectFrom('provider_session').selectAll().where('id', '=', id));
  }

  /** A live session, or `session_expired` (the client then asks its parent to reload). */
  async live(id: string | undefined): Promise<SessionRow> {
    const session = await this.find(id);
    if (!session || session.expires_at_ms <= this.clock()) throw new GameError('session_expired');
    return session;
  }
}

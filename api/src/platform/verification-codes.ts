import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { CodePurpose, Database } from '../db/schema';
import type { ApiMessageKey } from '../lib/messages';

export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'exhausted';

export interface IssueOptions {
  purpose: CodePurpose;
  playerId: number;
  target: string;
  digits: number;
  ttlSeconds: number;
}

/**
 * One-time codes (spec §4 recovery and phone verification): random from the OS CSPRNG, stored only as an HMAC, expiring,
 * single-use, with a limited number of tries. Issuing a new code retires the previous ones of
 * the same purpose, so only the latest message a player received works.
 */
export class VerificationCodes {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly secret: string,
    private readonly maxTries: number,
  ) {}

  private hash(purpose: CodePurpose, playerId: number, code: string): string {
    return crypto
      .createHmac('sha256', this.secret)
      .update(`${purpose}:${playerId}:${code}`)
      .digest('hex');
  }

  async issue(options: IssueOptions): Promise<string> {
    return this.write(options, false);
  }

  /**
   * The work of `issue` for an account that does not exist: a code drawn and hashed, the same
   * transaction with the same two statements, affecting no row (OWASP ASVS 5.0 V6.3.8: the
   * forgot-password answer must not tell an unknown account by its time). Its code works nowhere.
   */
  async issueDecoy(options: Omit<IssueOptions, 'playerId'>): Promise<string> {
    return this.write({ ...options, playerId: 0 }, true);
  }

  private async write(options: IssueOptions, decoy: boolean): Promise<string> {
    const code = crypto
      .randomInt(0, 10 ** options.digits)
      .toString()
      .padStart(options.digits, '0');
    const codeHash = this.hash(options.purpose, options.playerId, code);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('verification_code')
        .set({ used_at: sql<string>`now()` })
        .where('player_id', '=', options.playerId)
        .where('purpose', '=', options.purpose)
        .where('used_at', 'is', null)
        .execute();
      if (decoy) {
        // The insert below, selecting its values from nothing (player 0 does not exist).
        await sql`insert into verification_code (purpose, player_id, target, code_hash, expires_at)
          select ${options.purpose}, ${options.playerId}, ${options.target}, ${codeHash},
            now() + make_interval(secs => ${options.ttlSeconds})
          where false`.execute(trx);
        return;
      }
      await trx
        .insertInto('verification_code')
        .values({
          purpose: options.purpose,
          player_id: options.playerId,
          target: options.target,
          code_hash: codeHash,
          expires_at: sql<string>`now() + make_interval(secs => ${options.ttlSeconds})`,
        })
        .execute();
    });
    return code;
  }

  /**
   * Checks `code` against the player's latest live code of `purpose` (sent to `target` when
   * given). A wrong code costs a try; `consume` uses the code up when it matches.
   */
  async check(options: {
    purpose: CodePurpose;
    playerId: number;
    code: string;
    target?: string;
    consume: boolean;
  }): Promise<CodeCheck> {
    let latest = this.db
      .selectFrom('verification_code')
      .select('id')
      .where('player_id', '=', options.playerId)
      .where('purpose', '=', options.purpose)
      .where('used_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(1);
    if (options.target !== undefined) latest = latest.where('target', '=', options.target);

    // Every check costs a try, counted and bounded in one statement before the code is compared:
    // the row lock of the UPDATE makes a parallel burst queue, and each sees the tries before it,
    // so no more than `maxTries` codes are ever compared (house rule: check-then-act is atomic).
    const counted = await this.db
      .updateTable('verification_code')
      .set({ tries: sql<number>`tries + 1` })
      .where('id', '=', (eb) => eb.selectFrom(latest.as('latest')).select('latest.id'))
      .where('tries', '<', this.maxTries)
      .where(sql<boolean>`expires_at > now()`)
      .returning(['id', 'code_hash', 'tries'])
      .executeTakeFirst();
    // The state of the latest code is read on every path, counted or not, so a wrong code, no
    // code and an unknown account (player 0) run the same statements (OWASP ASVS 5.0 V6.3.8).
    const state = await this.db
      .selectFrom('verification_code')
      .select([sql<boolean>`expires_at <= now()`.as('expired')])
      .where('id', '=', (eb) => eb.selectFrom(latest.as('latest')).select('latest.id'))
      .executeTakeFirst();
    if (!counted) {
      if (!state) return 'invalid';
      return state.expired ? 'expired' : 'exhausted';
    }

    const expected = Buffer.from(counted.code_hash, 'hex');
    const given = Buffer.from(this.hash(options.purpose, options.playerId, options.code), 'hex');
    if (!crypto.timingSafeEqual(expected, given)) {
      return counted.tries >= this.maxTries ? 'exhausted' : 'invalid';
    }
    const row = counted;
    if (!options.consume) {
      // The right code costs no try (recovery checks it in step 2 and uses it in step 3).
      await this.db
        .updateTable('verification_code')
        .set({ tries: sql<number>`greatest(tries - 1, 0)` })
        .where('id', '=', row.id)
        .execute();
      return 'ok';
    }
    // Single use even under a race: only one request can flip used_at.
    const used = await this.db
      .updateTable('verification_code')
      .set({ used_at: sql<string>`now()` })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return used ? 'ok' : 'invalid';
  }
}

/** The message of a failed check; the reset code and the SMS code answer alike. */
export function codeFailure(result: Exclude<CodeCheck, 'ok'>): ApiMessageKey {
  if (result === 'expired') return 'api.codeExpired';
  if (result === 'exhausted') return 'api.codeTriesExceeded';
  return 'api.codeInvalid';
}

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
    const code = crypto
      .randomInt(0, 10 ** options.digits)
      .toString()
      .padStart(options.digits, '0');
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('verification_code')
        .set({ used_at: sql<string>`now()` })
        .where('player_id', '=', options.playerId)
        .where('purpose', '=', options.purpose)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .insertInto('verification_code')
        .values({
          purpose: options.purpose,
          player_id: options.playerId,
          target: options.target,
          code_hash: this.hash(options.purpose, options.playerId, code),
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
    if (!counted) {
      const row = await this.db
        .selectFrom('verification_code')
        .select([sql<boolean>`expires_at <= now()`.as('expired')])
        .where('id', '=', (eb) => eb.selectFrom(latest.as('latest')).select('latest.id'))
        .executeTakeFirst();
      if (!row) return 'invalid';
      return row.expired ? 'expired' : 'exhausted';
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

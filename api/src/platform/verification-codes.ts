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
    let query = this.db
      .selectFrom('verification_code')
      .select(['id', 'code_hash', 'tries', sql<boolean>`expires_at <= now()`.as('expired')])
      .where('player_id', '=', options.playerId)
      .where('purpose', '=', options.purpose)
      .where('used_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(1);
    if (options.target !== undefined) query = query.where('target', '=', options.target);
    const row = await query.executeTakeFirst();
    if (!row) return 'invalid';
    if (row.expired) return 'expired';
    // Count the try before comparing, in one statement that also decides: only a row with tries
    // left is counted, so a parallel burst gets at most `maxTries` comparisons (house rule: one
    // atomic statement for every check-then-act on a counter).
    const counted = await this.db
      .updateTable('verification_code')
      .set({ tries: sql<number>`tries + 1` })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .where('tries', '<', this.maxTries)
      .returning('tries')
      .executeTakeFirst();
    if (!counted) {
      // Out of tries (perhaps by a parallel try) or used up meanwhile.
      const now = await this.db
        .selectFrom('verification_code')
        .select('tries')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      return now.tries >= this.maxTries ? 'exhausted' : 'invalid';
    }

    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(this.hash(options.purpose, options.playerId, options.code), 'hex');
    if (!crypto.timingSafeEqual(expected, given)) {
      return counted.tries >= this.maxTries ? 'exhausted' : 'invalid';
    }
    // The right code gives its try back (a check that does not consume leaves the code as it was).
    await this.db
      .updateTable('verification_code')
      .set({ tries: sql<number>`greatest(tries - 1, 0)` })
      .where('id', '=', row.id)
      .execute();
    if (!options.consume) return 'ok';
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

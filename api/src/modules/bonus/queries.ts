import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { BonusOfferTable, GrantedTerms } from '../../db/tables/wallet';

type Db = Kysely<Database> | Transaction<Database>;

/** SQL of the bonus domain. */
export class BonusQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Runs `work` in one database transaction (committed when it resolves). */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** The trial bonus the site offers now, in kuruş (0: none). */
  async trialBonusMinor(): Promise<number> {
    const row = await this.db
      .selectFrom('site_settings')
      .select('trial_bonus_minor')
      .executeTakeFirst();
    return row?.trial_bonus_minor ?? 0;
  }

  /** The offer record whose terms a trial bonus runs under (bonus_offer 'trial'), if enabled. */
  async trialOffer(): Promise<Selectable<BonusOfferTable> | undefined> {
    return this.db
      .selectFrom('bonus_offer')
      .selectAll()
      .where('code', '=', 'trial')
      .where('enabled', '=', true)
      .executeTakeFirst();
  }

  /** The device a session was opened on (spec §7 x-fingerprint, stored at login): '' if none. */
  async sessionDevice(sessionId: string): Promise<string> {
    const row = await this.db
      .selectFrom('session')
      .select('fingerprint')
      .where('id', '=', sessionId)
      .executeTakeFirst();
    return row?.fingerprint ?? '';
  }

  /**
   * Serialises trial claims made on one device until the transaction ends (a transaction-level
   * advisory lock), so two accounts on one device never both pass the device check.
   */
  async lockDevice(trx: Transaction<Database>, device: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`trial-device:${device}`}))`.execute(trx);
  }

  /**
   * Whether the player already took the trial bonus: its player_bonus row, or its credit from
   * before bonus money was kept apart (the ledger's key `trial-bonus:<player>`).
   */
  async trialTaken(db: Db, playerId: number): Promise<boolean> {
    const bonus = await db
      .selectFrom('player_bonus')
      .select('id')
      .where('player_id', '=', playerId)
      .where('source', '=', 'trial')
      .executeTakeFirst();
    if (bonus) return true;
    const credit = await db
      .selectFrom('ledger_entry')
      .select('id')
      .where('idempotency_key', '=', `trial-bonus:${playerId}`)
      .executeTakeFirst();
    return credit !== undefined;
  }

  /** Whether another player took the trial bonus on this device. */
  async trialTakenOnDevice(db: Db, device: string, playerId: number): Promise<boolean> {
    const row = await db
      .selectFrom('player_bonus')
      .select('id')
      .where('source', '=', 'trial')
      .where('device', '=', device)
      .where('player_id', '!=', playerId)
      .executeTakeFirst();
    return row !== undefined;
  }
}

const num = (value: unknown): number => Number(value ?? 0);
const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/**
 * The offer records (bonus_offer) in their screen order (`sort`, then code); `enabledOnly`
 * leaves switched-off ones out.
 */
export function offerRows(db: Db, enabledOnly = true): Promise<Selectable<BonusOfferTable>[]> {
  let q = db.selectFrom('bonus_offer').selectAll();
  if (enabledOnly) q = q.where('enabled', '=', true);
  return q.orderBy('sort').orderBy('code').execute();
}

/** One offer record by its code. */
export function offerByCode(
  db: Db,
  code: string,
): Promise<Selectable<BonusOfferTable> | undefined> {
  return db.selectFrom('bonus_offer').selectAll().where('code', '=', code).executeTakeFirst();
}

/** An offer record's terms, copied onto the bonus it grants (an edit changes new bonuses only). */
export function termsOfOffer(offer: Selectable<BonusOfferTable>): GrantedTerms {
  const contributions: Record<string, number> = {};
  for (const [product, percent] of Object.entries(offer.contributions ?? {})) {
    contributions[product] = num(percent);
  }
  return {
    wageringMultiplier: num(offer.wagering_multiplier),
    contributions,
    sportsMinOddsMilli: num(offer.sports_min_odds_milli),
    maxBetMinor: numOrNull(offer.max_bet_minor),
    maxConversionMinor: numOrNull(offer.max_conversion_minor),
    validDays: num(offer.valid_days),
  };
}

import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { PlayerBonusRow } from './bonus-records';

/**
 * Whether a stake that took `bonus`'s money is still open: its casino round not yet closed or
 * rolled back, its sports bet not yet settled (pending or open). Such a stake may still pay
 * back bonus money (a win, a refund, a cash-out), split as the stake was. A stake whose
 * reference names neither a round nor a bet counts as open (it is never known to be done).
 */
export async function hasOpenStakes(
  db: Kysely<Database> | Transaction<Database>,
  bonus: PlayerBonusRow,
): Promise<boolean> {
  const idOf = (prefix: string) =>
    sql<number>`case when l.reference ~ ${`^${prefix}:[0-9]+$`} then split_part(l.reference, ':', 2)::bigint end`;
  const open = await db
    .selectFrom('ledger_entry as l')
    .select('l.id')
    .where('l.player_id', '=', bonus.player_id)
    .where('l.bonus_id', '=', bonus.id)
    .where('l.amount_minor', '<', 0)
    .where('l.bonus_amount_minor', '<', 0)
    .where('l.kind', 'not like', 'bonus%')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('casino_round as r')
            .select('r.id')
            .where('r.id', '=', idOf('casino_round'))
            .where('r.status', '<>', 'open'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sport_bet as b')
            .select('b.id')
            .where('b.id', '=', idOf('sport_bet'))
            .where('b.status', 'not in', ['pending', 'open']),
        ),
      ),
    )
    .limit(1)
    .executeTakeFirst();
  return open !== undefined;
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The hub's one query: which of these sessions are no longer live. */
export class NotifyQueries {
  constructor(private readonly db: Kysely<Database>) {}

  async endedSessions(ids: string[]): Promise<string[]> {
    const live = new Set<string>();
    // Bounded IN lists, however many sockets a replica holds.
    for (let i = 0; i < ids.length; i += 1000) {
      const rows = await this.db
        .selectFrom('session')
        .select('id')
        .where('id', 'in', ids.slice(i, i + 1000))
        .where('ended_at', 'is', null)
        .execute();
      for (const row of rows) live.add(row.id);
    }
    return ids.filter((id) => !live.has(id));
  }
}

import { sql, type Kysely } from 'kysely';

/**
 * The api's own texts moved from the `api.` namespace to `server.` (lib/messages.ts: a key names
 * the catalogue it lives in). Notifications store the message ids of their title and note
 * (migration 0022); of those, the payment notices (`api.notify.*`) are the api's own and are
 * renamed here, while the contracts' ids (`api.trialBonusNotification.*`) keep their names. A row
 * a replica of the earlier release writes during a rolling deploy is read by
 * platform/notifications.ts all the same.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await rename(db, 'api.notify.', 'server.notify.');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rename(db, 'server.notify.', 'api.notify.');
}

async function rename(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  for (const column of ['title_id', 'note_id']) {
    const id = sql.ref(column);
    await sql`
      update notification
      set ${id} = ${to} || substr(${id}, ${from.length + 1})
      where starts_with(${id}, ${from})
    `.execute(db);
  }
}

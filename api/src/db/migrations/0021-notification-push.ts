import { sql, type Kysely } from 'kysely';

/**
 * A notification that accompanies a money movement is written in the mover's transaction and
 * pushed live after the commit (NotificationService.stage / flush): `pushed_at` null marks one
 * still to push, so a crash between commit and push loses no notification — the next flush
 * (at start-up and every few seconds) sends it. Notifications stored before this were pushed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notification').addColumn('pushed_at', 'timestamptz').execute();
  await sql`update notification set pushed_at = created_at`.execute(db);
  await sql`create index notification_unpushed on notification (id) where pushed_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists notification_unpushed`.execute(db);
  await db.schema.alterTable('notification').dropColumn('pushed_at').execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * spec §1 (Turkish and English): a notification is stored as what it says, not as text in one
 * language — the message ids of its title and note with their values (read in the reader's
 * language), or, for an operator's broadcast, its texts in each language. Rows stored before keep
 * title and note, and show as they were written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notification')
    .addColumn('title_id', 'text')
    .addColumn('note_id', 'text')
    .addColumn('message_values', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // { tr?: { title, note }, en?: { title, note } }: an operator's texts per language.
    .addColumn('texts', 'jsonb')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notification')
    .dropColumn('texts')
    .dropColumn('message_values')
    .dropColumn('note_id')
    .dropColumn('title_id')
    .execute();
}

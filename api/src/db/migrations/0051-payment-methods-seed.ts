import { sql, type Kysely } from 'kysely';
import { PAYMENT_METHODS } from './data/0051-payment-methods';

/** The seeded deposit and withdraw methods (spec §2 method lists; data frozen beside it). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const seed = db.withTables<{
    payment_method: {
      id: number;
      direction: number;
      code: string;
      flow: string;
      logo: string;
      min_minor: number;
      max_minor: number;
      sort: number;
      texts: string;
      fields: string;
    };
  }>();
  await seed
    .insertInto('payment_method')
    .values(
      PAYMENT_METHODS.map((m) => ({
        ...m,
        texts: JSON.stringify(m.texts),
        fields: JSON.stringify(m.fields),
      })),
    )
    .execute();
  // New methods added by ops get ids after the seeded ones.
  await sql`select setval(pg_get_serial_sequence('payment_method', 'id'), (select max(id) from payment_method))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from payment_method`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * A deposit method listed before ops have configured its fields (spec §8 payment rules: "an
 * empty field list shows 'No data found' and closes the dialog after 100 ms"). Seeded so that
 * this branch of §8 is real in the embedded default; its empty field list also means the api
 * refuses every deposit through it (the amount is a required field it does not have).
 */
export const UNCONFIGURED_METHOD = {
  direction: 1,
  code: 'crypto',
  flow: 'hosted',
  logo: '/api/cms/media/pay-crypto.svg',
  min_minor: 10000,
  max_minor: 1_000_000,
  sort: 4,
  texts: {
    tr: { name: 'Kripto Para', processing: 'Yakında' },
    en: { name: 'Cryptocurrency', processing: 'Coming soon' },
  },
  fields: [],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  const seed = db.withTables<{
    payment_method: {
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
  // The next id of the sequence (6 on a fresh database): ops may have added methods since 0051.
  await seed
    .insertInto('payment_method')
    .values({
      ...UNCONFIGURED_METHOD,
      texts: JSON.stringify(UNCONFIGURED_METHOD.texts),
      fields: JSON.stringify(UNCONFIGURED_METHOD.fields),
    })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from payment_method where direction = 1 and code = ${UNCONFIGURED_METHOD.code}`.execute(
    db,
  );
}

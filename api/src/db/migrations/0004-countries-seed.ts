import { sql, type Kysely } from 'kysely';
import { COUNTRIES } from './data/0004-countries';

/** spec §3: the country list of the registration form, in Turkish and English. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const seed = db.withTables<{
    country: { id: number; iso2: string };
    country_i18n: { country_id: number; locale: string; name: string };
  }>();
  await seed
    .insertInto('country')
    .values(COUNTRIES.map(([id, iso2]) => ({ id, iso2 })))
    .execute();
  await seed
    .insertInto('country_i18n')
    .values(
      COUNTRIES.flatMap(([id, , en, tr]) => [
        { country_id: id, locale: 'en', name: en },
        { country_id: id, locale: 'tr', name: tr },
      ]),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from country_i18n`.execute(db);
  await sql`delete from country`.execute(db);
}

import type { Migration } from 'kysely';
import * as cmsSchema from './0001-cms-schema';
import * as cmsSeed from './0002-cms-seed';
import * as identity from './0003-identity';
import * as countriesSeed from './0004-countries-seed';

/** Every migration, by name; Kysely applies them in name order. Append, never rename. */
export const migrations: Record<string, Migration> = {
  '0001_cms_schema': cmsSchema,
  '0002_cms_seed': cmsSeed,
  '0003_identity': identity,
  '0004_countries_seed': countriesSeed,
};

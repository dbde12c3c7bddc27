import type { Migration } from 'kysely';
import * as cmsSchema from './0001-cms-schema';
import * as cmsSeed from './0002-cms-seed';

/** Every migration, by name; Kysely applies them in name order. Append, never rename. */
export const migrations: Record<string, Migration> = {
  '0001_cms_schema': cmsSchema,
  '0002_cms_seed': cmsSeed,
};

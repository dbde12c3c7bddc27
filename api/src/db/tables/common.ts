import type { ColumnType } from 'kysely';

/** Column types every domain's tables use. */

/** jsonb: read as the parsed value, written as a JSON string (pg would send arrays as arrays). */
export type Json<T> = ColumnType<T, string, string>;

export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Money in integer minor units (kuruş); bigint in SQL, read as a JS number (see database.ts). */
export type Minor = ColumnType<number, number, number>;

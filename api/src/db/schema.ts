/**
 * The database's table types, kept in db/tables/ (one file per domain, one `Database`); every
 * name stays importable from here.
 */
export type * from './tables';

/**
 * The sportsbook's tables (migration 0060) live with every other table in db/tables/sports.ts;
 * named here too for the sports files that import them from beside them.
 */
export type * from '../../db/tables/sports';

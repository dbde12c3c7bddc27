import type { Generated } from 'kysely';
import type { CreatedAt } from './common';

/** The back office's player desk (migration 0110, modules/backoffice). */

/** A staff note on a player, kept as written. */
export interface PlayerNoteTable {
  id: Generated<number>;
  player_id: number;
  /** The staff member's e-mail or the integration's name, as the audit names them. */
  author: string;
  staff_id: number | null;
  text: string;
  created_at: CreatedAt;
}

/** The tables of this file, by name. */
export interface BackofficeTables {
  player_note: PlayerNoteTable;
}

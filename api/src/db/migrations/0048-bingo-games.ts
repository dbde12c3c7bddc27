import { sql, type Kysely } from 'kysely';

/**
 * The Tombala 75 / Bingo 75 and Tombala 90 / Bingo 90 tiles open the built-in provider's bingo
 * games (spec §3 Game: the game a tile names is the game that opens). 0041 seeded both to open
 * Lucky Fruits; only rows that still do move, so an operator's own choice of target stays.
 * Frozen data: the codes are the provider's (provider-games › engine/games.ts), copied so that
 * this file never changes.
 */
export const BINGO_TARGETS: readonly { code: string; providerId: number; target: string }[] = [
  { code: 'bingo-75', providerId: 7, target: 'oyna-bingo-75' },
  { code: 'bingo-90', providerId: 1, target: 'oyna-bingo-90' },
];
const LUCKY_FRUITS = 'oyna-lucky-fruits';

async function repoint(
  db: Kysely<unknown>,
  from: (t: string) => string,
  to: (t: string) => string,
) {
  for (const { code, providerId, target } of BINGO_TARGETS) {
    await sql`
      update casino_game set target_code = ${to(target)}
      where game_code = ${code} and main_provider_id = ${providerId}
        and target_code = ${from(target)}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await repoint(
    db,
    () => LUCKY_FRUITS,
    (target) => target,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await repoint(
    db,
    (target) => target,
    () => LUCKY_FRUITS,
  );
}

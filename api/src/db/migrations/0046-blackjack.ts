import { sql, type Kysely } from 'kysely';

/**
 * The Blackjack Classic tile opens the built-in provider's blackjack (spec §3 Game: the game a
 * tile names is the game that opens). 0041 seeded it to open European Roulette; only a row that
 * still does moves, so an operator's own choice of target stays. Frozen data: the code is the
 * provider's (provider-games › engine/games.ts), copied so that this file never changes.
 */
const TILE = { code: 'blackjack-classic', providerId: 6, target: 'oyna-blackjack-classic' };
const EUROPEAN_ROULETTE = 'oyna-european-roulette';

async function repoint(db: Kysely<unknown>, from: string, to: string) {
  await sql`
    update casino_game set target_code = ${to}
    where game_code = ${TILE.code} and main_provider_id = ${TILE.providerId}
      and target_code = ${from}`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await repoint(db, EUROPEAN_ROULETTE, TILE.target);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await repoint(db, TILE.target, EUROPEAN_ROULETTE);
}

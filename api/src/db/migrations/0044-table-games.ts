import { sql, type Kysely } from 'kysely';

/**
 * The baccarat and money-wheel tiles open their own games of the built-in provider (spec §3
 * Game: the game a tile names is the game that opens). 0041 seeded both to open European
 * Roulette; only rows that still do move, so an operator's own choice of target stays. Frozen
 * data: the codes are the provider's (provider-games › engine/games.ts), copied so that this
 * file never changes.
 */
export const TABLE_TARGETS: readonly { code: string; providerId: number; target: string }[] = [
  { code: 'speed-baccarat', providerId: 4, target: 'oyna-speed-baccarat' },
  { code: 'tv-wheel', providerId: 2, target: 'oyna-tv-wheel' },
];
const EUROPEAN_ROULETTE = 'oyna-european-roulette';

async function repoint(
  db: Kysely<unknown>,
  from: (t: string) => string,
  to: (t: string) => string,
) {
  for (const { code, providerId, target } of TABLE_TARGETS) {
    await sql`
      update casino_game set target_code = ${to(target)}
      where game_code = ${code} and main_provider_id = ${providerId}
        and target_code = ${from(target)}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await repoint(
    db,
    () => EUROPEAN_ROULETTE,
    (target) => target,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await repoint(
    db,
    (target) => target,
    () => EUROPEAN_ROULETTE,
  );
}

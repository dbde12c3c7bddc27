import { sql, type Kysely } from 'kysely';

/**
 * Each slot tile of the catalogue opens its own game of the built-in provider (spec §3 Game:
 * the game a tile names is the game that opens): the seeded slot entries of 0041, which all
 * opened Lucky Fruits, now point at the slot of their name. Only rows that still open Lucky
 * Fruits move, so an operator's own choice of target stays. Frozen data: these codes are the
 * provider's (provider-games › engine/slots), copied so that this file never changes.
 */
export const SLOT_TARGETS: readonly { code: string; providerId: number; target: string }[] = [
  { code: 'sultan-gold', providerId: 2, target: 'oyna-sultan-gold' },
  { code: 'fruit-bazaar', providerId: 1, target: 'oyna-fruit-bazaar' },
  { code: 'lucky-tulip', providerId: 4, target: 'oyna-lucky-tulip' },
  { code: 'galata-wild', providerId: 5, target: 'oyna-galata-wild' },
  { code: 'diamond-seven', providerId: 7, target: 'oyna-diamond-seven' },
  { code: 'book-of-anatolia', providerId: 2, target: 'oyna-book-of-anatolia' },
];
const LUCKY_FRUITS = 'oyna-lucky-fruits';

async function repoint(
  db: Kysely<unknown>,
  from: (t: string) => string,
  to: (t: string) => string,
) {
  for (const { code, providerId, target } of SLOT_TARGETS) {
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

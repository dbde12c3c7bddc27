import '../../test/native-modules';
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { BACKENDS } from '../../test/backends';
import { startApp, type Harness } from '../../test/app-harness';
import { SLOT_GAMES, slotWinMinor, type RoundOutcome } from '@oyna/provider-games/engine';
import type { CatalogueGame } from '@oyna/contracts';
import { catalogueCall, fundedPlayer, gameCall, ledgerCheck, openTile } from '../../test/games';

const LOBBY = 'http://localhost:8080/casino/slot';

/**
 * A test-only server seed (it exists in this file and nowhere in production): with client seed
 * `free-spins-251`, nonce 0 of Galata Wild shows 3 lanterns and awards its 10 free spins (found
 * by walking client seeds; the round pays 32.4× the stake).
 */
const FREE_SPINS_SERVER_SEED = crypto
  .createHash('sha256')
  .update('oyna free spins test seed')
  .digest('hex');
const FREE_SPINS_CLIENT_SEED = 'free-spins-251';

/** spec §7: the launch call of a game's mainProviderId, with that provider's payload. */

interface ProviderState {
  game: { code: string; name: string; kind: string };
  language: string;
}

describe.each(BACKENDS)('casino slot tiles on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
    // Launches reach the built-in provider over real HTTP (docs/decisions/007).
    await h.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => h.close());

  /** Launches a tile as the lobby does and reads the game the frame opens. */
  async function open(siteToken: string, tile: CatalogueGame, language: 'tr' | 'en') {
    return openTile<ProviderState>(h.app, siteToken, tile, language, LOBBY);
  }

  it.each(['tr', 'en'] as const)(
    'every slot tile opens the slot of its own name (%s)',
    async (language) => {
      const p = await fundedPlayer(h.app, 0);
      const tiles = (
        await catalogueCall(h.app, { systemCategory: 'slot' }, undefined, language)
      ).body.data.flat();
      expect(tiles.length).toBeGreaterThanOrEqual(6);
      const opened = new Set<string>();
      for (const tile of tiles) {
        const { state } = await open(p.siteToken, tile, language);
        expect({ tile: tile.name, kind: state.game.kind, title: state.game.name }).toEqual({
          tile: tile.name,
          kind: 'slot',
          title: tile.name,
        });
        opened.add(state.game.code);
      }
      // Six tiles, six different games, each a data file of the provider's slot engine.
      expect(opened.size).toBe(tiles.length);
      for (const code of opened) expect(SLOT_GAMES.map((g) => g.code)).toContain(code);
    },
  );

  it("records a spin under the tile's game and declares each slot's maximum multiplier", async () => {
    const p = await fundedPlayer(h.app, 100_000);
    const tile = (await catalogueCall(h.app, { systemCategory: 'slot' }, undefined, 'en')).body.data
      .flat()
      .find((g) => g.gameCode === 'galata-wild');
    if (!tile) throw new Error('no Galata Wild tile');
    const { session, state } = await open(p.siteToken, tile, 'en');
    expect(state.game).toMatchObject({ code: 'oyna-galata-wild', name: 'Galata Wild' });
    const spin = await gameCall<{ round: { roundId: string } }>(
      h.app,
      session,
      'POST',
      'slot/spin',
      {
        stakeMinor: 1000,
      },
    );
    expect(spin.status).toBe(200);
    const rounds = await h.app.db
      .selectFrom('casino_round')
      .select(['game_code', 'game_name'])
      .where('player_id', '=', p.principal.playerId)
      .execute();
    expect(rounds).toEqual([{ game_code: 'oyna-galata-wild', game_name: 'Galata Wild' }]);
    const declared = await h.app.db
      .selectFrom('casino_provider_game')
      .select(['game_code', 'max_multiplier_x100'])
      .execute();
    for (const slot of SLOT_GAMES) {
      expect(Number(declared.find((d) => d.game_code === slot.code)?.max_multiplier_x100)).toBe(
        slot.maxMultiplierX100,
      );
    }
  });

  it('plays free spins in one round: one bet, the base and free-spin wins paid once, the round closed', async () => {
    const p = await fundedPlayer(h.app, 100_000);
    const tile = (await catalogueCall(h.app, { systemCategory: 'slot' }, undefined, 'en')).body.data
      .flat()
      .find((g) => g.gameCode === 'galata-wild');
    if (!tile) throw new Error('no Galata Wild tile');
    const { session } = await open(p.siteToken, tile, 'en');
    // The player picks the client seed (between rounds, as the fairness panel does); the
    // provider's secret server seed is swapped for the test-only one straight in its table.
    expect(
      (
        await gameCall(h.app, session, 'POST', 'seeds/client', {
          clientSeed: FREE_SPINS_CLIENT_SEED,
        })
      ).status,
    ).toBe(200);
    await sql`
      update provider_seed_pair
      set server_seed = ${FREE_SPINS_SERVER_SEED},
          server_seed_hash = ${crypto.createHash('sha256').update(FREE_SPINS_SERVER_SEED).digest('hex')}
      where revealed_at_ms is null
        and player = (select player from provider_session where id = ${session})`.execute(h.app.db);

    const spin = await gameCall<{
      round: { winMinor: number; stakeMinor: number; outcome: RoundOutcome };
    }>(h.app, session, 'POST', 'slot/spin', { stakeMinor: 1000 });
    expect(spin.status).toBe(200);
    const { outcome, winMinor } = spin.body.data.round;
    if (outcome.kind !== 'slot') throw new Error('not a slot round');
    expect(outcome.scatters).toBeGreaterThanOrEqual(3);
    expect(outcome.freeSpins).toHaveLength(10);
    expect(outcome.freeSpins?.every((f) => f.multiplier === 2)).toBe(true);
    expect(outcome.freeSpins?.some((f) => f.expanded.length > 0)).toBe(true);
    expect(winMinor).toBe(slotWinMinor(outcome, 1000));
    expect(winMinor).toBe(32_400);

    // The wallet saw one bet and the whole win, and the round is closed.
    const rounds = await h.app.db
      .selectFrom('casino_round')
      .select(['game_code', 'stake_minor', 'win_minor', 'status'])
      .where('player_id', '=', p.principal.playerId)
      .execute();
    expect(rounds).toEqual([
      { game_code: 'oyna-galata-wild', stake_minor: 1000, win_minor: 32_400, status: 'closed' },
    ]);
    expect(await ledgerCheck(h.app, p.principal.playerId)).toEqual({
      balance: 100_000 - 1000 + 32_400,
      ledgerSum: 100_000 - 1000 + 32_400,
    });
  });
});

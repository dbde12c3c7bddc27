import '../../test/native-modules';
import { BACKENDS } from '../../test/backends';
import { startApp, type Harness } from '../../test/app-harness';
import { declaredGames } from '@oyna/provider-games/engine';
import type { CatalogueGame } from '@oyna/contracts';
import { catalogueCall, fundedPlayer, openTile } from '../../test/games';

const LOBBY = 'http://localhost:8080/casino/live';

/** spec §7: the launch call of a game's mainProviderId, with that provider's payload. */

interface ProviderState {
  game: { code: string; name: string; kind: string; rtp: number };
  crashCapX100: number;
}

/** Tile (category it sits in) → the provider game it must open. */
const TILES: readonly [string, string, string][] = [
  ['crash-rocket', 'crash', 'oyna-crash-rocket'],
  ['tv-crash', 'tvbets', 'oyna-tv-crash'],
  ['virtual-rocket', 'virtual', 'oyna-virtual-rocket'],
  ['mega-roulette', 'live-roulette', 'oyna-mega-roulette'],
  ['european-roulette', 'table-games', 'oyna-european-roulette'],
  ['virtual-roulette', 'virtual', 'oyna-virtual-roulette'],
];

describe.each(BACKENDS)('casino crash and roulette tiles on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
    await h.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => h.close());

  async function open(siteToken: string, tile: CatalogueGame, language: 'tr' | 'en') {
    return (await openTile<ProviderState>(h.app, siteToken, tile, language, LOBBY)).state;
  }

  it.each(['tr', 'en'] as const)(
    'each crash and roulette tile opens the game of its name, titled as the tile (%s)',
    async (language) => {
      const p = await fundedPlayer(h.app, 0);
      const declared = declaredGames();
      for (const [code, category, target] of TILES) {
        const tile = (
          await catalogueCall(h.app, { systemCategory: category }, undefined, language)
        ).body.data
          .flat()
          .find((g) => g.gameCode === code);
        if (!tile) throw new Error(`no ${code} tile in ${category}`);
        const state = await open(p.siteToken, tile, language);
        const game = declared.find((g) => g.code === target);
        expect({ tile: tile.name, code: state.game.code, title: state.game.name }).toEqual({
          tile: tile.name,
          code: target,
          title: tile.name,
        });
        expect(state.game.rtp).toBe(game?.rtp);
        if (state.game.kind === 'crash') expect(state.crashCapX100).toBe(game?.maxMultiplierX100);
      }
    },
  );

  it('declares every variant with its maximum multiplier to the operator', async () => {
    const rows = await h.app.db
      .selectFrom('casino_provider_game')
      .select(['game_code', 'max_multiplier_x100'])
      .where('provider_id', '=', 'oyna-games')
      .execute();
    for (const [, , target] of TILES) {
      expect(Number(rows.find((r) => r.game_code === target)?.max_multiplier_x100)).toBe(
        declaredGames().find((g) => g.code === target)?.maxMultiplierX100,
      );
    }
  });

  it('labels the live lobby as RNG tables: in the live lobby, tagged rng, categories named so', async () => {
    const tiles = await h.app.db
      .selectFrom('casino_game')
      .select(['game_code', 'is_live', 'tags'])
      .where('game_code', 'in', [
        'mega-roulette',
        'blackjack-classic',
        'live-holdem',
        'speed-baccarat',
      ])
      .orderBy('game_code')
      .execute();
    expect(
      tiles.map((t) => [t.game_code, t.is_live, (t.tags as string[]).includes('rng')]),
    ).toEqual([
      ['blackjack-classic', true, true],
      ['live-holdem', true, true],
      ['mega-roulette', true, true],
      ['speed-baccarat', true, true],
    ]);
    const names = await h.app.db
      .selectFrom('casino_category_i18n')
      .select(['category_id', 'locale', 'name'])
      .where('category_id', 'in', [5, 11])
      .orderBy('category_id')
      .orderBy('locale')
      .execute();
    expect(names.map((n) => [n.category_id, n.locale, n.name])).toEqual([
      [5, 'en', 'Roulette (RNG)'],
      [5, 'tr', 'Rulet (RNG)'],
      [11, 'en', 'Table Games (RNG)'],
      [11, 'tr', 'Masa Oyunları (RNG)'],
    ]);
    const video = await h.app.db
      .selectFrom('video_banner')
      .select(['locale', 'title2'])
      .orderBy('locale')
      .execute();
    expect(video).toEqual([
      { locale: 'en', title2: 'RNG Tables' },
      { locale: 'tr', title2: 'RNG Masaları' },
    ]);
  });
});

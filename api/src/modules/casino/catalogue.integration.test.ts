import '../../test/native-modules';
import { BACKENDS } from '../../test/backends';
import { startApp, type Harness } from '../../test/app-harness';
import type { CatalogueGame } from '@oyna/contracts';
import type { ProviderGameList } from '@oyna/contracts/game-wallet';
import { catalogueCall, fundedPlayer, gameCall, openTile } from '../../test/games';

const LOBBY = 'http://localhost:8080/casino/slot';
const LANGUAGES = ['tr', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

/** The engine kinds the built-in provider plays (provider-games' GameKind). */
const KINDS = ['slot', 'roulette', 'crash', 'baccarat', 'wheel', 'bingo', 'holdem', 'blackjack'];

/** spec §7: the launch call of a game's mainProviderId, with that provider's payload. */

/** One round of a single-call game: the provider endpoint and a valid stake for it. */
const SINGLE_CALL: Record<string, [string, Record<string, unknown>]> = {
  slot: ['slot/spin', { stakeMinor: 1000 }],
  roulette: ['roulette/spin', { bets: [{ type: 'red', amount: 500 }] }],
  wheel: ['wheel/spin', { bets: [{ spot: '1', amount: 300 }] }],
  baccarat: ['baccarat/deal', { bets: { player: 500, banker: 0, tie: 0 } }],
  bingo: ['bingo/play', { cards: 1, stakePerCardMinor: 200 }],
};

interface ProviderState {
  game: { code: string; name: string; kind: string; rtp: number };
  language: string;
}

describe.each(BACKENDS)('the whole casino catalogue on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
    // Launches reach the built-in provider over real HTTP (docs/decisions/007).
    await h.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => h.close());

  /**
   * spec §7 casino/games search: every enabled game of the live and the other lobby, page by
   * page, as the site's search lists them — so a game added later is launched here too.
   */
  async function everyTile(language: Language): Promise<CatalogueGame[]> {
    const tiles: CatalogueGame[] = [];
    for (const live of [false, true]) {
      for (let skip = 0; ; skip += 100) {
        const r = await catalogueCall(
          h.app,
          { live, search: '', skip, take: 100 },
          undefined,
          language,
        );
        expect(r.status).toBe(200);
        const page = r.body.data.flat();
        tiles.push(...page);
        if (page.length < 100) break;
      }
    }
    return tiles;
  }

  /** Launches a tile as the lobby does and reads the game the frame opens. */
  async function open(siteToken: string, tile: CatalogueGame, language: Language) {
    return openTile<ProviderState>(h.app, siteToken, tile, language, LOBBY);
  }

  it('every tile of every lobby opens a game titled as the tile, in both languages, declared to the operator', async () => {
    const list = await h.app.inject({ method: 'GET', url: '/provider/games/games' });
    expect(list.statusCode).toBe(200);
    const providerGames = list.json<ProviderGameList>().games;
    const recorded = await h.app.db
      .selectFrom('casino_provider_game')
      .select(['game_code', 'max_multiplier_x100'])
      .execute();
    const p = await fundedPlayer(h.app, 0);
    const seen = new Map<string, Set<string>>();
    const mismatches: { got: object; want: object }[] = [];
    for (const language of LANGUAGES) {
      const tiles = await everyTile(language);
      // The seeded catalogue: slots, tables, crash, roulette, bingo, blackjack and hold'em.
      expect(tiles.length).toBeGreaterThanOrEqual(15);
      for (const tile of tiles) {
        const { state } = await open(p.siteToken, tile, language);
        const declared = providerGames.find((g) => g.code === state.game.code);
        const got = {
          tile: `${tile.mainProviderId}/${tile.gameCode}`,
          title: state.game.name,
          language: state.language,
          knownKind: KINDS.includes(state.game.kind),
          listed: declared?.kind,
          rtp: declared?.rtp,
          maxPresent: (declared?.maxMultiplierX100 ?? 0) > 0,
          recordedMax: Number(
            recorded.find((d) => d.game_code === state.game.code)?.max_multiplier_x100,
          ),
        };
        const want = {
          tile: `${tile.mainProviderId}/${tile.gameCode}`,
          title: tile.name,
          language,
          knownKind: true,
          listed: state.game.kind,
          rtp: state.game.rtp,
          maxPresent: true,
          recordedMax: declared?.maxMultiplierX100,
        };
        // Every tile is checked; the test lists all that differ.
        if (JSON.stringify(got) !== JSON.stringify(want)) mismatches.push({ got, want });
        const key = `${tile.mainProviderId}/${tile.gameCode}`;
        seen.set(key, (seen.get(key) ?? new Set()).add(language));
      }
    }
    expect(mismatches).toEqual([]);
    // Both languages list the same tiles.
    expect([...seen.values()].every((languages) => languages.size === 2)).toBe(true);
  });

  it("a round of each single-call game is recorded under the launched game's code", async () => {
    const tiles = await everyTile('en');
    let played = 0;
    for (const tile of tiles) {
      // A player of its own per tile: one round each, none waiting on another's pace.
      const p = await fundedPlayer(h.app, 100_000);
      const { session, state } = await open(p.siteToken, tile, 'en');
      const round = SINGLE_CALL[state.game.kind];
      if (!round) continue;
      const [path, body] = round;
      const r = await gameCall<{ round: { roundId: string } }>(h.app, session, 'POST', path, body);
      if (r.status !== 200)
        throw new Error(`${tile.gameCode}: ${path} ${r.status} ${r.body.message}`);
      const rounds = await h.app.db
        .selectFrom('casino_round')
        .select(['game_code', 'game_name', 'provider_round_id'])
        .where('player_id', '=', p.principal.playerId)
        .execute();
      expect({ tile: tile.gameCode, rounds }).toEqual({
        tile: tile.gameCode,
        rounds: [
          {
            game_code: state.game.code,
            game_name: tile.name,
            provider_round_id: r.body.data.round.roundId,
          },
        ],
      });
      played += 1;
    }
    // Slots, roulettes, the wheel, baccarat and bingo at the least.
    expect(played).toBeGreaterThanOrEqual(10);
  });
});

import '../../test/native-modules';
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import {
  BLACKJACK_BYTES,
  blockMessage,
  gameByCode,
  outcomeFromBlocks,
  roundBlocks,
  sameOutcome,
  winOf,
  type RoundOutcome,
  type RoundWager,
} from '@oyna/provider-games/engine';
import type { CatalogueGame } from '@oyna/contracts';
import { catalogueCall, fundedPlayer, gameCall, ledgerCheck, sessionOfUrl } from '../../test/games';

const LOBBY = 'http://localhost:8080/casino/live-casino';

/**
 * A test-only server seed (it exists in this file and in the e2e spec, nowhere in production):
 * with client seed `split-9`, nonce 0 of Blackjack Classic deals the player a pair of tens
 * against the dealer's 5 and king (found by walking client seeds).
 */
const SPLIT_SERVER_SEED = crypto
  .createHash('sha256')
  .update('oyna blackjack split test seed')
  .digest('hex');
const SPLIT_CLIENT_SEED = 'split-9';

interface Table {
  roundId: string;
  phase: string;
  dealer: number[];
  hands: { cards: number[]; stakeMinor: number }[];
  legal: string[];
  stakesMinor: number;
  balanceMinor: number | null;
  result: { round: { stakeMinor: number; winMinor: number } } | null;
}

describe.each(BACKENDS)('Blackjack Classic on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
    await h.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => h.close());

  async function tile(language: 'tr' | 'en'): Promise<CatalogueGame> {
    const tiles = (
      await catalogueCall(h.app, { systemCategory: 'live-blackjack' }, undefined, language)
    ).body.data.flat();
    const found = tiles.find((g) => g.gameCode === 'blackjack-classic');
    if (!found) throw new Error('no Blackjack Classic tile');
    return found;
  }

  async function open(siteToken: string, language: 'tr' | 'en') {
    const game = await tile(language);
    const r = await call<string>(h.app, {
      method: 'POST',
      url: '/api/casino/hub88launchurl',
      payload: { platform: 1, gameCode: game.gameCode, language, lobbyUrl: LOBBY },
      token: siteToken,
      locale: language,
      headers: { origin: 'http://localhost:8080', referer: LOBBY },
    });
    expect(r.status).toBe(200);
    const playUrl = r.body.data.match(/\/provider\/games\/play\/[0-9a-f]{64}/)?.[0];
    if (!playUrl) throw new Error(`no play URL: ${r.body.data}`);
    const session = sessionOfUrl(playUrl);
    const state = await gameCall<{ game: { code: string; name: string; kind: string } }>(
      h.app,
      session,
      'GET',
      'state',
    );
    expect(state.status).toBe(200);
    return { session, game, state: state.body.data };
  }

  async function forceSplit(session: string) {
    expect(
      (await gameCall(h.app, session, 'POST', 'seeds/client', { clientSeed: SPLIT_CLIENT_SEED }))
        .status,
    ).toBe(200);
    await sql`
      update provider_seed_pair
      set server_seed = ${SPLIT_SERVER_SEED},
          server_seed_hash = ${crypto.createHash('sha256').update(SPLIT_SERVER_SEED).digest('hex')}
      where revealed_at_ms is null
        and player = (select player from provider_session where id = ${session})`.execute(h.app.db);
  }

  it.each(['tr', 'en'] as const)(
    'the Blackjack Classic tile opens a blackjack game titled as the tile (%s)',
    async (language) => {
      const p = await fundedPlayer(h.app, 0);
      const { game, state } = await open(p.siteToken, language);
      expect(game.name).toBe({ tr: 'Klasik Blackjack', en: 'Blackjack Classic' }[language]);
      expect(state.game).toEqual(
        expect.objectContaining({
          kind: 'blackjack',
          code: 'oyna-blackjack-classic',
          name: game.name,
        }),
      );
    },
  );

  it('a forced split: the initial bet and the split are two wallet bets of one round, one win closes it', async () => {
    const p = await fundedPlayer(h.app, 100_000);
    const { session } = await open(p.siteToken, 'en');
    await forceSplit(session);
    const deal = await gameCall<Table>(h.app, session, 'POST', 'blackjack/deal', {
      stakeMinor: 1000,
    });
    expect(deal.status).toBe(200);
    expect(deal.body.data.legal).toEqual(['hit', 'stand', 'double', 'split']);
    // The hole card stays secret while the round is played.
    expect(deal.body.data.dealer).toHaveLength(1);
    expect(deal.body.data.balanceMinor).toBe(99_000);
    const { roundId } = deal.body.data;
    const split = await gameCall<Table>(h.app, session, 'POST', 'blackjack/action', {
      roundId,
      action: 'split',
    });
    expect(split.status).toBe(200);
    expect(split.body.data.hands).toHaveLength(2);
    expect(split.body.data.stakesMinor).toBe(2000);
    expect(split.body.data.balanceMinor).toBe(98_000);
    // A second split is not allowed: 400, nothing moves.
    const again = await gameCall<Table>(h.app, session, 'POST', 'blackjack/action', {
      roundId,
      action: 'split',
    });
    expect(again.status).toBe(400);
    await gameCall<Table>(h.app, session, 'POST', 'blackjack/action', { roundId, action: 'stand' });
    const last = await gameCall<Table>(h.app, session, 'POST', 'blackjack/action', {
      roundId,
      action: 'stand',
    });
    expect(last.status).toBe(200);
    const result = last.body.data.result;
    if (!result) throw new Error('the round is not over');
    expect(last.body.data.dealer.length).toBeGreaterThanOrEqual(2);
    expect(result.round.stakeMinor).toBe(2000);
    const expected = 100_000 - 2000 + result.round.winMinor;
    expect(last.body.data.balanceMinor).toBe(expected);

    const rounds = await h.app.db
      .selectFrom('casino_round')
      .select(['game_code', 'stake_minor', 'win_minor', 'status'])
      .where('player_id', '=', p.principal.playerId)
      .execute();
    expect(rounds.map((r) => ({ ...r, stake_minor: Number(r.stake_minor) }))).toEqual([
      {
        game_code: 'oyna-blackjack-classic',
        stake_minor: 2000,
        win_minor: result.round.winMinor,
        status: 'closed',
      },
    ]);
    expect(await ledgerCheck(h.app, p.principal.playerId)).toEqual({
      balance: expected,
      ledgerSum: expected,
    });
    // Fairness: once the seed is rotated out, the round recomputes from the seeds and its
    // recorded actions — the same shoe, the same win.
    expect((await gameCall(h.app, session, 'POST', 'seeds/rotate', {})).status).toBe(200);
    const verification = await gameCall<{
      serverSeed: string | null;
      clientSeed: string;
      nonce: number;
      wager: RoundWager;
      outcome: RoundOutcome | null;
      winMinor: number | null;
    }>(h.app, session, 'GET', `rounds/${roundId}`);
    const v = verification.body.data;
    expect(v.serverSeed).toBe(SPLIT_SERVER_SEED);
    const blocks = new Map(
      roundBlocks(BLACKJACK_BYTES).map((block) => [
        block,
        new Uint8Array(
          crypto
            .createHmac('sha256', SPLIT_SERVER_SEED)
            .update(blockMessage(v.clientSeed, v.nonce, block))
            .digest(),
        ),
      ]),
    );
    const { outcome } = outcomeFromBlocks(
      'blackjack',
      blocks,
      BLACKJACK_BYTES,
      0,
      'oyna-blackjack-classic',
    );
    expect(sameOutcome(outcome, v.outcome)).toBe(true);
    expect(v.wager).toMatchObject({ actions: ['split', 'stand', 'stand'] });
    expect(winOf(outcome, v.wager)).toBe(v.winMinor);
    const declared = await h.app.db
      .selectFrom('casino_provider_game')
      .select('max_multiplier_x100')
      .where('game_code', '=', 'oyna-blackjack-classic')
      .executeTakeFirstOrThrow();
    expect(Number(declared.max_multiplier_x100)).toBe(
      gameByCode('oyna-blackjack-classic')?.maxMultiplierX100,
    );
  });

  it('parallel actions on one round: only one moves it on; parallel deals open one round', async () => {
    const p = await fundedPlayer(h.app, 50_000);
    const { session } = await open(p.siteToken, 'en');
    await forceSplit(session);
    const deals = await Promise.all(
      Array.from({ length: 6 }, () =>
        gameCall<Table>(h.app, session, 'POST', 'blackjack/deal', { stakeMinor: 1000 }),
      ),
    );
    const dealt = deals.filter((d) => d.status === 200);
    expect(dealt).toHaveLength(1);
    for (const d of deals) expect(d.status === 200 || d.status === 409).toBe(true);
    const roundId = dealt[0]?.body.data.roundId;
    const actions = await Promise.all(
      (['split', 'double', 'split', 'double', 'stand', 'split'] as const).map((action) =>
        gameCall<Table>(h.app, session, 'POST', 'blackjack/action', { roundId, action }),
      ),
    );
    for (const a of actions) expect([200, 400, 409]).toContain(a.status);
    // Play the round out, then the ledger holds exactly its stakes and win.
    for (let i = 0; i < 6; i += 1) {
      const open = await gameCall<Table | null>(h.app, session, 'GET', 'blackjack/open');
      if (!open.body.data) break;
      await gameCall<Table>(h.app, session, 'POST', 'blackjack/action', {
        roundId,
        action: 'stand',
      });
    }
    const rounds = await h.app.db
      .selectFrom('casino_round')
      .select(['stake_minor', 'win_minor', 'status'])
      .where('player_id', '=', p.principal.playerId)
      .execute();
    expect(rounds).toHaveLength(1);
    expect(rounds[0]?.status).toBe('closed');
    const net = Number(rounds[0]?.win_minor) - Number(rounds[0]?.stake_minor);
    expect(await ledgerCheck(h.app, p.principal.playerId)).toEqual({
      balance: 50_000 + net,
      ledgerSum: 50_000 + net,
    });
  });

  it('refuses bad input with 400 and takes no money', async () => {
    const p = await fundedPlayer(h.app, 10_000);
    const { session } = await open(p.siteToken, 'en');
    for (const body of [{ stakeMinor: 1001 }, { stakeMinor: -2 }, { stakeMinor: 'x' }, {}]) {
      expect((await gameCall(h.app, session, 'POST', 'blackjack/deal', body)).status).toBe(400);
    }
    expect(
      (
        await gameCall(h.app, session, 'POST', 'blackjack/action', {
          roundId: crypto.randomUUID(),
          action: 'fly',
        })
      ).status,
    ).toBe(400);
    expect(await ledgerCheck(h.app, p.principal.playerId)).toEqual({
      balance: 10_000,
      ledgerSum: 10_000,
    });
  });
});

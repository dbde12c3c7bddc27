import '../../test/native-modules';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  catalogueCall,
  fundedPlayer,
  gameFetch,
  launchCall,
  ledgerCheck,
  sessionOfUrl,
  walletCall,
} from '../../test/games';
import { ownAddress } from '../../lib/own-address';
import { SOFT_GAMES_LOADER, SOFT_GAMES_LOADER_CSP, softGamesHtml } from './service';

const LOBBY = 'http://localhost:8080/casino/slot';

/** The seven launch calls of spec §7 with exactly their payloads, each naming a seeded game. */
const LAUNCHES = [
  { url: 'casino/dtlaunchurl', payload: { code: 'fruit-bazaar' } },
  { url: 'casino/pragmaticlaunchurl', payload: { code: 'sultan-gold' } },
  { url: 'casino/emlaunchurl', payload: { code: 'crash-rocket', productId: 'em-crash' } },
  { url: 'casino/amusnetlaunchurl', payload: { code: 'lucky-tulip', isMobile: true } },
  {
    url: 'casino/egtlaunchurl',
    payload: { platform: 1, gameCode: 'galata-wild', language: 'en', lobbyUrl: LOBBY },
  },
  {
    url: 'casino/hub88launchurl',
    payload: { platform: 2, gameCode: 'aviator', language: 'tr', lobbyUrl: LOBBY },
  },
  {
    url: 'casino/softgamingslaunchurl',
    payload: { system: 'softslots', pageCode: 'diamond-seven', isMobile: 0 },
  },
] as const;

describe.each(BACKENDS)('casino on %s', (_name, backend) => {
  let h: Harness;
  let base: string;
  beforeAll(async () => {
    h = await startApp(backend);
    // Launches reach the built-in provider over real HTTP (docs/decisions/007).
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    base = ownAddress(h.app);
  });
  afterAll(() => h.close());

  const games = (payload: Record<string, unknown>, token?: string, locale?: 'tr' | 'en') =>
    catalogueCall(h.app, payload, token, locale);
  const toggle = (token: string | undefined, payload: Record<string, unknown>) =>
    call<null>(h.app, {
      method: 'POST',
      url: '/api/casino/togglefavorite',
      payload,
      ...(token ? { token } : {}),
      locale: 'en',
    });
  const launch = (url: string, payload: Record<string, unknown>, token?: string) =>
    launchCall(h.app, url, payload, token);

  it('lists a category with names in the request language, pictures and launch data (spec §7)', async () => {
    const en = await games({ systemCategory: 'slot' }, undefined, 'en');
    expect(en.status).toBe(200);
    expect(en.body.data).toHaveLength(1);
    const slots = en.body.data[0] ?? [];
    expect(slots.length).toBeGreaterThanOrEqual(5);
    expect(slots.find((g) => g.gameCode === 'fruit-bazaar')).toEqual({
      gameCode: 'fruit-bazaar',
      mainProviderId: 1,
      name: 'Fruit Bazaar',
      image: '/api/cms/media/game-fruit-bazaar.svg',
      providerName: 'DT Games',
      system: '',
      productId: '',
      live: false,
      tags: [],
    });
    const tr = await games({ systemCategory: 'slot' }, undefined, 'tr');
    expect(tr.body.data[0]?.find((g) => g.gameCode === 'fruit-bazaar')?.name).toBe('Meyve Pazarı');
    // Every category of the bootstrap has games (spec §9: each lobby row is filled).
    const boot = await call<{ casinoCategoryList: { slugList: string[] }[] }>(h.app, {
      method: 'GET',
      url: '/api/cms/grouped',
    });
    for (const c of boot.body.data.casinoCategoryList) {
      const list = await games({ systemCategory: c.slugList[0] });
      expect((list.body.data[0] ?? []).length).toBeGreaterThan(0);
    }
    // An unknown category is an empty list (spec §8), never an error.
    expect((await games({ systemCategory: 'no-such' })).body.data).toEqual([[]]);
  });

  it('searches (live, search, skip, take): Aviator is the first hit, live apart, wildcards literal', async () => {
    const aviator = await games({ live: false, search: 'aviator', skip: 0, take: 5 });
    expect(aviator.body.data.flat()[0]).toMatchObject({
      gameCode: 'aviator',
      name: 'Aviator',
      mainProviderId: 6,
    });
    const live = await games({ live: true, search: 'roulette', skip: 0, take: 5 });
    expect(live.body.data.flat().map((g) => g.gameCode)).toEqual(['mega-roulette']);
    expect(live.body.data.flat()[0]?.tags).toContain('roulette');
    const all = await games({ live: false, search: 'a', skip: 0, take: 100 });
    const page = await games({ live: false, search: 'a', skip: 2, take: 3 });
    expect(page.body.data.flat()).toEqual(all.body.data.flat().slice(2, 5));
    expect((await games({ live: false, search: '%', skip: 0, take: 5 })).body.data).toEqual([[]]);
  });

  it('refuses bad casino/games payloads with 400 and a message', async () => {
    for (const bad of [
      {},
      { live: false, search: 'x', skip: 0 },
      { live: false, search: 'x', skip: 0, take: 0 },
      { live: false, search: 'x', skip: -1, take: 5 },
      { live: false, search: 'x', skip: 0, take: 101 },
      { live: 'yes', search: 'x', skip: 0, take: 5 },
      { systemCategory: 'x'.repeat(201) },
    ]) {
      const r = await games(bad);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, message: expect.any(String) });
      expect(r.body.message.length).toBeGreaterThan(0);
    }
  });

  it('toggles a favourite per player with the two messages, and lists it (spec §4)', async () => {
    const visitor = await toggle(undefined, { code: 'aviator', providerId: 6 });
    expect(visitor.status).toBe(401);
    const a = await fundedPlayer(h.app, 0);
    const b = await fundedPlayer(h.app, 0);
    const added = await toggle(a.siteToken, { code: 'aviator', providerId: 6 });
    expect(added.body).toMatchObject({ success: true, message: 'Added to favorites' });
    const favs = await games({ systemCategory: 'favorites' }, a.siteToken);
    expect(favs.body.data.flat().map((g) => g.gameCode)).toEqual(['aviator']);
    // Another player's list and a visitor's stay empty.
    expect((await games({ systemCategory: 'favorites' }, b.siteToken)).body.data).toEqual([[]]);
    expect((await games({ systemCategory: 'favorites' })).body.data).toEqual([[]]);
    const removed = await toggle(a.siteToken, { code: 'aviator', providerId: 6 });
    expect(removed.body).toMatchObject({ success: true, message: 'Removed from favorites' });
    expect((await games({ systemCategory: 'favorites' }, a.siteToken)).body.data).toEqual([[]]);
    // The game must exist under that provider id.
    const wrong = await toggle(a.siteToken, { code: 'aviator', providerId: 1 });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe('The game was not found');
    expect((await toggle(a.siteToken, { code: 'aviator' })).status).toBe(400);
    expect((await toggle(a.siteToken, { code: 'aviator', providerId: 0 })).status).toBe(400);
  });

  it('keeps toggles of one player consistent under a parallel burst', async () => {
    const p = await fundedPlayer(h.app, 0);
    const burst = 25;
    const answers = await Promise.all(
      Array.from({ length: burst }, () =>
        toggle(p.siteToken, { code: 'sultan-gold', providerId: 2 }),
      ),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const addedCount = answers.filter((r) => r.body.message === 'Added to favorites').length;
    // One after the other: added, removed, added … — 13 adds and 12 removes, ending added.
    expect(addedCount).toBe(Math.ceil(burst / 2));
    const rows = await h.app.db
      .selectFrom('casino_favorite')
      .select('game_id')
      .where('player_id', '=', p.principal.playerId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 401 to a visitor on every launch call (spec §4: the login form)', async () => {
    for (const l of LAUNCHES) {
      const r = await launch(l.url, l.payload);
      expect(r.status).toBe(401);
      expect(r.body.success).toBe(false);
    }
  });

  it('opens a game of the built-in provider through each of the seven launch calls', async () => {
    const p = await fundedPlayer(h.app, 10_000);
    for (const l of LAUNCHES) {
      const r = await launch(l.url, l.payload, p.siteToken);
      expect(r.status).toBe(200);
      expect(r.body.success).toBe(true);
      if (l.url === 'casino/softgamingslaunchurl') {
        // spec §7: HTML with an embedded script that mounts the game.
        expect(r.body.data).toMatch(/^<!doctype html>/);
        expect(r.body.data).toMatch(/data-src="\/provider\/games\/play\/[0-9a-f]{64}"/);
        // Its script is the constant loader the site's CSP allows by hash (srcdoc frames run
        // under the site's policy, which has no 'unsafe-inline').
        const scripts = [...r.body.data.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
        expect(scripts).toEqual([SOFT_GAMES_LOADER]);
      } else {
        expect(r.body.data).toMatch(/^\/provider\/games\/play\/[0-9a-f]{64}$/);
      }
    }
    const tokens = await h.app.db
      .selectFrom('game_token')
      .select(['game_code', 'game_name'])
      .where('player_id', '=', p.principal.playerId)
      .execute();
    // fundedPlayer's own token, then one per launch.
    expect(tokens).toHaveLength(1 + 7);
    expect(tokens).toContainEqual({ game_code: 'oyna-aviator-crash', game_name: 'Aviator' });
  });

  it("has the edge's CSP allow the soft-game loader by its hash, beside the shell page's boot script", () => {
    const template = fs.readFileSync(
      path.join(__dirname, '../../../../nginx/templates/edge.conf.template'),
      'utf8',
    );
    const scriptSrc = [
      ...template.matchAll(/add_header Content-Security-Policy "[^"]*?script-src ([^;"]*)/g),
    ].map((m) => m[1]!.trim());
    // The player site's policy comes first; the only other is the back office's own (its
    // location, /backoffice/), which runs its bundle and nothing inline.
    const [site, ...others] = scriptSrc;
    expect(others).toEqual(["'self'"]);
    // The other hash is the shell page's inline boot script (checked by the shell's build,
    // tooling/inline-script-csp.mjs); nothing else inline, and never 'unsafe-inline'.
    expect(site).toMatch(
      new RegExp(
        `^'self' ${SOFT_GAMES_LOADER_CSP.replace(/[+/=]/g, '\\$&')} 'sha256-[A-Za-z0-9+/]{43}='$`,
      ),
    );
    expect(softGamesHtml('/provider/games/play/x"><script>alert(1)</script>', 'A & "B"')).toContain(
      'data-src="/provider/games/play/x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" data-title="A &amp; &quot;B&quot;"',
    );
  });

  it('refuses a launch that names no game of that provider, or a bad lobby URL', async () => {
    const p = await fundedPlayer(h.app, 0);
    const cases: [string, Record<string, unknown>, number][] = [
      ['casino/dtlaunchurl', { code: 'aviator' }, 404],
      ['casino/emlaunchurl', { code: 'crash-rocket', productId: 'other' }, 404],
      ['casino/softgamingslaunchurl', { system: 'x', pageCode: 'diamond-seven', isMobile: 1 }, 404],
      [
        'casino/egtlaunchurl',
        { platform: 1, gameCode: 'galata-wild', language: 'en', lobbyUrl: 'javascript:alert(1)' },
        400,
      ],
      [
        'casino/hub88launchurl',
        { platform: 3, gameCode: 'aviator', language: 'en', lobbyUrl: LOBBY },
        400,
      ],
      ['casino/softgamingslaunchurl', { system: 'softslots', pageCode: 'x', isMobile: 2 }, 400],
      ['casino/amusnetlaunchurl', { code: 'lucky-tulip' }, 400],
    ];
    for (const [url, payload, status] of cases) {
      const r = await launch(url, payload, p.siteToken);
      expect([url, r.status]).toEqual([url, status]);
      expect(r.body.success).toBe(false);
      expect(r.body.message.length).toBeGreaterThan(0);
    }
    expect(
      (
        await h.app.db
          .selectFrom('game_token')
          .select('player_id')
          .where('player_id', '=', p.principal.playerId)
          .execute()
      ).length,
    ).toBe(1); // fundedPlayer's own token only: no refused launch made one
  });

  it('plays real rounds through a launch URL: balance == ledger sum, the rounds recorded', async () => {
    const p = await fundedPlayer(h.app, 50_000);
    const slot = await launch('casino/dtlaunchurl', { code: 'fruit-bazaar' }, p.siteToken);
    const spin = await gameFetch<{ round: { winMinor: number }; balanceMinor: number }>(
      base,
      sessionOfUrl(slot.body.data),
      'POST',
      'slot/spin',
      { stakeMinor: 1000 },
    );
    expect(spin.status).toBe(200);
    const roulette = await launch('casino/dtlaunchurl', { code: 'european-roulette' }, p.siteToken);
    let expected = 50_000 - 1000 + spin.body.data.round.winMinor;
    for (let i = 0; i < 3; i += 1) {
      const r = await gameFetch<{ round: { winMinor: number }; balanceMinor: number }>(
        base,
        sessionOfUrl(roulette.body.data),
        'POST',
        'roulette/spin',
        { bets: [{ type: 'red', amount: 500 }] },
      );
      expect(r.status).toBe(200);
      expected += r.body.data.round.winMinor - 500;
      expect(r.body.data.balanceMinor).toBe(expected);
    }
    expect(await ledgerCheck(h.app, p.principal.playerId)).toEqual({
      balance: expected,
      ledgerSum: expected,
    });
    const rounds = await h.app.db
      .selectFrom('casino_round')
      .select(['game_name', 'stake_minor', 'status'])
      .where('player_id', '=', p.principal.playerId)
      .execute();
    expect(rounds).toHaveLength(4);
    expect(rounds.filter((r) => r.game_name === 'European Roulette')).toHaveLength(3);
    expect(rounds.every((r) => r.status === 'closed')).toBe(true);
  });

  it('lists real wins of the seamless wallet as top winners, biggest first (spec §7)', async () => {
    // A stake the win fits: the wallet refuses wins above stake × the game's declared maximum
    // multiplier (Lucky Fruits 314.5×).
    const p = await fundedPlayer(h.app, 400_000);
    const round = crypto.randomUUID();
    const bet = {
      token: p.gameToken,
      user: p.user,
      game_code: p.gameCode,
      round,
      round_closed: false,
      currency: 'TRY',
    };
    const betId = crypto.randomUUID();
    expect(
      (await walletCall(h.app, 'bet', { ...bet, transaction_uuid: betId, amount: 400_000 })).body
        .status,
    ).toBe('RS_OK');
    expect(
      (
        await walletCall(h.app, 'win', {
          ...bet,
          round_closed: true,
          transaction_uuid: crypto.randomUUID(),
          reference_transaction_uuid: betId,
          amount: 98_765_432,
        })
      ).body.status,
    ).toBe('RS_OK');
    const winners = await call<{ game: string; name: string; amount: number }[]>(h.app, {
      method: 'POST',
      url: '/api/transaction/topwinners',
      payload: { isLive: false, count: 40 },
    });
    expect(winners.body.data[0]).toMatchObject({
      game: 'Lucky Fruits',
      name: 'Ayşe Nur Y.',
      amount: 987_654.32,
      currencySymbol: '₺',
    });
    const amounts = winners.body.data.map((w) => w.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });
});

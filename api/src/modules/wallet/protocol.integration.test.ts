import '../../test/native-modules';
import crypto from 'node:crypto';
import type { RouteOptions } from 'fastify';
import type { TObject } from '@sinclair/typebox';
import { sql } from 'kysely';
import {
  ProviderGameList,
  ProviderLaunchRequest,
  ProviderLaunchResponse,
  SIGNATURE_HEADER,
  signBody,
  WALLET_CALLS,
  WALLET_PROTOCOL,
  WalletResponse,
  WalletStatus,
  type WalletCall,
  type WalletRequestOf,
} from '@oyna/contracts/game-wallet';
import { declaredGames, type WalletClientRequest } from '@oyna/provider-games/server';
import { BACKENDS } from '../../test/backends';
import { startApp, type Harness } from '../../test/app-harness';
import { fundedPlayer, ledgerCheck } from '../../test/games';
import type { GameWalletService } from './service';

/*
 * The seamless-wallet protocol is one source (@oyna/contracts/game-wallet, TypeBox): the
 * operator's routes validate with its schemas, the provider's routes validate and serialise with
 * them, and the provider's client builds its requests from their Static types. This file proves
 * it (identity of the registered schema objects, equality of the types) and that every message
 * with a field missing or of a wrong type gets the protocol's error and moves no money.
 */

/** Compile-time equality of two types (a mismatch fails `tsc -b`, and so the build). */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <T extends true>(value: T) => value;

// The provider's client fills in exactly the contracts' request of each call (less its uuid)…
same<Equal<WalletClientRequest<'bet'>, Omit<WalletRequestOf<'bet'>, 'request_uuid'>>>(true);
same<Equal<WalletClientRequest<'win'>, Omit<WalletRequestOf<'win'>, 'request_uuid'>>>(true);
same<Equal<WalletClientRequest<'rollback'>, Omit<WalletRequestOf<'rollback'>, 'request_uuid'>>>(
  true,
);
same<Equal<WalletClientRequest<'balance'>, Omit<WalletRequestOf<'balance'>, 'request_uuid'>>>(true);
// …and the operator's service takes exactly that request.
same<Equal<Parameters<GameWalletService['bet']>[0], WalletRequestOf<'bet'>>>(true);
same<Equal<Parameters<GameWalletService['win']>[0], WalletRequestOf<'win'>>>(true);
same<Equal<Parameters<GameWalletService['rollback']>[0], WalletRequestOf<'rollback'>>>(true);
same<Equal<Parameters<GameWalletService['balance']>[0], WalletRequestOf<'balance'>>>(true);

/** A JSON value of another type than the property's schema asks for. */
function wrongTypeFor(schema: { type?: unknown; anyOf?: unknown }): unknown {
  switch (schema.type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return '100';
    case 'boolean':
      return 'true';
    case 'object':
      return 'x';
    default:
      return { nested: true };
  }
}

/** Every way to break a message: each property left out (if required) or of a wrong type. */
function brokenVariants(schema: TObject, valid: Record<string, unknown>) {
  const variants: { name: string; body: Record<string, unknown> }[] = [];
  for (const [key, property] of Object.entries(schema.properties)) {
    if (schema.required?.includes(key)) {
      const { [key]: _left, ...rest } = valid;
      variants.push({ name: `without ${key}`, body: rest });
    }
    variants.push({
      name: `${key} of a wrong type`,
      body: { ...valid, [key]: wrongTypeFor(property as { type?: unknown }) },
    });
    variants.push({ name: `${key} null`, body: { ...valid, [key]: null } });
  }
  return variants;
}

describe.each(BACKENDS)('the wallet protocol on %s', (_name, backend) => {
  let h: Harness;
  const routes = new Map<string, RouteOptions>();
  beforeAll(async () => {
    h = await startApp(backend, {}, (app) => {
      app.addHook('onRoute', (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) routes.set(`${method} ${route.url}`, route);
      });
    });
    // The provider reaches the wallet over HTTP (a launch asks it for the balance).
    await h.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => h.close());

  const uuid = () => crypto.randomUUID();

  /** A signed wallet call; the raw answer too (the bytes a repeat must reproduce). */
  async function post(call: WalletCall, body: Record<string, unknown>) {
    const raw = JSON.stringify(body);
    const response = await h.app.inject({
      method: 'POST',
      url: `/api/wallet/${call}`,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: await signBody(h.app.config.games.providerSecret, raw),
      },
    });
    return {
      status: response.statusCode,
      raw: response.body,
      body: response.json<WalletResponse>(),
    };
  }

  /** What a player's money and game records are: nothing of it may change on a refusal. */
  async function footprint(playerId: number) {
    const money = await ledgerCheck(h.app, playerId);
    const rows = await sql<{ transactions: number; rounds: number }>`
      select (select count(*) from casino_transaction where player_id = ${playerId})::int as transactions,
             (select count(*) from casino_round where player_id = ${playerId})::int as rounds`.execute(
      h.app.db,
    );
    return { ...money, ...rows.rows[0] };
  }

  it("registers the contracts' schema objects themselves on the operator's and the provider's routes", () => {
    for (const call of WALLET_CALLS) {
      const route = routes.get(`POST /api/wallet/${call}`);
      expect(route?.schema?.body).toBe(WALLET_PROTOCOL[call].request);
      expect((route?.schema?.response as Record<number, unknown>)[200]).toBe(WalletResponse);
    }
    const launch = routes.get('POST /provider/games/launch');
    expect(launch?.schema?.body).toBe(ProviderLaunchRequest);
    expect((launch?.schema?.response as Record<number, unknown>)[200]).toBe(ProviderLaunchResponse);
    const games = routes.get('GET /provider/games/games');
    expect((games?.schema?.response as Record<number, unknown>)[200]).toBe(ProviderGameList);
  });

  it('refuses every bet, win, rollback and balance call with a field missing or of a wrong type, and moves no money', async () => {
    const p = await fundedPlayer(h.app, 50_000);
    const round = uuid();
    const base = { token: p.gameToken, user: p.user, game_code: p.gameCode, round };
    const standing = {
      ...base,
      request_uuid: uuid(),
      transaction_uuid: uuid(),
      round_closed: false,
      currency: 'TRY',
      amount: 1000,
    };
    expect((await post('bet', standing)).body.status).toBe(WalletStatus.Ok);
    const before = await footprint(p.principal.playerId);

    const valid: Record<WalletCall, Record<string, unknown>> = {
      balance: { request_uuid: uuid(), token: p.gameToken, game_code: p.gameCode },
      bet: {
        ...standing,
        request_uuid: uuid(),
        transaction_uuid: uuid(),
        verification: { nonce: 3, server_seed_hash: 'ab'.repeat(32), url: '/verify/x' },
      },
      win: {
        ...base,
        request_uuid: uuid(),
        transaction_uuid: uuid(),
        reference_transaction_uuid: standing.transaction_uuid,
        round_closed: false,
        currency: 'TRY',
        amount: 500,
      },
      rollback: {
        ...base,
        request_uuid: uuid(),
        transaction_uuid: uuid(),
        reference_transaction_uuid: standing.transaction_uuid,
        round_closed: true,
      },
    };
    const special: Record<WalletCall, { name: string; body: Record<string, unknown> }[]> = {
      balance: [{ name: 'a NUL in the token', body: { ...valid.balance, token: 'a\u0000b' } }],
      bet: [
        // Postgres text cannot hold NUL and its integer stops at 2³¹−1: both were a 500.
        { name: 'a NUL in the round', body: { ...valid.bet, round: 'r\u0000' } },
        {
          name: 'a transaction uuid with NUL',
          body: { ...valid.bet, transaction_uuid: `${uuid()}\u0000` },
        },
        {
          name: 'a nonce beyond a Postgres integer',
          body: { ...valid.bet, verification: { nonce: 2 ** 31, server_seed_hash: '', url: '' } },
        },
        { name: 'a stake of 0', body: { ...valid.bet, amount: 0 } },
        { name: 'a stake in decimals', body: { ...valid.bet, amount: 10.5 } },
        { name: 'a lower-case currency', body: { ...valid.bet, currency: 'try' } },
        { name: 'an empty transaction uuid', body: { ...valid.bet, transaction_uuid: '' } },
        // spec §1 promotions and bonuses: the hedged part is 0 to the stake.
        { name: 'a negative hedged part', body: { ...valid.bet, hedged_amount: -1 } },
        {
          name: 'a hedged part above the stake',
          body: { ...valid.bet, amount: 1000, hedged_amount: 1001 },
        },
      ],
      win: [
        { name: 'a negative win', body: { ...valid.win, amount: -5 } },
        { name: 'a win beyond the cap of amounts', body: { ...valid.win, amount: 1e13 } },
      ],
      rollback: [
        { name: 'a round of 101 characters', body: { ...valid.rollback, round: 'r'.repeat(101) } },
      ],
    };

    for (const call of WALLET_CALLS) {
      const variants = [
        ...brokenVariants(WALLET_PROTOCOL[call].request, valid[call]),
        ...special[call],
      ];
      expect(variants.length).toBeGreaterThan(5);
      for (const variant of variants) {
        const answer = await post(call, variant.body);
        expect({ call, variant: variant.name, status: answer.status, body: answer.body }).toEqual({
          call,
          variant: variant.name,
          status: 400,
          body: {
            status: WalletStatus.WrongTypes,
            // Echoed when it was there and a string.
            request_uuid:
              typeof variant.body.request_uuid === 'string' ? variant.body.request_uuid : '',
          },
        });
      }
      expect(await footprint(p.principal.playerId)).toEqual(before);
    }

    // The valid messages themselves are taken (the refusals above were the schema's).
    for (const call of ['balance', 'win', 'bet'] as const) {
      expect((await post(call, valid[call])).body.status).toBe(WalletStatus.Ok);
    }
    const after = await footprint(p.principal.playerId);
    expect(after.balance).toBe(before.balance + 500 - 1000);
    expect(after.ledgerSum).toBe(after.balance);
  });

  it('answers a repeated transaction with the first answer byte for byte', async () => {
    const p = await fundedPlayer(h.app, 5000);
    const bet = {
      request_uuid: uuid(),
      token: p.gameToken,
      user: p.user,
      game_code: p.gameCode,
      transaction_uuid: uuid(),
      round: uuid(),
      round_closed: false,
      currency: 'TRY',
      amount: 700,
    };
    const first = await post('bet', bet);
    expect(first.body.status).toBe(WalletStatus.Ok);
    // The repeat's answer comes from the stored JSON (jsonb reorders keys): the schema
    // serialises it in the protocol's order again.
    const repeat = await post('bet', { ...bet, request_uuid: uuid() });
    expect(repeat.raw).toBe(first.raw);
    expect(Object.keys(first.body)).toEqual([
      'status',
      'request_uuid',
      'user',
      'currency',
      'balance',
    ]);
    expect((await ledgerCheck(h.app, p.principal.playerId)).balance).toBe(4300);
  });

  it('refuses a launch with a field missing or of a wrong type and opens no session', async () => {
    const p = await fundedPlayer(h.app, 5000);
    const sessions = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from provider_session`.execute(h.app.db))
        .rows[0]?.n;
    const before = await sessions();
    const valid: ProviderLaunchRequest = {
      token: p.gameToken,
      gameCode: p.gameCode,
      currency: 'TRY',
      language: 'en',
      platform: 1,
      lobbyUrl: '/casino',
      minStake: 100,
      maxStake: 100_000,
    };
    const launch = async (body: Record<string, unknown>) => {
      const raw = JSON.stringify(body);
      const response = await h.app.inject({
        method: 'POST',
        url: '/provider/games/launch',
        payload: raw,
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: await signBody(h.app.config.games.providerSecret, raw),
        },
      });
      return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
    };
    const variants = [
      ...brokenVariants(ProviderLaunchRequest, valid),
      { name: 'a NUL in the lobby URL', body: { ...valid, lobbyUrl: '/casino\u0000' } },
      { name: 'platform 3', body: { ...valid, platform: 3 } },
    ];
    for (const variant of variants) {
      const answer = await launch(variant.body);
      expect({ variant: variant.name, status: answer.status, error: answer.body.error }).toEqual({
        variant: variant.name,
        status: 400,
        error: 'invalid_request',
      });
    }
    expect(await sessions()).toBe(before);
    const ok = await launch(valid);
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body)).toEqual(['url']);
    expect(await sessions()).toBe((before ?? 0) + 1);
  });

  it("serves the game list as the contracts' ProviderGameList, each game with its declared maximum", async () => {
    const response = await h.app.inject({ method: 'GET', url: '/provider/games/games' });
    expect(response.statusCode).toBe(200);
    // Byte for byte what the list was before it had a schema: the same fields in the same order.
    expect(response.body).toBe(
      JSON.stringify({
        games: declaredGames(h.app.config.games.crashCapX100).map((g) => ({
          code: g.code,
          name: g.name,
          kind: g.kind,
          rtp: g.rtp,
          maxMultiplierX100: g.maxMultiplierX100,
        })),
      }),
    );
    const recorded = await h.app.db
      .selectFrom('casino_provider_game')
      .select(['game_code', 'max_multiplier_x100'])
      .execute();
    for (const game of response.json<ProviderGameList>().games) {
      expect(recorded).toContainEqual({
        game_code: game.code,
        max_multiplier_x100: expect.anything(),
      });
      const row = recorded.find((r) => r.game_code === game.code);
      expect(Number(row?.max_multiplier_x100)).toBe(game.maxMultiplierX100);
    }
  });
});

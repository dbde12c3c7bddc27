import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { SIGNATURE_HEADER, signBody, type WalletResponse } from '@oyna/contracts/game-wallet';
import { BUILTIN_PROVIDER_ID, hashToken, WalletQueries } from '../modules/wallet';
import type { CatalogueGame } from '@oyna/contracts';
import { call } from './app-harness';
import { register } from './players';

/** Cash for a player's wallet (a test deposit: one ledger row, no payment). */
export async function deposit(app: FastifyInstance, playerId: number, amountMinor: number) {
  await app.platform.wallets.apply({
    playerId,
    amountMinor,
    kind: 'test_deposit',
    idempotencyKey: `test:${crypto.randomUUID()}`,
  });
}

/** A registered player with money and a game token for `gameCode` (seamless-wallet tests). */
export async function fundedPlayer(
  app: FastifyInstance,
  balanceMinor: number,
  options: { gameCode?: string; ttlSeconds?: number } = {},
) {
  const { token: siteToken, data } = await register(app);
  const principal = await app.platform.sessions.authenticate(siteToken);
  if (balanceMinor > 0) await deposit(app, principal.playerId, balanceMinor);
  const gameToken = crypto.randomBytes(32).toString('base64url');
  const gameCode = options.gameCode ?? 'oyna-lucky-fruits';
  await new WalletQueries(app.db).insertToken({
    tokenHash: hashToken(gameToken),
    playerId: principal.playerId,
    sessionId: principal.sessionId,
    providerId: BUILTIN_PROVIDER_ID,
    gameCode,
    gameName: 'Lucky Fruits',
    currency: 'TRY',
    ttlSeconds: options.ttlSeconds ?? 3600,
  });
  return { siteToken, principal, user: data.usercode, gameToken, gameCode };
}

/** POSTs a signed body to the operator's wallet, as a provider does. */
export async function walletCall(
  app: FastifyInstance,
  call: 'balance' | 'bet' | 'win' | 'rollback',
  body: Record<string, unknown>,
  options: { secret?: string; timestampS?: number } = {},
): Promise<{ status: number; body: WalletResponse }> {
  const raw = JSON.stringify({ request_uuid: crypto.randomUUID(), ...body });
  const signature = await signBody(
    options.secret ?? app.config.games.providerSecret,
    raw,
    options.timestampS,
  );
  const response = await app.inject({
    method: 'POST',
    url: `/api/wallet/${call}`,
    payload: raw,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
  });
  return { status: response.statusCode, body: response.json<WalletResponse>() };
}

/** The wallet balance and the sum of the player's ledger rows (they must always be equal). */
export async function ledgerCheck(app: FastifyInstance, playerId: number) {
  const row = await app.db
    .selectFrom('wallet')
    .select([
      'balance_minor',
      sql<number>`(select coalesce(sum(amount_minor), 0) from ledger_entry where player_id = ${playerId})::bigint`.as(
        'ledger_sum',
      ),
    ])
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();
  return { balance: row.balance_minor, ledgerSum: row.ledger_sum };
}

/** Calls the built-in provider's game API for a session (the header, never the URL). */
export async function gameCall<T>(
  app: FastifyInstance,
  session: string,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
): Promise<{ status: number; body: { success: boolean; message: string; data: T } }> {
  const response = await app.inject({
    method,
    url: `/provider/games/api/${path}`,
    headers: { 'x-game-session': session },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

/** The session id at the end of a play URL. */
export function sessionOfUrl(url: string): string {
  const id = url.split('/').pop();
  if (!id) throw new Error(`no session in ${url}`);
  return id;
}

/** The same over real HTTP, against a listening server. */
export async function gameFetch<T>(
  baseUrl: string,
  session: string,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
): Promise<{ status: number; body: { success: boolean; message: string; data: T } }> {
  const response = await fetch(`${baseUrl}/provider/games/api/${path}`, {
    method,
    headers: {
      'x-game-session': session,
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });
  return { status: response.status, body: await response.json() };
}

/** spec §7 casino/games, as the lobby asks for a category's games. */
export function catalogueCall(
  app: FastifyInstance,
  payload: Record<string, unknown>,
  token?: string,
  locale?: 'tr' | 'en',
) {
  return call<CatalogueGame[][]>(app, {
    method: 'POST',
    url: '/api/casino/games',
    payload,
    ...(token ? { token } : {}),
    ...(locale ? { locale } : {}),
  });
}

/** One of spec §7's launch calls, from the site's own lobby. */
export function launchCall(
  app: FastifyInstance,
  url: string,
  payload: Record<string, unknown>,
  token?: string,
) {
  return call<string>(app, {
    method: 'POST',
    url: `/api/${url}`,
    payload,
    ...(token ? { token } : {}),
    locale: 'en',
    headers: { origin: 'http://localhost:8080' },
  });
}

/** spec §7: the launch call of a catalogue tile's provider, with the payload its lobby sends. */
export function tileLaunch(game: CatalogueGame, language: 'tr' | 'en', lobbyUrl: string) {
  switch (game.mainProviderId) {
    case 1:
      return { url: 'casino/dtlaunchurl', payload: { code: game.gameCode } };
    case 2:
      return { url: 'casino/pragmaticlaunchurl', payload: { code: game.gameCode } };
    case 3:
      return {
        url: 'casino/emlaunchurl',
        payload: { code: game.gameCode, productId: game.productId },
      };
    case 4:
      return { url: 'casino/amusnetlaunchurl', payload: { code: game.gameCode, isMobile: true } };
    case 5:
    case 6:
      return {
        url: game.mainProviderId === 5 ? 'casino/egtlaunchurl' : 'casino/hub88launchurl',
        payload: { platform: 1, gameCode: game.gameCode, language, lobbyUrl },
      };
    default:
      return {
        url: 'casino/softgamingslaunchurl',
        payload: { system: game.system, pageCode: game.gameCode, isMobile: 0 },
      };
  }
}

/**
 * Launches a tile as its lobby does and reads the state of the game the built-in provider's frame
 * opens (`GET state`): its session and what the frame shows.
 */
export async function openTile<State>(
  app: FastifyInstance,
  siteToken: string,
  game: CatalogueGame,
  language: 'tr' | 'en',
  lobbyUrl: string,
  options: { referer?: string } = {},
): Promise<{ session: string; state: State }> {
  const { url, payload } = tileLaunch(game, language, lobbyUrl);
  const origin = { origin: 'http://localhost:8080' };
  const r = await call<string>(app, {
    method: 'POST',
    url: `/api/${url}`,
    payload,
    token: siteToken,
    locale: language,
    headers: options.referer ? { ...origin, referer: options.referer } : origin,
  });
  if (r.status !== 200) {
    throw new Error(
      `${game.gameCode} (${game.mainProviderId}) did not launch: ${r.status} ${r.body.message}`,
    );
  }
  const playUrl = r.body.data.match(/\/provider\/games\/play\/[0-9a-f]{64}/)?.[0];
  if (!playUrl) throw new Error(`no play URL for ${game.gameCode}: ${r.body.data}`);
  const session = sessionOfUrl(playUrl);
  const state = await gameCall<State>(app, session, 'GET', 'state');
  if (state.status !== 200) throw new Error(`no state for ${game.gameCode}: ${state.status}`);
  return { session, state: state.body.data };
}

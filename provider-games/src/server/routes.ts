import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HEADER, type GameState } from '../api-types';
import { gameByCode } from '../engine';
import { GameError } from './errors';
import type { FairnessService } from './fairness-service';
import { API_CSP, frameAncestors, NOT_BUILT_HTML, pageCsp, type GamePage } from './page';
import type { HoldemService } from './holdem-service';
import { HoldemAnteBody, HoldemDecisionBody } from './holdem-schemas';
import type { PlayService } from './play-service';
import {
  ClientSeedBody,
  RoundBody,
  RouletteBody,
  RoundParams,
  SessionParams,
  StakeBody,
} from './schemas';
import type { Sessions } from './sessions';
import { BaccaratBody, WheelBody } from './table-schemas';
import { BingoBody } from './bingo-schemas';

export interface RouteDeps {
  play: PlayService;
  holdem: HoldemService;
  fairness: FairnessService;
  sessions: Sessions;
  page: GamePage;
  frameAncestors: readonly string[];
}

const ok = <T>(data: T) => ({ success: true, message: '', data });

function sessionOf(request: FastifyRequest): string | undefined {
  const header = request.headers[SESSION_HEADER];
  return typeof header === 'string' ? header : undefined;
}

/**
 * The game page and the game client's JSON API. The session travels in the `x-game-session`
 * header; the page's own URL carries it too (that is how a framed game is launched), so the page
 * route logs only warnings — the id never reaches an info log line.
 */
export default async function gameRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { play, fairness } = deps;

  // Pages set their own policy; every JSON answer gets one that forbids rendering and framing.
  const pages = new WeakSet<FastifyReply>();
  app.addHook('onSend', async (_request, reply) => {
    if (!pages.has(reply)) reply.header('content-security-policy', API_CSP);
    reply.header('cache-control', 'no-store');
  });

  const sendPage = async (
    reply: FastifyReply,
    language: 'tr' | 'en',
    title: string,
    lobbyUrl: string | undefined,
    state?: GameState,
  ) => {
    pages.add(reply);
    const html = await deps.page.render(language, title, state ? { state } : undefined);
    reply
      .header('content-security-policy', pageCsp(frameAncestors(lobbyUrl, deps.frameAncestors)))
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8');
    // The page may be framed by the lobby's origin: its frame-ancestors decide, not a blanket
    // X-Frame-Options a host may have set on every response (with the reply's headers or the
    // raw response's).
    reply.removeHeader('x-frame-options');
    reply.raw.removeHeader('x-frame-options');
    return html ?? reply.code(503).send(NOT_BUILT_HTML);
  };

  app.get<{ Params: SessionParams }>(
    '/play/:session',
    { schema: { params: SessionParams }, logLevel: 'warn' },
    async (request, reply) => {
      // An unknown or expired session still gets the page: the client then shows the expiry and
      // asks the site to reload the game (spec §4: provider reload command).
      const session = await deps.sessions.find(request.params.session);
      const game = session ? gameByCode(session.game_code) : undefined;
      // The state the client would ask for first travels with the page (one round trip less
      // before the game can be played); the page is never stored (no-store, above). Whatever
      // stops it — an expired session, a wallet that did not answer — the client asks
      // `GET /api/state` itself and shows that answer, as before.
      let state: GameState | undefined;
      if (session && game) {
        state = await play.state(request.params.session).catch((error: unknown) => {
          if (!(error instanceof GameError)) {
            request.log.warn({ err: error }, 'provider-games: the page went without its state');
          }
          return undefined;
        });
      }
      return sendPage(
        reply,
        session?.language ?? 'en',
        game?.name ?? 'Oyna Games',
        session?.lobby_url,
        state,
      );
    },
  );

  app.get<{ Params: RoundParams }>(
    '/verify/:roundId',
    { schema: { params: RoundParams } },
    async (_request, reply) => sendPage(reply, 'en', 'Oyna Games', undefined),
  );

  app.get('/api/state', async (request) => ok(await play.state(sessionOf(request))));

  app.post<{ Body: StakeBody }>(
    '/api/slot/spin',
    { schema: { body: StakeBody } },
    async (request) => ok(await play.slotSpin(sessionOf(request), request.body.stakeMinor)),
  );

  app.post<{ Body: RouletteBody }>(
    '/api/roulette/spin',
    { schema: { body: RouletteBody } },
    async (request) => ok(await play.rouletteSpin(sessionOf(request), request.body.bets)),
  );

  app.post<{ Body: BaccaratBody }>(
    '/api/baccarat/deal',
    { schema: { body: BaccaratBody } },
    async (request) => ok(await play.baccaratDeal(sessionOf(request), request.body.bets)),
  );

  app.post<{ Body: WheelBody }>(
    '/api/wheel/spin',
    { schema: { body: WheelBody } },
    async (request) => ok(await play.wheelSpin(sessionOf(request), request.body.bets)),
  );

  app.post<{ Body: HoldemAnteBody }>(
    '/api/holdem/ante',
    { schema: { body: HoldemAnteBody } },
    async (request) =>
      ok(
        await deps.holdem.ante(
          sessionOf(request),
          request.body.anteMinor,
          request.body.aaMinor ?? 0,
        ),
      ),
  );

  app.get('/api/holdem/open', async (request) => ok(await deps.holdem.open(sessionOf(request))));

  app.post<{ Body: HoldemDecisionBody }>(
    '/api/holdem/decide',
    { schema: { body: HoldemDecisionBody } },
    async (request) =>
      ok(await deps.holdem.decide(sessionOf(request), request.body.roundId, request.body.action)),
  );

  app.post<{ Body: BingoBody }>(
    '/api/bingo/play',
    { schema: { body: BingoBody } },
    async (request) =>
      ok(
        await play.bingoPlay(
          sessionOf(request),
          request.body.cards,
          request.body.stakePerCardMinor,
        ),
      ),
  );

  app.post<{ Body: StakeBody }>(
    '/api/crash/start',
    { schema: { body: StakeBody } },
    async (request) => ok(await play.crashStart(sessionOf(request), request.body.stakeMinor)),
  );

  app.post<{ Body: RoundBody }>(
    '/api/crash/cashout',
    { schema: { body: RoundBody } },
    async (request) => ok(await play.crashCashOut(sessionOf(request), request.body.roundId)),
  );

  app.get<{ Params: RoundParams }>(
    '/api/crash/:roundId',
    { schema: { params: RoundParams } },
    async (request) => ok(await play.crashStatus(sessionOf(request), request.params.roundId)),
  );

  app.post<{ Body: ClientSeedBody }>(
    '/api/seeds/client',
    { schema: { body: ClientSeedBody } },
    async (request) =>
      ok(await fairness.setClientSeed(sessionOf(request), request.body.clientSeed)),
  );

  app.post('/api/seeds/rotate', async (request) => ok(await fairness.rotate(sessionOf(request))));

  app.get<{ Params: RoundParams }>(
    '/api/rounds/:roundId',
    { schema: { params: RoundParams } },
    async (request) => ok(await fairness.verification(request.params.roundId)),
  );
}

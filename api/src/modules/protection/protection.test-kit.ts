import crypto from 'node:crypto';
import type { ProtectionState } from '@oyna/contracts';
import type { FastifyInstance } from 'fastify';
import { call, startApp, type Harness } from '../../test/app-harness';
import type { pgliteBackend } from '../../test/backends';
import { walletCall } from '../../test/games';
import { register } from '../../test/players';
import type { Clock } from './rules';

export const ADMIN = { 'x-admin-token': 'oyna-dev-admin' };
export const HOUR = 3_600_000;

/** A card deposit's body (spec §7 payment/deposit). */
export const card = (amount: number, requestKey?: string) => ({
  id: 1,
  type: 1,
  target: 'pay',
  detail: { CardNo: '4111 1111 1111 1111', CardHolder: 'Ayşe Yılmaz', Amount: amount },
  ...(requestKey ? { requestKey } : {}),
});

/** A clock the test moves on (24-hour cooling-off, a time-out ending). */
export class TestClock implements Clock {
  offsetMs = 0;
  now() {
    return new Date(Date.now() + this.offsetMs);
  }
}

/** The api with protection on `clock` and a 20-second reality check (tests only). */
export async function startProtectionApp(
  backend: typeof pgliteBackend,
  clock: Clock,
): Promise<Harness> {
  const h = await startApp(backend, { realityCheckTestSeconds: 20, logLevel: 'error' });
  h.app.platform.protection.clock = clock;
  return h;
}

/**
 * A protection suite's api on `backend`: started before all its tests with protection on a clock
 * they move (back to now after each test), closed after all (tests only). `app` is read when used.
 */
export function protectionSuite(backend: typeof pgliteBackend) {
  const clock = new TestClock();
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await startProtectionApp(backend, clock);
  });
  afterEach(() => {
    clock.offsetMs = 0;
  });
  afterAll(() => harness?.close());
  const suite = {
    clock,
    get app(): FastifyInstance {
      if (!harness) throw new Error('the protection suite starts its api in beforeAll');
      return harness.app;
    },
  };
  return Object.assign(
    suite,
    protectionKit(() => suite.app),
  );
}

/**
 * Player protection's calls for its integration tests (tests only). `app` is read at each call:
 * the harness starts in a beforeAll.
 */
export function protectionKit(app: () => FastifyInstance) {
  const post = <T>(token: string, path: string, payload: unknown, locale: 'tr' | 'en' = 'en') =>
    call<T>(app(), {
      method: 'POST',
      url: `/api/${path}`,
      token,
      payload: payload as object,
      locale,
    });
  const get = <T>(token: string, path: string) =>
    call<T>(app(), { method: 'GET', url: `/api/${path}`, token, locale: 'en' });
  const limitOf = (s: ProtectionState, period: 'day' | 'week' | 'month') =>
    s.limits.find((l) => l.period === period)!;
  const paymentsOf = async (playerId: number) =>
    (await app().db.selectFrom('payment').select('id').where('player_id', '=', playerId).execute())
      .length;
  /** A casino round's stake through the seamless wallet, with a player's game token. */
  const stake = (p: { gameToken: string; user: string; gameCode: string }, amount: number) => {
    const body = {
      token: p.gameToken,
      user: p.user,
      game_code: p.gameCode,
      transaction_uuid: crypto.randomUUID(),
      round: crypto.randomUUID(),
      round_closed: false,
      currency: 'TRY',
      amount,
    };
    return walletCall(app(), 'bet', body).then((res) => ({ ...res, sent: body }));
  };
  /** A registered player with its session token and id. */
  async function player() {
    const reg = await register(app());
    const principal = await app().platform.sessions.authenticate(reg.token);
    return { token: reg.token, playerId: principal.playerId, payload: reg.payload };
  }
  return { post, get, limitOf, paymentsOf, player, stake };
}

import type { ProtectionState } from '@oyna/contracts';
import type { FastifyInstance } from 'fastify';
import { call, startApp, type Harness } from '../../test/app-harness';
import type { pgliteBackend } from '../../test/backends';
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
  /** A registered player with its session token and id. */
  async function player() {
    const reg = await register(app());
    const principal = await app().platform.sessions.authenticate(reg.token);
    return { token: reg.token, playerId: principal.playerId, payload: reg.payload };
  }
  return { post, get, limitOf, paymentsOf, player };
}

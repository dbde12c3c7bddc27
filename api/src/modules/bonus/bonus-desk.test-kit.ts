import type {
  AdminBonusOffer,
  AdminBonusOfferUpsert,
  AdminPlayerBonus,
  BalanceData,
  BonusAuditRecord,
  BonusCostReport,
} from '@oyna/contracts';
import type { FastifyInstance } from 'fastify';
import { call } from '../../test/app-harness';
import { register } from '../../test/players';

export const ADMIN = { 'x-admin-token': 'oyna-dev-admin' };

/** A manual offer's whole record, any field overridden. */
export function offerRecord(overrides: Partial<AdminBonusOfferUpsert> = {}): AdminBonusOfferUpsert {
  return {
    operator: 'ayse',
    code: 'spring_gift',
    kind: 'manual',
    titleTr: 'Bahar Hediyesi',
    titleEn: 'Spring Gift',
    amount: 20,
    cap: 200,
    wageringMultiplier: 3,
    contributions: { slots: 100, table: 20, live: 10, crash: 50, bingo: 100, sports: 100 },
    sportsMinOdds: 1.6,
    maxBet: 25,
    maxConversion: 150,
    validDays: 10,
    enabled: true,
    sort: 9,
    ...overrides,
  };
}

/**
 * The operators' bonus desk calls for its integration tests (tests only), made with the shared
 * admin token. `app` is read at each call: the harness starts in a beforeAll.
 */
export function bonusDeskKit(app: () => FastifyInstance) {
  const offers = async () =>
    (
      await call<AdminBonusOffer[]>(app(), {
        method: 'GET',
        url: '/api/admin/bonusoffers',
        headers: ADMIN,
      })
    ).body.data;
  const upsert = (payload: unknown, locale: 'tr' | 'en' = 'en') =>
    call<AdminBonusOffer>(app(), {
      method: 'POST',
      url: '/api/admin/bonusoffer',
      headers: ADMIN,
      payload: payload as object,
      locale,
    });
  const grant = (payload: object, locale: 'tr' | 'en' = 'en') =>
    call<AdminPlayerBonus>(app(), {
      method: 'POST',
      url: '/api/admin/bonusgrant',
      headers: ADMIN,
      payload: { operator: 'ayse', reason: 'a complaint settled', ...payload },
      locale,
    });
  const cancel = (payload: object) =>
    call<AdminPlayerBonus>(app(), {
      method: 'POST',
      url: '/api/admin/bonuscancel',
      headers: ADMIN,
      payload: { operator: 'mehmet', reason: 'granted by mistake', ...payload },
    });
  const cost = (from: string, to: string) =>
    call<BonusCostReport>(app(), {
      method: 'GET',
      url: `/api/admin/bonuscost?from=${from}&to=${to}`,
      headers: ADMIN,
    });
  const audit = async (target: string) =>
    (
      await call<BonusAuditRecord[]>(app(), {
        method: 'GET',
        url: `/api/admin/bonusaudit?target=${encodeURIComponent(target)}`,
        headers: ADMIN,
      })
    ).body.data;
  const balance = async (token: string) =>
    (await call<BalanceData>(app(), { method: 'GET', url: '/api/user/balance', token })).body.data;

  /** A new player with `cashMinor` of cash (a deposit's ledger row). */
  async function player(cashMinor = 0) {
    const { data, token } = await register(app());
    const row = await app()
      .db.selectFrom('player')
      .select('id')
      .where('username', '=', data.username)
      .executeTakeFirstOrThrow();
    if (cashMinor > 0) {
      await app()
        .db.transaction()
        .execute((trx) =>
          app().platform.wallets.move(trx, {
            playerId: row.id,
            amountMinor: cashMinor,
            kind: 'deposit',
            idempotencyKey: `test-deposit:${row.id}`,
          }),
        );
    }
    return { id: row.id, username: data.username, token };
  }
  return { offers, upsert, grant, cancel, cost, audit, balance, player };
}

import {
  formatMoney,
  type AdminBonusOffer,
  type AdminBonusOfferUpsert,
  type BonusOfferKind,
} from '@oyna/contracts';
import type { Outcome } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import type { Operator } from '../../lib/operator';
import type { AuditDetail } from '../staff';
import { amountToMinor, minorToAmount } from '../../lib/money';
import type { AdminOfferRow, BonusAdminQueries, OfferColumns } from './admin-queries';
import { contributionsOf } from './offer-records';

/** Kinds with fixed eligibility: one offer each (the claim and trial paths find it by its kind). */
const UNIQUE_KINDS: readonly BonusOfferKind[] = [
  'trial',
  'first_deposit',
  'weekly_cashback',
  'birthday',
];
/** Kinds paid as a percent of something (a deposit, a loss). */
const PERCENT_KINDS: readonly BonusOfferKind[] = ['first_deposit', 'weekly_cashback'];
/** Kinds that look back over a window of days. */
const WINDOW_KINDS: readonly BonusOfferKind[] = ['weekly_cashback', 'birthday'];

const minorOrNull = (amount: number | undefined): number | null =>
  amount === undefined ? null : amountToMinor(amount);
const amountOrNull = (minor: number | null): number | null =>
  minor === null ? null : minorToAmount(Number(minor));

/** The actor an operator's action is recorded under (as the payments desk records it). */
export const actorOf = (operator: Operator): string => `operator:${operator.name}`;

/** An offer record on the wire (lira, decimal odds). */
export function adminOfferOf(row: AdminOfferRow): AdminBonusOffer {
  return {
    code: row.code,
    kind: row.kind,
    titleTr: row.title_tr,
    titleEn: row.title_en,
    percent: row.percent === null ? null : Number(row.percent),
    amount: amountOrNull(row.amount_minor),
    cap: amountOrNull(row.cap_minor),
    minimum: amountOrNull(row.minimum_minor),
    windowDays: row.window_days === null ? null : Number(row.window_days),
    wageringMultiplier: Number(row.wagering_multiplier),
    contributions: contributionsOf(row.contributions),
    sportsMinOdds: Number(row.sports_min_odds_milli) / 1000,
    maxBet: amountOrNull(row.max_bet_minor),
    maxConversion: amountOrNull(row.max_conversion_minor),
    validDays: Number(row.valid_days),
    enabled: row.enabled,
    sort: Number(row.sort),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * The rules an offer's record keeps beyond its schema (issue "bonuses that behave like money" ›
 * for ops): a percent kind needs a percent and no fixed amount, a birthday a fixed amount, the
 * trial bonus neither (its amount is the site setting), a cashback and a birthday their window of
 * days; a minimum loss is the cashback's only; an amount above the cap is refused. Titles are
 * never blank. Throws the first broken rule as a 400.
 */
function assertCoherent(body: AdminBonusOfferUpsert): void {
  const { kind } = body;
  for (const [field, text] of [
    ['titleTr', body.titleTr],
    ['titleEn', body.titleEn],
  ] as const) {
    if (text.trim() === '') throw badRequest('server.bonus.admin.blankText', { field });
  }
  if (kind === 'trial') {
    if (body.amount !== undefined || body.percent !== undefined) {
      throw badRequest('server.bonus.admin.trialAmount');
    }
  } else if (PERCENT_KINDS.includes(kind)) {
    if (body.percent === undefined) throw badRequest('server.bonus.admin.percentNeeded', { kind });
    if (body.amount !== undefined)
      throw badRequest('server.bonus.admin.amountNotAllowed', { kind });
  } else {
    if (body.percent !== undefined)
      throw badRequest('server.bonus.admin.percentNotAllowed', { kind });
    if (kind === 'birthday' && body.amount === undefined) {
      throw badRequest('server.bonus.admin.amountNeeded', { kind });
    }
  }
  if (WINDOW_KINDS.includes(kind) && body.windowDays === undefined) {
    throw badRequest('server.bonus.admin.windowNeeded', { kind });
  }
  if (body.minimum !== undefined && kind !== 'weekly_cashback') {
    throw badRequest('server.bonus.admin.minimumOnlyCashback');
  }
  if (body.amount !== undefined && body.cap !== undefined && body.amount > body.cap) {
    throw badRequest('server.bonus.admin.amountAboveCap', {
      amount: formatMoney(body.amount),
      cap: formatMoney(body.cap),
    });
  }
}

function columnsOf(body: AdminBonusOfferUpsert): OfferColumns {
  return {
    code: body.code,
    kind: body.kind,
    title_tr: body.titleTr.trim(),
    title_en: body.titleEn.trim(),
    percent: body.percent ?? null,
    amount_minor: minorOrNull(body.amount),
    cap_minor: minorOrNull(body.cap),
    minimum_minor: minorOrNull(body.minimum),
    window_days: body.windowDays ?? null,
    wagering_multiplier: body.wageringMultiplier,
    contributions: JSON.stringify(body.contributions),
    sports_min_odds_milli: Math.round(body.sportsMinOdds * 1000),
    max_bet_minor: minorOrNull(body.maxBet),
    max_conversion_minor: minorOrNull(body.maxConversion),
    valid_days: body.validDays,
    enabled: body.enabled,
    sort: body.sort ?? 0,
  };
}

/**
 * Ops' offer records (`admin/bonusoffers`, `admin/bonusoffer`): every field, and a create or an
 * edit of a whole record, audited in the same transaction. An edit changes only bonuses granted
 * afterwards: a granted bonus runs under the copy of the terms it was granted with.
 */
export class BonusOfferDesk {
  constructor(private readonly queries: BonusAdminQueries) {}

  async list(): Promise<Outcome<AdminBonusOffer[]>> {
    return { data: (await this.queries.offers()).map(adminOfferOf) };
  }

  /** The back office › the audit: the call's one audit record gets the offer before and after. */
  async upsert(
    body: AdminBonusOfferUpsert,
    operator: Operator,
    audit: AuditDetail = {},
  ): Promise<Outcome<AdminBonusOffer>> {
    assertCoherent(body);
    const q = this.queries;
    const columns = columnsOf(body);
    const row = await q.transaction(async (trx) => {
      // One writer at a time: a kind with fixed eligibility cannot be created twice by a race.
      await q.lockOffers(trx);
      const current = await q.offer(body.code, trx);
      if (current && current.kind !== body.kind) {
        throw badRequest('server.bonus.admin.kindFixed', {
          code: current.code,
          kind: current.kind,
        });
      }
      if (UNIQUE_KINDS.includes(body.kind)) {
        const other = await q.otherOfKind(trx, body.kind, body.code);
        if (other)
          throw badRequest('server.bonus.admin.kindTaken', { kind: body.kind, code: other.code });
      }
      const saved = current
        ? await q.updateOffer(trx, body.code, columns)
        : await q.insertOffer(trx, columns);
      const before = current ? adminOfferOf(current) : null;
      const after = adminOfferOf(saved);
      audit.object = `offer:${body.code}`;
      audit.before = before ? withoutTime(before) : null;
      audit.after = withoutTime(after);
      await q.audit(trx, {
        actor: actorOf(operator),
        action: current ? 'offer.edit' : 'offer.create',
        target: `offer:${body.code}`,
        detail: before
          ? { before: withoutTime(before), after: withoutTime(after) }
          : { after: withoutTime(after) },
      });
      return saved;
    });
    return { data: adminOfferOf(row), message: 'server.bonus.admin.offerSaved' };
  }
}

function withoutTime(offer: AdminBonusOffer): Omit<AdminBonusOffer, 'updatedAt'> {
  const { updatedAt: _updatedAt, ...rest } = offer;
  return rest;
}

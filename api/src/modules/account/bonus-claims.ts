import {
  NotificationType,
  formatMoney,
  type AdminBonusDecision,
  type AdminBonusRequest,
  type AdminBonusRequestsQuery,
  type BonusListPage,
  type BonusListRequest,
  type BonusOffer,
  type BonusStatus,
  type PlayerBonus,
} from '@oyna/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { violatedUniqueConstraint } from '../../lib/db-errors';
import type { Outcome } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/errors';
import { apiMessage, type ApiLocale, type ApiMessageKey } from '../../lib/messages';
import { minorToAmount } from '../../lib/money';
import type { Principal } from '../../platform/sessions';
import type { Wallets } from '../../platform/wallet';
import { notificationInEachLanguage, type NotificationService } from '../notifications';
import {
  BIRTHDAY_MINOR,
  BIRTHDAY_WINDOW_DAYS,
  CASHBACK_DAYS,
  CASHBACK_MIN_LOSS_MINOR,
  CASHBACK_PERCENT,
  FIRST_DEPOSIT_MAX_MINOR,
  FIRST_DEPOSIT_PERCENT,
  OFFERS,
  offerByCode,
  type OfferDefinition,
} from './offers';
import { DAY_MS, isoWeek } from './history';
import { accountPlayer } from './player';
import type { AccountQueries, BonusRequestQueries, BonusRequestRow } from './queries';

export interface BonusClaimsDeps {
  /** The caller's player row (eligibility reads the birthday). */
  queries: Pick<AccountQueries, 'player'>;
  bonusRequests: BonusRequestQueries;
  wallets: Wallets;
  notifications: NotificationService;
  log: FastifyBaseLogger;
}

interface Eligibility {
  amountMinor: number;
  periodKey: string;
  reason: ApiMessageKey | null;
}

/** Bonus offers and requests (spec §2 /dashboard/claim-bonus, /dashboard/bonuses; operators decide). */
export class BonusClaims {
  constructor(private readonly deps: BonusClaimsDeps) {}

  private player(principal: Principal, locale: ApiLocale) {
    return accountPlayer(this.deps.queries, principal, locale);
  }

  private async eligibility(
    offer: OfferDefinition,
    playerId: number,
    birthDate: string,
    taken: { offer_code: string; period_key: string }[],
    now: Date,
  ): Promise<Eligibility> {
    const q = this.deps.bonusRequests;
    let amountMinor = 0;
    let periodKey = 'once';
    let reason: ApiMessageKey | null = null;
    if (offer.code === 'first_deposit') {
      const first = await q.firstDepositMinor(playerId);
      if (first === null) reason = 'api.account.offer.noDeposit';
      else
        amountMinor = Math.min(
          FIRST_DEPOSIT_MAX_MINOR,
          Math.floor((first * FIRST_DEPOSIT_PERCENT) / 100),
        );
    } else if (offer.code === 'weekly_cashback') {
      periodKey = isoWeek(now);
      const loss = await q.casinoLossMinor(
        playerId,
        new Date(now.getTime() - CASHBACK_DAYS * DAY_MS).toISOString(),
      );
      if (loss < CASHBACK_MIN_LOSS_MINOR) reason = 'api.account.offer.noLoss';
      else amountMinor = Math.floor((loss * CASHBACK_PERCENT) / 100);
    } else {
      // The birthday of this year (or of last year, early in January) within the window.
      const [, month, dayOfMonth] = birthDate.split('-').map(Number);
      let found: number | null = null;
      for (const year of [now.getUTCFullYear(), now.getUTCFullYear() - 1]) {
        const birthday = Date.UTC(year, (month ?? 1) - 1, dayOfMonth ?? 1);
        const days = Math.floor((now.getTime() - birthday) / DAY_MS);
        if (days >= 0 && days < BIRTHDAY_WINDOW_DAYS) found = year;
      }
      if (found === null) reason = 'api.account.offer.notBirthday';
      else {
        periodKey = String(found);
        amountMinor = BIRTHDAY_MINOR;
      }
    }
    if (!reason && taken.some((t) => t.offer_code === offer.code && t.period_key === periodKey)) {
      reason = 'api.account.offer.alreadyRequested';
      amountMinor = 0;
    }
    if (!reason && amountMinor <= 0) reason = 'api.account.offer.nothingToCredit';
    return { amountMinor: reason ? 0 : amountMinor, periodKey, reason };
  }

  async offers(principal: Principal, locale: ApiLocale): Promise<Outcome<BonusOffer[]>> {
    const p = await this.player(principal, locale);
    const taken = await this.deps.bonusRequests.takenPeriods(p.id);
    const now = new Date();
    const result: BonusOffer[] = [];
    for (const offer of OFFERS) {
      const e = await this.eligibility(offer, p.id, String(p.birth_date), taken, now);
      result.push({
        code: offer.code,
        title: offer.title[locale],
        terms: offer.terms[locale],
        amount: minorToAmount(e.amountMinor),
        wageringMultiplier: offer.wageringMultiplier,
        eligible: e.reason === null,
        reason: e.reason ? apiMessage(locale, e.reason) : null,
      });
    }
    return { data: result };
  }

  /**
   * A player's bonus request (spec §2 claim-bonus): refused with the reason when not eligible;
   * otherwise Pending until ops decide. One pending request at a time and an offer once per
   * period are unique indexes, so a burst of requests stores exactly one.
   */
  async request(
    principal: Principal,
    code: string,
    locale: ApiLocale,
  ): Promise<Outcome<PlayerBonus>> {
    const offer = offerByCode(code);
    if (!offer) throw badRequest('api.account.offer.unknown');
    const p = await this.player(principal, locale);
    const q = this.deps.bonusRequests;
    if (await q.hasPendingRequest(p.id)) throw badRequest('api.account.bonusPending');
    const e = await this.eligibility(
      offer,
      p.id,
      String(p.birth_date),
      await q.takenPeriods(p.id),
      new Date(),
    );
    if (e.reason) throw badRequest(e.reason);
    let row: BonusRequestRow;
    try {
      row = await q.insertRequest({
        playerId: p.id,
        offerCode: offer.code,
        periodKey: e.periodKey,
        amountMinor: e.amountMinor,
        wageringRequiredMinor: e.amountMinor * offer.wageringMultiplier,
      });
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      if (constraint === 'bonus_request_one_pending') throw badRequest('api.account.bonusPending');
      if (constraint !== undefined) throw badRequest('api.account.offer.alreadyRequested');
      throw error;
    }
    return {
      data: await this.bonusOf(row, locale),
      message: 'api.account.bonusRequested',
    };
  }

  private async bonusOf(row: BonusRequestRow, locale: ApiLocale): Promise<PlayerBonus> {
    const offer = offerByCode(row.offer_code);
    let status: BonusStatus = row.status === 'pending' ? 'requested' : 'rejected';
    let wagered = 0;
    if (row.status === 'approved' && row.decided_at) {
      wagered = await this.deps.bonusRequests.wageredMinor(
        row.player_id,
        row.decided_at,
        row.expires_at,
      );
      if (wagered >= row.wagering_required_minor) status = 'completed';
      else if (row.expires_at && new Date(row.expires_at) < new Date()) status = 'expired';
      else status = 'active';
    }
    return {
      id: row.id,
      offer: row.offer_code,
      title: offer?.title[locale] ?? row.offer_code,
      status,
      amount: minorToAmount(Number(row.amount_minor)),
      requestedAt: new Date(row.requested_at).toISOString(),
      decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
      expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
      wagered: minorToAmount(Math.min(wagered, Number(row.wagering_required_minor))),
      wageringRequired: minorToAmount(Number(row.wagering_required_minor)),
      note: row.note,
    };
  }

  async bonuses(
    principal: Principal,
    body: BonusListRequest,
    locale: ApiLocale,
  ): Promise<Outcome<BonusListPage>> {
    const q = this.deps.bonusRequests;
    const [rows, total] = await Promise.all([
      q.requestPage(principal.playerId, body.skip, body.take),
      q.requestCount(principal.playerId),
    ]);
    const items: PlayerBonus[] = [];
    for (const row of rows) items.push(await this.bonusOf(row, locale));
    return { data: { items, total } };
  }

  private adminOf(row: BonusRequestRow & { username: string }): AdminBonusRequest {
    return {
      id: row.id,
      username: row.username,
      offer: row.offer_code,
      amount: minorToAmount(Number(row.amount_minor)),
      status: row.status,
      requestedAt: new Date(row.requested_at).toISOString(),
      decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
      note: row.note,
    };
  }

  async adminRequests(query: AdminBonusRequestsQuery): Promise<Outcome<AdminBonusRequest[]>> {
    const rows = await this.deps.bonusRequests.adminRequests(query.status, query.take ?? 50);
    return { data: rows.map((r) => this.adminOf(r)) };
  }

  /**
   * Ops decide a pending request (like a withdrawal): approval credits the bonus through the
   * wallet (keyed by the request, so a repeat credits once) and stages a Bonus notification
   * (spec §3) in the same transaction; the request row is locked while deciding. Deciding an
   * approved request again answers it as it is; a rejected one cannot be approved.
   */
  async decide(body: AdminBonusDecision, locale: ApiLocale): Promise<Outcome<AdminBonusRequest>> {
    const q = this.deps.bonusRequests;
    const result = await q.transaction(async (trx) => {
      const current = await q.lockRequest(trx, body.id);
      if (!current) throw notFound('api.account.bonusRequestNotFound');
      const wanted = body.approve ? 'approved' : 'rejected';
      if (current.status === wanted) return { row: current, changed: false };
      if (current.status !== 'pending') throw badRequest('api.account.bonusAlreadyDecided');
      const offer = offerByCode(current.offer_code);
      const row = await q.decide(
        trx,
        current.id,
        wanted,
        body.note ?? null,
        offer?.validDays ?? 30,
      );
      const amount = minorToAmount(Number(row.amount_minor));
      if (body.approve) {
        await this.deps.wallets.move(trx, {
          playerId: row.player_id,
          amountMinor: Number(row.amount_minor),
          kind: 'bonus',
          idempotencyKey: `bonus-request:${row.id}`,
          reference: `bonus_request:${row.id}`,
        });
      }
      // spec §1: written in both languages, each player reads it in theirs.
      await this.deps.notifications.stage(trx, row.player_id, {
        type: NotificationType.Bonus,
        ...notificationInEachLanguage(locale, (each) => {
          const name = offer?.title[each] ?? row.offer_code;
          return {
            title: name,
            note: apiMessage(
              each,
              body.approve ? 'api.account.bonusApprovedNote' : 'api.account.bonusRejectedNote',
              { amount: formatMoney(amount), title: name },
            ),
          };
        }),
      });
      return { row: { ...row, username: current.username }, changed: true };
    });
    if (result.changed) {
      this.deps.log.info({ bonusRequest: body.id, approve: body.approve }, 'bonus request decided');
      await this.deps.notifications
        .flush()
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'notification push'));
    }
    return { data: this.adminOf(result.row) };
  }
}

import {
  GameTransactionKind,
  NotificationType,
  TransactionStatus,
  formatMoney,
  type AccountDetails,
  type AccountSummary,
  type AdminBonusDecision,
  type AdminBonusRequest,
  type AdminBonusRequestsQuery,
  type BonusListPage,
  type BonusListRequest,
  type BonusOffer,
  type BonusStatus,
  type EndSessionsResult,
  type FinancialActivitiesPage,
  type FinancialActivitiesRequest,
  type FinancialActivity,
  type FinancialExport,
  type FinancialExportRequest,
  type GameHistoryPage,
  type GameHistoryRequest,
  type GameRound,
  type PlayerBonus,
  type SessionRecord,
} from '@oyna/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { violatedUniqueConstraint } from '../../lib/db-errors';
import type { Outcome } from '../../lib/envelope';
import { badRequest, notFound, unauthorized } from '../../lib/errors';
import { apiMessage, type ApiLocale, type ApiMessageKey } from '../../lib/messages';
import { minorToAmount } from '../../lib/money';
import type { Principal } from '../../platform/sessions';
import type { Wallets } from '../../platform/wallet';
import type { NotificationService } from '../notifications/service';
import { FINANCIAL_KINDS, kindsOfType } from './financial-kinds';
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
import type { AccountQueries, BonusRequestRow, LedgerRow, Period, RoundRow } from './queries';
import { describeUserAgent, maskIp, maskPersonalNo } from './privacy';

export interface AccountDeps {
  db: Kysely<Database>;
  queries: AccountQueries;
  wallets: Wallets;
  notifications: NotificationService;
  /** Closes the live sockets of an ended session at once (as logout does). */
  endLiveSession: (sessionId: string) => Promise<void>;
  log: FastifyBaseLogger;
}

const DAY_MS = 86_400_000;
/** spec §2 financial activities: the default period is the last 30 days (today included). */
export const DEFAULT_PERIOD_DAYS = 30;
/** The longest period one call (or one CSV) may span. */
export const MAX_PERIOD_DAYS = 366;
/** Rows of one CSV download at most (the chosen range, newest first). */
export const CSV_MAX_ROWS = 10_000;
/** Rows of each "recent" list of the dashboard. */
export const RECENT_ROWS = 5;
/** Sessions shown in the session history. */
export const SESSIONS_SHOWN = 50;

const day = (d: Date) => d.toISOString().slice(0, 10);

function parseDay(text: string): Date | undefined {
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || day(date) !== text ? undefined : date;
}

/** The chosen period, both days included (default the last 30 days), or a 400. */
export function periodOf(from: string | undefined, to: string | undefined, now = new Date()) {
  const end = to ? parseDay(to) : parseDay(day(now));
  if (!end) throw badRequest('api.account.badDate');
  const start = from
    ? parseDay(from)
    : new Date(end.getTime() - (DEFAULT_PERIOD_DAYS - 1) * DAY_MS);
  if (!start) throw badRequest('api.account.badDate');
  if (start > end) throw badRequest('api.account.dateOrder');
  if ((end.getTime() - start.getTime()) / DAY_MS >= MAX_PERIOD_DAYS) {
    throw badRequest('api.account.periodTooLong', { days: MAX_PERIOD_DAYS });
  }
  const period: Period = {
    start: start.toISOString(),
    end: new Date(end.getTime() + DAY_MS).toISOString(),
  };
  return { period, from: day(start), to: day(end) };
}

function activityOf(row: LedgerRow): FinancialActivity {
  const kind = FINANCIAL_KINDS[row.kind];
  return {
    id: Number(row.id),
    type: kind?.type ?? 0,
    category: kind?.category ?? 'adjustment',
    status: (row.status as TransactionStatus) ?? TransactionStatus.None,
    amount: minorToAmount(row.amount_minor),
    balanceAfter: minorToAmount(row.balance_after_minor),
    kind: row.kind,
    reference: row.reference,
    time: new Date(row.created_at).toISOString(),
  };
}

function roundOf(row: RoundRow): GameRound {
  return {
    id: Number(row.id),
    time: new Date(row.created_at).toISOString(),
    game: row.game_name,
    gameCode: row.game_code,
    provider: row.provider_id,
    stake: minorToAmount(row.stake_minor),
    win: minorToAmount(row.win_minor),
    net: minorToAmount(row.win_minor - row.stake_minor),
    // spec §3 game transaction kind: a round that paid is a Win, otherwise a Bet.
    kind: row.win_minor > 0 ? GameTransactionKind.Win : GameTransactionKind.Bet,
    status: row.status,
    verifyUrl: row.verify_url,
  };
}

/** A CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const STATUS_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(TransactionStatus).map(([name, value]) => [value, name]),
);

/** The ISO week of a day, e.g. '2026-W47' (the weekly cashback's period). */
function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

interface Eligibility {
  amountMinor: number;
  periodKey: string;
  reason: ApiMessageKey | null;
}

/** The account area (spec §2 account routes): reads of the caller's own rows, bonus requests. */
export class AccountService {
  constructor(private readonly deps: AccountDeps) {}

  private async player(principal: Principal, locale: ApiLocale) {
    const player = await this.deps.queries.player(principal.playerId, locale);
    if (!player) throw unauthorized();
    return player;
  }

  async summary(principal: Principal, locale: ApiLocale): Promise<Outcome<AccountSummary>> {
    const q = this.deps.queries;
    const p = await this.player(principal, locale);
    const [activities, rounds, pending] = await Promise.all([
      q.ledgerPage(p.id, kindsOfType(0), null, 0, 0, RECENT_ROWS),
      q.roundPage(p.id, null, undefined, 0, RECENT_ROWS),
      q.hasPendingRequest(p.id),
    ]);
    return {
      data: {
        name: p.name,
        surname: p.surname,
        username: p.username,
        usercode: p.usercode,
        balance: minorToAmount(Number(p.balance_minor)),
        phone: p.phone,
        smsVerified: p.sms_verified,
        recentActivities: activities.map(activityOf),
        recentRounds: rounds.map(roundOf),
        pendingBonusRequest: pending,
      },
    };
  }

  async details(principal: Principal, locale: ApiLocale): Promise<Outcome<AccountDetails>> {
    const p = await this.player(principal, locale);
    return {
      data: {
        name: p.name,
        surname: p.surname,
        username: p.username,
        email: p.email,
        phone: p.phone,
        smsVerified: p.sms_verified,
        personalNo: maskPersonalNo(p.personal_no),
        birthDate: String(p.birth_date),
        country: p.country ?? '',
        memberSince: new Date(p.created_at).toISOString(),
        // The operator's rule (KYC): identity fields are locked after registration; the phone
        // (re-verified by SMS) and the password are the player's to change.
        editable: ['phone', 'password'],
      },
    };
  }

  async financialActivities(
    principal: Principal,
    body: FinancialActivitiesRequest,
  ): Promise<Outcome<FinancialActivitiesPage>> {
    const { period, from, to } = periodOf(body.from, body.to);
    const q = this.deps.queries;
    const kinds = kindsOfType(body.type);
    const id = principal.playerId;
    const [rows, total, totals] = await Promise.all([
      q.ledgerPage(id, kinds, period, body.status, body.skip, body.take),
      q.ledgerCount(id, kinds, period, body.status),
      q.netTotals(id, period),
    ]);
    return {
      data: {
        items: rows.map(activityOf),
        total,
        from,
        to,
        deposits: minorToAmount(totals.deposits),
        withdrawals: minorToAmount(totals.withdrawals),
        netDeposits: minorToAmount(totals.deposits - totals.withdrawals),
      },
    };
  }

  async exportFinancialActivities(
    principal: Principal,
    body: FinancialExportRequest,
    locale: ApiLocale,
  ): Promise<Outcome<FinancialExport>> {
    const { period, from, to } = periodOf(body.from, body.to);
    const rows = await this.deps.queries.ledgerPage(
      principal.playerId,
      kindsOfType(body.type),
      period,
      body.status,
      0,
      CSV_MAX_ROWS,
    );
    const header = ['time', 'type', 'category', 'status', 'amount', 'balanceAfter', 'reference'];
    const lines = rows
      .map(activityOf)
      .map((a) =>
        [
          a.time,
          a.type,
          a.category,
          STATUS_NAMES[a.status] ?? '',
          a.amount.toFixed(2),
          a.balanceAfter.toFixed(2),
          a.reference ?? '',
        ]
          .map(cell)
          .join(','),
      );
    const name = locale === 'tr' ? 'finansal-hareketler' : 'financial-activities';
    return {
      data: {
        fileName: `${name}_${from}_${to}.csv`,
        csv: [header.join(','), ...lines].join('\r\n') + '\r\n',
      },
    };
  }

  async gameHistory(
    principal: Principal,
    body: GameHistoryRequest,
  ): Promise<Outcome<GameHistoryPage>> {
    const { period, from, to } = periodOf(body.from, body.to);
    const q = this.deps.queries;
    const id = principal.playerId;
    const game = body.game ? body.game : undefined;
    const [rows, total, games] = await Promise.all([
      q.roundPage(id, period, game, body.skip, body.take),
      q.roundCount(id, period, game),
      q.playedGames(id),
    ]);
    return { data: { items: rows.map(roundOf), total, from, to, games } };
  }

  // ── bonus offers and requests ────────────────────────────────────────────────────────────

  private async eligibility(
    offer: OfferDefinition,
    playerId: number,
    birthDate: string,
    taken: { offer_code: string; period_key: string }[],
    now: Date,
  ): Promise<Eligibility> {
    const q = this.deps.queries;
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
    const taken = await this.deps.queries.takenPeriods(p.id);
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
    const q = this.deps.queries;
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
      wagered = await this.deps.queries.wageredMinor(row.player_id, row.decided_at, row.expires_at);
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
    const q = this.deps.queries;
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
    const rows = await this.deps.queries.adminRequests(query.status, query.take ?? 50);
    return { data: rows.map((r) => this.adminOf(r)) };
  }

  /**
   * Ops decide a pending request (like a withdrawal): approval credits the bonus through the
   * wallet (keyed by the request, so a repeat credits once) and stages a Bonus notification
   * (spec §3) in the same transaction; the request row is locked while deciding. Deciding an
   * approved request again answers it as it is; a rejected one cannot be approved.
   */
  async decide(body: AdminBonusDecision, locale: ApiLocale): Promise<Outcome<AdminBonusRequest>> {
    const q = this.deps.queries;
    const result = await this.deps.db.transaction().execute(async (trx) => {
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
      const title = offer?.title[locale] ?? row.offer_code;
      if (body.approve) {
        await this.deps.wallets.move(trx, {
          playerId: row.player_id,
          amountMinor: Number(row.amount_minor),
          kind: 'bonus',
          idempotencyKey: `bonus-request:${row.id}`,
          reference: `bonus_request:${row.id}`,
        });
      }
      await this.deps.notifications.stage(trx, row.player_id, {
        type: NotificationType.Bonus,
        title,
        note: apiMessage(
          locale,
          body.approve ? 'api.account.bonusApprovedNote' : 'api.account.bonusRejectedNote',
          { amount: formatMoney(amount), title },
        ),
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

  // ── sessions ─────────────────────────────────────────────────────────────────────────────

  async sessions(principal: Principal): Promise<Outcome<SessionRecord[]>> {
    const rows = await this.deps.queries.sessions(principal.playerId, SESSIONS_SHOWN);
    const result: SessionRecord[] = [];
    for (const row of rows) {
      const agent = await describeUserAgent(row.user_agent);
      result.push({
        id: row.id,
        startedAt: new Date(row.created_at).toISOString(),
        lastSeenAt: new Date(row.last_seen_at).toISOString(),
        endedAt: row.ended_at ? new Date(row.ended_at).toISOString() : null,
        endReason: row.end_reason,
        ...agent,
        ip: maskIp(row.ip),
        current: row.id === principal.sessionId,
      });
    }
    return { data: result };
  }

  /** "Log out other sessions": ends them at once and closes their live channels. */
  async endOtherSessions(principal: Principal): Promise<Outcome<EndSessionsResult>> {
    const ended = await this.deps.queries.endOthers(
      this.deps.db,
      principal.playerId,
      principal.sessionId,
      'ended by the player',
    );
    await Promise.all(ended.map((id) => this.deps.endLiveSession(id)));
    return {
      data: { ended: ended.length },
      message: 'api.account.sessionsEnded',
      values: { count: ended.length },
    };
  }
}

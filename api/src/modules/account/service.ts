import type {
  AccountDetails,
  AccountSummary,
  EndSessionsResult,
  FinancialActivitiesPage,
  FinancialActivitiesRequest,
  FinancialExport,
  FinancialExportRequest,
  GameHistoryPage,
  GameHistoryRequest,
  SessionRecord,
} from '@oyna/contracts';
import type { Outcome } from '../../lib/envelope';
import type { ApiLocale } from '../../lib/messages';
import { minorToAmount } from '../../lib/money';
import type { Principal } from '../../platform/sessions';
import { kindsOfType } from './financial-kinds';
import { describeUserAgent, maskIp, maskPersonalNo } from './privacy';
import {
  CSV_MAX_ROWS,
  RECENT_ROWS,
  periodOf,
  activityOf,
  roundOf,
  cell,
  STATUS_NAMES,
} from './history';
import { BonusClaims } from './bonus-claims';

/** How many of the player's sessions the session history shows, newest first. */
const SESSIONS_SHOWN = 50;

/** The account area (spec §2 account routes): reads of the caller's own rows, bonus requests. */
export class AccountService extends BonusClaims {
  async summary(principal: Principal, locale: ApiLocale): Promise<Outcome<AccountSummary>> {
    const q = this.deps.queries;
    const p = await this.player(principal, locale);
    const [activities, rounds, pending] = await Promise.all([
      q.ledgerPage(p.id, kindsOfType(0), null, 0, 0, RECENT_ROWS),
      q.roundPage(p.id, null, undefined, 0, RECENT_ROWS),
      this.deps.bonusRequests.hasPendingRequest(p.id),
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

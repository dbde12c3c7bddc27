import {
  type BackofficeDashboard,
  type BackofficeReport,
  type BackofficeReportCsv,
  type ProductGgr,
  type ReportFigures,
  type ReportQuery,
} from '@oyna/contracts';
import { BACKOFFICE_TIME_ZONE, REPORT_RANGE_DAYS } from '@oyna/contracts/schemas';
import { badRequest } from '../../lib/errors';
import { minorToAmount } from '../../lib/money';
import type { BonusAdminQueries } from '../bonus';
import { csvField, type AuditDetail } from '../staff';
import {
  DEPOSIT,
  PRODUCT_KINDS,
  WITHDRAWAL,
  type KindDayRow,
  type Product,
  type ReportQueries,
} from './report-queries';

export interface ReportDeps {
  queries: ReportQueries;
  /** The bonus desk's cost query (modules/bonus): one definition of what a bonus costs. */
  bonusCost: Pick<BonusAdminQueries, 'costRows'>;
  now?: () => Date;
}

const DAY_MS = 86_400_000;
const amount = (minor: number) => minorToAmount(minor);

/** Today in Europe/Istanbul, YYYY-MM-DD. */
export function istanbulDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BACKOFFICE_TIME_ZONE }).format(at);
}

/** A report's day: YYYY-MM-DD and a real date (400 naming the field otherwise). */
function dayOf(field: 'from' | 'to', day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(day) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== day
  ) {
    throw badRequest('server.backoffice.dayInvalid', { field });
  }
  return date;
}

interface Minor {
  casino: { stakes: number; wins: number };
  sports: { stakes: number; wins: number };
  bonusCost: number;
}
const zero = (): Minor => ({
  casino: { stakes: 0, wins: 0 },
  sports: { stakes: 0, wins: 0 },
  bonusCost: 0,
});

/** Folds a day's game-play ledger sums into stakes and wins (kuruş, both positive). */
function addPlay(into: Minor, row: KindDayRow): void {
  for (const product of Object.keys(PRODUCT_KINDS) as Product[]) {
    const kinds = PRODUCT_KINDS[product];
    // A stake is a debit (negative): a refund or rollback of it a credit that takes it back.
    if ((kinds.stakes as readonly string[]).includes(row.kind)) {
      into[product].stakes -= row.total_minor;
    } else if ((kinds.wins as readonly string[]).includes(row.kind)) {
      into[product].wins += row.total_minor;
    }
  }
}

const ggrOf = (p: { stakes: number; wins: number }): ProductGgr => ({
  stakes: amount(p.stakes),
  wins: amount(p.wins),
  ggr: amount(p.stakes - p.wins),
});

function figuresOf(m: Minor): ReportFigures {
  const ggr = m.casino.stakes - m.casino.wins + (m.sports.stakes - m.sports.wins);
  return {
    casino: ggrOf(m.casino),
    sports: ggrOf(m.sports),
    ggr: amount(ggr),
    bonusCost: amount(m.bonusCost),
    ngr: amount(ggr - m.bonusCost),
  };
}

/**
 * The dashboard and the reports (the back office › dashboard, reports): GGR is stakes less wins
 * from the ledger, per product; NGR is GGR less the bonus cost — bonus money granted less what
 * was forfeited or expired, i.e. the signed sum of the bonus desk's cost kinds (its conversions
 * included), so that bonus money staked and lost nets to zero. Days are Europe/Istanbul days.
 */
export class Reports {
  constructor(private readonly deps: ReportDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async dashboard(): Promise<BackofficeDashboard> {
    const day = istanbulDay(this.now());
    const q = this.deps.queries;
    const [play, payments, newPlayers, queues] = await Promise.all([
      q.play(day, day),
      q.payments(day, day),
      q.newPlayers(day, day),
      q.queues(),
    ]);
    const minor = zero();
    for (const row of play) addPlay(minor, row);
    const sum = (direction: number) => {
      const rows = payments.filter((p) => p.direction === direction);
      return {
        count: rows.reduce((n, r) => n + r.count, 0),
        amount: amount(rows.reduce((n, r) => n + r.total_minor, 0)),
      };
    };
    const figures = figuresOf(minor);
    return {
      day,
      timeZone: BACKOFFICE_TIME_ZONE,
      deposits: sum(DEPOSIT),
      withdrawals: sum(WITHDRAWAL),
      ggr: { casino: figures.casino, sports: figures.sports, total: figures.ggr },
      newPlayers,
      queues,
    };
  }

  async report(query: ReportQuery): Promise<BackofficeReport> {
    const from = dayOf('from', query.from);
    const to = dayOf('to', query.to);
    if (from > to) throw badRequest('server.backoffice.rangeReversed');
    const span = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
    if (span > REPORT_RANGE_DAYS) {
      throw badRequest('server.backoffice.rangeTooLong', { days: REPORT_RANGE_DAYS });
    }
    const byDay = new Map<string, Minor>();
    for (let i = 0; i < span; i += 1) {
      byDay.set(new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10), zero());
    }
    const [play, payments, cost] = await Promise.all([
      this.deps.queries.play(query.from, query.to),
      this.deps.queries.payments(query.from, query.to),
      this.deps.bonusCost.costRows(query.from, query.to, BACKOFFICE_TIME_ZONE),
    ]);
    for (const row of play) {
      const m = byDay.get(row.day);
      if (m) addPlay(m, row);
    }
    const bonus = { granted: 0, converted: 0, forfeited: 0, expired: 0 };
    for (const row of cost) {
      const m = byDay.get(row.day);
      if (m) m.bonusCost += row.total_minor;
      // The bonus desk's figures (modules/bonus/admin-bonuses.ts › cost), over these days.
      if (row.kind === 'bonus' || row.kind === 'trial_bonus') bonus.granted += row.total_minor;
      else if (row.kind === 'bonus_conversion') {
        bonus.converted += row.total_minor;
        bonus.forfeited -= row.total_minor;
      } else if (row.kind === 'bonus_expiry') bonus.expired -= row.total_minor;
      else bonus.forfeited -= row.total_minor;
    }
    const total = zero();
    const days = [...byDay.entries()].map(([day, m]) => {
      for (const p of ['casino', 'sports'] as const) {
        total[p].stakes += m[p].stakes;
        total[p].wins += m[p].wins;
      }
      total.bonusCost += m.bonusCost;
      return { day, ...figuresOf(m) };
    });
    const methods = new Map<string, BackofficeReport['payments'][number] & { minor: number }>();
    for (const p of payments) {
      const direction = p.direction === WITHDRAWAL ? 'withdrawal' : 'deposit';
      const key = `${direction}:${p.method}`;
      const entry = methods.get(key) ?? {
        direction,
        method: p.method,
        count: 0,
        amount: 0,
        minor: 0,
      };
      entry.count += p.count;
      entry.minor += p.total_minor;
      methods.set(key, entry);
    }
    return {
      from: query.from,
      to: query.to,
      timeZone: BACKOFFICE_TIME_ZONE,
      days,
      total: figuresOf(total),
      payments: [...methods.values()]
        .sort((a, b) => a.direction.localeCompare(b.direction) || a.method.localeCompare(b.method))
        .map(({ minor, ...rest }) => ({ ...rest, amount: amount(minor) })),
      bonus: {
        granted: amount(bonus.granted),
        converted: amount(bonus.converted),
        forfeited: amount(bonus.forfeited),
        expired: amount(bonus.expired),
      },
    };
  }

  /**
   * The report as CSV, a row per day and a total row (no spreadsheet formula in any field: OWASP
   * CSV injection, as the audit's export). The export's audit record says what was exported.
   */
  async csv(query: ReportQuery, audit: AuditDetail): Promise<BackofficeReportCsv> {
    const report = await this.report(query);
    const header = [
      'day',
      'casino_stakes',
      'casino_wins',
      'casino_ggr',
      'sports_stakes',
      'sports_wins',
      'sports_ggr',
      'ggr',
      'bonus_cost',
      'ngr',
    ];
    const line = (day: string, f: ReportFigures) =>
      [
        day,
        f.casino.stakes,
        f.casino.wins,
        f.casino.ggr,
        f.sports.stakes,
        f.sports.wins,
        f.sports.ggr,
        f.ggr,
        f.bonusCost,
        f.ngr,
      ]
        // Figures the api computed are written as numbers (a negative GGR stays a number); the
        // day, text, goes through the guarded field writer.
        .map((v) => (typeof v === 'number' ? v.toFixed(2) : csvField(v)))
        .join(',');
    const lines = [...report.days.map((d) => line(d.day, d)), line('total', report.total)];
    Object.assign(audit, {
      object: `report:${query.from}..${query.to}`,
      after: { export: 'ggr-ngr report', from: query.from, to: query.to, rows: lines.length },
    });
    return {
      filename: `report-${query.from}-${query.to}.csv`,
      csv: [header.join(','), ...lines].join('\r\n') + '\r\n',
      rows: lines.length,
    };
  }
}

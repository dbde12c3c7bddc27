import {
  GameTransactionKind,
  TransactionStatus,
  type FinancialActivity,
  type GameRound,
} from '@oyna/contracts';
import { badRequest } from '../../lib/errors';
import { minorToAmount } from '../../lib/money';
import { FINANCIAL_KINDS, RETURNED_DEPOSIT_KIND } from './financial-kinds';
import type { LedgerRow, Period, RoundRow } from './queries';

// The account area's periods, rows and CSV cells (spec §2 financial activities and game history).

export const DAY_MS = 86_400_000;
/** spec §2 financial activities: the default period is the last 30 days (today included). */
export const DEFAULT_PERIOD_DAYS = 30;
/** The longest period one call (or one CSV) may span. */
export const MAX_PERIOD_DAYS = 366;
/** Rows of one CSV download at most (the chosen range, newest first). */
export const CSV_MAX_ROWS = 10_000;
/** Rows of each "recent" list of the dashboard. */
export const RECENT_ROWS = 5;

export const day = (d: Date) => d.toISOString().slice(0, 10);

export function parseDay(text: string): Date | undefined {
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || day(date) !== text ? undefined : date;
}

/** The chosen period, both days included (default the last 30 days), or a 400. */
export function periodOf(from: string | undefined, to: string | undefined, now = new Date()) {
  const end = to ? parseDay(to) : parseDay(day(now));
  if (!end) throw badRequest('server.account.badDate');
  const start = from
    ? parseDay(from)
    : new Date(end.getTime() - (DEFAULT_PERIOD_DAYS - 1) * DAY_MS);
  if (!start) throw badRequest('server.account.badDate');
  if (start > end) throw badRequest('server.account.dateOrder');
  if ((end.getTime() - start.getTime()) / DAY_MS >= MAX_PERIOD_DAYS) {
    throw badRequest('server.account.periodTooLong', { days: MAX_PERIOD_DAYS });
  }
  const period: Period = {
    start: start.toISOString(),
    end: new Date(end.getTime() + DAY_MS).toISOString(),
  };
  return { period, from: day(start), to: day(end) };
}

export function activityOf(row: LedgerRow): FinancialActivity {
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
    ...(row.kind === RETURNED_DEPOSIT_KIND ? { reason: 'returnedToSource' as const } : {}),
  };
}

export function roundOf(row: RoundRow): GameRound {
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
export function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const STATUS_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(TransactionStatus).map(([name, value]) => [value, name]),
);

/** The ISO week of a day, e.g. '2026-W47' (the weekly cashback's period). */
export function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

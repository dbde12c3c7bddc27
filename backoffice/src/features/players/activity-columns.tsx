import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { money, odds, when } from '../../lib/format';
import type { ActivityRows } from './players-slice';

export interface Column<T> {
  head: FormatjsIntl.Message['ids'];
  cell: (row: T, intl: IntlShape) => ReactNode;
  num?: boolean;
}

type Columns = { [K in Exclude<keyof ActivityRows, 'notes'>]: Column<ActivityRows[K]>[] };

const at = (iso: string | null, intl: IntlShape) => (iso ? when(intl, iso) : '—');
const details = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(' · ');

/** What each of the profile's activity tables shows, column by column. */
export const ACTIVITY_COLUMNS: Columns = {
  ledger: [
    { head: 'bo.players.col.when', cell: (r, intl) => at(r.createdAt, intl) },
    { head: 'bo.players.col.kind', cell: (r) => r.kind },
    { head: 'bo.players.col.amount', cell: (r, intl) => money(intl, r.amount), num: true },
    { head: 'bo.players.col.bonusPart', cell: (r, intl) => money(intl, r.bonusAmount), num: true },
    {
      head: 'bo.players.col.balanceAfter',
      cell: (r, intl) => money(intl, r.balanceAfter),
      num: true,
    },
    { head: 'bo.players.col.bonusAfter', cell: (r, intl) => money(intl, r.bonusAfter), num: true },
    { head: 'bo.players.col.reference', cell: (r) => r.reference ?? '—' },
  ],
  payments: [
    { head: 'bo.players.col.when', cell: (r, intl) => at(r.createdAt, intl) },
    {
      head: 'bo.players.col.direction',
      cell: (r, intl) => intl.formatMessage({ id: `bo.players.direction.${r.direction}` }),
    },
    { head: 'bo.players.col.method', cell: (r) => r.method },
    { head: 'bo.players.col.amount', cell: (r, intl) => money(intl, r.amount), num: true },
    { head: 'bo.players.col.status', cell: (r) => r.status },
    { head: 'bo.players.col.detail', cell: (r) => details(r.detail ?? {}) || '—' },
    {
      head: 'bo.players.col.decided',
      cell: (r, intl) =>
        r.decidedBy
          ? `${r.decidedBy} · ${at(r.decidedAt, intl)}${r.reason ? ` · ${r.reason}` : ''}`
          : '—',
    },
  ],
  bets: [
    { head: 'bo.players.col.when', cell: (r, intl) => at(r.placedAt, intl) },
    {
      head: 'bo.players.col.selections',
      cell: (r) =>
        r.legs.map((l) => `${l.eventName} — ${l.market}: ${l.selection} (${l.status})`).join('; '),
    },
    { head: 'bo.players.col.stake', cell: (r, intl) => money(intl, r.stake), num: true },
    { head: 'bo.players.col.odds', cell: (r, intl) => odds(intl, r.oddsMilli), num: true },
    {
      head: 'bo.players.col.payout',
      cell: (r, intl) => (r.payout === null ? '—' : money(intl, r.payout)),
      num: true,
    },
    { head: 'bo.players.col.status', cell: (r) => `${r.status}${r.live ? ' · live' : ''}` },
  ],
  rounds: [
    { head: 'bo.players.col.when', cell: (r, intl) => at(r.createdAt, intl) },
    { head: 'bo.players.col.game', cell: (r) => `${r.gameName} (${r.provider})` },
    { head: 'bo.players.col.stake', cell: (r, intl) => money(intl, r.stake), num: true },
    { head: 'bo.players.col.win', cell: (r, intl) => money(intl, r.win), num: true },
    { head: 'bo.players.col.status', cell: (r) => r.status },
  ],
  sessions: [
    { head: 'bo.players.col.started', cell: (r, intl) => at(r.createdAt, intl) },
    { head: 'bo.players.col.lastSeen', cell: (r, intl) => at(r.lastSeenAt, intl) },
    { head: 'bo.players.col.ip', cell: (r) => r.ip },
    { head: 'bo.players.col.device', cell: (r) => r.userAgent },
    {
      head: 'bo.players.col.ended',
      cell: (r, intl) => (r.endedAt ? `${at(r.endedAt, intl)} · ${r.endReason ?? ''}` : '—'),
    },
  ],
  bonuses: [
    { head: 'bo.players.col.when', cell: (r, intl) => at(r.grantedAt, intl) },
    { head: 'bo.players.col.offer', cell: (r) => `${r.offer} (${r.source})` },
    { head: 'bo.players.col.amount', cell: (r, intl) => money(intl, r.amount), num: true },
    {
      head: 'bo.players.col.wagering',
      cell: (r, intl) => `${money(intl, r.wagered)} / ${money(intl, r.wageringRequired)}`,
      num: true,
    },
    {
      head: 'bo.players.col.status',
      cell: (r) => `${r.status}${r.closeReason ? ` · ${r.closeReason}` : ''}`,
    },
    { head: 'bo.players.col.grantedBy', cell: (r) => r.grantedBy ?? '—' },
  ],
};

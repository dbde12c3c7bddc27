import type {
  FinancialActivitiesPage,
  FinancialActivitiesRequest,
  FinancialExport,
  FinancialExportRequest,
  GameHistoryPage,
  GameHistoryRequest,
} from '@oyna/contracts';
import type { Outcome } from '../../lib/envelope';
import type { ApiLocale } from '../../lib/messages';
import { minorToAmount } from '../../lib/money';
import type { Principal } from '../../platform/sessions';
import { kindsOfType } from './financial-kinds';
import { activityOf, cell, CSV_MAX_ROWS, periodOf, roundOf, STATUS_NAMES } from './history';
import type { AccountQueries } from './queries';

/** The player's financial activities, their CSV and the game history (spec §2). */
export class AccountActivity {
  constructor(private readonly queries: AccountQueries) {}

  async financialActivities(
    principal: Principal,
    body: FinancialActivitiesRequest,
  ): Promise<Outcome<FinancialActivitiesPage>> {
    const { period, from, to } = periodOf(body.from, body.to);
    const q = this.queries;
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
    const rows = await this.queries.ledgerPage(
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
    const q = this.queries;
    const id = principal.playerId;
    const game = body.game ? body.game : undefined;
    const [rows, total, games] = await Promise.all([
      q.roundPage(id, period, game, body.skip, body.take),
      q.roundCount(id, period, game),
      q.playedGames(id),
    ]);
    return { data: { items: rows.map(roundOf), total, from, to, games } };
  }
}

import type { AdminRefusedWin, AdminRefusedWinsQuery } from '@oyna/contracts';
import { minorToAmount } from '../../lib/money';
import type { WalletQueries } from './queries';

/** The wins the seamless wallet refused (round closed, over the cap, undeclared game), for ops. */
export class RefusedWins {
  constructor(private readonly queries: WalletQueries) {}

  /** Ops: the refused wins, newest first (GET /api/admin/casino/refusedwins). */
  async list(query: AdminRefusedWinsQuery): Promise<AdminRefusedWin[]> {
    const rows = await this.queries.refusedWins({
      take: query.take,
      ...(query.reason ? { reason: query.reason } : {}),
    });
    return rows.map((row) => ({
      id: Number(row.id),
      providerId: row.provider_id,
      transactionUuid: row.transaction_uuid,
      username: row.username,
      gameCode: row.game_code,
      round: row.provider_round_id,
      reason: row.reason,
      amount: minorToAmount(Number(row.amount_minor)),
      stake: minorToAmount(Number(row.stake_minor)),
      paid: minorToAmount(Number(row.paid_minor)),
      cap: row.cap_minor === null ? null : minorToAmount(Number(row.cap_minor)),
      attempts: row.attempts,
      firstAt: new Date(row.created_at).toISOString(),
      lastAt: new Date(row.last_at).toISOString(),
    }));
  }
}

import type { DepositLimitRequest, DepositLimitState, LimitPeriod } from '@oyna/contracts';
import { badRequest } from '../../lib/errors';
import { amountToMinor, minorToAmount } from '../../lib/money';
import type { ProtectionQueries } from './queries';
import { blockDate, COOLING_OFF_MS, PERIODS, type ProtectionRules } from './rules';

/**
 * RTS 12 deposit limits as the player sets them: a first or lower limit at once, a raise or a
 * removal after 24 hours and the player's confirmation (RTS 12D). Every change is recorded with
 * who made it and when it takes effect.
 */
export class DepositLimits {
  constructor(
    private readonly deps: {
      queries: ProtectionQueries;
      rules: Pick<ProtectionRules, 'now' | 'usedMinor' | 'lockPlayer' | 'record'>;
    },
  ) {}

  /** Each period's limit, what it has used and a raise or removal waiting. */
  async states(playerId: number): Promise<DepositLimitState[]> {
    const { queries, rules } = this.deps;
    const rows = await queries.limits(playerId);
    const now = rules.now().getTime();
    const states: DepositLimitState[] = [];
    for (const period of PERIODS) {
      const row = rows.find((r) => r.period === period);
      const used = await rules.usedMinor(playerId, period);
      const pendingAt = row?.pending && row.pending_at ? new Date(row.pending_at) : null;
      states.push({
        period,
        amount: row?.amount_minor ? minorToAmount(row.amount_minor) : null,
        used: minorToAmount(used),
        pending: pendingAt
          ? {
              amount: row?.pending_minor ? minorToAmount(row.pending_minor) : null,
              effectiveAt: pendingAt.toISOString(),
              confirmable: pendingAt.getTime() <= now,
            }
          : null,
      });
    }
    return states;
  }

  /**
   * RTS 12D: a first limit or a lower one applies at once (a pending raise is dropped); a raise
   * or a removal waits 24 hours and then needs the player's confirmation. Answers the message.
   */
  async set(
    playerId: number,
    body: DepositLimitRequest,
  ): Promise<'server.protection.limitSet' | 'server.protection.limitPending'> {
    const { queries, rules } = this.deps;
    const wanted = body.amount === null ? null : amountToMinor(body.amount);
    const now = rules.now();
    return queries.transaction(async (trx) => {
      await rules.lockPlayer(trx, playerId);
      const row = await queries.limit(trx, playerId, body.period);
      const current = row?.amount_minor ?? null;
      const lower = wanted !== null && (current === null || wanted <= current);
      if (lower) {
        await queries.applyLimit(trx, playerId, body.period, wanted, now);
        await rules.record(
          trx,
          playerId,
          'player',
          'limit.set',
          { period: body.period, amountMinor: wanted },
          now,
        );
        return 'server.protection.limitSet' as const;
      }
      if (current === null) {
        throw badRequest('server.protection.noLimit');
      }
      const effectiveAt = new Date(now.getTime() + COOLING_OFF_MS);
      await queries.requestLimit(trx, playerId, body.period, wanted, effectiveAt, now);
      await rules.record(
        trx,
        playerId,
        'player',
        wanted === null ? 'limit.remove.requested' : 'limit.raise.requested',
        { period: body.period, fromMinor: current, toMinor: wanted },
        effectiveAt,
      );
      return 'server.protection.limitPending' as const;
    });
  }

  /** RTS 12D: the player confirms a raise or removal once its 24 hours have passed. */
  async confirm(playerId: number, period: LimitPeriod): Promise<void> {
    const { queries, rules } = this.deps;
    const now = rules.now();
    await queries.transaction(async (trx) => {
      await rules.lockPlayer(trx, playerId);
      const row = await queries.limit(trx, playerId, period);
      if (!row?.pending || !row.pending_at) throw badRequest('server.protection.nothingPending');
      if (new Date(row.pending_at).getTime() > now.getTime()) {
        throw badRequest('server.protection.notYet', { date: blockDate(new Date(row.pending_at)) });
      }
      await queries.confirmLimit(trx, playerId, period, row.pending_minor, now);
      await rules.record(
        trx,
        playerId,
        'player',
        'limit.confirmed',
        { period, amountMinor: row.pending_minor },
        now,
      );
    });
  }
}

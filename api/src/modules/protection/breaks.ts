import type { BlockRequest, BlockResult } from '@oyna/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Outcome } from '../../lib/envelope';
import { AppError, badRequest, unauthorized } from '../../lib/errors';
import type { ApiLocale } from '../../lib/messages';
import type { BonusWallet } from '../../platform/bonus-wallet';
import type { Principal, Sessions } from '../../platform/sessions';
import type { ProtectionQueries } from './queries';
import { blockDate, type ProtectionRules } from './rules';

/** What a break asks of the payments domain (its `PaymentBreaks` implements it). */
export interface BreakPayments<Closed = unknown> {
  /** In the break's transaction, under the player's lock: the player's open deposits closed. */
  closeForBreak(trx: Transaction<Database>, playerId: number): Promise<Closed[]>;
  /** After the commit: their gateway sessions cancelled; an exclusion's payout e-mail. */
  afterBreak(
    playerId: number,
    closed: Closed[],
    exclusion: { until: string; locale: ApiLocale } | null,
  ): Promise<void>;
}

export interface BreaksDeps {
  queries: ProtectionQueries;
  rules: Pick<ProtectionRules, 'now' | 'lockPlayer' | 'block' | 'record'>;
  sessions: Pick<Sessions, 'endAll'>;
  /** Closes a session's live sockets on every replica (the notify hub). */
  closeLive: (sessionId: string) => Promise<void>;
  /** The payments domain's part of a break (LCCP 3.5): open deposits closed, balance owed. */
  payments: BreakPayments;
  /** A self-exclusion forfeits the active bonus (its bonus money removed, cash kept). */
  bonuses: Pick<BonusWallet, 'close'>;
}

const DAY_MS = 24 * 3_600_000;

/** LCCP 3.5: time-outs of 24 h, 7 d, 30 d, 6 weeks; self-exclusions of 6 months, 1 y, 5 y. */
function blockEnd(from: Date, duration: BlockRequest['duration']): Date {
  const end = new Date(from);
  switch (duration) {
    case '24h':
      return new Date(from.getTime() + DAY_MS);
    case '7d':
      return new Date(from.getTime() + 7 * DAY_MS);
    case '30d':
      return new Date(from.getTime() + 30 * DAY_MS);
    case '6w':
      return new Date(from.getTime() + 42 * DAY_MS);
    case '6m':
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    case '1y':
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      return end;
    case '5y':
      end.setUTCFullYear(end.getUTCFullYear() + 5);
      return end;
  }
}

const TIMEOUTS = new Set(['24h', '7d', '30d', '6w']);

/** LCCP 3.5: a player's time-out or self-exclusion. */
export class Breaks {
  constructor(private readonly deps: BreaksDeps) {}

  /**
   * A time-out or self-exclusion takes effect at once and every session of the player ends (the
   * live channel closes). A longer one may replace a running one; nothing shortens it.
   */
  async take(
    principal: Principal,
    body: BlockRequest,
    locale: ApiLocale = 'tr',
  ): Promise<Outcome<BlockResult>> {
    const { queries, rules } = this.deps;
    const timeout = TIMEOUTS.has(body.duration);
    if ((body.kind === 'timeout') !== timeout)
      throw badRequest('server.protection.durationUnknown');
    const playerId = principal.playerId;
    const now = rules.now();
    const until = blockEnd(now, body.duration);
    const ended = await queries.transaction(async (trx) => {
      await rules.lockPlayer(trx, playerId);
      // spec §8: a break ends every session; one queued behind it on the lock comes from an
      // ended session now and is refused as any call of an ended session is (401).
      if (!(await queries.liveSession(trx, playerId, principal.sessionId))) throw unauthorized();
      const current = await rules.block(trx, playerId);
      // LCCP 3.5: an exclusion is never replaced by a time-out, and nothing ends sooner than it
      // does. A break that would do either does not take effect: it says so and records nothing.
      const takesEffect =
        !current ||
        (body.kind === 'exclusion' && current.kind === 'timeout') ||
        (body.kind === current.kind && until.getTime() > current.until.getTime());
      if (current && !takesEffect) {
        throw new AppError(409, 'server.protection.breakNotTaken', {
          date: blockDate(current.until),
        });
      }
      const kind = body.kind;
      const end = until;
      await queries.startBlock(trx, playerId, kind, now, end);
      await rules.record(
        trx,
        playerId,
        'player',
        `${kind}.start`,
        { duration: body.duration, until: end.toISOString() },
        now,
      );
      // spec §1 promotions and bonuses: a self-excluded player's bonus balance is forfeited, cash
      // kept — in the transaction that starts the exclusion, under the player's lock it holds.
      if (kind === 'exclusion') {
        await this.deps.bonuses.close(trx, playerId, {
          status: 'cancelled',
          reason: 'self_exclusion',
        });
      }
      const closed = await this.deps.payments.closeForBreak(trx, playerId);
      return { ids: await this.deps.sessions.endAll(trx, playerId, body.kind), kind, end, closed };
    });
    for (const id of ended.ids) await this.deps.closeLive(id);
    await this.deps.payments.afterBreak(
      playerId,
      ended.closed,
      ended.kind === 'exclusion' ? { until: blockDate(ended.end), locale } : null,
    );
    return {
      data: { kind: ended.kind, until: ended.end.toISOString() },
      message:
        ended.kind === 'timeout' ? 'server.protection.timeoutTaken' : 'server.protection.excluded',
      values: { date: blockDate(ended.end) },
    };
  }
}

import type {
  AdminProtectionState,
  BlockRequest,
  BlockResult,
  DepositLimitRequest,
  DepositLimitState,
  LimitPeriod,
  PlaySession,
  ProtectionState,
} from '@oyna/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Outcome } from '../../lib/envelope';
import { AppError, badRequest, unauthorized } from '../../lib/errors';
import type { ApiLocale } from '../../lib/messages';
import { amountToMinor, minorToAmount } from '../../lib/money';
import type { Principal, Sessions } from '../../platform/sessions';
import { blockDate, COOLING_OFF_MS, PERIODS, PLAY_KINDS, type ProtectionRules } from './rules';

export interface ProtectionDeps {
  db: Kysely<Database>;
  rules: ProtectionRules;
  sessions: Sessions;
  /** Closes a session's live sockets on every replica (the notify hub). */
  closeLive: (sessionId: string) => Promise<void>;
  /** RTS 13: a short test interval offered outside production (0: none). */
  realityCheckTestSeconds: number;
  /** The payments domain's part of a break (LCCP 3.5): open deposits closed, balance owed. */
  payments: BreakPayments;
}

/** What a break asks of the payments domain (its `PaymentService` implements it). */
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

/** RTS 13: the intervals a player may pick (seconds; 0 = off). */
export const REALITY_CHECK_SECONDS = [0, 15 * 60, 30 * 60, 60 * 60];

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

/**
 * Player protection (notes/payments-and-protection.md): deposit limits (RTS 12), the reality
 * check interval and the session's net position (RTS 13), time-outs and self-exclusion
 * (LCCP 3.5). Every change is stored with who made it and when it takes effect.
 */
export class ProtectionService {
  constructor(private readonly deps: ProtectionDeps) {}

  private get rules() {
    return this.deps.rules;
  }

  private async limitStates(db: Kysely<Database> | Transaction<Database>, playerId: number) {
    const rows = await db
      .selectFrom('deposit_limit')
      .selectAll()
      .where('player_id', '=', playerId)
      .execute();
    const now = this.rules.now().getTime();
    const states: DepositLimitState[] = [];
    for (const period of PERIODS) {
      const row = rows.find((r) => r.period === period);
      const used = await this.rules.usedMinor(db, playerId, period);
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

  private async realityCheckSeconds(playerId: number): Promise<number> {
    const own = await this.deps.db
      .selectFrom('protection_state')
      .select('reality_check_seconds')
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    if (own?.reality_check_seconds !== null && own?.reality_check_seconds !== undefined) {
      return own.reality_check_seconds;
    }
    const site = await this.deps.db
      .selectFrom('site_settings')
      .select('reality_check_seconds')
      .executeTakeFirst();
    return site?.reality_check_seconds ?? 3600;
  }

  private options(): number[] {
    const test = this.deps.realityCheckTestSeconds;
    return test > 0
      ? [...REALITY_CHECK_SECONDS, test].sort((a, b) => a - b)
      : REALITY_CHECK_SECONDS;
  }

  /** RTS 13: the time since login and wins minus stakes of this session. */
  async session(principal: Principal): Promise<PlaySession> {
    const session = await this.deps.db
      .selectFrom('session')
      .select('created_at')
      .where('id', '=', principal.sessionId)
      .executeTakeFirstOrThrow();
    const startedAt = new Date(session.created_at);
    const net = await this.deps.db
      .selectFrom('ledger_entry')
      .select(sql<string>`coalesce(sum(amount_minor), 0)`.as('net'))
      .where('player_id', '=', principal.playerId)
      .where('kind', 'in', [...PLAY_KINDS])
      .where('created_at', '>=', sql<Date>`${startedAt.toISOString()}::timestamptz`)
      .executeTakeFirstOrThrow();
    return {
      startedAt: startedAt.toISOString(),
      now: this.rules.now().toISOString(),
      net: minorToAmount(Number(net.net)),
      realityCheckSeconds: await this.realityCheckSeconds(principal.playerId),
    };
  }

  async state(principal: Principal): Promise<ProtectionState> {
    return {
      limits: await this.limitStates(this.deps.db, principal.playerId),
      realityCheckSeconds: await this.realityCheckSeconds(principal.playerId),
      realityCheckOptions: this.options(),
      session: await this.session(principal),
    };
  }

  /**
   * RTS 12D: a first limit or a lower one applies at once (a pending raise is dropped); a raise
   * or a removal waits 24 hours and then needs the player's confirmation.
   */
  async setLimit(
    principal: Principal,
    body: DepositLimitRequest,
  ): Promise<Outcome<ProtectionState>> {
    const playerId = principal.playerId;
    const wanted = body.amount === null ? null : amountToMinor(body.amount);
    const now = this.rules.now();
    const message = await this.deps.db.transaction().execute(async (trx) => {
      await this.rules.lockPlayer(trx, playerId);
      const row = await trx
        .selectFrom('deposit_limit')
        .selectAll()
        .where('player_id', '=', playerId)
        .where('period', '=', body.period)
        .executeTakeFirst();
      const current = row?.amount_minor ?? null;
      const lower = wanted !== null && (current === null || wanted <= current);
      if (lower) {
        await trx
          .insertInto('deposit_limit')
          .values({ player_id: playerId, period: body.period, amount_minor: wanted })
          .onConflict((oc) =>
            oc.columns(['player_id', 'period']).doUpdateSet({
              amount_minor: wanted,
              pending: false,
              pending_minor: null,
              pending_at: null,
              updated_at: now.toISOString(),
            }),
          )
          .execute();
        await this.rules.record(
          trx,
          playerId,
          'player',
          'limit.set',
          { period: body.period, amountMinor: wanted },
          now,
        );
        return 'api.protection.limitSet' as const;
      }
      if (current === null) {
        throw badRequest('api.protection.noLimit');
      }
      const effectiveAt = new Date(now.getTime() + COOLING_OFF_MS);
      await trx
        .updateTable('deposit_limit')
        .set({
          pending: true,
          pending_minor: wanted,
          pending_at: effectiveAt.toISOString(),
          updated_at: now.toISOString(),
        })
        .where('player_id', '=', playerId)
        .where('period', '=', body.period)
        .execute();
      await this.rules.record(
        trx,
        playerId,
        'player',
        wanted === null ? 'limit.remove.requested' : 'limit.raise.requested',
        { period: body.period, fromMinor: current, toMinor: wanted },
        effectiveAt,
      );
      return 'api.protection.limitPending' as const;
    });
    return { data: await this.state(principal), message };
  }

  /** RTS 12D: the player confirms a raise or removal once its 24 hours have passed. */
  async confirmLimit(principal: Principal, period: LimitPeriod): Promise<Outcome<ProtectionState>> {
    const playerId = principal.playerId;
    const now = this.rules.now();
    await this.deps.db.transaction().execute(async (trx) => {
      await this.rules.lockPlayer(trx, playerId);
      const row = await trx
        .selectFrom('deposit_limit')
        .selectAll()
        .where('player_id', '=', playerId)
        .where('period', '=', period)
        .executeTakeFirst();
      if (!row?.pending || !row.pending_at) throw badRequest('api.protection.nothingPending');
      if (new Date(row.pending_at).getTime() > now.getTime()) {
        throw badRequest('api.protection.notYet', { date: blockDate(new Date(row.pending_at)) });
      }
      await trx
        .updateTable('deposit_limit')
        .set({
          amount_minor: row.pending_minor,
          pending: false,
          pending_minor: null,
          pending_at: null,
          updated_at: now.toISOString(),
        })
        .where('player_id', '=', playerId)
        .where('period', '=', period)
        .execute();
      await this.rules.record(
        trx,
        playerId,
        'player',
        'limit.confirmed',
        { period, amountMinor: row.pending_minor },
        now,
      );
    });
    return { data: await this.state(principal), message: 'api.protection.limitSet' };
  }

  async setRealityCheck(principal: Principal, seconds: number): Promise<Outcome<ProtectionState>> {
    if (!this.options().includes(seconds)) throw badRequest('api.protection.intervalUnknown');
    const now = this.rules.now();
    await this.deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('protection_state')
        .values({ player_id: principal.playerId, reality_check_seconds: seconds })
        .onConflict((oc) => oc.column('player_id').doUpdateSet({ reality_check_seconds: seconds }))
        .execute();
      await this.rules.record(
        trx,
        principal.playerId,
        'player',
        'realitycheck.set',
        { seconds },
        now,
      );
    });
    return { data: await this.state(principal), message: 'api.protection.saved' };
  }

  /**
   * LCCP 3.5: a time-out or self-exclusion takes effect at once and every session of the player
   * ends (the live channel closes). A longer one may replace a running one; nothing shortens it.
   */
  async takeBreak(
    principal: Principal,
    body: BlockRequest,
    locale: ApiLocale = 'tr',
  ): Promise<Outcome<BlockResult>> {
    const timeout = TIMEOUTS.has(body.duration);
    if ((body.kind === 'timeout') !== timeout) throw badRequest('api.protection.durationUnknown');
    const playerId = principal.playerId;
    const now = this.rules.now();
    const until = blockEnd(now, body.duration);
    const ended = await this.deps.db.transaction().execute(async (trx) => {
      await this.rules.lockPlayer(trx, playerId);
      // spec §8: a break ends every session; one queued behind it on the lock comes from an
      // ended session now and is refused as any call of an ended session is (401).
      const live = await trx
        .selectFrom('session')
        .select('id')
        .where('id', '=', principal.sessionId)
        .where('player_id', '=', playerId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      if (!live) throw unauthorized();
      const current = await this.rules.block(trx, playerId);
      // LCCP 3.5: an exclusion is never replaced by a time-out, and nothing ends sooner than it
      // does. A break that would do either does not take effect: it says so and records nothing.
      const takesEffect =
        !current ||
        (body.kind === 'exclusion' && current.kind === 'timeout') ||
        (body.kind === current.kind && until.getTime() > current.until.getTime());
      if (current && !takesEffect) {
        throw new AppError(409, 'api.protection.breakNotTaken', { date: blockDate(current.until) });
      }
      const kind = body.kind;
      const end = until;
      await trx
        .insertInto('protection_state')
        .values({
          player_id: playerId,
          block_kind: kind,
          block_from: now.toISOString(),
          block_until: end.toISOString(),
          end_requested_at: null,
        })
        .onConflict((oc) =>
          oc.column('player_id').doUpdateSet({
            block_kind: kind,
            block_from: now.toISOString(),
            block_until: end.toISOString(),
            end_requested_at: null,
          }),
        )
        .execute();
      await this.rules.record(
        trx,
        playerId,
        'player',
        `${kind}.start`,
        { duration: body.duration, until: end.toISOString() },
        now,
      );
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
      message: ended.kind === 'timeout' ? 'api.protection.timeoutTaken' : 'api.protection.excluded',
      values: { date: blockDate(ended.end) },
    };
  }

  /** Ops see the state and its history; no call lifts a self-exclusion early (LCCP 3.5). */
  async admin(playerId: number): Promise<AdminProtectionState> {
    const player = await this.deps.db
      .selectFrom('player')
      .select('id')
      .where('id', '=', playerId)
      .executeTakeFirst();
    if (!player) throw badRequest('api.protection.playerUnknown');
    const block = await this.rules.block(this.deps.db, playerId);
    const history = await this.deps.db
      .selectFrom('protection_event')
      .selectAll()
      .where('player_id', '=', playerId)
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    return {
      playerId,
      limits: await this.limitStates(this.deps.db, playerId),
      realityCheckSeconds: await this.realityCheckSeconds(playerId),
      block: block
        ? {
            kind: block.kind,
            until: block.until.toISOString(),
            endRequestedAt: block.endRequestedAt?.toISOString() ?? null,
          }
        : null,
      history: history.map((h) => ({
        at: new Date(h.created_at).toISOString(),
        actor: h.actor,
        action: h.action,
        detail: h.detail,
        effectiveAt: h.effective_at ? new Date(h.effective_at).toISOString() : null,
      })),
    };
  }
}

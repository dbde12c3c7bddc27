import type {
  BackofficeBet,
  BackofficeBonus,
  BackofficeLedgerRow,
  BackofficeList,
  BackofficeLockResult,
  BackofficeNote,
  BackofficePayment,
  BackofficePlayer,
  BackofficePlayerPage,
  BackofficePlayerProfile,
  BackofficeRound,
  BackofficeSession,
  PlayerLock,
  PlayerPageQuery,
  PlayerSearch,
} from '@oyna/contracts';
import { badRequest, notFound } from '../../lib/errors';
import { minorToAmount } from '../../lib/money';
import type { Sessions } from '../../platform/sessions';
import type { AdminActor, AuditDetail } from '../staff';
import { maskDetail, personalFor, seesPersonalData } from './pii';
import type {
  DeskPlayerRow,
  NoteRow,
  Paged,
  PlayerDeskQueries,
  SessionRow,
} from './player-queries';

export interface PlayerDeskDeps {
  queries: PlayerDeskQueries;
  sessions: Pick<Sessions, 'endAll' | 'cache'>;
  /** Closes a session's live sockets on every replica (the notify hub). */
  closeLive: (sessionId: string) => Promise<void>;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
const amount = (minor: number | string | null | undefined) => minorToAmount(Number(minor ?? 0));

function playerOf(row: DeskPlayerRow, masked: boolean): BackofficePlayer {
  return personalFor(
    {
      id: row.id,
      usercode: row.usercode,
      username: row.username,
      name: row.name,
      surname: row.surname,
      email: row.email,
      phone: row.phone,
      personalNo: row.personal_no,
      locked: row.locked_at !== null,
      createdAt: new Date(row.created_at).toISOString(),
    },
    masked,
  );
}

function sessionOf(row: SessionRow): BackofficeSession {
  return {
    id: row.id,
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    endedAt: iso(row.ended_at),
    endReason: row.end_reason,
  };
}

function noteOf(row: NoteRow): BackofficeNote {
  return {
    id: row.id,
    text: row.text,
    author: row.author,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * The back office's players (the back office › players): search, a profile with its activity,
 * staff notes, sessions (end one), lock and unlock. Personal data is masked by the caller's role
 * (pii.ts); the profile's protection state is read-only here (the player sets it; LCCP 3.5).
 */
export class PlayerDesk {
  constructor(private readonly deps: PlayerDeskDeps) {}

  private get q(): PlayerDeskQueries {
    return this.deps.queries;
  }

  private async existing(id: number): Promise<DeskPlayerRow> {
    const row = await this.q.player(id);
    if (!row) throw notFound('server.backoffice.playerNotFound');
    return row;
  }

  /** A page of one of an existing player's lists, each row as the desk shows it. */
  private async listed<R, I>(
    query: PlayerPageQuery,
    list: (playerId: number, skip: number, take: number) => Promise<Paged<R>>,
    item: (row: R) => I,
  ): Promise<BackofficeList<I>> {
    await this.existing(query.id);
    const { rows, total } = await list(query.id, query.skip, query.take);
    return { items: rows.map(item), total };
  }

  async search(query: PlayerSearch, actor: AdminActor): Promise<BackofficePlayerPage> {
    const q = query.q.trim();
    const masked = !seesPersonalData(actor.role);
    if (q.length < 2) return { items: [], total: 0, masked };
    const { rows, total } = await this.q.search(q, query.skip, query.take);
    return { items: rows.map((r) => playerOf(r, masked)), total, masked };
  }

  async profile(id: number, actor: AdminActor): Promise<BackofficePlayerProfile> {
    const row = await this.existing(id);
    const masked = !seesPersonalData(actor.role);
    const [wallet, [state, limits], openSessions] = await Promise.all([
      this.q.wallet(id),
      this.q.protection(id),
      this.q.openSessions(id),
    ]);
    const total = Number(wallet?.balance_minor ?? 0);
    const bonus = Number(wallet?.bonus_minor ?? 0);
    const block =
      state?.block_kind && state.block_until
        ? {
            kind: state.block_kind,
            until: new Date(state.block_until).toISOString(),
            endRequestedAt: iso(state.end_requested_at),
          }
        : null;
    return {
      player: {
        ...playerOf(row, masked),
        birthDate: row.birth_date,
        smsVerified: row.sms_verified,
        lock:
          row.locked_at !== null
            ? {
                reason: row.lock_reason ?? '',
                by: row.locked_by ?? '',
                at: new Date(row.locked_at).toISOString(),
              }
            : null,
      },
      balance: { total: amount(total), cash: amount(total - bonus), bonus: amount(bonus) },
      protection: {
        block,
        depositLimits: limits.map((l) => ({
          period: l.period,
          amount: l.amount_minor === null ? null : amount(l.amount_minor),
          pending: l.pending && l.pending_minor !== null ? amount(l.pending_minor) : null,
        })),
        realityCheckMinutes:
          state?.reality_check_seconds != null ? state.reality_check_seconds / 60 : null,
      },
      openSessions,
      masked,
    };
  }

  ledger(query: PlayerPageQuery): Promise<BackofficeList<BackofficeLedgerRow>> {
    return this.listed(
      query,
      (id, skip, take) => this.q.ledger(id, skip, take),
      (r) => ({
        id: r.id,
        kind: r.kind,
        amount: amount(r.amount_minor),
        bonusAmount: amount(r.bonus_amount_minor),
        balanceAfter: amount(r.balance_after_minor),
        bonusAfter: amount(r.bonus_after_minor),
        reference: r.reference,
        createdAt: new Date(r.created_at).toISOString(),
      }),
    );
  }

  payments(query: PlayerPageQuery, actor: AdminActor): Promise<BackofficeList<BackofficePayment>> {
    const masked = !seesPersonalData(actor.role);
    return this.listed(
      query,
      (id, skip, take) => this.q.payments(id, skip, take),
      (r) => {
        const detail = (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as Record<
          string,
          unknown
        >;
        return {
          id: r.id,
          direction: r.direction === 2 ? 'withdrawal' : 'deposit',
          method: r.method,
          status: r.status,
          amount: amount(r.amount_minor),
          detail: masked ? maskDetail(detail ?? {}) : (detail ?? {}),
          reason: r.reason,
          decidedBy: r.decided_by,
          decidedAt: iso(r.decided_at),
          createdAt: new Date(r.created_at).toISOString(),
        };
      },
    );
  }

  async bets(query: PlayerPageQuery): Promise<BackofficeList<BackofficeBet>> {
    await this.existing(query.id);
    const { rows, legs, total } = await this.q.bets(query.id, query.skip, query.take);
    return {
      items: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        status: r.status,
        stake: amount(r.stake_minor),
        oddsMilli: Number(r.odds_milli),
        payout: r.payout_minor === null ? null : amount(r.payout_minor),
        live: r.live,
        legs: legs
          .filter((l) => l.bet_id === r.id)
          .map((l) => ({
            eventName: l.event_name,
            market: l.market_name_en,
            selection: l.selection_name_en,
            oddsMilli: l.odds_milli,
            status: l.status,
          })),
        placedAt: new Date(r.placed_at).toISOString(),
        settledAt: iso(r.settled_at),
      })),
      total,
    };
  }

  rounds(query: PlayerPageQuery): Promise<BackofficeList<BackofficeRound>> {
    return this.listed(
      query,
      (id, skip, take) => this.q.rounds(id, skip, take),
      (r) => ({
        id: r.id,
        provider: r.provider_id,
        gameCode: r.game_code,
        gameName: r.game_name,
        stake: amount(r.stake_minor),
        win: amount(r.win_minor),
        status: r.status,
        createdAt: new Date(r.created_at).toISOString(),
        closedAt: iso(r.closed_at),
      }),
    );
  }

  sessions(query: PlayerPageQuery): Promise<BackofficeList<BackofficeSession>> {
    return this.listed(query, (id, skip, take) => this.q.sessions(id, skip, take), sessionOf);
  }

  bonuses(query: PlayerPageQuery): Promise<BackofficeList<BackofficeBonus>> {
    return this.listed(
      query,
      (id, skip, take) => this.q.bonuses(id, skip, take),
      (r) => ({
        id: r.id,
        offer: r.offer_code,
        source: r.source,
        status: r.status,
        amount: amount(r.amount_minor),
        wageringRequired: amount(r.wagering_required_minor),
        wagered: amount(r.wagered_minor),
        grantedAt: new Date(r.granted_at).toISOString(),
        expiresAt: new Date(r.expires_at).toISOString(),
        closedAt: iso(r.closed_at),
        closeReason: r.close_reason,
        grantedBy: r.granted_by,
      }),
    );
  }

  notes(query: PlayerPageQuery): Promise<BackofficeList<BackofficeNote>> {
    return this.listed(query, (id, skip, take) => this.q.notes(id, skip, take), noteOf);
  }

  async addNote(
    id: number,
    text: string,
    actor: AdminActor,
    audit: AuditDetail,
  ): Promise<BackofficeNote> {
    const clean = text.trim();
    if (!clean) throw badRequest('server.backoffice.textRequired', { field: 'text' });
    const player = await this.existing(id);
    const row = await this.q.addNote({
      player_id: id,
      author: actor.name,
      staff_id: actor.staffId,
      text: clean,
    });
    Object.assign(audit, { object: `player:${player.username}`, after: { note: row.id } });
    return noteOf(row);
  }

  /**
   * Locks the account (its sessions end now, on every replica, and it cannot log in) or unlocks
   * it, with a reason. One conditional update under the player row's lock decides: of two
   * parallel locks one succeeds and the other is told the account is already locked.
   */
  async setLocked(
    body: PlayerLock,
    actor: AdminActor,
    audit: AuditDetail,
  ): Promise<BackofficeLockResult> {
    const reason = body.reason.trim();
    if (reason.length < 3) throw badRequest('server.backoffice.textRequired', { field: 'reason' });
    const player = await this.existing(body.id);
    const ended = await this.q.transaction(async (trx) => {
      if (body.locked) {
        const done = await this.q.lock(trx, body.id, reason, actor.name);
        if (!done) throw badRequest('server.backoffice.alreadyLocked');
        return this.deps.sessions.endAll(trx, body.id, 'locked by staff');
      }
      const done = await this.q.unlock(trx, body.id);
      if (!done) throw badRequest('server.backoffice.notLocked');
      return [];
    });
    for (const id of ended) await this.deps.closeLive(id);
    Object.assign(audit, {
      object: `player:${player.username}`,
      before: { locked: !body.locked },
      after: { locked: body.locked, reason, endedSessions: ended.length },
    });
    return { locked: body.locked, endedSessions: ended.length };
  }

  /** Ends one of the player's open sessions (its next call is a 401, its sockets close). */
  async endSession(id: number, sessionId: string, audit: AuditDetail): Promise<BackofficeSession> {
    const player = await this.existing(id);
    // Session ids are UUIDs (platform/sessions.ts): anything else is no session of the player.
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(sessionId)) {
      throw badRequest('server.backoffice.sessionNotFound');
    }
    const row = await this.q.endSession(id, sessionId);
    if (!row) throw badRequest('server.backoffice.sessionNotFound');
    await this.deps.sessions.cache.revoke({ sessionId });
    await this.deps.closeLive(sessionId);
    Object.assign(audit, {
      object: `player:${player.username}`,
      after: { session: sessionId, ended: true },
    });
    return sessionOf(row);
  }
}

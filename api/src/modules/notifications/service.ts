import {
  formatMoney,
  LIVE_CMD_NOTIFICATION,
  NotificationType,
  translate,
  type AdminNotification,
  type Notification,
  type NotificationSendResult,
} from '@oyna/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Outcome } from '../../lib/envelope';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { ApiLocale } from '../../lib/messages';
import type { Principal } from '../../platform/sessions';
import type { NotifyHub } from '../notify/hub';
import type { NewNotification, NotificationQueries, NotificationRow } from './queries';

/** Notifications pushed per claim: the broadcast to every player goes out in batches of this. */
const FLUSH_BATCH = 1000;

/** spec §3 Notification on the wire; timeStamp is UTC ISO 8601. */
export function toWire(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    note: row.note,
    type: row.type,
    timeStamp: new Date(row.created_at).toISOString(),
    isRead: row.read_at !== null,
  };
}

/**
 * Notifications per player (spec §3, §4 Notifications): stored first, then pushed live as
 * `NotifyMessage('Notification', json)` — the message `parseLiveNotification` reads — so that a
 * player who was offline finds them in `customer/notification`.
 */
export class NotificationService {
  constructor(
    private readonly queries: NotificationQueries,
    private readonly hub: () => NotifyHub,
  ) {}

  async list(principal: Principal, skip: number, take: number): Promise<Notification[]> {
    const rows = await this.queries.list(principal.playerId, skip, take);
    return rows.map(toWire);
  }

  /** spec §4: opening marks it read once the server reports success; only the owner's. */
  async read(principal: Principal, id: number): Promise<Outcome<null>> {
    if (!(await this.queries.markRead(principal.playerId, id))) {
      throw notFound('api.notificationNotFound');
    }
    return { data: null, message: 'api.ok' };
  }

  private async push(rows: NotificationRow[]): Promise<void> {
    await this.hub().sendToPlayers(
      rows.map((row) => ({
        playerId: row.player_id,
        cmd: LIVE_CMD_NOTIFICATION,
        message: JSON.stringify(toWire(row)),
      })),
    );
  }

  /**
   * Stores a notification in the caller's transaction — the one that moves the money it tells
   * about — so that a crash can never leave the money moved and the notification missing. It is
   * pushed live by `flush()`: call it after the commit (the sweeper sends it otherwise).
   */
  async stage(trx: Transaction<Database>, playerId: number, n: NewNotification): Promise<void> {
    await this.queries.insertForPlayer(playerId, n, trx);
  }

  /**
   * Pushes every stored notification not pushed yet, in batches, each claimed atomically so no
   * notification is pushed twice across replicas. Returns how many were pushed.
   */
  async flush(): Promise<number> {
    let pushed = 0;
    for (;;) {
      const rows = await this.queries.claimUnpushed(FLUSH_BATCH);
      if (rows.length === 0) return pushed;
      await this.push(rows);
      pushed += rows.length;
      if (rows.length < FLUSH_BATCH) return pushed;
    }
  }

  async notifyPlayer(playerId: number, n: NewNotification): Promise<Notification> {
    const row = await this.queries.insertForPlayer(playerId, n);
    await this.flush();
    return toWire(row);
  }

  /** The trial bonus credit (spec §4): a Bonus notification in the player's language. */
  async stageTrialBonus(
    trx: Transaction<Database>,
    playerId: number,
    amount: number,
    locale: ApiLocale,
  ): Promise<void> {
    await this.stage(trx, playerId, {
      type: NotificationType.Bonus,
      title: translate(locale, 'api.trialBonusNotification.title'),
      note: translate(locale, 'api.trialBonusNotification.note', { amount: formatMoney(amount) }),
    });
  }

  /** Ops: a System notification to one player (by username) or to all. */
  async send(request: AdminNotification): Promise<Outcome<NotificationSendResult>> {
    const n = { type: NotificationType.System, title: request.title, note: request.note };
    let rows: NotificationRow[];
    if (request.all === true) {
      rows = await this.queries.insertForAll(n);
    } else if (request.username) {
      const playerId = await this.queries.playerIdByUsername(request.username);
      if (playerId === undefined) throw new AppError(404, 'api.playerNotFound');
      rows = [await this.queries.insertForPlayer(playerId, n)];
    } else {
      throw badRequest('api.notificationTarget');
    }
    await this.flush();
    return {
      data: { count: rows.length },
      message: 'api.notificationSent',
      values: { count: rows.length },
    };
  }
}

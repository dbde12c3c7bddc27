import {
  formatMoney,
  LIVE_CMD_NOTIFICATION,
  NotificationType,
  translate,
  type Notification,
} from '@oyna/contracts';
import type { Outcome } from '../../lib/envelope';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { ApiLocale } from '../../lib/messages';
import type { Principal } from '../auth/sessions';
import type { NotifyHub } from '../notify/hub';
import type { NewNotification, NotificationQueries, NotificationRow } from './queries';

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

export interface SendRequest {
  username?: string;
  all?: boolean;
  title: string;
  note: string;
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

  async notifyPlayer(playerId: number, n: NewNotification): Promise<Notification> {
    const row = await this.queries.insertForPlayer(playerId, n);
    await this.push([row]);
    return toWire(row);
  }

  /** The trial bonus credit (issue 5 producer): a Bonus notification in the player's language. */
  async trialBonusCredited(playerId: number, amount: number, locale: ApiLocale): Promise<void> {
    await this.notifyPlayer(playerId, {
      type: NotificationType.Bonus,
      title: translate(locale, 'api.trialBonusNotification.title'),
      note: translate(locale, 'api.trialBonusNotification.note', { amount: formatMoney(amount) }),
    });
  }

  /** Ops: a System notification to one player (by username) or to all. */
  async send(request: SendRequest): Promise<Outcome<{ count: number }>> {
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
    await this.push(rows);
    return {
      data: { count: rows.length },
      message: 'api.notificationSent',
      values: { count: rows.length },
    };
  }
}

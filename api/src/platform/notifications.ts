import {
  DEFAULT_LOCALE,
  formatMoney,
  hasMessage,
  LIVE_CMD_NOTIFICATION,
  LOCALES,
  NotificationType,
  type AdminNotification,
  type Locale,
  type Notification,
  type NotificationSendResult,
  type NotificationText,
} from '@oyna/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Outcome } from '../lib/envelope';
import { AppError, badRequest, notFound } from '../lib/errors';
import { apiMessage, isLocalMessageKey, type ApiLocale, type ApiMessageKey } from '../lib/messages';
import type { Principal } from './sessions';
import type {
  MessageValues,
  NewNotification,
  NotificationQueries,
  NotificationRow,
  NotificationTexts,
} from './notification-queries';

/**
 * Where stored notifications are pushed live: the notify hub (modules/notify), given lazily by
 * the platform plugin, since the hub is registered after the platform.
 */
export interface LivePushes {
  sendToPlayers(items: { playerId: number; cmd: string; message: string }[]): Promise<void>;
}

/** Notifications pushed per claim: the broadcast to every player goes out in batches of this. */
const FLUSH_BATCH = 1000;

/**
 * A notification made from messages (spec §1: read in the reader's language): its title and
 * note in `locale` as written now, and the message ids and values they came from.
 */
export function notificationMessage(
  locale: ApiLocale,
  titleId: ApiMessageKey,
  noteId: ApiMessageKey,
  values: MessageValues = {},
): Pick<NewNotification, 'title' | 'note' | 'titleId' | 'noteId' | 'values'> {
  return {
    title: apiMessage(locale, titleId, values).trim(),
    note: apiMessage(locale, noteId, values).trim(),
    titleId,
    noteId,
    values,
  };
}

/**
 * A notification whose values are themselves words (an offer's name, "a 3-leg combo"): written in
 * every language now, `make` giving each language's title and note; title/note in `locale`.
 */
export function notificationInEachLanguage(
  locale: ApiLocale,
  make: (locale: ApiLocale) => NotificationText,
): Pick<NewNotification, 'title' | 'note' | 'texts'> {
  const texts: NotificationTexts = {};
  for (const each of LOCALES) {
    const text = make(each);
    texts[each] = { title: text.title.trim(), note: text.note.trim() };
  }
  const own = texts[locale] ?? make(locale);
  return { title: own.title, note: own.note, texts };
}

/**
 * A stored message id as the api names it now: the api's own texts were `api.*` before they moved
 * to `server.*` (lib/messages.ts). Migration 0023 renamed the stored ids; a replica of the earlier
 * release may still write an old one during a rolling deploy. The contracts' `api.*` keys stay.
 */
function currentMessageId(id: string): string {
  if (!id.startsWith('api.') || hasMessage(id)) return id;
  const moved = `server.${id.slice('api.'.length)}`;
  return isLocalMessageKey(moved) ? moved : id;
}

/** The row's title and note in every language it can be read in (migration 0022). */
function textsOf(row: NotificationRow): NotificationTexts | undefined {
  if (row.texts) return row.texts;
  if (!row.title_id || !row.note_id) return undefined;
  const values = row.message_values;
  const titleId = currentMessageId(row.title_id);
  const noteId = currentMessageId(row.note_id);
  const texts: NotificationTexts = {};
  for (const locale of LOCALES) {
    texts[locale] = {
      title: apiMessage(locale, titleId, values).trim(),
      note: apiMessage(locale, noteId, values).trim(),
    };
  }
  return texts;
}

/**
 * spec §3 Notification on the wire; timeStamp is UTC ISO 8601. title/note are in `locale` when
 * the notification has texts in it (the request's x-locale), else as they were stored.
 */
export function toWire(row: NotificationRow, locale?: Locale): Notification {
  const texts = textsOf(row);
  const local = locale ? texts?.[locale] : undefined;
  return {
    id: row.id,
    title: local?.title ?? row.title,
    note: local?.note ?? row.note,
    type: row.type,
    timeStamp: new Date(row.created_at).toISOString(),
    isRead: row.read_at !== null,
    ...(texts ? { texts } : {}),
  };
}

/** An operator's texts: both languages, one, or one text for all (the older form of the call). */
function broadcastOf(request: AdminNotification): NewNotification {
  const texts: NotificationTexts = {};
  for (const locale of LOCALES) {
    const text: NotificationText | undefined = request.texts?.[locale];
    if (text) texts[locale] = { title: text.title.trim(), note: text.note.trim() };
  }
  const first = texts[DEFAULT_LOCALE] ?? texts.tr ?? texts.en;
  const title = request.title?.trim() || first?.title;
  const note = request.note?.trim() || first?.note;
  if (!title || !note) throw badRequest('api.notificationText');
  return {
    // A promotional notification is a Bonus one (the back office › notifications).
    type: request.promotional === true ? NotificationType.Bonus : NotificationType.System,
    title,
    note,
    ...(Object.keys(texts).length > 0 ? { texts } : {}),
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
    private readonly hub: () => LivePushes,
  ) {}

  async list(
    principal: Principal,
    skip: number,
    take: number,
    locale?: Locale,
  ): Promise<Notification[]> {
    const rows = await this.queries.list(principal.playerId, skip, take);
    return rows.map((row) => toWire(row, locale));
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
      ...notificationMessage(
        locale,
        'api.trialBonusNotification.title',
        'api.trialBonusNotification.note',
        { amount: formatMoney(amount) },
      ),
    });
  }

  /**
   * Ops: a notification to one player (by username) or to all — System, or Bonus when
   * promotional. Players under a break get only non-promotional ones: a promotional one to such
   * a player is refused (400); a broadcast never reaches them (LCCP 3.5). `audit` gets what was
   * sent to whom (the back office › the audit).
   */
  async send(
    request: AdminNotification,
    audit: { object?: string; before?: unknown; after?: unknown } = {},
  ): Promise<Outcome<NotificationSendResult>> {
    const n = broadcastOf(request);
    let rows: NotificationRow[];
    if (request.all === true) {
      rows = await this.queries.insertForAll(n);
    } else if (request.username) {
      const playerId = await this.queries.playerIdByUsername(request.username);
      if (playerId === undefined) throw new AppError(404, 'api.playerNotFound');
      if (request.promotional === true) {
        const row = await this.queries.insertForPlayerOffBreak(playerId, n);
        if (!row) throw badRequest('api.notificationOnBreak');
        rows = [row];
      } else {
        rows = [await this.queries.insertForPlayer(playerId, n)];
      }
    } else {
      throw badRequest('api.notificationTarget');
    }
    Object.assign(audit, {
      object: request.all === true ? 'all' : request.username,
      before: null,
      after: {
        type: n.type,
        title: n.title,
        note: n.note,
        texts: n.texts ?? null,
        count: rows.length,
      },
    });
    await this.flush();
    return {
      data: { count: rows.length },
      message: 'api.notificationSent',
      values: { count: rows.length },
    };
  }
}

import { LOCALES, type Locale } from '../i18n/define';
import { isEnumValue, NotificationType } from './enums';

/** A notification's title and note in one language. */
export interface NotificationText {
  title: string;
  note: string;
}

/**
 * spec §3: notification. timeStamp is UTC (ISO 8601); shown day.month.year hour:minute (§2).
 * spec §1 (Turkish and English): `texts` carries it in each language, so that a player reads it in
 * the language on screen, also after switching; title/note are the request's language (or the
 * language it was written in, for notifications stored before texts existed).
 */
export interface Notification {
  id: number;
  title: string;
  note: string;
  type: NotificationType;
  timeStamp: string;
  isRead: boolean;
  texts?: Partial<Record<Locale, NotificationText>>;
}

function isText(value: unknown): value is NotificationText {
  const t = value as Partial<NotificationText> | null;
  return !!t && typeof t.title === 'string' && typeof t.note === 'string';
}

/** The notification's texts in `locale`, or as it was stored when it has none in that language. */
export function notificationTextIn(n: Notification, locale: string): NotificationText {
  const texts = n.texts as Record<string, NotificationText | undefined> | undefined;
  const local = texts?.[locale];
  return local ?? { title: n.title, note: n.note };
}

function textsOf(value: unknown): Notification['texts'] {
  if (!value || typeof value !== 'object') return undefined;
  const texts: Partial<Record<Locale, NotificationText>> = {};
  for (const locale of LOCALES) {
    const text = (value as Record<string, unknown>)[locale];
    if (isText(text)) texts[locale] = { title: text.title, note: text.note };
  }
  return Object.keys(texts).length > 0 ? texts : undefined;
}

/**
 * spec §3/§7: live message, the arguments of the hub's `NotifyMessage(cmd, message)`. For cmd
 * 'Notification' (LIVE_CMD_NOTIFICATION) the message is the new Notification as JSON text.
 */
export interface LiveMessage {
  cmd: string;
  message: string;
}

/** Parse the message of a 'Notification' live message; undefined when it is not one. */
export function parseLiveNotification(message: string): Notification | undefined {
  try {
    const value: unknown = JSON.parse(message);
    if (!value || typeof value !== 'object') return undefined;
    const n = value as Partial<Notification>;
    if (typeof n.id !== 'number' || typeof n.title !== 'string') return undefined;
    const texts = textsOf(n.texts);
    return {
      id: n.id,
      title: n.title,
      note: typeof n.note === 'string' ? n.note : '',
      // An unknown type shows with the System icon rather than dropping the message.
      type: isEnumValue(NotificationType, n.type) ? n.type : NotificationType.System,
      timeStamp: typeof n.timeStamp === 'string' ? n.timeStamp : new Date(0).toISOString(),
      isRead: n.isRead === true,
      ...(texts ? { texts } : {}),
    };
  } catch {
    return undefined;
  }
}

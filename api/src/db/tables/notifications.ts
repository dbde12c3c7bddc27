import type { ColumnType, Generated } from 'kysely';
import type { Locale, NotificationText, NotificationType } from '@oyna/contracts';
import type { CreatedAt } from './common';

/** Values of a notification's message (amounts already formatted, names). */
export type MessageValues = Record<string, string | number>;

/** An operator's texts per language (migration 0022). */
export type NotificationTexts = Partial<Record<Locale, NotificationText>>;

/** Stored notifications (migration 0020), pushed live through the notify hub. */
export interface NotificationTable {
  id: Generated<number>;
  player_id: number;
  type: NotificationType;
  title: string;
  note: string;
  created_at: CreatedAt;
  read_at: ColumnType<Date | null, never, string | null>;
  /** Null until pushed live (migration 0021): a staged notification waits for `flush`. */
  pushed_at: ColumnType<Date | null, never, string | null>;
  /** Message ids of title and note (migration 0022), read in the reader's language. */
  title_id: string | null;
  note_id: string | null;
  message_values: ColumnType<MessageValues, string | undefined, string>;
  texts: ColumnType<
    Record<string, NotificationText> | null,
    string | null | undefined,
    string | null
  >;
}

/** The tables of this file, by name. */
export interface NotificationTables {
  notification: NotificationTable;
}

import { DEFAULT_LOCALE, textsIn, type Bilingual, type Locale } from './define';
import { routeMessages } from './routes.messages';
import { shellMessages } from './shell.messages';
import { validationMessages } from './validation.messages';
import { authMessages } from './auth.messages';
import { apiMessages } from './api.messages';
import { callRequestMessages } from './call-request.messages';
import { identityUiMessages } from './identity-ui.messages';
import { chromeMessages } from './chrome.messages';
import { notificationsMessages } from './notifications.messages';
import { contentMessages } from './content.messages';
import { formMessages } from './form.messages';
import { protectionMessages } from './protection.messages';

/**
 * All message groups: the texts the shell itself shows (its frame, dialogs, route titles) and the
 * api's. Each group is a file `<area>.messages.ts` in this folder; add a new group here. Keys must
 * be unique across groups (a unit test checks it). A remote's texts live in the remote
 * (RemoteModule.messages, docs/decisions/004), never here.
 */
export const MESSAGE_GROUPS = [
  routeMessages,
  shellMessages,
  validationMessages,
  authMessages,
  apiMessages,
  callRequestMessages,
  identityUiMessages,
  chromeMessages,
  notificationsMessages,
  contentMessages,
  formMessages,
  protectionMessages,
] as const;

type Groups = (typeof MESSAGE_GROUPS)[number];
type KeysOf<G> = G extends unknown ? keyof G : never;
export type MessageKey = KeysOf<Groups> & string;

const all: Record<string, Bilingual> = Object.assign({}, ...MESSAGE_GROUPS);

/** The bundled catalog of one locale (react-intl `messages`), before cms overrides. */
export function catalogFor(locale: Locale): Record<MessageKey, string> {
  return textsIn(locale, all) as Record<MessageKey, string>;
}

export function hasMessage(key: string): key is MessageKey {
  return key in all;
}

/**
 * Format a message outside React (the api's error messages): `{name}` placeholders only, which
 * is also valid ICU for react-intl.
 */
export function translate(
  locale: Locale | string,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  const texts = all[key];
  if (!texts) return key;
  const text = locale === 'en' || locale === 'tr' ? texts[locale] : texts[DEFAULT_LOCALE];
  return text.replace(/\{(\w+)\}/g, (m, name: string) =>
    name in values ? String(values[name]) : m,
  );
}

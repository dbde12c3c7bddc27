import type { RemoteName } from '../remotes';
import { hasMessage } from './catalog';
import { textProblems, type Bilingual } from './define';

/** A key of a remote's own texts: always in the remote's namespace (`casino.lead`). */
export type RemoteMessageKey<R extends RemoteName = RemoteName> = `${R}.${string}`;

/** What RemoteModule.messages carries: the remote's texts, tr and en side by side. */
export type RemoteMessages = Readonly<Record<string, Bilingual>>;

/**
 * A remote's own texts (docs/decisions/004): `defineRemoteMessages('casino', { 'casino.lead':
 * { tr, en } })`. A key outside the remote's namespace does not compile.
 */
export function defineRemoteMessages<
  R extends RemoteName,
  const T extends Record<string, Bilingual>,
>(
  _remote: R,
  messages: T & { [K in keyof T]: K extends RemoteMessageKey<R> ? Bilingual : never },
): T {
  return messages;
}

export interface SortedRemoteMessages {
  accepted: Record<string, Bilingual>;
  refused: { key: string; reason: string }[];
}

function isBilingual(value: unknown): value is Bilingual {
  if (!value || typeof value !== 'object') return false;
  const { tr, en } = value as Partial<Record<keyof Bilingual, unknown>>;
  return typeof tr === 'string' && tr !== '' && typeof en === 'string' && en !== '';
}

/**
 * The shell's rule for the texts a remote brings (docs/decisions/004): a key in the remote's own
 * namespace, never a text the shell itself shows (the contracts' catalog), a tr and an en text.
 * Everything else is refused, so a remote can neither rename a shell button nor another remote's.
 */
export function sortRemoteMessages(
  remote: RemoteName,
  messages: unknown,
  isShellKey: (key: string) => boolean = hasMessage,
): SortedRemoteMessages {
  const sorted: SortedRemoteMessages = { accepted: {}, refused: [] };
  if (messages === undefined) return sorted;
  if (!messages || typeof messages !== 'object') {
    sorted.refused.push({ key: '*', reason: 'messages is not an object of { tr, en } texts' });
    return sorted;
  }
  for (const [key, texts] of Object.entries(messages)) {
    if (!key.startsWith(`${remote}.`)) {
      sorted.refused.push({ key, reason: `outside the ${remote}.* namespace` });
    } else if (isShellKey(key)) {
      sorted.refused.push({ key, reason: 'a text of the shell' });
    } else if (!isBilingual(texts)) {
      sorted.refused.push({ key, reason: 'needs a tr and an en text' });
    } else {
      sorted.accepted[key] = { tr: texts.tr, en: texts.en };
    }
  }
  return sorted;
}

/**
 * Everything wrong with a remote's texts, one line each (none: all good): what the shell would
 * refuse (sortRemoteMessages) and what textProblems finds. Each remote's messages test asserts [].
 */
export function remoteMessagesProblems(remote: RemoteName, messages: RemoteMessages): string[] {
  const { refused } = sortRemoteMessages(remote, messages);
  return [...refused.map((r) => `${r.key}: ${r.reason}`), ...textProblems(messages)];
}

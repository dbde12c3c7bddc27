import { useEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import {
  catalogFor,
  isLocale,
  textsIn,
  DEFAULT_LOCALE,
  useAppSelector,
  selectLocale,
} from '@oyna/contracts';
import { selectRemoteMessages } from '../../lib/i18n/i18n-slice';
import { compileMessages, loadIcuParser, type IcuParse } from './compiled-messages';

/**
 * react-intl with, from weakest to strongest: the shell's bundled catalog of the locale, the
 * texts of every loaded remote (docs/decisions/004), and the server's overrides from
 * cms/translationlist, keyed by message id so they reach remote texts too (spec §3, §4 Start-up).
 * The texts go in pre-compiled (compiled-messages.ts); the ICU parser is fetched only for a text
 * beyond `{name}` placeholders, which waits for it while the weaker text of its key shows.
 */
export function OynaIntlProvider({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  const overrides = useAppSelector((s) => s.i18n.overrides);
  const remoteMessages = useAppSelector(selectRemoteMessages);
  const [parse, setParse] = useState<{ parse: IcuParse } | null>(null);
  const { messages, pending } = useMemo(() => {
    const layers: Record<string, string>[] = [
      catalogFor(isLocale(locale) ? locale : DEFAULT_LOCALE),
    ];
    for (const texts of Object.values(remoteMessages)) layers.push(textsIn(locale, texts));
    layers.push(overrides);
    return compileMessages(layers, parse?.parse);
  }, [locale, remoteMessages, overrides, parse]);
  const needsParser = pending.length > 0;
  useEffect(() => {
    if (!needsParser) return;
    let live = true;
    // Not fetched (offline): the weaker texts stay, as the bundled ones always could.
    loadIcuParser().then(
      (loaded) => live && setParse({ parse: loaded }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needsParser]);
  return (
    <IntlProvider
      locale={locale}
      // react-intl takes each text as a string or as its parsed form, one by one; its type asks
      // for all of one kind.
      messages={messages as ComponentProps<typeof IntlProvider>['messages']}
      defaultLocale={DEFAULT_LOCALE}
    >
      {children}
    </IntlProvider>
  );
}

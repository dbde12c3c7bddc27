import { useMemo, type ReactNode } from 'react';
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

/**
 * react-intl with, from weakest to strongest: the shell's bundled catalog of the locale, the
 * texts of every loaded remote (docs/decisions/004), and the server's overrides from
 * cms/translationlist, keyed by message id so they reach remote texts too (spec §3, §4 Start-up).
 */
export function OynaIntlProvider({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  const overrides = useAppSelector((s) => s.i18n.overrides);
  const remoteMessages = useAppSelector(selectRemoteMessages);
  const messages = useMemo(() => {
    const merged: Record<string, string> = {
      ...catalogFor(isLocale(locale) ? locale : DEFAULT_LOCALE),
    };
    for (const texts of Object.values(remoteMessages))
      Object.assign(merged, textsIn(locale, texts));
    return Object.assign(merged, overrides);
  }, [locale, remoteMessages, overrides]);
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale={DEFAULT_LOCALE}>
      {children}
    </IntlProvider>
  );
}

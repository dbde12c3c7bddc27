import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import {
  catalogFor,
  isLocale,
  DEFAULT_LOCALE,
  useAppSelector,
  selectLocale,
} from '@oyna/contracts';

/** react-intl with the bundled catalog of the locale, overridden by cms/translationlist. */
export function OynaIntlProvider({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  const overrides = useAppSelector((s) => s.i18n.overrides);
  const messages = useMemo(
    () => ({ ...catalogFor(isLocale(locale) ? locale : DEFAULT_LOCALE), ...overrides }),
    [locale, overrides],
  );
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale={DEFAULT_LOCALE}>
      {children}
    </IntlProvider>
  );
}

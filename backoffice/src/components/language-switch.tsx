import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { LOCALES, type Locale } from '@oyna/contracts';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { localeChosen, rememberLocale } from '../lib/i18n/locale-slice';

const selectLocale = (s: { locale: { locale: Locale } }) => s.locale.locale;

/** Türkçe / English: the interface and the api's messages (x-locale) switch together. */
export function LanguageSwitch() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <div className="bo-lang" role="group" aria-label={intl.formatMessage({ id: 'bo.lang.label' })}>
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          className="bo-lang__option"
          aria-pressed={l === locale}
          onClick={() => {
            rememberLocale(l);
            dispatch(localeChosen(l));
          }}
        >
          {intl.formatMessage({ id: `bo.lang.${l}` })}
        </button>
      ))}
    </div>
  );
}

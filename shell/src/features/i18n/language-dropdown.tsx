import { useCallback, useId, useState } from 'react';
import { useDismiss } from '../../lib/use-dismiss';
import { useIntl } from 'react-intl';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  selectLocale,
  useAppSelector,
  type Locale,
  type MessageKey,
} from '@oyna/contracts';
import trFlag from '../../assets/flags/tr.svg';
import enFlag from '../../assets/flags/en.svg';
import { switchLanguage } from './language-switch';
import './language-dropdown.css';

/** spec §2: options tr (Türkçe) and en (English), each with its flag. */
const LANGUAGES: Record<Locale, { flag: string; labelKey: MessageKey }> = {
  tr: { flag: trFlag, labelKey: 'chrome.lang.tr' },
  en: { flag: enFlag, labelKey: 'chrome.lang.en' },
};

/**
 * The language dropdown of the header and of the side menu (spec §2): the current language with
 * its flag; choosing another stores it and reloads the page (spec §4).
 */
export function LanguageDropdown({
  reload,
  className = '',
}: {
  reload?: () => void;
  className?: string;
}) {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  const offered = useAppSelector((s) => s.bootstrap.locales).filter(isLocale);
  const available: readonly Locale[] = offered.length ? offered : LOCALES;
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const listId = useId();
  const root = useDismiss(open, close);
  const current = LANGUAGES[isLocale(locale) ? locale : DEFAULT_LOCALE];
  const currentLabel = intl.formatMessage({ id: current.labelKey });

  const choose = (next: string) => {
    setOpen(false);
    if (next !== locale) switchLanguage(next, reload);
  };

  return (
    <div className={`language-dropdown ${className}`} ref={root}>
      <button
        type="button"
        className="language-button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={intl.formatMessage({ id: 'chrome.language' }, { language: currentLabel })}
        onClick={() => setOpen((v) => !v)}
      >
        <img src={current.flag} alt="" width={22} height={15} />
        <span className="language-code">{locale.toUpperCase()}</span>
      </button>
      {open ? (
        <ul
          id={listId}
          className="language-list"
          aria-label={intl.formatMessage({ id: 'chrome.language.list' })}
        >
          {available.map((l) => (
            <li key={l}>
              <button
                type="button"
                lang={l}
                aria-current={l === locale ? 'true' : undefined}
                onClick={() => choose(l)}
              >
                <img src={LANGUAGES[l].flag} alt="" width={22} height={15} />
                {intl.formatMessage({ id: LANGUAGES[l].labelKey })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@oyna/contracts';
import { bookActions, selectBook, type BookRootState } from './book-slice';

/** The sports (or e-sports titles) of the page as a row of buttons; the chosen one is pressed. */
export function SportNav() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const book = useAppSelector((s: BookRootState) => selectBook(s));
  return (
    <nav className="sports-nav" aria-label={intl.formatMessage({ id: 'sports.sports.label' })}>
      {book.sports.length === 0 && book.sportsStatus !== 'ready' ? (
        <div className="sports-nav__skeleton" aria-hidden="true" />
      ) : (
        <ul>
          {book.sports.map((sport) => (
            <li key={sport.slug}>
              <button
                type="button"
                className="sports-chip"
                aria-pressed={book.sport === sport.slug}
                onClick={() => dispatch(bookActions.open({ kind: book.kind, sport: sport.slug }))}
              >
                <FormattedMessage
                  id="sports.sport.count"
                  values={{
                    name: sport.name,
                    count: book.kind === 'live' ? sport.liveCount : sport.eventCount,
                  }}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

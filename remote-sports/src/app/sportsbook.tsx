import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@oyna/contracts';
import { MyBets } from '../features/bets/my-bets';
import { SlipDock } from '../features/slip/slip-dock';
import type { BookKind } from '../features/book/book-model';
import { bookActions, selectBook, type BookRootState } from '../features/book/book-slice';
import { EventList } from '../features/book/event-list';
import { EventView } from '../features/book/event-view';
import { SportNav } from '../features/book/sport-nav';

/** UKGC RTS 15A: in-play pages say that "live" broadcasts are delayed. */
export function LiveNotice() {
  return (
    <p className="sports-live-notice" role="note">
      <FormattedMessage id="sports.live.notice" />
    </p>
  );
}

/** The native sportsbook of one kind (pre-match, in play, e-sports) with the slip beside it. */
export function Sportsbook({ kind }: { kind: BookKind }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const tabsId = useId();
  const [tab, setTab] = useState<'book' | 'bets'>('book');
  const openEventId = useAppSelector((s: BookRootState) => selectBook(s).openEventId);
  useEffect(() => {
    dispatch(bookActions.open({ kind }));
    return () => {
      dispatch(bookActions.leave());
    };
  }, [dispatch, kind]);
  return (
    <div className="sports-layout">
      <div className="sports-layout__main">
        {kind === 'live' ? <LiveNotice /> : null}
        <div
          className="sports-tabs"
          role="group"
          aria-label={intl.formatMessage({ id: 'sports.tabs.label' })}
          id={tabsId}
        >
          {(['book', 'bets'] as const).map((t) => (
            <button
              key={t}
              type="button"
              className="sports-chip"
              aria-pressed={tab === t}
              onClick={() => setTab(t)}
            >
              <FormattedMessage id={t === 'book' ? 'sports.tabs.book' : 'sports.tabs.bets'} />
            </button>
          ))}
        </div>
        {tab === 'bets' ? (
          <MyBets />
        ) : openEventId !== null ? (
          <EventView />
        ) : (
          <>
            <SportNav />
            <EventList />
          </>
        )}
      </div>
      <SlipDock />
    </div>
  );
}

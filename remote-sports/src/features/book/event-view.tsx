import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@oyna/contracts';
import { bookActions, selectBook, type BookRootState } from './book-slice';
import { EventState, MarketPrices } from './event-list';
import { LockIcon } from '../../lib/lock-icon';

/** One event with all its markets (over/under, both teams to score, handicap, …). */
export function EventView() {
  const dispatch = useAppDispatch();
  const book = useAppSelector((s: BookRootState) => selectBook(s));
  const heading = useRef<HTMLHeadingElement>(null);
  const event = book.openEventId === null ? undefined : book.events[String(book.openEventId)];
  // Keyboard users land on the event's heading when it opens.
  useEffect(() => heading.current?.focus(), [book.openEventId]);
  const back = (
    <button
      type="button"
      className="sports-button sports-back"
      onClick={() => dispatch(bookActions.closeEvent())}
    >
      ← <FormattedMessage id="sports.event.back" />
    </button>
  );
  if (book.eventStatus === 'failed' && !event) {
    return (
      <section className="sports-event-view">
        {back}
        <p role="alert">
          <FormattedMessage id="sports.event.failed" />
        </p>
      </section>
    );
  }
  if (!event) {
    return (
      <section className="sports-event-view" aria-busy="true">
        {back}
        <div className="sports-event-view__skeleton" aria-hidden="true" />
      </section>
    );
  }
  const full = book.eventStatus === 'ready';
  return (
    <section className="sports-event-view" aria-labelledby="sports-event-title">
      {back}
      <h2 id="sports-event-title" ref={heading} tabIndex={-1} className="sports-event-view__title">
        {event.name}
      </h2>
      <p className="sports-event-view__state">
        <EventState event={event} />
      </p>
      {event.status === 'ended' ? (
        <p role="status">
          <FormattedMessage id="sports.event.finished" />
        </p>
      ) : null}
      <div className="sports-markets" aria-busy={!full}>
        {event.markets.map((market) => (
          <section key={market.id} className="sports-market" aria-label={market.name}>
            <h3 className="sports-market__name">
              {market.name}
              {market.status !== 'open' ? (
                <span className="sports-market__locked">
                  {' '}
                  <LockIcon /> <FormattedMessage id="sports.market.locked" />
                </span>
              ) : null}
            </h3>
            <MarketPrices event={event} market={market} />
          </section>
        ))}
        {!full ? <div className="sports-event-view__skeleton" aria-hidden="true" /> : null}
      </div>
    </section>
  );
}

import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@oyna/contracts';
import { mainMarketOf, type BookEvent, type BookMarket } from './book-model';
import { bookActions, selectBook, type BookRootState } from './book-slice';
import { PriceButton } from './price-button';

/** Start time (pre-match) or live clock and score (in play) of an event. */
export function EventState({ event }: { event: BookEvent }) {
  const intl = useIntl();
  if (event.status === 'live') {
    return (
      <span className="sports-event__state sports-event__state--live">
        <span className="sports-live-dot">
          <FormattedMessage id="sports.event.live" />
        </span>
        {event.clock ? <span className="sports-event__clock"> {event.clock}</span> : null}
        {event.score ? (
          <span
            className="sports-event__score"
            data-testid="event-score"
            aria-label={intl.formatMessage(
              { id: 'sports.event.score' },
              { home: event.score.home, away: event.score.away },
            )}
          >
            {' '}
            {event.score.home} - {event.score.away}
          </span>
        ) : null}
      </span>
    );
  }
  if (event.status === 'ended' || event.status === 'cancelled') {
    return (
      <span className="sports-event__state">
        <FormattedMessage id="sports.event.ended" />
      </span>
    );
  }
  return (
    <time className="sports-event__state" dateTime={event.startTime}>
      {intl.formatDate(event.startTime, {
        day: '2-digit',
        month: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })}
    </time>
  );
}

/** The prices of one market in a row of equal buttons. */
export function MarketPrices({ event, market }: { event: BookEvent; market: BookMarket }) {
  return (
    <div
      className={`sports-prices sports-prices--${Math.min(market.selections.length, 3)}`}
      role="group"
      aria-label={market.name}
    >
      {market.selections.map((selection) => (
        <PriceButton key={selection.id} event={event} market={market} selection={selection} />
      ))}
    </div>
  );
}

function EventRow({ event }: { event: BookEvent }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const main = mainMarketOf(event);
  const more = Math.max(0, event.marketCount - 1);
  return (
    <li className="sports-event" data-testid="sports-event" data-event-id={event.id}>
      <div className="sports-event__head">
        <EventState event={event} />
        <button
          type="button"
          className="sports-event__open link-button"
          aria-label={intl.formatMessage({ id: 'sports.event.open' }, { name: event.name })}
          onClick={() => dispatch(bookActions.openEvent(event.id))}
        >
          <span className="sports-event__teams">
            <span>{event.home}</span>
            <span>{event.away}</span>
          </span>
          {more > 0 ? (
            <span className="sports-event__more" aria-hidden="true">
              +{more}
            </span>
          ) : null}
        </button>
      </div>
      {main ? <MarketPrices event={event} market={main} /> : <div className="sports-prices" />}
    </li>
  );
}

/** Placeholders with the rows' own size while the list loads (nothing shifts when it lands). */
function ListSkeleton() {
  return (
    <ul className="sports-events" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="sports-event sports-event--skeleton">
          <div className="sports-event__head" />
          <div className="sports-prices" />
        </li>
      ))}
    </ul>
  );
}

/** Competitions of the chosen sport with their events and each event's main market. */
export function EventList() {
  const book = useAppSelector((s: BookRootState) => selectBook(s));
  const dispatch = useAppDispatch();
  const headingId = useId();
  const sport = book.sports.find((x) => x.slug === book.sport);
  if (book.listStatus === 'failed') {
    return (
      <div className="sports-failed" role="alert">
        <p>
          <FormattedMessage id="sports.list.failed" />
        </p>
        <button
          type="button"
          className="sports-button"
          onClick={() => dispatch(bookActions.open({ kind: book.kind, sport: book.sport }))}
        >
          <FormattedMessage id="sports.retry" />
        </button>
      </div>
    );
  }
  const events = book.list
    .map((id) => book.events[String(id)])
    .filter((e): e is BookEvent => Boolean(e));
  const loading = book.listStatus !== 'ready' && events.length === 0;
  return (
    <section className="sports-list" aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId} className="sports-list__title">
        {sport ? (
          <FormattedMessage id="sports.list.label" values={{ sport: sport.name }} />
        ) : (
          <FormattedMessage id="sports.sports.label" />
        )}
      </h2>
      {loading ? (
        <ListSkeleton />
      ) : events.length === 0 ? (
        <p className="sports-empty">
          <FormattedMessage
            id={book.kind === 'live' ? 'sports.list.emptyLive' : 'sports.list.empty'}
          />
        </p>
      ) : (
        book.competitions
          .map((c) => ({ c, rows: events.filter((e) => e.competitionId === c.id) }))
          .filter((g) => g.rows.length > 0)
          .map(({ c, rows }) => (
            <section key={c.id} className="sports-competition" aria-label={c.name}>
              <h3 className="sports-competition__name">
                {c.country ? `${c.country} · ` : ''}
                {c.name}
              </h3>
              <ul className="sports-events">
                {rows.map((e) => (
                  <EventRow key={e.id} event={e} />
                ))}
              </ul>
            </section>
          ))
      )}
    </section>
  );
}

import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@oyna/contracts';
import { formatOdds } from '../../lib/odds';
import { selectSlip, slipActions, type SlipRootState } from '../../lib/slip-slice';
import { isBookable, type BookEvent, type BookMarket, type BookSelection } from './book-model';
import { selectBook, type BookRootState } from './book-slice';
import { LockIcon } from '../../lib/lock-icon';

interface PriceButtonProps {
  event: BookEvent;
  market: BookMarket;
  selection: BookSelection;
}

/**
 * A price: tapping adds the selection to the slip or removes it (aria-pressed says which).
 * A suspended market shows locked and cannot be added (sportsbook notes › 5). A price that just
 * moved carries an up/down mark for a few seconds.
 */
export function PriceButton({ event, market, selection }: PriceButtonProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const inSlip = useAppSelector((s: SlipRootState) =>
    selectSlip(s).selections.some((x) => x.selectionId === selection.id),
  );
  const mark = useAppSelector((s: BookRootState) => selectBook(s).marks[String(selection.id)]);
  const bookable = isBookable(market, selection) && event.status !== 'ended';
  const odds = formatOdds(selection.odds);
  const label = bookable
    ? intl.formatMessage(
        { id: 'sports.price.label' },
        { event: event.name, selection: selection.name, odds },
      )
    : intl.formatMessage(
        { id: 'sports.price.lockedLabel' },
        { event: event.name, selection: selection.name },
      );
  return (
    <button
      type="button"
      className={`sports-price${mark ? ` sports-price--${mark}` : ''}`}
      aria-pressed={inSlip}
      aria-label={label}
      // A locked price can still be removed from the slip, never added.
      disabled={!bookable && !inSlip}
      data-selection-id={selection.id}
      onClick={() =>
        dispatch(
          slipActions.toggleSelection({
            selectionId: selection.id,
            eventId: event.id,
            eventName: event.name,
            marketName: market.name,
            selectionName: selection.name,
            odds: selection.odds,
            suspended: !bookable,
            live: event.status === 'live',
          }),
        )
      }
    >
      <span className="sports-price__name" aria-hidden="true">
        {selection.name}
      </span>
      <span className="sports-price__odds" aria-hidden="true">
        {bookable ? odds : <LockIcon />}
        {mark ? <span className="sports-price__mark">{mark === 'up' ? '▲' : '▼'}</span> : null}
      </span>
      {mark ? (
        <span className="visually-hidden" aria-live="polite">
          {intl.formatMessage({ id: mark === 'up' ? 'sports.price.up' : 'sports.price.down' })}
        </span>
      ) : null}
    </button>
  );
}

import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney, useAppDispatch, useAppSelector } from '@oyna/contracts';
import { playSessionRefreshRequested } from './play-session-slice';
import { selectPlay, useSessionTime } from './use-session-time';
import './protection.css';

/**
 * RTS 13: the time since login in the header for a logged-in player; tapping it shows this
 * session's net position (wins minus stakes). Fixed width, so nothing shifts as it ticks.
 */
export function SessionClock() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const time = useSessionTime();
  const { net } = useAppSelector(selectPlay);
  const [open, setOpen] = useState(false);
  return (
    <span className="session-clock">
      <button
        type="button"
        className="session-clock-button"
        data-testid="session-clock"
        aria-expanded={open}
        aria-label={intl.formatMessage(
          { id: 'protection.clock.label' },
          { time: time ?? '0:00:00' },
        )}
        onClick={() => {
          if (!open) dispatch(playSessionRefreshRequested());
          setOpen(!open);
        }}
      >
        <span aria-hidden="true">{time ?? '0:00:00'}</span>
      </button>
      {open ? (
        <span className="session-clock-net" role="status" data-testid="session-net">
          <FormattedMessage
            id="protection.clock.net"
            values={{ net: net === null ? '…' : formatMoney(net, intl.locale) }}
          />
        </span>
      ) : null}
    </span>
  );
}

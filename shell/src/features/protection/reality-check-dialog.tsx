import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney, useAppDispatch, useAppSelector } from '@oyna/contracts';
import { realityCheckAnswered } from './play-session-slice';
import { selectPlay, useSessionTime } from './use-session-time';
import './protection.css';

/**
 * RTS 13: the reality check. It covers the whole page above every dialog, the casino play page
 * and the game frame included, and play waits until the player answers: Continue, View game
 * history, or Log out. Escape and clicks outside do nothing.
 */
export function RealityCheckDialog() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const titleId = useId();
  const { checkOpen, net } = useAppSelector(selectPlay);
  const time = useSessionTime();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (checkOpen) first.current?.focus();
  }, [checkOpen]);
  if (!checkOpen) return null;
  return (
    <div className="reality-check-backdrop">
      <div
        className="reality-check"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="reality-check"
      >
        <h2 id={titleId}>
          <FormattedMessage id="protection.check.title" />
        </h2>
        <p>
          <FormattedMessage id="protection.check.time" values={{ time: time ?? '' }} />
        </p>
        <p>
          <FormattedMessage
            id="protection.check.net"
            values={{ net: net === null ? '…' : formatMoney(net, intl.locale) }}
          />
        </p>
        <div className="reality-check-actions">
          <button
            ref={first}
            type="button"
            className="btn btn-primary"
            onClick={() => dispatch(realityCheckAnswered('continue'))}
          >
            <FormattedMessage id="protection.check.continue" />
          </button>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => dispatch(realityCheckAnswered('history'))}
          >
            <FormattedMessage id="protection.check.history" />
          </button>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => dispatch(realityCheckAnswered('logout'))}
          >
            <FormattedMessage id="protection.check.logout" />
          </button>
        </div>
      </div>
    </div>
  );
}

import { useCallback, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@oyna/ui/router';
import { formatMoney, selectSession, useAppDispatch, useAppSelector } from '@oyna/contracts';
import { balanceRefreshRequested } from '../../lib/session/start-session';
import { useDismiss } from '../../lib/use-dismiss';

/**
 * spec §2 Logged in: the balance button shows the total a player can stake; a tap opens its
 * breakdown, cash and bonus money (spec §1 promotions and bonuses), and fetches it anew. A
 * disclosure: aria-expanded, closed by a press outside or Escape (useDismiss).
 */
export function BalanceButton() {
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const root = useDismiss<HTMLSpanElement>(open, close);
  const panelId = useId();
  const money = (n: number | null) => (n === null ? '…' : formatMoney(n, intl.locale));
  // Before the first poll with its parts (or from a stored session), the total counts as cash.
  const cash = session.cash ?? session.balance;
  const bonus = session.bonus ?? (session.balance === null ? null : 0);
  return (
    <span className="balance-wrap" ref={root}>
      <button
        type="button"
        className="btn btn-outline balance"
        data-testid="header-balance"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) dispatch(balanceRefreshRequested());
          setOpen(!open);
        }}
      >
        <span className="balance-label">
          <FormattedMessage id="auth.header.balance" />
        </span>{' '}
        <span className="balance-amount">{money(session.balance)}</span>
      </button>
      {open ? (
        <div
          id={panelId}
          className="balance-breakdown"
          role="region"
          aria-label={intl.formatMessage({ id: 'auth.header.breakdown' })}
          data-testid="balance-breakdown"
        >
          <dl>
            <div>
              <dt>
                <FormattedMessage id="auth.header.cash" />
              </dt>
              <dd data-testid="balance-cash">{money(cash)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="auth.header.bonus" />
              </dt>
              <dd data-testid="balance-bonus">{money(bonus)}</dd>
            </div>
            <div className="balance-total">
              <dt>
                <FormattedMessage id="auth.header.total" />
              </dt>
              <dd>{money(session.balance)}</dd>
            </div>
          </dl>
          {bonus !== null && bonus > 0 ? (
            <p className="balance-note">
              <FormattedMessage id="auth.header.withdrawable" />
            </p>
          ) : null}
          <Link to="/dashboard/bonuses" className="balance-link" onClick={close}>
            <FormattedMessage id="route.dashboard.bonuses" />
          </Link>
        </div>
      ) : null}
    </span>
  );
}

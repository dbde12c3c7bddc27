import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector, type RoutePageProps } from '@oyna/contracts';
import { AccountSection, ListState } from '../../components/list-state';
import { dateTime } from '../../components/format';
import { accountCalls } from '../../lib/account-data/account-calls';
import { endOtherSessionsRequested, selectBusy } from '../../lib/account-data/account-data-slice';

/**
 * /dashboard/session-history (spec §2): the player's sessions (started, last seen, ended,
 * browser and device, IP partly masked, this one marked) and "log out other sessions", which
 * ends them at once (their live channel closes, as logout does).
 */
export function SessionHistoryScreen(_props: RoutePageProps) {
  const dispatch = useAppDispatch();
  const sessions = accountCalls.useCall('getSessions');
  const busy = useAppSelector((s) => selectBusy(s).endSessions);
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current && s.endedAt === null).length;
  return (
    <AccountSection title={<FormattedMessage id="route.dashboard.session-history" />}>
      <div className="account-actions">
        <button
          type="button"
          className="account-button"
          disabled={busy || others === 0}
          aria-busy={busy || undefined}
          onClick={() => dispatch(endOtherSessionsRequested())}
        >
          <FormattedMessage id="account.sessions.endOthers" />
        </button>
      </div>
      <ListState
        status={sessions.status}
        empty={list.length === 0}
        emptyText="account.sessions.empty"
        onRetry={sessions.reload}
      >
        <ul className="account-rows">
          {list.map((s) => (
            <li key={s.id} className="account-row" data-testid="session-row">
              <span className="account-row-main">
                {[s.browser, s.os].filter(Boolean).join(' · ') || (
                  <FormattedMessage id="account.sessions.unknownDevice" />
                )}
                <small>
                  {s.ip} ·{' '}
                  <FormattedMessage
                    id="account.sessions.started"
                    values={{ time: dateTime(s.startedAt) }}
                  />{' '}
                  ·{' '}
                  <FormattedMessage
                    id="account.sessions.lastSeen"
                    values={{ time: dateTime(s.lastSeenAt) }}
                  />
                  {s.endedAt ? (
                    <>
                      {' · '}
                      <FormattedMessage
                        id="account.sessions.ended"
                        values={{ time: dateTime(s.endedAt) }}
                      />
                    </>
                  ) : null}
                </small>
              </span>
              <span className={`account-status ${s.current ? 's1' : s.endedAt ? 's5' : 's2'}`}>
                <FormattedMessage
                  id={
                    s.current
                      ? 'account.sessions.current'
                      : s.endedAt
                        ? 'account.sessions.closed'
                        : 'account.sessions.open'
                  }
                />
              </span>
            </li>
          ))}
        </ul>
      </ListState>
    </AccountSection>
  );
}

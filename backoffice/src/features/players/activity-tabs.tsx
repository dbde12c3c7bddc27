import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Panel } from '../../components/panel';
import { TextButton } from '../../components/text-button';
import { DataTable, HiddenHead } from '../../components/data-table';
import { Loading } from '../../components/screen-head';
import { Pager } from '../../components/pager';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { ACTIVITY_COLUMNS, type Column } from './activity-columns';
import {
  ACTIVITY_PAGE,
  activityRequested,
  selectPlayers,
  sessionEndRequested,
  type ActivityName,
} from './players-slice';

type TabName = Exclude<ActivityName, 'notes'>;
const TABS: readonly TabName[] = ['ledger', 'payments', 'bets', 'rounds', 'sessions', 'bonuses'];

/**
 * The player's activity, one list at a time (ledger, payments, bets, game rounds, sessions,
 * bonus history), each paged newest first; an open session can be ended from its row.
 */
export function ActivityTabs({ id, canEndSessions }: { id: number; canEndSessions: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { activity, pending } = useAppSelector(selectPlayers);
  const [tab, setTab] = useState<TabName>('ledger');
  const current = activity[tab];
  useEffect(() => {
    if (current.status === 'idle') dispatch(activityRequested({ id, name: tab }));
  }, [dispatch, id, tab, current.status]);
  const columns = ACTIVITY_COLUMNS[tab] as Column<unknown>[];
  const rows = (current.list?.items ?? []) as { id: number | string; endedAt?: string | null }[];
  const endColumn = tab === 'sessions' && canEndSessions;
  return (
    <Panel id="bo-activity-title" title="bo.players.activity" className="bo-activity">
      <div className="bo-tabs" role="tablist" aria-labelledby="bo-activity-title">
        {TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`bo-tab-${t}`}
            aria-selected={t === tab}
            aria-controls="bo-activity-panel"
            className="bo-tabs__tab"
            onClick={() => setTab(t)}
          >
            <FormattedMessage id={`bo.players.tab.${t}`} />
          </button>
        ))}
      </div>
      <div
        id="bo-activity-panel"
        role="tabpanel"
        aria-labelledby={`bo-tab-${tab}`}
        aria-busy={current.status === 'loading'}
        className="bo-activity__panel"
      >
        {current.status === 'failed' ? (
          <p className="bo-error" role="alert">
            {current.error || intl.formatMessage({ id: 'bo.app.networkError' })}
          </p>
        ) : null}
        {current.status === 'loading' && !current.list ? <Loading /> : null}
        {current.list && rows.length === 0 ? (
          <p className="bo-dim">
            <FormattedMessage id="bo.list.empty" />
          </p>
        ) : null}
        {rows.length > 0 ? (
          <DataTable
            columns={columns.map((c) => (c.num ? { label: c.head, num: true as const } : c.head))}
            extra={endColumn ? <HiddenHead label="bo.players.endSession" /> : null}
          >
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  {columns.map((c) => (
                    <td key={c.head} className={c.num ? 'bo-num' : undefined}>
                      {c.cell(row, intl)}
                    </td>
                  ))}
                  {endColumn ? (
                    <td>
                      {row.endedAt ? null : (
                        <TextButton
                          label="bo.players.endSession"
                          disabled={pending.session !== null}
                          onClick={() =>
                            dispatch(sessionEndRequested({ id, sessionId: String(row.id) }))
                          }
                        />
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </DataTable>
        ) : null}
        {current.list ? (
          <Pager
            skip={current.skip}
            take={ACTIVITY_PAGE}
            total={current.list.total}
            busy={current.status === 'loading'}
            onPage={(skip) => dispatch(activityRequested({ id, name: tab, skip }))}
          />
        ) : null}
      </div>
    </Panel>
  );
}

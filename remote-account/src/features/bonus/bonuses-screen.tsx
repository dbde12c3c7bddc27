import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { BonusListRequest, PlayerBonus, RoutePageProps } from '@oyna/contracts';
import { AccountSection, ListState, Pager } from '../../components/list-state';
import { dateTime, money } from '../../components/format';
import { useResource } from '../../components/use-resource';
import type { AccountMessageKey } from '../../messages';

export const BONUSES_PAGE_SIZE = 20;

function Progress({ bonus }: { bonus: PlayerBonus }) {
  if (bonus.wageringRequired <= 0 || (bonus.status !== 'active' && bonus.status !== 'completed')) {
    return null;
  }
  const percent = Math.min(100, Math.round((bonus.wagered / bonus.wageringRequired) * 100));
  return (
    <div className="account-progress">
      <progress max={bonus.wageringRequired} value={bonus.wagered} aria-label={`${percent}%`} />
      <small>
        <FormattedMessage
          id="account.bonus.wagering"
          values={{ wagered: money(bonus.wagered), required: money(bonus.wageringRequired) }}
        />
      </small>
    </div>
  );
}

/**
 * /dashboard/bonuses (spec §2): the player's bonuses — requested, active, completed, rejected,
 * expired — with amounts, dates and the wagering progress computed from recorded bets.
 */
export function BonusesScreen(_props: RoutePageProps) {
  const [query, setQuery] = useState<BonusListRequest>({ skip: 0, take: BONUSES_PAGE_SIZE });
  const page = useResource('bonuses', query);
  const data = page.data;
  return (
    <AccountSection title={<FormattedMessage id="route.dashboard.bonuses" />}>
      <ListState
        status={page.status}
        empty={!data || data.items.length === 0}
        emptyText="account.bonus.empty"
        onRetry={page.reload}
        rows={3}
      >
        <ul className="account-rows">
          {data?.items.map((b) => (
            <li key={b.id} className="account-row" data-testid="bonus-row">
              <span className="account-row-main">
                {b.title}
                <small>
                  <FormattedMessage
                    id="account.bonus.requestedAt"
                    values={{ time: dateTime(b.requestedAt) }}
                  />
                  {b.expiresAt ? (
                    <>
                      {' · '}
                      <FormattedMessage
                        id="account.bonus.expiresAt"
                        values={{ time: dateTime(b.expiresAt) }}
                      />
                    </>
                  ) : null}
                </small>
                <Progress bonus={b} />
                {b.note ? <small>{b.note}</small> : null}
              </span>
              <span className={`account-status b-${b.status}`}>
                <FormattedMessage id={`account.bonus.status.${b.status}` as AccountMessageKey} />
              </span>
              <span className="account-amount">{money(b.amount)}</span>
            </li>
          ))}
        </ul>
      </ListState>
      {data ? (
        <Pager
          skip={query.skip}
          take={query.take}
          total={data.total}
          onPage={(skip) => setQuery({ ...query, skip })}
        />
      ) : null}
    </AccountSection>
  );
}

import { FormattedMessage } from 'react-intl';
import type { BonusListRequest, PlayerBonus, RoutePageProps } from '@oyna/contracts';
import { AccountSection } from '../../components/list-state';
import { PagedList, usePaging } from '../../components/paged-list';
import { dateTime, money } from '../../components/format';
import { accountCalls } from '../../lib/account-data/account-calls';

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
  const paging = usePaging<BonusListRequest>(() => ({ skip: 0, take: BONUSES_PAGE_SIZE }));
  const page = accountCalls.useCall('getBonuses', paging.query);
  return (
    <AccountSection title={<FormattedMessage id="route.dashboard.bonuses" />}>
      <PagedList page={page} paging={paging} emptyText="account.bonus.empty" rows={3}>
        {(data) => (
          <ul className="account-rows">
            {data.items.map((b) => (
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
                  <FormattedMessage id={`account.bonus.status.${b.status}`} />
                </span>
                <span className="account-amount">{money(b.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </AccountSection>
  );
}

import { FormattedMessage } from 'react-intl';
import { Link } from '@oyna/ui/router';
import { useAppDispatch, useAppSelector, type RoutePageProps } from '@oyna/contracts';
import { AccountSection, ListState } from '../../components/list-state';
import { money } from '../../components/format';
import { accountCalls } from '../../lib/account-data/account-calls';
import { bonusRequested, selectBusy } from '../../lib/account-data/account-data-slice';

/**
 * /dashboard/claim-bonus ('Bonus Talep', spec §2): the offers with their terms and whether the
 * player may request them now (computed by the api from the ledger); Request sends a request
 * that goes Pending until ops decide. An offer that is not eligible says why.
 */
export function ClaimBonusScreen(_props: RoutePageProps) {
  const dispatch = useAppDispatch();
  const offers = accountCalls.useCall('getBonusOffers');
  const busy = useAppSelector((s) => selectBusy(s).bonus);
  const list = offers.data ?? [];
  return (
    <AccountSection title={<FormattedMessage id="route.dashboard.claim-bonus" />}>
      <ListState
        status={offers.status}
        empty={list.length === 0}
        emptyText="account.bonus.noOffers"
        onRetry={offers.reload}
        rows={3}
      >
        <ul className="account-offers">
          {list.map((o) => (
            <li key={o.code} className="account-card account-offer" data-testid={`offer-${o.code}`}>
              <h2>{o.title}</h2>
              <p>{o.terms}</p>
              {o.eligible ? (
                <p className="account-offer-amount">
                  <FormattedMessage
                    id="account.bonus.amountNow"
                    values={{ amount: money(o.amount) }}
                  />
                </p>
              ) : (
                <p className="account-offer-reason">{o.reason}</p>
              )}
              <button
                type="button"
                className="account-button primary"
                disabled={!o.eligible || busy !== null}
                aria-busy={busy === o.code || undefined}
                onClick={() => dispatch(bonusRequested({ offer: o.code }))}
              >
                <FormattedMessage id="account.bonus.request" />
              </button>
            </li>
          ))}
        </ul>
      </ListState>
      <Link to="/dashboard/bonuses">
        <FormattedMessage id="route.dashboard.bonuses" />
      </Link>
    </AccountSection>
  );
}

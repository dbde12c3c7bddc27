import { FormattedMessage, useIntl } from 'react-intl';
import {
  enumValues,
  TransactionStatus,
  TransactionType,
  useAppDispatch,
  useAppSelector,
  type FinancialActivitiesRequest,
  type RoutePageProps,
} from '@oyna/contracts';
import { SelectField } from '@oyna/ui';
import { AccountSection } from '../../components/list-state';
import { PagedList, usePaging } from '../../components/paged-list';
import { FilterForm, isoOfTyped, typedOfIso } from '../../components/date-range';
import { dayOf, lastDays, money } from '../../components/format';
import { accountCalls } from '../../lib/account-data/account-calls';
import { ActivityRows, statusKey } from '../../components/history-rows';
import { csvRequested, selectBusy } from '../../lib/account-data/account-data-slice';

/** Rows per page of the financial activities. */
export const FINANCIAL_PAGE_SIZE = 20;
/** spec §2 financial activities: the default period is the last 30 days. */
export const DEFAULT_DAYS = 30;

interface Filter {
  type?: number | '';
  status?: number | '';
  from: string;
  to: string;
}

/**
 * /dashboard/financial-activities (spec §2): deposits, withdrawals, bonuses and adjustments with
 * §3 type and status, a date range (default the last 30 days), paging, the period's net
 * deposits (deposits minus withdrawals, after UKGC RTS 1) above the list, and a CSV of the range.
 */
export function FinancialActivitiesScreen(_props: RoutePageProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const paging = usePaging<FinancialActivitiesRequest>(() => ({
    type: TransactionType.All,
    status: TransactionStatus.None,
    ...lastDays(DEFAULT_DAYS),
    skip: 0,
    take: FINANCIAL_PAGE_SIZE,
  }));
  const { query } = paging;
  const page = accountCalls.useCall('getFinancialActivities', query);
  const csvBusy = useAppSelector((s) => selectBusy(s).csv);
  const data = page.data;
  const apply = (f: Filter) =>
    paging.filter({
      // The first option ('All') is '' — or undefined, as final-form keeps an emptied field.
      type: typeof f.type === 'number' ? (f.type as TransactionType) : TransactionType.All,
      status:
        typeof f.status === 'number' ? (f.status as TransactionStatus) : TransactionStatus.None,
      from: isoOfTyped(f.from),
      to: isoOfTyped(f.to),
    });
  const typeOptions = enumValues(TransactionType)
    .filter((t) => t !== TransactionType.All)
    .map((t) => ({ value: t, label: `account.type.${t}` }));
  const statusOptions = enumValues(TransactionStatus)
    .filter((s) => s !== TransactionStatus.None)
    .map((s) => ({ value: s, label: statusKey(s) }));
  return (
    <AccountSection title={<FormattedMessage id="route.dashboard.financial-activities" />}>
      <FilterForm<Filter>
        label={intl.formatMessage({ id: 'account.filter.label' })}
        initialValues={{
          type: '',
          status: '',
          from: typedOfIso(query.from ?? ''),
          to: typedOfIso(query.to ?? ''),
        }}
        onSubmit={apply}
      >
        <SelectField
          name="type"
          label="account.filter.type"
          placeholder="account.type.0"
          options={typeOptions}
        />
        <SelectField
          name="status"
          label="account.filter.status"
          placeholder="account.status.any"
          options={statusOptions}
        />
      </FilterForm>

      <div className="account-card account-net" aria-live="polite" data-testid="net-deposits">
        {data ? (
          <>
            <p>
              <FormattedMessage
                id="account.financial.period"
                values={{ from: dayOf(data.from), to: dayOf(data.to) }}
              />
            </p>
            <dl className="account-facts">
              <div>
                <dt>
                  <FormattedMessage id="account.financial.deposits" />
                </dt>
                <dd>{money(data.deposits)}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="account.financial.withdrawals" />
                </dt>
                <dd>{money(data.withdrawals)}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="account.financial.net" />
                </dt>
                <dd className="account-net-value">{money(data.netDeposits)}</dd>
              </div>
            </dl>
          </>
        ) : (
          <div className="account-skeleton-row tall" />
        )}
      </div>

      <div className="account-actions">
        <button
          type="button"
          className="account-button"
          disabled={csvBusy}
          aria-busy={csvBusy || undefined}
          onClick={() =>
            dispatch(
              csvRequested({
                type: query.type,
                status: query.status,
                from: query.from,
                to: query.to,
              }),
            )
          }
        >
          <FormattedMessage id="account.financial.csv" />
        </button>
      </div>

      <PagedList page={page} paging={paging} emptyText="account.financial.empty">
        {(list) => <ActivityRows items={list.items} />}
      </PagedList>
    </AccountSection>
  );
}

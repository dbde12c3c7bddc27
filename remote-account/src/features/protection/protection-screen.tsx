import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { AmountField, CheckboxField, Form, SelectField, SubmitButton } from '@oyna/ui';
import {
  depositLimitRules,
  EXCLUSION_DURATIONS,
  LIMIT_PERIODS,
  required,
  TIMEOUT_DURATIONS,
  useAppDispatch,
  useAppSelector,
  type BlockKind,
  type BreakDuration,
  type DepositLimitState,
  type LimitPeriod,
  type RoutePageProps,
  type ShellState,
} from '@oyna/contracts';
import { AccountSection, ListState } from '../../components/list-state';
import { dateTime, money } from '../../components/format';
import type { AccountMessageKey } from '../../messages';
import {
  breakRequested,
  limitConfirmRequested,
  limitRequested,
  protectionRequested,
  realityCheckRequested,
  selectProtection,
  type ProtectionRootState,
} from './protection-slice';
import '../../components/account-form.css';
import './protection.css';

const PERIOD_LABEL: Record<LimitPeriod, AccountMessageKey> = {
  day: 'account.protection.period.day',
  week: 'account.protection.period.week',
  month: 'account.protection.period.month',
};

const DURATION_LABEL: Record<BreakDuration, AccountMessageKey> = {
  '24h': 'account.protection.duration.24h',
  '7d': 'account.protection.duration.7d',
  '30d': 'account.protection.duration.30d',
  '6w': 'account.protection.duration.6w',
  '6m': 'account.protection.duration.6m',
  '1y': 'account.protection.duration.1y',
  '5y': 'account.protection.duration.5y',
};

function useProtection() {
  return useAppSelector((s: ShellState & ProtectionRootState) => selectProtection(s));
}

function LimitRow({ limit, pending }: { limit: DepositLimitState; pending: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <li className="account-row protection-limit" data-testid={`limit-${limit.period}`}>
      <span className="account-row-main">
        <FormattedMessage id={PERIOD_LABEL[limit.period]} />
        <small>
          {limit.amount === null ? (
            <FormattedMessage id="account.protection.noLimit" />
          ) : (
            <FormattedMessage
              id="account.protection.used"
              values={{ used: money(limit.used), amount: money(limit.amount) }}
            />
          )}
        </small>
        {limit.pending ? (
          <small className="protection-pending">
            <FormattedMessage
              id={
                limit.pending.amount === null
                  ? 'account.protection.pendingRemoval'
                  : 'account.protection.pendingRaise'
              }
              values={{
                amount: limit.pending.amount === null ? '' : money(limit.pending.amount),
                time: dateTime(limit.pending.effectiveAt),
              }}
            />
          </small>
        ) : null}
      </span>
      <span className="protection-row-actions">
        {limit.pending?.confirmable ? (
          <button
            type="button"
            className="account-button"
            disabled={pending}
            onClick={() => dispatch(limitConfirmRequested({ period: limit.period }))}
          >
            <FormattedMessage id="account.protection.confirm" />
          </button>
        ) : null}
        {limit.amount !== null && !limit.pending ? (
          <button
            type="button"
            className="account-button"
            disabled={pending}
            onClick={() => dispatch(limitRequested({ period: limit.period, amount: null }))}
          >
            <FormattedMessage id="account.protection.remove" />
          </button>
        ) : null}
      </span>
    </li>
  );
}

/** RTS 12: set a limit per period; the api applies a lower one at once and holds a raise. */
function LimitForm() {
  const dispatch = useAppDispatch();
  const { pending, changes } = useProtection();
  return (
    <Form<{ period?: LimitPeriod; amount?: number }>
      key={changes}
      initialValues={{ period: 'day' }}
      onSubmit={(values) => {
        if (values.period && values.amount !== undefined) {
          dispatch(limitRequested({ period: values.period, amount: values.amount }));
        }
      }}
    >
      {({ handleSubmit }) => (
        <form className="account-form protection-form" onSubmit={handleSubmit} noValidate>
          <SelectField
            name="period"
            label="account.protection.periodLabel"
            options={LIMIT_PERIODS.map((p) => ({ value: p, label: PERIOD_LABEL[p] }))}
            validate={depositLimitRules.period}
          />
          <AmountField
            name="amount"
            label="account.protection.amountLabel"
            validate={depositLimitRules.amount}
          />
          <div className="account-actions">
            <SubmitButton label="account.protection.saveLimit" pending={pending} />
          </div>
        </form>
      )}
    </Form>
  );
}

function intervalLabel(seconds: number) {
  if (seconds === 0) return <FormattedMessage id="account.protection.interval.off" />;
  if (seconds % 60 === 0)
    return (
      <FormattedMessage id="account.protection.interval.minutes" values={{ n: seconds / 60 }} />
    );
  return <FormattedMessage id="account.protection.interval.seconds" values={{ n: seconds }} />;
}

/** RTS 13: how often the reality check interrupts play. */
function RealityCheckForm() {
  const dispatch = useAppDispatch();
  const { data, pending, changes } = useProtection();
  if (!data) return null;
  return (
    <Form<{ seconds?: number }>
      key={changes}
      initialValues={{ seconds: data.realityCheckSeconds }}
      onSubmit={(values) => {
        if (values.seconds !== undefined)
          dispatch(realityCheckRequested({ seconds: values.seconds }));
      }}
    >
      {({ handleSubmit }) => (
        <form className="account-form protection-form" onSubmit={handleSubmit} noValidate>
          <SelectField
            name="seconds"
            label="account.protection.intervalLabel"
            options={data.realityCheckOptions.map((s) => ({ value: s, label: intervalLabel(s) }))}
            required
          />
          <div className="account-actions">
            <SubmitButton label="account.protection.save" pending={pending} />
          </div>
        </form>
      )}
    </Form>
  );
}

/**
 * LCCP 3.5: a time-out or a self-exclusion, chosen, understood (a tick box), then confirmed once
 * more; it starts at once and logs the player out everywhere.
 */
function BreakForm({ kind }: { kind: BlockKind }) {
  const dispatch = useAppDispatch();
  const { pending } = useProtection();
  const [chosen, setChosen] = useState<BreakDuration | null>(null);
  const durations: readonly BreakDuration[] =
    kind === 'timeout' ? TIMEOUT_DURATIONS : EXCLUSION_DURATIONS;
  const prefix = kind === 'timeout' ? 'account.protection.timeout' : 'account.protection.exclusion';
  if (chosen) {
    return (
      <div className="protection-confirm" role="alertdialog" aria-labelledby={`${kind}-confirm`}>
        <p id={`${kind}-confirm`}>
          <FormattedMessage
            id={`${prefix}.confirmText`}
            values={{ duration: <FormattedMessage id={DURATION_LABEL[chosen]} /> }}
          />
        </p>
        <div className="account-actions">
          <button type="button" className="account-button" onClick={() => setChosen(null)}>
            <FormattedMessage id="account.protection.cancel" />
          </button>
          <button
            type="button"
            className="ui-submit protection-danger"
            disabled={pending}
            onClick={() => dispatch(breakRequested({ kind, duration: chosen }))}
          >
            <FormattedMessage id={`${prefix}.confirm`} />
          </button>
        </div>
      </div>
    );
  }
  return (
    <Form<{ duration?: BreakDuration; understood?: boolean }>
      validate={(values) => (values.understood ? {} : { understood: { key: 'required' } })}
      onSubmit={(values) => {
        if (values.duration) setChosen(values.duration);
      }}
    >
      {({ handleSubmit }) => (
        <form className="account-form protection-form" onSubmit={handleSubmit} noValidate>
          <p className="protection-explain">
            <FormattedMessage id={`${prefix}.explain`} />
          </p>
          <SelectField
            name="duration"
            label={`${prefix}.durationLabel`}
            options={durations.map((d) => ({ value: d, label: DURATION_LABEL[d] }))}
            validate={required()}
          />
          <CheckboxField name="understood" label={`${prefix}.understood`} />
          <div className="account-actions">
            <SubmitButton label={`${prefix}.submit`} />
          </div>
        </form>
      )}
    </Form>
  );
}

/**
 * /dashboard/responsible-gaming (beyond spec §2; UKGC RTS 12, 13, LCCP 3.5): deposit limits with
 * their use and any pending raise, the reality-check interval, time-out and self-exclusion.
 */
export function ResponsibleGamingScreen(_props: RoutePageProps) {
  const dispatch = useAppDispatch();
  const { data, status, pending } = useProtection();
  useEffect(() => {
    dispatch(protectionRequested());
  }, [dispatch]);
  return (
    <AccountSection title={<FormattedMessage id="route.dashboard.responsible-gaming" />}>
      <ListState
        status={status === 'ready' ? 'ready' : status}
        empty={!data}
        emptyText="account.loadFailed"
        rows={6}
        onRetry={() => dispatch(protectionRequested())}
      >
        <section className="protection-section" aria-labelledby="protection-limits">
          <h2 id="protection-limits">
            <FormattedMessage id="account.protection.limits" />
          </h2>
          <p className="protection-explain">
            <FormattedMessage id="account.protection.limitsExplain" />
          </p>
          <ul className="account-rows">
            {data?.limits.map((l) => (
              <LimitRow key={l.period} limit={l} pending={pending} />
            ))}
          </ul>
          <LimitForm />
        </section>
        <section className="protection-section" aria-labelledby="protection-reality">
          <h2 id="protection-reality">
            <FormattedMessage id="account.protection.realityCheck" />
          </h2>
          <p className="protection-explain">
            <FormattedMessage id="account.protection.realityCheckExplain" />
          </p>
          <RealityCheckForm />
        </section>
        <section className="protection-section" aria-labelledby="protection-timeout">
          <h2 id="protection-timeout">
            <FormattedMessage id="account.protection.timeout.title" />
          </h2>
          <BreakForm kind="timeout" />
        </section>
        <section className="protection-section" aria-labelledby="protection-exclusion">
          <h2 id="protection-exclusion">
            <FormattedMessage id="account.protection.exclusion.title" />
          </h2>
          <BreakForm kind="exclusion" />
        </section>
      </ListState>
    </AccountSection>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from '@oyna/ui/router';
import {
  events,
  routeTitleKey,
  useAppDispatch,
  routeById,
  type LentDialogProps,
  type RoutePageProps,
} from '@oyna/contracts';
import type { PaymentsMessageKey } from '../../messages';
import { MethodList } from './method-list';
import { PaymentForm } from './payment-form';
import { TYPE_OF, type Mode } from './payments-slice';
import './payments.css';

const LEAD: Record<Mode, PaymentsMessageKey> = {
  deposit: 'payments.deposit.lead',
  withdraw: 'payments.withdraw.lead',
};

function Cashier({ mode }: { mode: Mode }) {
  const dispatch = useAppDispatch();
  return (
    <div className="payments-cashier" data-testid={`payments-${mode}`}>
      <p>
        <FormattedMessage id={LEAD[mode]} />
      </p>
      {mode === 'deposit' ? (
        // UKGC RTS 12A/12C: a deposit limit is offered at deposit, a click away.
        <p className="payments-limit-offer">
          <Link to="/dashboard/responsible-gaming" onClick={() => dispatch(events.closeDialog())}>
            <FormattedMessage id="protection.offer.limit" />
          </Link>
        </p>
      ) : null}
      <MethodList mode={mode} />
    </div>
  );
}

/** spec §2: the dashboard's deposit/withdraw toggle. */
function Toggle() {
  const intl = useIntl();
  const link = (mode: Mode) => (
    <NavLink
      to={routeById(mode === 'deposit' ? 'dashboard.deposit' : 'dashboard.withdraw').path}
      className={({ isActive }) => `payments-toggle-link${isActive ? ' is-active' : ''}`}
    >
      <FormattedMessage id={`payments.toggle.${mode}`} />
    </NavLink>
  );
  return (
    <nav
      className="payments-toggle"
      aria-label={intl.formatMessage({ id: 'payments.toggle.label' })}
    >
      {link('deposit')}
      {link('withdraw')}
    </nav>
  );
}

/** /dashboard/deposit and /dashboard/withdraw (spec §2); the route picks the mode. */
export function CashierPage({ routeId }: RoutePageProps) {
  return (
    <section className="payments-page page">
      <h1>
        <FormattedMessage id={routeTitleKey(routeId)} />
      </h1>
      <Toggle />
      <Cashier mode={routeId === 'dashboard.withdraw' ? 'withdraw' : 'deposit'} />
    </section>
  );
}

/** The dialog's props (spec §2: the dynamic dialogs take id, type and title). */
function methodOf(props: Record<string, unknown>, mode: Mode): number | null {
  const id = Number(props.id);
  return Number.isSafeInteger(id) && id > 0 && (props.type ?? TYPE_OF[mode]) === TYPE_OF[mode]
    ? id
    : null;
}

function CashierDialog({ props, mode }: LentDialogProps & { mode: Mode }) {
  const id = methodOf(props, mode);
  // With a method: its dynamic form (the shell titles the frame with props.title); without one
  // ("a deposit modal may embed the deposit screen with a title", spec §2): the method list.
  return id ? <PaymentForm id={id} type={TYPE_OF[mode]} /> : <Cashier mode={mode} />;
}

/** `payments:deposit`, lent to the shell's dialog slot (medium; full-screen on a phone). */
export function DepositDialog(props: LentDialogProps) {
  return <CashierDialog {...props} mode="deposit" />;
}

/** `payments:withdraw`, lent to the shell's dialog slot. */
export function WithdrawDialog(props: LentDialogProps) {
  return <CashierDialog {...props} mode="withdraw" />;
}

import { FormattedMessage } from 'react-intl';
import { routeTitleKey, type LentDialogProps, type RoutePageProps } from '@oyna/contracts';
import type { PaymentsMessageKey } from '../../messages';

type Mode = 'deposit' | 'withdraw';

const LEAD: Record<Mode, PaymentsMessageKey> = {
  deposit: 'payments.deposit.lead',
  withdraw: 'payments.withdraw.lead',
};

function Cashier({ mode }: { mode: Mode }) {
  return (
    <div className="payments-cashier" data-testid={`payments-${mode}`}>
      <p>
        <FormattedMessage id={LEAD[mode]} />
      </p>
    </div>
  );
}

/** /dashboard/deposit and /dashboard/withdraw (spec §2); the route picks the mode. */
export function CashierPage({ routeId }: RoutePageProps) {
  return (
    <section className="payments-page page">
      <h1>
        <FormattedMessage id={routeTitleKey(routeId)} />
      </h1>
      <Cashier mode={routeId === 'dashboard.withdraw' ? 'withdraw' : 'deposit'} />
    </section>
  );
}

/**
 * The deposit dialog lent to the shell's dialog slot ("a deposit modal may embed the deposit
 * screen with a title", spec §2); its title is `payments.dialog.deposit.title`.
 */
export function DepositDialog(_props: LentDialogProps) {
  return <Cashier mode="deposit" />;
}

/** The withdraw dialog lent to the shell's dialog slot; its title is `payments.dialog.withdraw.title`. */
export function WithdrawDialog(_props: LentDialogProps) {
  return <Cashier mode="withdraw" />;
}

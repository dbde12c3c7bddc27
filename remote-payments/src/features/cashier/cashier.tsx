import { FormattedMessage } from 'react-intl';
import type { LentDialogProps, RoutePageProps } from '@oyna/contracts';

type Mode = 'deposit' | 'withdraw';

function Cashier({ mode }: { mode: Mode }) {
  return (
    <div className="payments-cashier" data-testid={`payments-${mode}`}>
      <p>
        <FormattedMessage id={`payments.${mode}.lead`} />
      </p>
    </div>
  );
}

/** /dashboard/deposit and /dashboard/withdraw (spec §2). */
export function makeCashierPage(mode: Mode) {
  function CashierPage(_props: RoutePageProps) {
    return (
      <section className="payments-page page">
        <h1>
          <FormattedMessage id={`route.dashboard.${mode}`} />
        </h1>
        <Cashier mode={mode} />
      </section>
    );
  }
  CashierPage.displayName = `CashierPage(${mode})`;
  return CashierPage;
}

/** The deposit and withdraw dialogs lent to the shell's dialog slot ("a deposit modal may embed
 * the deposit screen with a title", spec §2). */
export function makeCashierDialog(mode: Mode) {
  function CashierDialog(_props: LentDialogProps) {
    return <Cashier mode={mode} />;
  }
  CashierDialog.displayName = `CashierDialog(${mode})`;
  return CashierDialog;
}

import type { RemoteModule } from '@oyna/contracts';
import { paymentsMessages } from './messages';
import { watchCashierEvents, watchPayments } from './features/cashier/payments-saga';
import { paymentsSlice } from './features/cashier/payments-slice';
import { paymentCalls } from './features/cashier/payment-calls';
import { CashierPage, DepositDialog, WithdrawDialog } from './features/cashier/cashier';

/** The payments remote (ARCHITECTURE.md): deposit and withdraw screens and dialogs. */
const paymentsModule: RemoteModule = {
  name: 'payments',
  contractsVersion: __OYNA_CONTRACTS_VERSION__,
  messages: paymentsMessages,
  routes: {
    'dashboard.deposit': CashierPage,
    'dashboard.withdraw': CashierPage,
  },
  slices: [paymentsSlice, paymentCalls.slice],
  sagas: {
    cashier: watchCashierEvents,
    payments: watchPayments,
    paymentCalls: paymentCalls.saga,
  },
  dialogs: { deposit: DepositDialog, withdraw: WithdrawDialog },
};

export default paymentsModule;

import type { RemoteModule } from '@oyna/contracts';
import { paymentsSlice } from './features/cashier/payments-slice';
import { watchCashierEvents } from './features/cashier/payments-saga';
import { makeCashierDialog, makeCashierPage } from './features/cashier/cashier';

/** The payments remote (ARCHITECTURE.md): deposit and withdraw screens and dialogs. */
const paymentsModule: RemoteModule = {
  name: 'payments',
  contractsVersion: __OYNA_CONTRACTS_VERSION__,
  routes: {
    'dashboard.deposit': makeCashierPage('deposit'),
    'dashboard.withdraw': makeCashierPage('withdraw'),
  },
  slices: [paymentsSlice],
  sagas: { cashier: watchCashierEvents },
  dialogs: { deposit: makeCashierDialog('deposit'), withdraw: makeCashierDialog('withdraw') },
};

export default paymentsModule;

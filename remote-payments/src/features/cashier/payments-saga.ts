import { put, select, takeEvery } from 'redux-saga/effects';
import { events, selectIsLoggedIn } from '@oyna/contracts';
import { methodChosen } from './payments-slice';

/**
 * The cashier's events, dispatched by the shell header, the bottom bar or the game dialog:
 * a visitor gets the login dialog (spec §6), a player the deposit or withdraw dialog.
 */
export function* watchCashierEvents() {
  yield takeEvery(
    [events.openDeposit, events.openWithdraw],
    function* onOpen(action: ReturnType<typeof events.openDeposit>) {
      const loggedIn: boolean = yield select(selectIsLoggedIn);
      if (!loggedIn) {
        yield put(events.requireLogin());
        return;
      }
      yield put(methodChosen(action.payload?.methodId ?? null));
      const dialog = events.openDeposit.match(action) ? 'payments:deposit' : 'payments:withdraw';
      yield put(events.openDialog({ dialog }));
    },
  );
}

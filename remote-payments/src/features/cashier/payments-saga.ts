import { put, select, takeEvery } from 'redux-saga/effects';
import { events, selectIsLoggedIn } from '@oyna/contracts';

/**
 * The cashier's events, dispatched by the shell header, the bottom bar or the game dialog:
 * a visitor gets the login dialog (spec §6), a player the deposit or withdraw dialog. The
 * events' `methodId` is for the method list this stub does not have yet.
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
      const dialog = events.openDeposit.match(action) ? 'payments:deposit' : 'payments:withdraw';
      yield put(events.openDialog({ dialog }));
    },
  );
}

import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  events,
  LIVE_CMD_NOTIFICATION,
  selectIsLoggedIn,
  selectTyped,
  callTyped,
} from '@oyna/contracts';
import { slipActions } from '../../lib/slip-slice';
import { betsActions, selectBets } from './bets-slice';
import { cashOutBet, fetchMyBets } from './bets-wire';

function* loadBets() {
  const loggedIn = yield* selectTyped(selectIsLoggedIn);
  if (!loggedIn) return;
  const { filter } = yield* selectTyped(selectBets);
  const bets = yield* callTyped(fetchMyBets, filter);
  if (bets) yield put(betsActions.loaded({ filter, bets }));
  else yield put(betsActions.failed());
}

/**
 * Cash-out at the value the server offers now, confirmed in one step: the confirmation sends the
 * value shown; if it moved, the server refuses and the new value waits for a fresh confirmation.
 */
function* confirmCashOut() {
  const { confirming } = yield* selectTyped(selectBets);
  if (!confirming) return;
  const outcome = yield* callTyped(cashOutBet, confirming.betId, confirming.value);
  if (outcome.kind === 'done') {
    yield put(
      betsActions.cashOutDone({
        bet: outcome.bet,
        notice: {
          betId: confirming.betId,
          kind: 'success',
          key: 'sports.bets.cashoutDone',
          values: { amount: outcome.paid },
        },
      }),
    );
    yield put(events.balanceChanged({ balance: outcome.balance }));
  } else if (outcome.kind === 'moved') {
    yield put(betsActions.cashOutMoved({ betId: confirming.betId, value: outcome.value }));
  } else {
    yield put(betsActions.cashOutMoved({ betId: confirming.betId, value: null }));
  }
}

export function* watchBets() {
  yield takeLatest(betsActions.load.type, loadBets);
  yield takeLatest(betsActions.confirmCashOut.type, confirmCashOut);
  // A placed bet, a login or a settlement notification changes the list.
  yield takeEvery([slipActions.placed.type, events.sessionChanged.type], loadBets);
  yield takeEvery(events.liveMessage.type, function* (a: ReturnType<typeof events.liveMessage>) {
    if (a.payload.cmd === LIVE_CMD_NOTIFICATION) yield call(loadBets);
  });
}

import { put, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  events,
  LIVE_CMD_NOTIFICATION,
  selectIsLoggedIn,
  selectTyped,
  callTyped,
} from '@oyna/contracts';
import { slipActions } from '../../lib/slip-slice';
import { sportsCalls } from '../../lib/sports-calls';
import { betsActions, quoteSlot, selectBets } from './bets-slice';
import { cashOutBet } from './bets-wire';

/** My bets as shown are read again (the tab's list and the quotes already asked for). */
function* reloadBets() {
  // A visitor has no bets; asking would only earn a 401.
  const loggedIn = yield* selectTyped(selectIsLoggedIn);
  if (loggedIn) yield* sportsCalls.reload('getMyBets', 'getCashoutQuote');
}

/**
 * Cash-out at the value the server offers now, confirmed in one step: the confirmation sends the
 * value shown; if it moved, the server refuses and the new value waits for a fresh confirmation.
 */
function* confirmCashOut() {
  const { confirming } = yield* selectTyped(selectBets);
  if (!confirming) return;
  const { betId } = confirming;
  const outcome = yield* callTyped(cashOutBet, betId, confirming.value);
  if (outcome.kind === 'done') {
    yield put(
      betsActions.cashOutDone({
        bet: outcome.bet,
        notice: {
          betId,
          kind: 'success',
          key: 'sports.bets.cashoutDone',
          values: { amount: outcome.paid },
        },
      }),
    );
    yield put(events.balanceChanged({ balance: outcome.balance }));
    return;
  }
  yield put(
    betsActions.cashOutMoved({ betId, value: outcome.kind === 'moved' ? outcome.value : null }),
  );
  // The offer changed: the bet's Cash out button shows what the server offers now.
  yield put(sportsCalls.load('getCashoutQuote', { betId }, { key: quoteSlot(betId) }));
}

export function* watchBets() {
  yield takeLatest(betsActions.confirmCashOut.type, confirmCashOut);
  // A placed bet, a login or a settlement notification changes the list.
  yield takeEvery([slipActions.placed.type, events.sessionChanged.type], reloadBets);
  yield takeEvery(events.liveMessage.type, function* (a: ReturnType<typeof events.liveMessage>) {
    if (a.payload.cmd === LIVE_CMD_NOTIFICATION) yield* reloadBets();
  });
}

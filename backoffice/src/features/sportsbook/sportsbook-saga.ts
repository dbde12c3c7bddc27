import type {
  AdminSportsBetsPage,
  AdminSportsEventRow,
  AdminSportsLiability,
  AdminSportsResult,
  AdminSportsSettleMarket,
  SportEventDetail,
  SportsTree,
} from '@oyna/contracts';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { toastShown } from '../../components/toasts/toasts-slice';
import { httpClient, messageOf } from '../../lib/saga-context';
import {
  actionDone,
  actionFailed,
  BETS_PAGE,
  betsFailed,
  betsLoaded,
  betsRequested,
  eventFailed,
  eventLoaded,
  eventSelected,
  eventRows,
  eventStatusRequested,
  listFailed,
  listLoaded,
  listRequested,
  marketStatusRequested,
  selectSportsbook,
  settleRequested,
  type SportsbookState,
} from './sportsbook-slice';

/**
 * The events of the chosen list: the public sports tree (what the players see), or the events
 * past their time whose markets still wait for a result (adminSportsUnsettled).
 */
function* loadList() {
  const http = yield* httpClient();
  const { kind } = (yield select(selectSportsbook)) as SportsbookState;
  try {
    if (kind === 'unsettled') {
      yield put(
        listLoaded((yield call(http.call, 'adminSportsUnsettled', {})) as AdminSportsEventRow[]),
      );
      return;
    }
    const tree = (yield call(http.call, 'getSportsTree', { kind })) as SportsTree;
    yield put(listLoaded(eventRows(tree)));
  } catch (error) {
    yield put(listFailed(messageOf(error)));
  }
}

/** The event with every market and price, and the liability on each selection. */
function* loadEvent(eventId: number) {
  const http = yield* httpClient();
  try {
    const [event, liability] = (yield all([
      call(http.call, 'getSportsEvent', { eventId }),
      call(http.call, 'adminSportsLiability', { eventId }),
    ])) as [SportEventDetail, AdminSportsLiability];
    yield put(eventLoaded({ event, liability: liability.selections }));
  } catch (error) {
    yield put(eventFailed(messageOf(error)));
  }
}

function* loadBets(eventId: number, skip: number) {
  const http = yield* httpClient();
  try {
    const page = (yield call(http.call, 'adminSportsEventBets', {
      eventId,
      skip,
      take: BETS_PAGE,
    })) as AdminSportsBetsPage;
    yield put(betsLoaded({ eventId, skip, total: page.total, rows: page.bets }));
  } catch (error) {
    yield put(betsFailed());
    yield* failed(error, 'bo.sports.betsFailed');
  }
}

function* onSelected(action: PayloadAction<number>) {
  yield all([call(loadEvent, action.payload), call(loadBets, action.payload, 0)]);
}

function* onBetsPage(action: PayloadAction<number>) {
  const { selectedId } = (yield select(selectSportsbook)) as SportsbookState;
  if (selectedId !== null) yield call(loadBets, selectedId, action.payload);
}

/** A refusal as a toast with the api's message (or ours when there was no answer). */
function* failed(error: unknown, id: 'bo.sports.actionFailed' | 'bo.sports.betsFailed') {
  const message = messageOf(error);
  yield put(
    toastShown(
      message
        ? { kind: 'error', id, values: { message } }
        : { kind: 'error', id: 'bo.app.networkError' },
    ),
  );
}

/** After any change: the chosen event and its liability (and bets) as they are now. */
function* refresh(withBets: boolean) {
  const { selectedId, bets } = (yield select(selectSportsbook)) as SportsbookState;
  if (selectedId === null) return;
  yield call(loadEvent, selectedId);
  if (withBets) yield call(loadBets, selectedId, bets.skip);
}

/** Opens or suspends a market or a whole event, says so, and shows the event as it is now. */
function* setStatus(
  endpoint: 'adminSportsSetMarket' | 'adminSportsSetEvent',
  payload: object,
  done: FormatjsIntl.Message['ids'],
) {
  const http = yield* httpClient();
  try {
    yield call(http.call, endpoint, payload);
    yield put(actionDone());
    yield put(toastShown({ kind: 'success', id: done }));
  } catch (error) {
    yield put(actionFailed());
    yield* failed(error, 'bo.sports.actionFailed');
  }
  yield* refresh(false);
}

function* setMarket(action: PayloadAction<{ marketId: number; status: 'open' | 'suspended' }>) {
  const suspended = action.payload.status === 'suspended';
  yield* setStatus(
    'adminSportsSetMarket',
    action.payload,
    suspended ? 'bo.sports.marketSuspended' : 'bo.sports.marketOpened',
  );
}

function* setEvent(action: PayloadAction<{ eventId: number; status: 'open' | 'suspended' }>) {
  const suspended = action.payload.status === 'suspended';
  yield* setStatus(
    'adminSportsSetEvent',
    action.payload,
    suspended ? 'bo.sports.eventSuspended' : 'bo.sports.eventOpened',
  );
}

function* settle(action: PayloadAction<AdminSportsSettleMarket>) {
  const http = yield* httpClient();
  try {
    const result = (yield call(http.call, 'adminSportsSettleMarket', {
      ...action.payload,
      reason: action.payload.reason.trim(),
    })) as AdminSportsResult;
    yield put(actionDone());
    yield put(
      toastShown({
        kind: 'success',
        id: action.payload.result === 'void' ? 'bo.sports.voided' : 'bo.sports.settled',
        values: { bets: result.settledBets },
      }),
    );
  } catch (error) {
    yield put(actionFailed());
    yield* failed(error, 'bo.sports.actionFailed');
  }
  yield* refresh(true);
}

export function* sportsbookSaga() {
  yield takeLatest(listRequested.type, loadList);
  yield takeLatest(eventSelected.type, onSelected);
  yield takeLatest(betsRequested.type, onBetsPage);
  yield takeEvery(marketStatusRequested.type, setMarket);
  yield takeEvery(eventStatusRequested.type, setEvent);
  yield takeEvery(settleRequested.type, settle);
}

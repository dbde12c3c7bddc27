import { call, delay, fork, put, race, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { events, selectTyped, callTyped } from '@oyna/contracts';
import { selectSlip, slipActions } from '../../lib/slip-slice';
import { isBookable, type BookKind } from './book-model';
import { bookActions, selectBook, type BookState, type EventChange } from './book-slice';
import {
  fetchBook,
  fetchBookEvent,
  parseOddsPush,
  SPORTS_HUB_SUBSCRIBE,
  SPORTS_HUB_UNSUBSCRIBE,
  SPORTS_LIVE_CMD,
} from './book-wire';

/** A moved price keeps its up/down mark this long. */
export const PRICE_MARK_MS = 3000;
/** In play, the shown list and event are read again this often (visitors get no hub). */
export const LIVE_REFRESH_MS = 5000;
/** Pre-match lists change slowly. */
export const PREMATCH_REFRESH_MS = 60_000;

function* loadList(kind: BookKind) {
  const state = yield* selectTyped(selectBook);
  // The first load reads every sport of the page (the nav and its counts); later ones only the
  // chosen sport.
  const first = state.sportsStatus !== 'ready';
  const list = yield* callTyped(fetchBook, kind, first ? null : state.sport);
  if (!list) {
    yield put(bookActions.listFailed());
    return;
  }
  if (first) yield put(bookActions.sportsLoaded(list.sports));
  const { sport } = yield* selectTyped(selectBook);
  yield put(
    bookActions.listLoaded({
      kind,
      sport,
      competitions: list.competitions.filter((c) => c.sportSlug === sport),
      events: list.events.filter((e) => e.sportSlug === sport),
    }),
  );
}

function* loadEvent(id: number) {
  const event = yield* callTyped(fetchBookEvent, id);
  if (event) yield put(bookActions.eventLoaded(event));
  else yield put(bookActions.eventFailed());
}

/** Keeps the shown list (and the open event) fresh until the page changes. */
function* refreshLoop(kind: BookKind) {
  for (;;) {
    yield delay(kind === 'live' ? LIVE_REFRESH_MS : PREMATCH_REFRESH_MS);
    const state = yield* selectTyped(selectBook);
    if (state.openEventId !== null) yield call(loadEvent, state.openEventId);
    else yield call(loadList, kind);
  }
}

function* openBook(action: PayloadAction<{ kind: BookKind; sport?: string | null }>) {
  yield call(loadList, action.payload.kind);
  yield call(refreshLoop, action.payload.kind);
}

function* openEvent(action: PayloadAction<number>) {
  yield call(loadEvent, action.payload);
}

/** The ids of the events on screen: the hub sends only their prices (the issue: subscribe only to what is shown). */
export function shownEventIds(state: BookState): number[] {
  if (state.openEventId !== null) return [state.openEventId];
  return state.list.slice(0, 100);
}

/**
 * The hub sends a socket only the events it subscribed to: the shown ones are subscribed, those
 * no longer shown unsubscribed. Both are standing requests the shell sends again on a new
 * connection (events.liveSubscribe), where unsubscribing unknown ids is harmless.
 */
function* subscribeShown() {
  let last: number[] = [];
  for (;;) {
    const state = yield* selectTyped(selectBook);
    const ids = shownEventIds(state);
    if (ids.join(',') !== last.join(',')) {
      const dropped = last.filter((id) => !ids.includes(id));
      last = ids;
      yield put(
        events.liveSubscribe({
          key: 'sports:events',
          method: SPORTS_HUB_SUBSCRIBE,
          args: ids.length > 0 ? [ids] : null,
        }),
      );
      yield put(
        events.liveSubscribe({
          key: 'sports:dropped',
          method: SPORTS_HUB_UNSUBSCRIBE,
          args: dropped.length > 0 ? [dropped] : null,
        }),
      );
    }
    yield take([
      bookActions.listLoaded.type,
      bookActions.openEvent.type,
      bookActions.closeEvent.type,
      bookActions.changed.type,
      bookActions.leave.type,
    ]);
  }
}

function* expireMarks(ids: number[]) {
  yield delay(PRICE_MARK_MS);
  yield put(bookActions.marksExpired(ids));
}

/** Applies a pushed change in place: prices and suspensions also reach the slip. */
export function* applyChanges(changes: EventChange[]) {
  if (changes.length === 0) return;
  yield put(bookActions.changed(changes));
  const book = yield* selectTyped(selectBook);
  const moves: { selectionId: number; odds?: number; suspended?: boolean }[] = [];
  for (const c of changes) {
    for (const p of c.prices ?? []) moves.push(p);
    const event = book.events[String(c.eventId)];
    // A suspended (or reopened) market locks (or frees) its selections on the slip.
    for (const m of c.markets ?? []) {
      const market = event?.markets.find((x) => x.id === m.marketId);
      for (const sel of market?.selections ?? []) {
        moves.push({ selectionId: sel.id, suspended: m.status !== 'open' || sel.suspended });
      }
    }
    if (c.status === 'ended' || c.status === 'cancelled') {
      for (const market of event?.markets ?? []) {
        for (const sel of market.selections) moves.push({ selectionId: sel.id, suspended: true });
      }
    }
  }
  if (moves.length > 0) yield put(slipActions.oddsMoved(moves));
  const marked = changes.flatMap((c) => (c.prices ?? []).map((p) => p.selectionId));
  if (marked.length > 0) yield fork(expireMarks, marked);
}

function* onLiveMessage(action: ReturnType<typeof events.liveMessage>) {
  if (action.payload.cmd !== SPORTS_LIVE_CMD) return;
  const changes = parseOddsPush(action.payload.message);
  yield call(applyChanges, changes);
}

/** A refresh read prices too: the slip's selections on screen follow them (old → new). */
function* syncSlipFromBook() {
  const book = yield* selectTyped(selectBook);
  const slip = yield* selectTyped(selectSlip);
  const moves: { selectionId: number; odds: number; suspended: boolean }[] = [];
  for (const sel of slip.selections) {
    const event = book.events[String(sel.eventId)];
    for (const market of event?.markets ?? []) {
      const found = market.selections.find((x) => x.id === sel.selectionId);
      if (!found || !event) continue;
      const suspended = !isBookable(market, found) || event.status === 'ended';
      if (found.odds !== sel.currentOdds || suspended !== sel.suspended) {
        moves.push({ selectionId: sel.selectionId, odds: found.odds, suspended });
      }
    }
  }
  if (moves.length > 0) yield put(slipActions.oddsMoved(moves));
}

/** Marks set by a refresh (not a push) expire the same way. */
function* expireRefreshMarks() {
  for (;;) {
    yield take([bookActions.listLoaded.type, bookActions.eventLoaded.type]);
    const state = yield* selectTyped(selectBook);
    const ids = Object.keys(state.marks).map(Number);
    if (ids.length > 0) yield fork(expireMarks, ids);
  }
}

export function* watchBook() {
  yield takeLatest(bookActions.open.type, function* (a: PayloadAction<{ kind: BookKind }>) {
    yield race({ run: call(openBook, a), left: take(bookActions.leave.type) });
  });
  yield takeLatest(bookActions.openEvent.type, openEvent);
  yield takeEvery(events.liveMessage.type, onLiveMessage);
  yield takeEvery([bookActions.listLoaded.type, bookActions.eventLoaded.type], syncSlipFromBook);
  yield fork(subscribeShown);
  yield fork(expireRefreshMarks);
}

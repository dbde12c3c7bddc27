import type {
  AdminBonusCancel,
  AdminBonusDecision,
  AdminBonusGrant,
  AdminBonusOffer,
  AdminBonusOfferUpsert,
  AdminBonusRequest,
  AdminPlayerBonus,
} from '@oyna/contracts';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { toastShown } from '../../components/toasts/toasts-slice';
import { httpClient, messageOf } from '../../lib/saga-context';
import {
  actionFailed,
  cancelRequested,
  decisionDone,
  decisionRequested,
  deskDone,
  deskFailed,
  grantRequested,
  loadRequested,
  offerRequested,
  offerSaved,
  offersFailed,
  offersLoaded,
  requestsFailed,
  requestsLoaded,
} from './bonuses-slice';

/**
 * The most claim requests the desk lists at once (oldest first on screen): the api's page
 * maximum (the contracts' ACCOUNT_PAGE_MAX; the schemas stay out of the browser bundle).
 */
const REQUESTS = 100;

/** An api refusal as an error toast (the api's message, or ours when there was no answer). */
function* failedToast(error: unknown) {
  const message = messageOf(error);
  yield put(
    toastShown(
      message
        ? { kind: 'error', id: 'bo.bonus.failed', values: { message } }
        : { kind: 'error', id: 'bo.app.networkError' },
    ),
  );
}

function* loadOffers() {
  const http = yield* httpClient();
  try {
    yield put(offersLoaded((yield call(http.call, 'adminBonusOffers', {})) as AdminBonusOffer[]));
  } catch (error) {
    yield put(offersFailed(messageOf(error)));
  }
}

function* loadRequests() {
  const http = yield* httpClient();
  try {
    const rows = (yield call(http.call, 'adminBonusRequests', {
      status: 'pending',
      take: REQUESTS,
    })) as AdminBonusRequest[];
    yield put(requestsLoaded(rows));
  } catch (error) {
    yield put(requestsFailed(messageOf(error)));
  }
}

/** The offers, and the claim requests when this role may read them. */
function* load(action: PayloadAction<{ requests: boolean }>) {
  yield all([call(loadOffers), ...(action.payload.requests ? [call(loadRequests)] : [])]);
}

function* decide(action: PayloadAction<AdminBonusDecision>) {
  const http = yield* httpClient();
  try {
    const row = (yield call(http.call, 'adminDecideBonusRequest', {
      ...action.payload,
      ...(action.payload.note ? { note: action.payload.note.trim() } : {}),
    })) as AdminBonusRequest;
    yield put(decisionDone(row));
    yield put(
      toastShown({
        kind: 'success',
        id: row.status === 'approved' ? 'bo.bonus.approved' : 'bo.bonus.rejected',
        values: { player: row.username },
      }),
    );
  } catch (error) {
    yield put(actionFailed());
    yield* failedToast(error);
    // Someone else may have decided it meanwhile: the list as it is now.
    yield call(loadRequests);
  }
}

function* desk(kind: 'grant' | 'cancel', body: AdminBonusGrant | AdminBonusCancel) {
  const http = yield* httpClient();
  try {
    const bonus = (yield call(
      http.call,
      kind === 'grant' ? 'adminGrantBonus' : 'adminCancelBonus',
      { ...body, reason: body.reason.trim() },
    )) as AdminPlayerBonus;
    yield put(deskDone(bonus));
    yield put(
      toastShown({
        kind: 'success',
        id: kind === 'grant' ? 'bo.bonus.granted' : 'bo.bonus.cancelled',
        values: { player: bonus.username },
        money: { amount: bonus.amount },
      }),
    );
  } catch (error) {
    const message = messageOf(error);
    yield put(deskFailed({ action: kind, message }));
    yield* failedToast(error);
  }
}

function* grant(action: PayloadAction<AdminBonusGrant>) {
  yield* desk('grant', action.payload);
}

function* cancel(action: PayloadAction<AdminBonusCancel>) {
  yield* desk('cancel', action.payload);
}

function* saveOffer(action: PayloadAction<AdminBonusOfferUpsert>) {
  const http = yield* httpClient();
  try {
    const offer = (yield call(
      http.call,
      'adminUpsertBonusOffer',
      action.payload,
    )) as AdminBonusOffer;
    yield put(offerSaved(offer));
    yield put(
      toastShown({ kind: 'success', id: 'bo.bonus.offerSaved', values: { code: offer.code } }),
    );
  } catch (error) {
    yield put(actionFailed());
    yield* failedToast(error);
  }
}

export function* bonusesSaga() {
  yield takeLatest(loadRequested.type, load);
  yield takeEvery(decisionRequested.type, decide);
  yield takeLeading(grantRequested.type, grant);
  yield takeLeading(cancelRequested.type, cancel);
  yield takeLeading(offerRequested.type, saveOffer);
}

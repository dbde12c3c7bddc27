import type { PayloadAction } from '@reduxjs/toolkit';
import type { AdminPromotion, PromotionUpsert, UpsertResult } from '@oyna/contracts';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { toastShown } from '../../components/toasts/toasts-slice';
import { httpClient, messageOf } from '../../lib/saga-context';
import {
  promotionSaveFailed,
  promotionSaveRequested,
  promotionSaved,
  promotionsFailed,
  promotionsLoaded,
  promotionsRequested,
} from './promotions-slice';

function* loadPromotions() {
  const http = yield* httpClient();
  try {
    const items = (yield call(http.call, 'adminPromotions')) as AdminPromotion[];
    yield put(promotionsLoaded(items));
  } catch (error) {
    yield put(promotionsFailed(messageOf(error)));
  }
}

/** admin/promotion: the api cleans the description and checks the rest again (400, its message). */
function* savePromotion(action: PayloadAction<PromotionUpsert>) {
  const http = yield* httpClient();
  try {
    const { id } = (yield call(http.call, 'adminUpsertPromotion', action.payload)) as UpsertResult;
    yield put(promotionSaved({ id }));
    yield put(toastShown({ kind: 'success', id: 'bo.promotions.saved', values: { id } }));
    yield put(promotionsRequested());
  } catch (error) {
    yield put(promotionSaveFailed());
    const message = messageOf(error);
    yield put(
      toastShown(
        message
          ? { kind: 'error', id: 'bo.promotions.saveFailed', values: { message } }
          : { kind: 'error', id: 'bo.app.networkError' },
      ),
    );
  }
}

export function* promotionsSaga() {
  yield takeLatest(promotionsRequested.type, loadPromotions);
  yield takeLeading(promotionSaveRequested.type, savePromotion);
}

import type { PayloadAction } from '@reduxjs/toolkit';
import type { AdminSlide, SlideUpsert, UpsertResult } from '@oyna/contracts';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { toastShown } from '../../components/toasts/toasts-slice';
import { httpClient, messageOf } from '../../lib/saga-context';
import {
  slideSaveFailed,
  slideSaveRequested,
  slideSaved,
  slidesFailed,
  slidesLoaded,
  slidesRequested,
} from './slides-slice';

/** Every slide of every slider, switched off ones too (admin/slides). */
function* loadSlides() {
  const http = yield* httpClient();
  try {
    const slides = (yield call(http.call, 'adminSlides', {})) as AdminSlide[];
    yield put(slidesLoaded(slides));
  } catch (error) {
    yield put(slidesFailed(messageOf(error)));
  }
}

/** admin/slide: the api checks it again (400 with its message), records it, and the list reloads. */
function* saveSlide(action: PayloadAction<SlideUpsert>) {
  const http = yield* httpClient();
  try {
    const { id } = (yield call(http.call, 'adminUpsertSlide', action.payload)) as UpsertResult;
    yield put(slideSaved({ id }));
    yield put(toastShown({ kind: 'success', id: 'bo.slides.saved', values: { id } }));
    yield put(slidesRequested());
  } catch (error) {
    yield put(slideSaveFailed());
    const message = messageOf(error);
    yield put(
      toastShown(
        message
          ? { kind: 'error', id: 'bo.slides.saveFailed', values: { message } }
          : { kind: 'error', id: 'bo.app.networkError' },
      ),
    );
  }
}

export function* slidesSaga() {
  yield takeLatest(slidesRequested.type, loadSlides);
  yield takeLeading(slideSaveRequested.type, saveSlide);
}

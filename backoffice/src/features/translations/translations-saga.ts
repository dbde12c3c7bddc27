import type { PayloadAction } from '@reduxjs/toolkit';
import type { AdminTranslation, TranslationSet } from '@oyna/contracts';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { toastShown } from '../../components/toasts/toasts-slice';
import { httpClient, messageOf } from '../../lib/saga-context';
import {
  translationSaveFailed,
  translationSaveRequested,
  translationSaved,
  translationsFailed,
  translationsLoaded,
  translationsRequested,
} from './translations-slice';

function* load() {
  const http = yield* httpClient();
  try {
    yield put(
      translationsLoaded((yield call(http.call, 'adminTranslations')) as AdminTranslation[]),
    );
  } catch (error) {
    yield put(translationsFailed(messageOf(error)));
  }
}

function* save(action: PayloadAction<TranslationSet>) {
  const http = yield* httpClient();
  try {
    const entry = (yield call(
      http.call,
      'adminSetTranslation',
      action.payload,
    )) as AdminTranslation;
    yield put(translationSaved(entry));
    yield put(toastShown({ kind: 'success', id: 'bo.tr.saved', values: { key: entry.key } }));
  } catch (error) {
    yield put(translationSaveFailed());
    const message = messageOf(error);
    yield put(
      toastShown(
        message
          ? { kind: 'error', id: 'bo.tr.saveFailed', values: { message } }
          : { kind: 'error', id: 'bo.app.networkError' },
      ),
    );
  }
}

export function* translationsSaga() {
  yield takeLatest(translationsRequested.type, load);
  yield takeLeading(translationSaveRequested.type, save);
}

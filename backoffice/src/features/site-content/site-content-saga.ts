import type { PayloadAction } from '@reduxjs/toolkit';
import type { AdminSiteContent, AnnouncementSet, PopupSet } from '@oyna/contracts';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { toastShown } from '../../components/toasts/toasts-slice';
import { httpClient, messageOf } from '../../lib/saga-context';
import {
  announcementSaveRequested,
  popupSaveRequested,
  siteContentFailed,
  siteContentLoaded,
  siteContentRequested,
  siteSaveFailed,
} from './site-content-slice';

function* load() {
  const http = yield* httpClient();
  try {
    yield put(siteContentLoaded((yield call(http.call, 'adminSiteContent')) as AdminSiteContent));
  } catch (error) {
    yield put(siteContentFailed(messageOf(error)));
  }
}

/** admin/popup or admin/announcement: both answer the content as it now is. */
function* save(action: PayloadAction<PopupSet | AnnouncementSet>) {
  const http = yield* httpClient();
  try {
    const content = (yield popupSaveRequested.match(action)
      ? call(http.call, 'adminSetPopup', action.payload)
      : call(
          http.call,
          'adminSetAnnouncement',
          action.payload as AnnouncementSet,
        )) as AdminSiteContent;
    yield put(siteContentLoaded(content));
    yield put(toastShown({ kind: 'success', id: 'bo.site.saved' }));
  } catch (error) {
    yield put(siteSaveFailed());
    const message = messageOf(error);
    yield put(
      toastShown(
        message
          ? { kind: 'error', id: 'bo.site.saveFailed', values: { message } }
          : { kind: 'error', id: 'bo.app.networkError' },
      ),
    );
  }
}

export function* siteContentSaga() {
  yield takeLatest(siteContentRequested.type, load);
  yield takeLeading([popupSaveRequested.type, announcementSaveRequested.type], save);
}

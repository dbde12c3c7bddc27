import { all, call } from 'redux-saga/effects';
import { startupSaga } from '../features/bootstrap/startup-saga';
import { bannersSaga } from '../features/banners/banners-saga';
import { pagesSaga } from '../features/pages/pages-saga';
import { callRequestSaga } from '../features/call-request/call-request-saga';
import { watchEventOwners } from '../features/remotes/event-owner-saga';
import { sessionSaga } from '../features/session/session-saga';
import { identitySaga } from '../features/identity/identity-saga';
import { watchLiveChannel } from '../features/live/live-saga';
import { notificationsSaga } from '../features/notifications/notifications-saga';
import { watchToasts } from '../features/toasts/toast-saga';
import { playSessionSaga } from '../features/protection/play-session-saga';

export function* rootSaga() {
  yield all([
    call(watchEventOwners),
    call(watchToasts),
    call(sessionSaga),
    call(identitySaga),
    // spec §4: notifications load and the live channel starts with the session.
    call(notificationsSaga),
    call(watchLiveChannel),
    // RTS 13: the session clock and the reality check run with the session.
    call(playSessionSaga),
    // Content watchers before start-up, so that they see its bootstrapLoaded (popup).
    call(bannersSaga),
    call(pagesSaga),
    call(callRequestSaga),
    call(startupSaga),
  ]);
}

import { all, fork } from 'redux-saga/effects';
import { cashierSaga } from '../features/cashier/cashier-saga';
import { bonusesSaga } from '../features/bonuses/bonuses-saga';
import { notificationsSaga } from '../features/notifications/notifications-saga';
import { slidesSaga } from '../features/slides/slides-saga';
import { casinoCatalogueSaga } from '../features/casino-catalogue/casino-catalogue-saga';
import { pagesSaga } from '../features/pages/pages-saga';
import { promotionsSaga } from '../features/promotions/promotions-saga';
import { siteContentSaga } from '../features/site-content/site-content-saga';
import { translationsSaga } from '../features/translations/translations-saga';
import { sportsbookSaga } from '../features/sportsbook/sportsbook-saga';
import { dashboardSaga } from '../features/dashboard/dashboard-saga';
import { playersSaga } from '../features/players/players-saga';
import { auditSaga } from '../features/audit/audit-saga';
import { reportsSaga } from '../features/reports/reports-saga';
import { staffSaga } from '../features/staff/staff-saga';
import { twoFactorSaga } from '../features/two-factor/two-factor-saga';
import { sessionSaga } from '../lib/session/session-saga';

/** Every saga of the back office: the session's and one per screen that talks to the api. */
export function* rootSaga() {
  // The content desk's screens.
  yield fork(slidesSaga);
  yield fork(casinoCatalogueSaga);
  yield fork(promotionsSaga);
  yield fork(pagesSaga);
  yield fork(siteContentSaga);
  yield fork(translationsSaga);
  yield all([
    fork(sessionSaga),
    fork(cashierSaga),
    fork(bonusesSaga),
    fork(notificationsSaga),
    fork(sportsbookSaga),
    fork(dashboardSaga),
    fork(playersSaga),
    fork(reportsSaga),
    fork(auditSaga),
    fork(staffSaga),
    fork(twoFactorSaga),
  ]);
}

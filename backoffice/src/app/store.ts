import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { toastsSlice } from '../components/toasts/toasts-slice';
import { cashierSlice } from '../features/cashier/cashier-slice';
import { bonusesSlice } from '../features/bonuses/bonuses-slice';
import { notificationsSlice } from '../features/notifications/notifications-slice';
import { slidesSlice } from '../features/slides/slides-slice';
import { casinoCatalogueSlice } from '../features/casino-catalogue/casino-catalogue-slice';
import { pagesSlice } from '../features/pages/pages-slice';
import { promotionsSlice } from '../features/promotions/promotions-slice';
import { siteContentSlice } from '../features/site-content/site-content-slice';
import { translationsSlice } from '../features/translations/translations-slice';
import { sportsbookSlice } from '../features/sportsbook/sportsbook-slice';
import { dashboardSlice } from '../features/dashboard/dashboard-slice';
import { playersSlice } from '../features/players/players-slice';
import { auditSlice } from '../features/audit/audit-slice';
import { reportsSlice } from '../features/reports/reports-slice';
import { staffSlice } from '../features/staff/staff-slice';
import { twoFactorSlice } from '../features/two-factor/two-factor-slice';
import type { HttpClient } from '../lib/http';
import { localeSlice } from '../lib/i18n/locale-slice';
import { HTTP_CONTEXT } from '../lib/saga-context';
import { sessionSlice } from '../lib/session/session-slice';
import type { Locale } from '@oyna/contracts';
import { rootSaga } from './root-saga';

/** The back office's one store: the frame's slices and one per screen that keeps state. */
export const reducer = {
  session: sessionSlice.reducer,
  locale: localeSlice.reducer,
  toasts: toastsSlice.reducer,
  cashier: cashierSlice.reducer,
  bonuses: bonusesSlice.reducer,
  notifications: notificationsSlice.reducer,
  slides: slidesSlice.reducer,
  casinoCatalogue: casinoCatalogueSlice.reducer,
  promotions: promotionsSlice.reducer,
  pages: pagesSlice.reducer,
  siteContent: siteContentSlice.reducer,
  translations: translationsSlice.reducer,
  sportsbook: sportsbookSlice.reducer,
  dashboard: dashboardSlice.reducer,
  players: playersSlice.reducer,
  reports: reportsSlice.reducer,
  audit: auditSlice.reducer,
  staff: staffSlice.reducer,
  twoFactor: twoFactorSlice.reducer,
};

export function makeStore(http: HttpClient, locale: Locale, { runSagas = true } = {}) {
  const sagaMiddleware = createSagaMiddleware({ context: { [HTTP_CONTEXT]: http } });
  const store = configureStore({
    reducer,
    preloadedState: { locale: { locale } },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  if (runSagas) sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;

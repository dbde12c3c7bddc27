import { call, delay, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  buildPaymentDetail,
  events,
  isDepositUrl,
  request,
  selectTyped,
  selectIsLoggedIn,
  selectLocale,
  type Locale,
} from '@oyna/contracts';
import { paymentsMessages } from '../../messages';
import {
  detailFailed,
  detailLoaded,
  detailRequested,
  selectPayments,
  submitFailed,
  submitRequested,
  submitSucceeded,
  TYPE_OF,
  type Mode,
  type Operation,
  type SubmitPayload,
} from './payments-slice';

/** spec §8: an empty field list or a detail failure closes the dialog after 100 ms. */
export const DETAIL_CLOSE_MS = 100;
/** spec §8: a successful withdraw shows the message and closes the dialog after 500 ms. */
export const WITHDRAW_CLOSE_MS = 500;

/** Opens a URL in a new tab (spec §2: a deposit answered with an http URL). */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/**
 * The cashier's events, dispatched by the shell header, the mobile bar, the celebration or the
 * game dialog: a visitor gets the login dialog (spec §6); a player the dynamic dialog of the
 * given method, or the dialog with the method list when none is given.
 */
export function* watchCashierEvents() {
  yield takeEvery(
    [events.openDeposit, events.openWithdraw],
    function* onOpen(action: ReturnType<typeof events.openDeposit>) {
      const loggedIn: boolean = yield select(selectIsLoggedIn);
      if (!loggedIn) {
        yield put(events.requireLogin());
        return;
      }
      const mode: Mode = events.openDeposit.match(action) ? 'deposit' : 'withdraw';
      const methodId = action.payload?.methodId;
      const title = events.openDeposit.match(action) ? action.payload?.title : undefined;
      const props = {
        ...(methodId ? { id: methodId, type: TYPE_OF[mode] } : {}),
        ...(title ? { title } : {}),
      };
      yield put(
        events.openDialog({
          dialog: mode === 'deposit' ? 'payments:deposit' : 'payments:withdraw',
          ...(Object.keys(props).length > 0 ? { props } : {}),
        }),
      );
    },
  );
}

/**
 * spec §7 `payment/detail` (id, type). spec §8: an empty list shows 'No data found' and closes
 * the dialog after 100 ms; a failure shows its message (the error toast) and closes after 100 ms.
 */
export function* loadDetail(action: PayloadAction<{ id: number; type: 1 | 2 }>) {
  const result = yield* request('getPaymentDetail', action.payload);
  if (!result.ok) {
    yield put(detailFailed());
    yield delay(DETAIL_CLOSE_MS);
    yield put(events.closeDialog());
    return;
  }
  yield put(detailLoaded(result.data));
  if (result.data.length === 0) {
    const locale: Locale = yield select(selectLocale);
    yield put(
      events.toast({ kind: 'warning', message: paymentsMessages['payments.noData'][locale] }),
    );
    yield delay(DETAIL_CLOSE_MS);
    yield put(events.closeDialog());
  }
}

/**
 * spec §1 promotions and bonuses: the api's refusal of a withdrawal that needs the player to
 * confirm forfeiting the active bonus carries `{ forfeitBonus: true, bonus }` as its data (the
 * message says it in words); the bonus money it named, for the form's confirm box.
 */
function forfeitRefusalOf(data: unknown): { forfeitBonus: number } | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { forfeitBonus, bonus } = data as { forfeitBonus?: unknown; bonus?: unknown };
  if (forfeitBonus !== true) return undefined;
  return { forfeitBonus: typeof bonus === 'number' && bonus >= 0 ? bonus : 0 };
}

/**
 * spec §7 `payment/deposit` and `payment/withdraw` with the request of spec §3: `{ id, type,
 * target: 'pay', detail }`, number types as numbers and dropdown values as a number when numeric
 * (buildPaymentDetail). spec §8: `success:false` shows the server message as an error toast.
 * A deposit URL opens in a new tab (operation Iframe), any other answer shows the message
 * (operation Message); a withdrawal shows its message and the dialog closes after 500 ms.
 */
export function* submitPayment(action: PayloadAction<SubmitPayload>) {
  const { id, type, values, requestKey, forfeitBonus } = action.payload;
  const { form } = yield* selectTyped(selectPayments);
  const payload = {
    id,
    type,
    target: 'pay' as const,
    detail: buildPaymentDetail(form.fields, values),
    requestKey,
  };
  if (type === TYPE_OF.withdraw) {
    // spec §1 promotions and bonuses: a withdrawal while a bonus is active forfeits it, confirmed.
    const result = yield* request(
      'withdraw',
      forfeitBonus ? { ...payload, forfeitBonus } : payload,
      { successToast: true },
    );
    if (!result.ok) {
      yield put(submitFailed(forfeitRefusalOf(result.data)));
      return;
    }
    yield put(submitSucceeded({ type: 'Message', message: result.message }));
    if (forfeitBonus) {
      // The header hears the new total with its parts (the bonus money is gone).
      const balance = yield* request('getBalance', undefined, { errorToast: false });
      if (balance.ok) yield put(events.balanceChanged(balance.data));
    }
    yield delay(WITHDRAW_CLOSE_MS);
    yield put(events.closeDialog());
    return;
  }
  const result = yield* request('deposit', payload);
  if (!result.ok) {
    yield put(submitFailed());
    return;
  }
  let operation: Operation;
  if (isDepositUrl(result.data)) {
    yield call(openInNewTab, result.data);
    operation = { type: 'Iframe', url: result.data };
  } else {
    operation = { type: 'Message', message: result.message };
  }
  yield put(submitSucceeded(operation));
}

export function* watchPayments() {
  yield takeLatest(detailRequested.type, loadDetail);
  yield takeLeading(submitRequested.type, submitPayment);
}

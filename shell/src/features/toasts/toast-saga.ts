import { call, takeEvery } from 'redux-saga/effects';
import type { ToastOptions } from 'react-toastify';
import { events, TOAST_DURATION_MS, TOAST_POSITION } from '@oyna/contracts';
import { loadToasts } from '../../lib/toast-loader';

/** spec §9 Toasts: 4000 ms, top-center (the container in the layout keeps at most 5). */
const options: ToastOptions = { autoClose: TOAST_DURATION_MS, position: TOAST_POSITION };

export async function showToast({ payload }: ReturnType<typeof events.toast>): Promise<void> {
  if (!payload.message) return;
  const { toast } = await loadToasts();
  toast(payload.message, { ...options, type: payload.kind });
}

/** Any package asks for a toast with `events.toast`; the toast container belongs to the shell. */
export function* watchToasts() {
  yield takeEvery(events.toast.type, function* show(action: ReturnType<typeof events.toast>) {
    yield call(showToast, action);
  });
}

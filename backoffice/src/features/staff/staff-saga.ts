import type {
  StaffCreate,
  StaffMember,
  StaffTokenCreate,
  StaffTokenCreated,
  StaffTokenInfo,
} from '@oyna/contracts';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { toastShown, type ToastMessage } from '../../components/toasts/toasts-slice';
import { httpClient, messageOf } from '../../lib/saga-context';
import {
  memberSaved,
  staffActionFailed,
  staffChangeRequested,
  staffCreateRequested,
  staffFailed,
  staffLoaded,
  staffRequested,
  tokenCreateRequested,
  tokenRevokeRequested,
  tokenSaved,
  type StaffChange,
} from './staff-slice';

function* loadStaff() {
  const http = yield* httpClient();
  try {
    const [members, tokens] = (yield all([
      call(http.call, 'adminStaff'),
      call(http.call, 'adminStaffTokens'),
    ])) as [StaffMember[], StaffTokenInfo[]];
    yield put(staffLoaded({ members, tokens }));
  } catch (error) {
    yield put(staffFailed(messageOf(error)));
  }
}

function* failed(error: unknown) {
  yield put(staffActionFailed());
  const message = messageOf(error);
  yield put(
    toastShown(
      message
        ? { kind: 'error', id: 'bo.staff.failed', values: { message } }
        : { kind: 'error', id: 'bo.app.networkError' },
    ),
  );
}

function* createMember(action: PayloadAction<StaffCreate>) {
  const http = yield* httpClient();
  try {
    const member = (yield call(http.call, 'adminCreateStaff', {
      ...action.payload,
      email: action.payload.email.trim(),
      name: action.payload.name.trim(),
    })) as StaffMember;
    yield put(memberSaved(member));
    yield put(
      toastShown({ kind: 'success', id: 'bo.staff.createdDone', values: { name: member.name } }),
    );
  } catch (error) {
    yield* failed(error);
  }
}

/** Each change is one owner call; the api ends the member's sessions where the change asks it. */
function* changeMember(action: PayloadAction<StaffChange>) {
  const http = yield* httpClient();
  const change = action.payload;
  try {
    let member: StaffMember;
    let toast: ToastMessage['id'];
    if (change.kind === 'role') {
      member = yield call(http.call, 'adminSetStaffRole', { id: change.id, role: change.role });
      toast = 'bo.staff.roleChanged';
    } else if (change.kind === 'disable') {
      member = yield call(http.call, 'adminDisableStaff', {
        id: change.id,
        disabled: change.disabled,
      });
      toast = change.disabled ? 'bo.staff.disabledDone' : 'bo.staff.enabledDone';
    } else if (change.kind === 'password') {
      member = yield call(http.call, 'adminResetStaffPassword', {
        id: change.id,
        password: change.password,
      });
      toast = 'bo.staff.passwordDone';
    } else {
      member = yield call(http.call, 'adminResetStaffTwoFactor', { id: change.id });
      toast = 'bo.staff.twoFactorDone';
    }
    yield put(memberSaved(member));
    yield put(toastShown({ kind: 'success', id: toast, values: { name: member.name } }));
  } catch (error) {
    yield* failed(error);
  }
}

function* createToken(action: PayloadAction<StaffTokenCreate>) {
  const http = yield* httpClient();
  try {
    const created = (yield call(http.call, 'adminCreateStaffToken', {
      name: action.payload.name.trim(),
      role: action.payload.role,
    })) as StaffTokenCreated;
    yield put(tokenSaved(created));
  } catch (error) {
    yield* failed(error);
  }
}

function* revokeToken(action: PayloadAction<number>) {
  const http = yield* httpClient();
  try {
    const token = (yield call(http.call, 'adminRevokeStaffToken', {
      id: action.payload,
    })) as StaffTokenInfo;
    yield put(tokenSaved(token));
    yield put(
      toastShown({ kind: 'success', id: 'bo.staff.tokenRevoked', values: { name: token.name } }),
    );
  } catch (error) {
    yield* failed(error);
  }
}

export function* staffSaga() {
  yield takeLatest(staffRequested.type, loadStaff);
  yield takeLeading(staffCreateRequested.type, createMember);
  yield takeLeading(staffChangeRequested.type, changeMember);
  yield takeLeading(tokenCreateRequested.type, createToken);
  yield takeLeading(tokenRevokeRequested.type, revokeToken);
}

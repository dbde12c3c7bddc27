import { all, call, delay, put, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  COUNTRIES_DELAY_MS,
  DEFAULT_COUNTRY_ID,
  events,
  phoneWithoutPrefix,
  phoneWithPrefix,
  digitsOf,
  request,
  TRIAL_BONUS_CLOSE_MS,
  type AuthFormData,
  type Country,
  type RequestResult,
  selectTyped,
} from '@oyna/contracts';
import { balanceRefreshRequested, startSession } from '../../lib/session/start-session';
import { identityRequest } from './identity-request';
import {
  celebrationShown,
  codeRequested,
  codeSent,
  codeSubmitted,
  countriesRequested,
  countriesShown,
  phoneConfirmed,
  registered,
  registerSubmitted,
  trialBonusClaimed,
  type IdentityRootState,
} from './identity-slice';
import { buildRegistrationPayload } from './register-payload';

/** spec §3: the default country, should auth/form not answer. */
const FALLBACK_COUNTRIES: Country[] = [{ id: DEFAULT_COUNTRY_ID, name: 'Türkiye' }];

/** spec §4/§9: the countries of auth/form appear after 300 ms. */
function* loadCountries() {
  const [res]: [RequestResult<AuthFormData>] = yield all([
    // The form falls back to Türkiye; a failed list is no reason for a toast.
    call(() => request('getAuthForm', undefined, { errorToast: false })),
    delay(COUNTRIES_DELAY_MS),
  ]);
  const countries = res.ok ? res.data.countries : [];
  yield put(countriesShown(countries.length ? countries : FALLBACK_COUNTRIES));
}

/**
 * spec §4 Registration: after success the user is logged in automatically and the step becomes
 * 1 with the phone prefilled and locked; with the trial bonus box ticked the code request is
 * sent at once, otherwise the celebration shows with trial amount 0.
 */
function* register({ payload: values }: ReturnType<typeof registerSubmitted>) {
  const res = yield* identityRequest('register', buildRegistrationPayload(values), {
    successToast: true,
  });
  if (!res.ok) return;
  yield call(startSession, res.data);
  const phone = digitsOf(values.phone);
  yield put(registered({ phone, trialBonus: values.trialBonus }));
  if (values.trialBonus) yield call(requestCode, codeRequested({ flow: 'register', phone }));
  else yield put(celebrationShown('welcome'));
}

/**
 * spec §4: step 1 sends a code request for the phone; success goes to step 2. customer/updatephone
 * step 1 sends a code to the player's number, step 0 to a new one; the number becomes the
 * player's only once step 2 confirms it.
 */
function* requestCode({ payload }: ReturnType<typeof codeRequested>) {
  const { flow, phone } = payload;
  const current = yield* selectTyped((s: IdentityRootState) => s.session.phone);
  const isNewNumber = phoneWithoutPrefix(current ?? '') !== digitsOf(phone);
  const sent = yield* identityRequest('updatePhone', {
    step: isNewNumber ? 0 : 1,
    phone: phoneWithPrefix(phone),
  });
  if (sent.ok) yield put(codeSent({ flow, phone: digitsOf(phone) }));
}

/** spec §4: step 2 verifies the code; success shows the celebration (or the SMS success). */
function* submitCode({ payload }: ReturnType<typeof codeSubmitted>) {
  const { flow, phone, code } = payload;
  const full = phoneWithPrefix(phone);
  const res = yield* identityRequest(
    'updatePhone',
    { step: 2, phone: full, code: digitsOf(code) },
    { successToast: true },
  );
  if (!res.ok) return;
  yield put(events.phoneVerified({ phone: full }));
  yield put(phoneConfirmed(flow));
  if (flow === 'register') yield call(celebrateVerified);
}

function* celebrateVerified() {
  const { wanted, amount } = yield* selectTyped((s: IdentityRootState) => ({
    wanted: s.identity.trialBonusWanted,
    amount: s.bootstrap.trialBonusAmount,
  }));
  yield put(celebrationShown(wanted && amount > 0 ? 'trial' : 'welcome'));
}

/**
 * spec §4: with a trial bonus, 'Yes' calls the trial bonus definition; on success confetti shows
 * and the dialog closes after 1 s; the balance is fetched anew.
 */
function* claimTrialBonus() {
  const res = yield* identityRequest('defineTrialBonus', undefined, { successToast: true });
  if (!res.ok) return;
  yield put(celebrationShown('claimed'));
  yield put(events.balanceChanged({ balance: res.data.balance }));
  yield put(balanceRefreshRequested());
  yield delay(TRIAL_BONUS_CLOSE_MS);
  yield put(events.closeDialog());
}

export function* watchRegister() {
  yield takeLatest(countriesRequested.type, loadCountries);
  yield takeLeading(registerSubmitted.type, register);
  yield takeLeading(codeRequested.type, requestCode);
  yield takeLeading(codeSubmitted.type, submitCode);
  yield takeLeading(trialBonusClaimed.type, claimTrialBonus);
}

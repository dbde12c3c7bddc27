import { all, call, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  COUNTRIES_DELAY_MS,
  DEFAULT_COUNTRY_ID,
  events,
  getApi,
  phoneWithoutPrefix,
  phoneWithPrefix,
  digitsOf,
  TRIAL_BONUS_CLOSE_MS,
  type ApiClient,
  type ApiEnvelope,
  type AuthData,
  type AuthFormData,
  type Country,
  type TrialBonusResult,
} from '@oyna/contracts';
import { balanceRefreshRequested, startSession } from '../session/session-saga';
import { identityRequest, successToast } from './identity-request';
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
  const api: ApiClient = yield getApi();
  const [res]: [ApiEnvelope<AuthFormData> | null] = yield all([
    call(function* fetchForm() {
      try {
        const envelope: ApiEnvelope<AuthFormData> = yield call(api.call, 'getAuthForm');
        return envelope;
      } catch {
        return null;
      }
    }),
    delay(COUNTRIES_DELAY_MS),
  ]);
  const countries = res?.success ? (res.data?.countries ?? []) : [];
  yield put(countriesShown(countries.length ? countries : FALLBACK_COUNTRIES));
}

/**
 * spec §4 Registration: after success the user is logged in automatically and the step becomes
 * 1 with the phone prefilled and locked; with the trial bonus box ticked the code request is
 * sent at once, otherwise the celebration shows with trial amount 0.
 */
function* register({ payload: values }: ReturnType<typeof registerSubmitted>) {
  const res: ApiEnvelope<AuthData> | null = yield call(
    identityRequest<AuthData>,
    'register',
    buildRegistrationPayload(values),
  );
  if (!res) return;
  yield call(startSession, res.data);
  yield call(successToast, res.message);
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
  const current: string | null = yield select((s: IdentityRootState) => s.session.phone);
  const isNewNumber = phoneWithoutPrefix(current ?? '') !== digitsOf(phone);
  const sent: ApiEnvelope<null> | null = yield call(identityRequest, 'updatePhone', {
    step: isNewNumber ? 0 : 1,
    phone: phoneWithPrefix(phone),
  });
  if (sent) yield put(codeSent({ flow, phone: digitsOf(phone) }));
}

/** spec §4: step 2 verifies the code; success shows the celebration (or the SMS success). */
function* submitCode({ payload }: ReturnType<typeof codeSubmitted>) {
  const { flow, phone, code } = payload;
  const full = phoneWithPrefix(phone);
  const res: ApiEnvelope<null> | null = yield call(identityRequest, 'updatePhone', {
    step: 2,
    phone: full,
    code: digitsOf(code),
  });
  if (!res) return;
  yield call(successToast, res.message);
  yield put(events.phoneVerified({ phone: full }));
  yield put(phoneConfirmed(flow));
  if (flow === 'register') yield call(celebrateVerified);
}

function* celebrateVerified() {
  const { wanted, amount }: { wanted: boolean; amount: number } = yield select(
    (s: IdentityRootState) => ({
      wanted: s.identity.trialBonusWanted,
      amount: s.bootstrap.trialBonusAmount,
    }),
  );
  yield put(celebrationShown(wanted && amount > 0 ? 'trial' : 'welcome'));
}

/**
 * spec §4: with a trial bonus, 'Yes' calls the trial bonus definition; on success confetti shows
 * and the dialog closes after 1 s; the balance is fetched anew.
 */
function* claimTrialBonus() {
  const res: ApiEnvelope<TrialBonusResult> | null = yield call(
    identityRequest<TrialBonusResult>,
    'defineTrialBonus',
  );
  if (!res) return;
  yield put(celebrationShown('claimed'));
  if (res.data && typeof res.data.balance === 'number') {
    yield put(events.balanceChanged({ balance: res.data.balance }));
  }
  yield put(balanceRefreshRequested());
  yield call(successToast, res.message);
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

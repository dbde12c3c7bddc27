import { all, call, getContext, put } from 'redux-saga/effects';
import { toast } from 'react-toastify';
import {
  SAGA_CONTEXT_API,
  STORAGE_KEYS,
  translate,
  type ApiClient,
  type ApiEnvelope,
  type BootstrapData,
  type TranslationEntry,
} from '@oyna/contracts';
import { bootstrapFailed, bootstrapLoaded, bootstrapRequested } from './bootstrap-slice';
import { getFingerprint } from './fingerprint';
import { localeResolved, translationsLoaded } from '../i18n/i18n-slice';
import { resolveLocale, storedLocale } from '../i18n/locale';

/** spec §3: site option keys lower-cased, only enabled kept. */
export function siteOptionsOf(data: BootstrapData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const o of data.siteOptionList ?? []) if (o.status) out[o.key.toLowerCase()] = o.value;
  return out;
}

function* loadBootstrap() {
  const api: ApiClient = yield getContext(SAGA_CONTEXT_API);
  yield put(bootstrapRequested());
  try {
    const res: ApiEnvelope<BootstrapData> = yield call(api.get, 'cms/grouped');
    if (!res.success) throw new Error(res.message);
    localStorage.setItem(STORAGE_KEYS.bootstrap, JSON.stringify(res.data));
    const locales = (res.data.languageList ?? []).map((l) => l.locale).filter(Boolean);
    yield put(
      bootstrapLoaded({
        siteOptions: siteOptionsOf(res.data),
        trialBonusAmount: Number(res.data.trialBonusAmount) || 0,
        locales: locales.length ? locales : ['tr', 'en'],
        domainStatus: res.data.domainStatus ?? null,
      }),
    );
    return locales;
  } catch (error) {
    console.error('[oyna] bootstrap failed', error);
    yield put(bootstrapFailed());
    return ['tr', 'en'];
  }
}

function* loadTranslations(locale: string) {
  const api: ApiClient = yield getContext(SAGA_CONTEXT_API);
  try {
    const res: ApiEnvelope<TranslationEntry[]> = yield call(api.get, 'cms/translationlist');
    if (!res.success) throw new Error(res.message);
    const overrides: Record<string, string> = {};
    for (const { key, value } of res.data ?? []) overrides[key] = value;
    yield put(translationsLoaded(overrides));
  } catch {
    // spec §8: a Turkish message that translations failed to load; start-up continues.
    toast.error(translate('tr', 'shell.translationsFailed'));
    void locale;
  }
}

/** spec §4 Start-up: bootstrap and fingerprint first, then the rest in parallel. */
export function* startupSaga() {
  const [locales]: [string[], string] = yield all([call(loadBootstrap), call(getFingerprint)]);
  const locale = resolveLocale(storedLocale(), locales);
  yield put(localeResolved(locale));
  document.documentElement.lang = locale;
  yield all([call(loadTranslations, locale)]);
}

import { all, call, put } from 'redux-saga/effects';
import { callTyped, request, STORAGE_KEYS, translate, type BootstrapData } from '@oyna/contracts';
import {
  bootstrapArrived,
  bootstrapFailed,
  bootstrapRequested,
  casinoCategoriesLoaded,
  contentCategoriesLoaded,
  domainStatusLoaded,
  siteOptionsLoaded,
  trialBonusLoaded,
  trialBonusTermsLoaded,
} from '../../lib/bootstrap-slice';
import { ensureFingerprint } from '../../lib/fingerprint';
import { loadToasts } from '../../lib/toast-loader';
import { afterFirstPaint } from '../../lib/use-after-load';
import { localeResolved, translationsLoaded } from '../../lib/i18n/i18n-slice';
import { resolveLocale, storedLocale } from '../../lib/i18n/locale';

/** spec §3: site option keys lower-cased, only enabled kept. */
export function siteOptionsOf(data: Partial<BootstrapData>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const o of data.siteOptionList ?? []) if (o.status) out[o.key.toLowerCase()] = o.value;
  return out;
}

function readStoredBootstrap(): Partial<BootstrapData> | null {
  try {
    const text = localStorage.getItem(STORAGE_KEYS.bootstrap);
    return text ? (JSON.parse(text) as Partial<BootstrapData>) : null;
  } catch {
    return null;
  }
}

/**
 * `cms/grouped`, stored under STORAGE_KEYS.bootstrap (spec §3). When the call fails the last
 * stored bootstrap of this device, if any, keeps the chrome filled.
 */
function* loadBootstrap() {
  yield put(bootstrapRequested());
  let data: Partial<BootstrapData> | null;
  const res = yield* request('getBootstrap', undefined, { errorToast: false });
  if (res.ok) {
    data = res.data;
    localStorage.setItem(STORAGE_KEYS.bootstrap, JSON.stringify(res.data));
  } else {
    console.error('[oyna] bootstrap failed', res.message);
    yield put(bootstrapFailed());
    data = readStoredBootstrap();
  }
  return data;
}

/** Language: the stored one when available, else tr (spec §4); then the cms overrides. */
function* loadLanguage(data: Partial<BootstrapData>) {
  const locales = (data.languageList ?? []).map((l) => l.locale).filter(Boolean);
  const locale = resolveLocale(storedLocale(), locales.length ? locales : ['tr', 'en']);
  yield put(localeResolved(locale));
  document.documentElement.lang = locale;
  const res = yield* request('getTranslations', undefined, { errorToast: false });
  if (res.ok) {
    const overrides: Record<string, string> = {};
    for (const { key, value } of res.data) overrides[key] = value;
    yield put(translationsLoaded(overrides));
  } else {
    // spec §8: a Turkish message that translations failed to load; start-up continues.
    const { toast } = yield* callTyped(loadToasts);
    toast.error(translate('tr', 'shell.translationsFailed'));
  }
}

function* loadSiteSettings(data: Partial<BootstrapData>) {
  yield put(siteOptionsLoaded(siteOptionsOf(data)));
  yield put(contentCategoriesLoaded(data.categoryList ?? []));
}

function* loadCasinoCategories(data: Partial<BootstrapData>) {
  yield put(casinoCategoriesLoaded(data.casinoCategoryList ?? []));
}

function* loadDomains(data: Partial<BootstrapData>) {
  yield put(domainStatusLoaded(data.domainStatus ?? null));
}

function* loadBonus(data: Partial<BootstrapData>) {
  yield put(trialBonusLoaded(Number(data.trialBonusAmount) || 0));
  // spec §1 promotions and bonuses: the trial offer's terms, as the celebration screen shows them.
  yield put(
    trialBonusTermsLoaded(typeof data.trialBonusTerms === 'string' ? data.trialBonusTerms : ''),
  );
}

/**
 * The fingerprint component (FingerprintJS: its chunk, then about 100 ms of work on a desktop and
 * four times that on a phone) starts once the first screen has been painted, so that it does not
 * hold the page's largest paint back (bench/README.md › LCP); the page's requests carry its
 * temporary id meanwhile (lib/fingerprint.ts).
 */
function* fingerprintAfterFirstPaint() {
  yield call(afterFirstPaint);
  return yield* callTyped(ensureFingerprint);
}

/**
 * spec §4 Start-up: bootstrap and fingerprint first, then language, site settings, casino,
 * notifications, domains, bonus and icons in parallel. Notifications are loaded by the
 * notifications saga once a session starts (spec §4 Notifications: after login), and the icons
 * are SVGs bundled with the shell, so neither needs a step here.
 */
export function* startupSaga() {
  const [stored]: [Partial<BootstrapData> | null, string] = yield all([
    call(loadBootstrap),
    call(fingerprintAfterFirstPaint),
  ]);
  const data = stored ?? {};
  // Announced with its parts, in one go: what waits for them (the chrome's reserved boxes, the
  // popup) sees the bootstrap and its parts arrive together, never one without the other.
  if (stored) {
    const locales = (stored.languageList ?? []).map((l) => l.locale).filter(Boolean);
    yield put(bootstrapArrived({ locales: locales.length ? locales : ['tr', 'en'] }));
  }
  yield all([
    call(loadLanguage, data),
    call(loadSiteSettings, data),
    call(loadCasinoCategories, data),
    call(loadDomains, data),
    call(loadBonus, data),
  ]);
}

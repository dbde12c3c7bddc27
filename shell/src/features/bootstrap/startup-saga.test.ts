import { runSaga, type Saga } from 'redux-saga';
import { toast } from 'react-toastify';
import { ApiError, SAGA_CONTEXT_API, type BootstrapData } from '@oyna/contracts';
import { fakeApi, ok, type FakeHandlers } from '@oyna/test-kit';
import { makeStore } from '../../app/store';
import { siteOptionsOf, startupSaga } from './startup-saga';

jest.mock('../../lib/fingerprint', () => ({ ensureFingerprint: jest.fn(async () => 'fp-test') }));
jest.mock('react-toastify', () => ({ toast: { error: jest.fn() } }));

const bootstrap: BootstrapData = {
  categoryList: [{ name: 'Policies', contentList: [{ id: 1, title: 'Terms' }] }],
  casinoCategoryList: [{ id: 1, name: 'Popular', slugList: ['popular'] }],
  languageList: [{ locale: 'tr' }, { locale: 'en' }],
  siteOptionList: [
    { key: 'Telegram', value: 'https://t.me/x', status: true },
    { key: 'Chat-Site-Id', value: '42', status: false },
  ],
  domainStatus: { current: 'a.com', next: 'b.com' },
  trialBonusAmount: 50,
  trialBonusTerms: 'Wager 1× within 7 days.',
  popup: null,
};

function run(handlers: FakeHandlers) {
  const api = fakeApi(handlers);
  const { store } = makeStore({ api });
  const task = runSaga(
    {
      dispatch: store.dispatch,
      getState: store.getState,
      context: { [SAGA_CONTEXT_API]: api },
    },
    startupSaga as Saga,
  );
  return { store, api, done: task.toPromise() };
}

beforeEach(() => {
  localStorage.clear();
  jest.mocked(toast.error).mockClear();
});

describe('start-up (spec §4)', () => {
  it('keeps enabled site options only, keys lower-cased', () => {
    expect(siteOptionsOf(bootstrap)).toEqual({ telegram: 'https://t.me/x' });
  });

  it('loads the bootstrap, then the language, settings, casino, domains and bonus', async () => {
    localStorage.setItem('lang', 'en');
    const { store, api, done } = run({
      getBootstrap: ok(bootstrap),
      getTranslations: ok([{ key: 'home.lead', value: 'Hi' }]),
    });
    await done;
    expect(api.calls.map((c) => c.name)).toEqual(['getBootstrap', 'getTranslations']);
    const state = store.getState();
    expect(state.i18n).toMatchObject({ locale: 'en', overrides: { 'home.lead': 'Hi' } });
    expect(state.bootstrap).toMatchObject({
      status: 'ready',
      locales: ['tr', 'en'],
      siteOptions: { telegram: 'https://t.me/x' },
      domainStatus: { current: 'a.com', next: 'b.com' },
      trialBonusAmount: 50,
      trialBonusTerms: 'Wager 1× within 7 days.',
      contentCategories: bootstrap.categoryList,
      casinoCategories: bootstrap.casinoCategoryList,
    });
    expect(JSON.parse(localStorage.getItem('bootstrap') ?? '{}')).toEqual(bootstrap);
  });

  it('falls back to tr when the stored language is not offered', async () => {
    localStorage.setItem('lang', 'en');
    const { store, done } = run({
      getBootstrap: ok({ ...bootstrap, languageList: [{ locale: 'tr' }] }),
      getTranslations: ok([]),
    });
    await done;
    expect(store.getState().i18n.locale).toBe('tr');
  });

  it('shows the Turkish message when translations fail, and start-up continues', async () => {
    const { store, done } = run({
      getBootstrap: ok(bootstrap),
      getTranslations: () => {
        // What the api client throws when no answer comes (spec §7 client).
        throw new ApiError('Network error: Failed to fetch', 0);
      },
    });
    await done;
    expect(toast.error).toHaveBeenCalledWith(
      'Çeviriler yüklenemedi. Site varsayılan metinlerle çalışmaya devam ediyor.',
    );
    expect(store.getState().bootstrap.domainStatus).toEqual({ current: 'a.com', next: 'b.com' });
  });
});

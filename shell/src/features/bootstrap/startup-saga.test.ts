import { runSaga, type Saga } from 'redux-saga';
import { toast } from 'react-toastify';
import { SAGA_CONTEXT_API, type ApiClient, type BootstrapData } from '@oyna/contracts';
import { makeStore } from '../../app/store';
import { siteOptionsOf, startupSaga } from './startup-saga';

jest.mock('./fingerprint', () => ({ ensureFingerprint: jest.fn(async () => 'fp-test') }));
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
  popup: null,
};

function run(get: (path: string) => Promise<unknown>) {
  const { store } = makeStore({ api: {} as ApiClient });
  const api = { get } as unknown as ApiClient;
  const task = runSaga(
    {
      dispatch: store.dispatch,
      getState: store.getState,
      context: { [SAGA_CONTEXT_API]: api },
    },
    startupSaga as Saga,
  );
  return { store, done: task.toPromise() };
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
    const calls: string[] = [];
    const { store, done } = run(async (path) => {
      calls.push(path);
      if (path === 'cms/grouped') return { success: true, message: '', data: bootstrap };
      return { success: true, message: '', data: [{ key: 'home.lead', value: 'Hi' }] };
    });
    await done;
    expect(calls).toEqual(['cms/grouped', 'cms/translationlist']);
    const state = store.getState();
    expect(state.i18n).toEqual({ locale: 'en', overrides: { 'home.lead': 'Hi' } });
    expect(state.bootstrap).toMatchObject({
      status: 'ready',
      locales: ['tr', 'en'],
      siteOptions: { telegram: 'https://t.me/x' },
      domainStatus: { current: 'a.com', next: 'b.com' },
      trialBonusAmount: 50,
      contentCategories: bootstrap.categoryList,
      casinoCategories: bootstrap.casinoCategoryList,
    });
    expect(JSON.parse(localStorage.getItem('bootstrap') ?? '{}')).toEqual(bootstrap);
  });

  it('falls back to tr when the stored language is not offered', async () => {
    localStorage.setItem('lang', 'en');
    const { store, done } = run(async (path) =>
      path === 'cms/grouped'
        ? { success: true, message: '', data: { ...bootstrap, languageList: [{ locale: 'tr' }] } }
        : { success: true, message: '', data: [] },
    );
    await done;
    expect(store.getState().i18n.locale).toBe('tr');
  });

  it('shows the Turkish message when translations fail, and start-up continues', async () => {
    const { store, done } = run(async (path) => {
      if (path === 'cms/grouped') return { success: true, message: '', data: bootstrap };
      throw new Error('network');
    });
    await done;
    expect(toast.error).toHaveBeenCalledWith(
      'Çeviriler yüklenemedi. Site varsayılan metinlerle çalışmaya devam ediyor.',
    );
    expect(store.getState().bootstrap.domainStatus).toEqual({ current: 'a.com', next: 'b.com' });
  });
});

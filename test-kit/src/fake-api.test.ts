import type { ApiClient, StoredAuthData } from '@oyna/contracts';
import { fail, ok } from './envelopes';
import { fakeApi } from './fake-api';

const player: StoredAuthData = {
  token: 't',
  username: 'a',
  usercode: 'U1',
  betsyCid: null,
  betsyUrl: null,
  betsyToken: null,
  betcoToken: null,
  betcoUrl: null,
  phone: '905551234567',
  smsVerified: false,
  balance: 0,
  fingerprint: 'f',
};

describe('fakeApi (typed from the contracts endpoint table)', () => {
  it('satisfies the ApiClient interface', () => {
    const api: ApiClient = fakeApi();
    expect(typeof api.call).toBe('function');
    expect(typeof api.get).toBe('function');
    expect(typeof api.post).toBe('function');
    expect(api.url('casino/games', { take: 5, tags: ['a', 'b'] })).toBe(
      'http://api.test/api/casino/games?take=5&tags=a&tags=b',
    );
  });

  it('answers a canned envelope or a handler of the payload, and records every call', async () => {
    const api = fakeApi({
      getBalance: ok({ balance: 12.5, cash: 12.5, bonus: 0 }),
      login: (p) => (p.password === 'secret1' ? ok(player) : fail('Wrong')),
    });
    await expect(api.call('getBalance')).resolves.toEqual(
      ok({ balance: 12.5, cash: 12.5, bonus: 0 }),
    );
    await expect(api.call('login', { username: 'a', password: 'nope' })).resolves.toEqual(
      fail('Wrong'),
    );
    expect(api.calls).toEqual([
      { name: 'getBalance', payload: undefined },
      { name: 'login', payload: { username: 'a', password: 'nope' } },
    ]);
    expect(api.payloadsOf('login')).toEqual([{ username: 'a', password: 'nope' }]);
    expect(api.countOf('getBalance')).toBe(1);
  });

  it('answers the 404 envelope for an endpoint it was not given', async () => {
    const api = fakeApi();
    await expect(api.call('getBalance')).resolves.toEqual({
      success: false,
      message: 'Not found: no fake answer for getBalance',
      data: null,
    });
    expect(api.countOf('getBalance')).toBe(1);
  });

  it('serves get and post by method and path from the same answers', async () => {
    const api = fakeApi({ getSliderList: ok([]) });
    await expect(api.post('cms/sliderlist', { slug: 'home' })).resolves.toEqual(ok([]));
    await expect(api.get('no/such/path')).resolves.toMatchObject({ success: false, data: null });
    expect(api.calls).toEqual([
      { name: 'getSliderList', payload: { slug: 'home' } },
      { name: 'GET no/such/path', payload: undefined },
    ]);
  });

  it('passes on a handler that throws or answers later, and takes new answers mid-test', async () => {
    const api = fakeApi({
      getBalance: () => {
        throw new Error('network down');
      },
    });
    await expect(api.call('getBalance')).rejects.toThrow('network down');
    let release: () => void = () => undefined;
    api.answer(
      'getBalance',
      () =>
        new Promise((resolve) => (release = () => resolve(ok({ balance: 1, cash: 1, bonus: 0 })))),
    );
    const later = api.call('getBalance');
    release();
    await expect(later).resolves.toEqual(ok({ balance: 1, cash: 1, bonus: 0 }));
  });
});

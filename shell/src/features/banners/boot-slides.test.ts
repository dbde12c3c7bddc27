import { createApiClient } from '@oyna/contracts';
import { withBootSlides } from './boot-slides';

const URL_ = 'http://localhost/api/cms/sliderlist';
const answer = (data: unknown) =>
  ({
    status: 200,
    text: async () => JSON.stringify({ success: true, message: '', data }),
  }) as Response;

function setup(early: Promise<Response>, locale = 'tr') {
  const fresh = jest.fn(async () => answer(['fresh']));
  const fetchImpl = withBootSlides(fresh as typeof fetch, {
    slides: { url: URL_, slug: 'home', locale, response: early },
  });
  const api = (lang = 'tr') =>
    createApiClient({
      baseUrl: 'http://localhost/api/',
      getToken: () => null,
      getLocale: () => lang,
      getFingerprint: () => 'fp',
      onUnauthorized: () => undefined,
      fetchImpl,
    });
  return { fresh, api };
}

describe('withBootSlides: the boot script’s early sliderlist call is used once', () => {
  it("answers the client's matching call with the early answer, then asks afresh", async () => {
    const { fresh, api } = setup(Promise.resolve(answer(['early'])));
    await expect(api().call('getSliderList', { slug: 'home' })).resolves.toMatchObject({
      data: ['early'],
    });
    expect(fresh).not.toHaveBeenCalled();
    await expect(api().call('getSliderList', { slug: 'home' })).resolves.toMatchObject({
      data: ['fresh'],
    });
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('leaves other calls alone: another slug, another language, another endpoint', async () => {
    const { fresh, api } = setup(Promise.resolve(answer(['early'])));
    await api().call('getSliderList', { slug: 'casino' });
    await api('en').call('getSliderList', { slug: 'home' });
    await api().call('getVideoBanner');
    expect(fresh).toHaveBeenCalledTimes(3);
    await expect(api().call('getSliderList', { slug: 'home' })).resolves.toMatchObject({
      data: ['early'],
    });
  });

  it('asks afresh when the early call failed on the network', async () => {
    const { fresh, api } = setup(Promise.reject(new TypeError('Failed to fetch')));
    await expect(api().call('getSliderList', { slug: 'home' })).resolves.toMatchObject({
      data: ['fresh'],
    });
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('is a plain fetch when the page had no early call', async () => {
    const fresh = jest.fn(async () => answer([]));
    await withBootSlides(fresh as typeof fetch, undefined)(URL_, { method: 'POST', body: '{}' });
    expect(fresh).toHaveBeenCalledTimes(1);
  });
});

import { redactUrl, serializeRequest } from './log-redaction';

describe('tokens never reach the log', () => {
  it.each([
    ['/notify?id=abc&access_token=eyJ.secret.sig', '/notify?id=[redacted]&access_token=[redacted]'],
    [
      '/notify/negotiate?access_token=eyJ.a.b&negotiateVersion=1',
      '/notify/negotiate?access_token=[redacted]&negotiateVersion=1',
    ],
    ['/api/cms/sliderlist', '/api/cms/sliderlist'],
    ['/x?ACCESS_TOKEN=s#h', '/x?ACCESS_TOKEN=[redacted]#h'],
  ])('%s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
    expect(serializeRequest({ method: 'GET', url }).url).toBe(logged);
  });
});

import { hostName, messageKey, plainText, siteLink, slugText } from './content';

describe('content rules (the back office › content; the api stores by the same)', () => {
  it('takes a link that is http(s) or a path on this site, and nothing else', () => {
    const rule = siteLink();
    for (const ok of ['/promotions', 'https://oyna.test/a.png', 'http://x.test', '']) {
      expect([ok, rule(ok)]).toEqual([ok, undefined]);
    }
    for (const bad of ['javascript:alert(1)', '//evil.test/x', 'ftp://x', 'promo', '/a\\b']) {
      expect([bad, rule(bad)]).toEqual([bad, { key: 'siteLink' }]);
    }
  });

  it('refuses markup in plain text and anything but a-z, 0-9 and - in a slug', () => {
    expect(plainText()('Hoş Geldin Bonusu')).toBeUndefined();
    expect(plainText()('<b>x</b>')).toEqual({ key: 'plainText' });
    expect(plainText()('a &amp; b')).toEqual({ key: 'plainText' });
    expect(slugText()('live-casino')).toBeUndefined();
    expect(slugText()('Live Casino')).toEqual({ key: 'slug' });
  });

  it('takes a lower-case host name for the top bar and a catalog key for an override', () => {
    expect(hostName()('oyna2.com')).toBeUndefined();
    expect(hostName()('Oyna.com')).toEqual({ key: 'hostName' });
    expect(hostName()('oyna')).toEqual({ key: 'hostName' });
    expect(messageKey()('chrome.topNotify.message')).toBeUndefined();
    expect(messageKey()('a b')).toEqual({ key: 'messageKey' });
  });
});

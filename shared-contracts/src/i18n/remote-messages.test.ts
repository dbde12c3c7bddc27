import { remoteMessagesProblems, sortRemoteMessages } from './remote-messages';

describe("the shell's rule for a remote's texts (docs/decisions/004)", () => {
  it("accepts the remote's namespaced texts", () => {
    const lead = { tr: 'Oyunlar', en: 'Games' };
    expect(sortRemoteMessages('casino', { 'casino.lead': lead })).toEqual({
      accepted: { 'casino.lead': lead },
      refused: [],
    });
  });

  it("refuses a shell text, another remote's key and a text without both languages", () => {
    const sorted = sortRemoteMessages('casino', {
      'casino.lead': { tr: 'Oyunlar', en: 'Games' },
      'header.login': { tr: 'Gir', en: 'Go in' },
      'sports.lead': { tr: 'Maçlar', en: 'Matches' },
      'casino.half': { tr: 'Yarım' },
      'casino.blank': { tr: 'Boş', en: '' },
    });
    expect(Object.keys(sorted.accepted)).toEqual(['casino.lead']);
    expect(sorted.refused).toEqual([
      { key: 'header.login', reason: 'outside the casino.* namespace' },
      { key: 'sports.lead', reason: 'outside the casino.* namespace' },
      { key: 'casino.half', reason: 'needs a tr and an en text' },
      { key: 'casino.blank', reason: 'needs a tr and an en text' },
    ]);
  });

  it('refuses a namespaced key that the shell itself carries: a shell text always wins', () => {
    const shellKeys = new Set(['account.menu']);
    const sorted = sortRemoteMessages(
      'account',
      { 'account.menu': { tr: 'Menü', en: 'Menu' } },
      (key) => shellKeys.has(key),
    );
    expect(sorted).toEqual({
      accepted: {},
      refused: [{ key: 'account.menu', reason: 'a text of the shell' }],
    });
  });

  it('takes a remote without texts, and refuses texts that are not an object', () => {
    expect(sortRemoteMessages('sports', undefined)).toEqual({ accepted: {}, refused: [] });
    expect(sortRemoteMessages('sports', 'texts').refused).toHaveLength(1);
  });

  it("lists a remote's refused keys and incomplete texts for its messages test", () => {
    expect(
      remoteMessagesProblems('sports', {
        'sports.lead': { tr: '{count} maç', en: 'Matches' },
        'casino.lead': { tr: 'Oyunlar', en: 'Games' },
      }),
    ).toEqual([
      'casino.lead: outside the sports.* namespace',
      'sports.lead: tr and en placeholders differ',
    ]);
  });
});

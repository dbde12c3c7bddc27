import {
  canary,
  ChannelError,
  pinnedVersions,
  promote,
  releasesToPrune,
  rollback,
} from './channels';

describe('remote channels (docs/decisions/012 › Channels)', () => {
  it('promote makes the release stable, the old stable previous, and ends its own canary', () => {
    const next = promote(
      { stable: '1.0.0+a', previous: '0.9.0+a', canary: { version: '1.1.0+b', percent: 10 } },
      '1.1.0+b',
    );
    expect(next).toEqual({ stable: '1.1.0+b', previous: '1.0.0+a' });
  });

  it('promote keeps a canary of another release and the base', () => {
    const next = promote(
      { stable: '1.0.0+a', canary: { version: '1.2.0+c', percent: 5 }, base: 'https://cdn/x/' },
      '1.1.0+b',
    );
    expect(next).toEqual({
      stable: '1.1.0+b',
      previous: '1.0.0+a',
      canary: { version: '1.2.0+c', percent: 5 },
      base: 'https://cdn/x/',
    });
  });

  it('promote over a manifest URL starts a channel without a previous release', () => {
    expect(promote('/remotes/casino/mf-manifest.json', '1.0.0+a')).toEqual({ stable: '1.0.0+a' });
    expect(() => promote({ stable: '1.0.0+a' }, '1.0.0+a')).toThrow(ChannelError);
  });

  it('canary needs a stable release, a share from 0 to 100 and another version', () => {
    expect(canary({ stable: '1.0.0+a' }, '1.1.0+b', 10)).toEqual({
      stable: '1.0.0+a',
      canary: { version: '1.1.0+b', percent: 10 },
    });
    expect(
      canary({ stable: '1.0.0+a', canary: { version: '1.1.0+b', percent: 10 } }, '1.1.0+b', 0),
    ).toEqual({
      stable: '1.0.0+a',
    });
    expect(() => canary(undefined, '1.1.0+b', 10)).toThrow(/promote one/);
    expect(() => canary({ stable: '1.0.0+a' }, '1.1.0+b', 101)).toThrow(ChannelError);
    expect(() => canary({ stable: '1.0.0+a' }, '1.0.0+a', 10)).toThrow(/stable/);
  });

  it('rollback makes previous stable and needs one', () => {
    expect(rollback({ stable: '1.1.0+b', previous: '1.0.0+a' })).toEqual({ stable: '1.0.0+a' });
    expect(() => rollback({ stable: '1.1.0+b' })).toThrow(/no previous/);
  });

  it('prune keeps the newest N and never a promoted, previous or canaried release', () => {
    const newestFirst = ['6', '5', '4', '3', '2', '1'].map((v) => `${v}.0.0+a`);
    const pinned = pinnedVersions({
      stable: '2.0.0+a',
      previous: '1.0.0+a',
      canary: { version: '3.0.0+a', percent: 1 },
    });
    expect(releasesToPrune(newestFirst, pinned, 2)).toEqual(['4.0.0+a']);
    expect(releasesToPrune(newestFirst, new Set(), 5)).toEqual(['1.0.0+a']);
  });
});

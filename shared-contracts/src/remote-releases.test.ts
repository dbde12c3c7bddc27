import { canaryBucket, isRemoteChannel, pickRelease, releaseManifestUrl } from './remote-releases';

describe('remote releases', () => {
  it('puts a visitor in the same bucket every time, and spreads visitors over 0–99', () => {
    expect(canaryBucket('casino', 'visitor-1')).toBe(canaryBucket('casino', 'visitor-1'));
    const buckets = new Set<number>();
    for (let i = 0; i < 2000; i += 1) buckets.add(canaryBucket('casino', `v${i}`));
    expect(Math.min(...buckets)).toBe(0);
    expect(Math.max(...buckets)).toBe(99);
    expect(buckets.size).toBe(100);
  });

  it('gives about the canary percent of visitors the canary', () => {
    const entry = {
      stable: '1.0.0+a',
      previous: '0.9.0+b',
      canary: { version: '1.1.0+c', percent: 10 },
    };
    let picked = 0;
    for (let i = 0; i < 5000; i += 1)
      if (pickRelease('casino', entry, `id-${i}`).canary) picked += 1;
    expect(picked / 5000).toBeGreaterThan(0.08);
    expect(picked / 5000).toBeLessThan(0.12);
  });

  it('falls back from the canary to the promoted release, then the previous one', () => {
    const entry = {
      stable: '1.0.0+a',
      previous: '0.9.0+b',
      canary: { version: '1.1.0+c', percent: 100 },
    };
    expect(pickRelease('casino', entry, 'x')).toEqual({
      version: '1.1.0+c',
      manifestUrl: '/releases/casino/1.1.0+c/mf-manifest.json',
      canary: true,
      fallbacks: [
        { version: '1.0.0+a', manifestUrl: '/releases/casino/1.0.0+a/mf-manifest.json' },
        { version: '0.9.0+b', manifestUrl: '/releases/casino/0.9.0+b/mf-manifest.json' },
      ],
    });
    expect(
      pickRelease('casino', { ...entry, canary: { version: '1.1.0+c', percent: 0 } }, 'x').version,
    ).toBe('1.0.0+a');
  });

  it('keeps a plain manifest URL as it is', () => {
    expect(pickRelease('sports', '/remotes/sports/mf-manifest.json', 'x')).toEqual({
      version: null,
      manifestUrl: '/remotes/sports/mf-manifest.json',
      canary: false,
      fallbacks: [],
    });
  });

  it('serves a release from another base when the channel names one', () => {
    expect(releaseManifestUrl('casino', '1.0.0+a', 'https://cdn.example/casino')).toBe(
      'https://cdn.example/casino/1.0.0+a/mf-manifest.json',
    );
  });

  it('accepts only well-formed channels', () => {
    expect(isRemoteChannel({ stable: '1.0.0+a' })).toBe(true);
    expect(
      isRemoteChannel({ stable: '1.0.0+a', canary: { version: '1.1.0+b', percent: 10 } }),
    ).toBe(true);
    expect(isRemoteChannel({ stable: '../../etc' })).toBe(false);
    expect(isRemoteChannel({ stable: '..' })).toBe(false);
    expect(isRemoteChannel({ stable: '1.0.0', canary: { version: '1.1.0', percent: 101 } })).toBe(
      false,
    );
    expect(isRemoteChannel({ stable: '1.0.0', previous: 3 })).toBe(false);
    expect(isRemoteChannel('1.0.0')).toBe(false);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeRelease } from './release';
import { listReleases, readRelease, resolveRelease } from './store';

/** A remote's package folder and a dist as its production build leaves it. */
function fakeRemote(root: string, version: string) {
  const appDir = path.join(root, `app-${version}`);
  fs.mkdirSync(path.join(appDir, 'src'), { recursive: true });
  fs.writeFileSync(
    path.join(appDir, 'package.json'),
    JSON.stringify({ name: '@oyna/remote-casino', version }),
  );
  fs.writeFileSync(
    path.join(appDir, 'src', 'messages.ts'),
    `export const casinoMessages = { 'casino.lead': { tr: 'Merhaba ${version}', en: 'Hello ${version}' } };\n`,
  );
  const dist = path.join(appDir, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), '/* entry */');
  fs.writeFileSync(
    path.join(dist, 'oyna-build.json'),
    JSON.stringify({
      app: 'casino',
      contractsVersion: '2.8.0',
      contractsRange: '^2.8',
      shared: { react: { requiredVersion: '19.3.1', singleton: true } },
    }),
  );
  return { appDir, dist };
}

describe('the release store (docs/decisions/012 › A release)', () => {
  let root: string;
  let store: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'oyna-releases-'));
    store = path.join(root, 'store');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('adds a release with its record and texts, and never overwrites it', async () => {
    const { appDir, dist } = fakeRemote(root, '1.1.0');
    const record = await makeRelease({ appDir, dist, store, commit: 'abc1234', by: 'casino team' });
    expect(record).toMatchObject({
      remote: 'casino',
      version: '1.1.0+abc1234',
      by: 'casino team',
      contracts: { version: '2.8.0', range: '^2.8' },
      shared: { react: { requiredVersion: '19.3.1', singleton: true } },
      texts: { file: 'texts.json', keys: 1 },
    });
    expect(record.size).toBeGreaterThan(0);
    const folder = path.join(store, 'casino', '1.1.0+abc1234');
    expect(JSON.parse(fs.readFileSync(path.join(folder, 'texts.json'), 'utf8'))).toEqual({
      'casino.lead': { tr: 'Merhaba 1.1.0', en: 'Hello 1.1.0' },
    });
    expect(readRelease(store, 'casino', '1.1.0+abc1234')).toEqual(record);

    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), '/* changed */');
    await expect(
      makeRelease({ appDir, dist, store, commit: 'abc1234', by: 'someone' }),
    ).rejects.toThrow(/never overwritten/);
    expect(fs.readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8')).toBe('/* entry */');
    // Nothing half-made is left beside the releases.
    expect(fs.readdirSync(path.join(store, 'casino'))).toEqual(['1.1.0+abc1234']);
  });

  it('refuses a dist that is not a production build of this remote', async () => {
    const { appDir, dist } = fakeRemote(root, '1.0.0');
    fs.rmSync(path.join(dist, 'oyna-build.json'));
    await expect(makeRelease({ appDir, dist, store, commit: 'abc1234' })).rejects.toThrow(
      /oyna-build\.json/,
    );
  });

  it('resolves a bare semver only when exactly one release has it', async () => {
    const { appDir, dist } = fakeRemote(root, '1.1.0');
    await makeRelease({ appDir, dist, store, commit: 'aaaaaaa' });
    expect(resolveRelease(store, 'casino', '1.1.0').version).toBe('1.1.0+aaaaaaa');
    await makeRelease({ appDir, dist, store, commit: 'bbbbbbb' });
    expect(() => resolveRelease(store, 'casino', '1.1.0')).toThrow(/2 releases/);
    expect(resolveRelease(store, 'casino', '1.1.0+bbbbbbb').commit).toBe('bbbbbbb');
    expect(() => resolveRelease(store, 'casino', '2.0.0')).toThrow(/no release/);
    expect(listReleases(store, 'casino').map((r) => r.version)).toEqual([
      '1.1.0+bbbbbbb',
      '1.1.0+aaaaaaa',
    ]);
  });
});

import { incompatibilities, type ShellRecord } from './gate';
import type { ReleaseRecord } from './store';

const shell: ShellRecord = {
  app: 'shell',
  contractsVersion: '2.8.0',
  provided: {
    react: { version: '19.3.1', singleton: true, requiredVersion: '19.3.1' },
    'react/jsx-runtime': { version: '19.3.1', singleton: true, requiredVersion: '19.3.1' },
    'react-intl': { version: '12.1.5', singleton: true, requiredVersion: '12.1.5' },
    '@oyna/contracts': { version: '2.8.0', singleton: false, requiredVersion: '^2.8.0' },
  },
};

function release(contracts: string, shared: ReleaseRecord['shared']): ReleaseRecord {
  return {
    remote: 'casino',
    version: '1.1.0+abc1234',
    semver: '1.1.0',
    commit: 'abc1234',
    by: 'casino team',
    when: '2026-11-28T09:00:00.000Z',
    size: 1,
    files: 1,
    contracts: { version: contracts, range: `^${contracts.split('.').slice(0, 2).join('.')}` },
    shared,
    texts: { file: 'texts.json', keys: 1 },
  };
}

const ok = {
  react: { requiredVersion: '19.3.1', singleton: true },
  'react/': { requiredVersion: '19.3.1', singleton: true },
  '@oyna/contracts': { requiredVersion: '^2.8.0', singleton: false },
};

describe('the gate against the live shell (docs/decisions/012 › The gate)', () => {
  it('passes a release built against the shell’s contracts major and singletons', () => {
    expect(incompatibilities(release('2.8.0', ok), shell)).toEqual([]);
  });

  it('passes a newer contracts minor: the remote runs its own copy (docs/decisions/004)', () => {
    const newer = { ...ok, '@oyna/contracts': { requiredVersion: '^2.9.0', singleton: false } };
    expect(incompatibilities(release('2.9.0', newer), shell)).toEqual([]);
  });

  it('refuses another contracts major, naming both versions', () => {
    expect(incompatibilities(release('3.0.0', ok), shell)).toEqual([
      'built against contracts 3.0.0 (major 3); the live shell runs 2.8.0 (major 2)',
    ]);
  });

  it('refuses a React range the shell’s copy does not satisfy', () => {
    const react20 = { ...ok, react: { requiredVersion: '^20.0.0', singleton: true } };
    expect(incompatibilities(release('2.8.0', react20), shell)).toEqual([
      'needs react ^20.0.0; the live shell provides 19.3.1',
    ]);
  });

  it('refuses a singleton the shell does not provide', () => {
    const extra = { ...ok, zustand: { requiredVersion: '^5.0.0', singleton: true } };
    expect(incompatibilities(release('2.8.0', extra), shell)[0]).toMatch(/zustand/);
  });
});

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as Contracts from '@oyna/contracts';
import { init } from '@module-federation/enhanced/runtime';
import { createFederationHost, SHELL_MODULES, type ProvidedModules } from './federation-runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn((options: unknown) => ({ options })),
}));

/** What the build hands the shell (tooling/shared-modules.mjs › providedModules). */
function providedByTheBuild(): ProvidedModules {
  const tooling = pathToFileURL(path.join(__dirname, '../../../../tooling/shared-modules.mjs'));
  const script = `import(${JSON.stringify(tooling.href)}).then((m) =>
    process.stdout.write(JSON.stringify(m.providedModules(${JSON.stringify(Contracts.CONTRACTS_VERSION)}))))`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  ) as ProvidedModules;
}

type InitOptions = Parameters<typeof init>[0];
const initMock = init as jest.MockedFunction<typeof init>;

describe('the federation host', () => {
  const provided = providedByTheBuild();

  beforeEach(() => initMock.mockClear());

  it('has its own copy of every module the remotes are built to share, and no other', () => {
    expect(Object.keys(SHELL_MODULES).sort()).toEqual(Object.keys(provided).sort());
    // The singletons the page must hold once, among them.
    for (const name of ['react', 'react-dom', 'react-redux', 'react-intl', '@oyna/ui/router'])
      expect(provided[name]).toMatchObject({ singleton: true });
  });

  it("fills the share scope with the shell's own modules, loaded, at the versions it was built with", () => {
    createFederationHost(provided);
    const options = initMock.mock.calls[0]![0] as InitOptions;
    expect(options).toMatchObject({
      name: 'oyna_shell',
      remotes: [],
      shareStrategy: 'loaded-first',
    });
    const shared = options.shared as Record<string, { lib?: () => unknown; loaded?: boolean }>;
    expect(shared.react).toMatchObject({
      version: provided.react!.version,
      scope: 'default',
      loaded: true,
      shareConfig: {
        singleton: true,
        strictVersion: true,
        requiredVersion: provided.react!.version,
      },
    });
    // The very modules the shell runs (a namespace object may be wrapped; its members are not).
    const own = (name: string, member: string) =>
      (shared[name]!.lib!() as Record<string, unknown>)[member];
    expect(own('react', 'useState')).toBe(React.useState);
    expect(own('react-dom', 'createPortal')).toBe(ReactDom.createPortal);
    expect(own('@oyna/contracts', 'createApiClient')).toBe(Contracts.createApiClient);
    expect(shared['@oyna/contracts']).toMatchObject({
      shareConfig: { singleton: false, requiredVersion: `^${Contracts.CONTRACTS_VERSION}` },
    });
  });

  it('shares the form kit as a chunk fetched when a remote first asks for it', async () => {
    createFederationHost(provided);
    const shared = (initMock.mock.calls[0]![0] as InitOptions).shared as Record<
      string,
      { get?: () => Promise<() => unknown>; loaded?: boolean }
    >;
    expect(shared['@oyna/ui']!.loaded).toBeUndefined();
    const factory = await shared['@oyna/ui']!.get!();
    expect(factory()).toHaveProperty('SubmitButton');
  });

  it('publishes the runtime core for the remotes built without their own', () => {
    createFederationHost(provided);
    const plugins = (initMock.mock.calls[0]![0] as InitOptions).plugins ?? [];
    expect(plugins.map((p) => p.name)).toEqual([
      'oyna-runtime-plugin',
      'inject-external-runtime-core-plugin',
    ]);
  });

  it('refuses to provide a module the shell has no copy of', () => {
    expect(() =>
      createFederationHost({
        ...provided,
        'react-dom/server': {
          version: '19.0.0',
          singleton: true,
          requiredVersion: '19.0.0',
          strictVersion: true,
        },
      }),
    ).toThrow('The shell provides react-dom/server but has no copy of it to share.');
  });
});

// The shell's federation runtime, a chunk of its own (federation-host.ts loads it with the first
// remote). It holds what a build-time host would run before its first render on every page: the
// runtime, the share scope the remotes take their singletons from, and the shell's runtime plugin.
import { init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactJsxDevRuntime from 'react/jsx-dev-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
// eslint-disable-next-line no-restricted-imports -- shared whole with the remotes; no hook is called here
import * as reactRedux from 'react-redux';
import * as reduxToolkit from '@reduxjs/toolkit';
import * as reduxSaga from 'redux-saga';
import * as reduxSagaEffects from 'redux-saga/effects';
import * as reactIntl from 'react-intl';
import * as contracts from '@oyna/contracts';
import * as router from '@oyna/ui/router';
import oynaRuntimePlugin from './federation-runtime-plugin';

/** One provided module's version and matching rules (tooling/shared-modules.mjs). */
export interface ProvidedModule {
  version: string;
  singleton: boolean;
  requiredVersion: string;
  strictVersion: boolean;
}

export type ProvidedModules = Record<string, ProvidedModule>;

/**
 * The shell's own copy of every module it provides. The first render's modules are in the shell's
 * first scripts already and go in as loaded, so a remote never brings a second React or store
 * context; the form kit stays a chunk of its own, fetched when a remote's form first needs it.
 */
export const SHELL_MODULES: Record<
  string,
  { lib: () => unknown } | { get: () => Promise<unknown> }
> = {
  react: { lib: () => react },
  'react/jsx-runtime': { lib: () => reactJsxRuntime },
  'react/jsx-dev-runtime': { lib: () => reactJsxDevRuntime },
  'react-dom': { lib: () => reactDom },
  'react-dom/client': { lib: () => reactDomClient },
  'react-redux': { lib: () => reactRedux },
  '@reduxjs/toolkit': { lib: () => reduxToolkit },
  'redux-saga': { lib: () => reduxSaga },
  'redux-saga/effects': { lib: () => reduxSagaEffects },
  'react-intl': { lib: () => reactIntl },
  '@oyna/contracts': { lib: () => contracts },
  '@oyna/ui/router': { lib: () => router },
  '@oyna/ui': { get: () => import('@oyna/ui') },
};

/**
 * Starts the page's federation runtime as the host `oyna_shell`: remotes are registered later from
 * remotes.json (remote-loader.ts); the shell's modules fill the share scope with the versions and
 * rules the remotes are built against; the runtime core is published for the remotes, which are
 * built without their own (`externalRuntime`).
 */
export function createFederationHost(provided: ProvidedModules): ModuleFederation {
  const shared: Parameters<typeof init>[0]['shared'] = {};
  for (const [name, rules] of Object.entries(provided)) {
    const own = SHELL_MODULES[name];
    if (!own) throw new Error(`The shell provides ${name} but has no copy of it to share.`);
    const common = {
      version: rules.version,
      scope: 'default',
      shareConfig: {
        singleton: rules.singleton,
        requiredVersion: rules.requiredVersion,
        strictVersion: rules.strictVersion,
      },
    };
    shared[name] =
      'lib' in own
        ? { ...common, lib: own.lib, loaded: true }
        : { ...common, get: () => own.get().then((module) => () => module) };
  }
  return init({
    name: 'oyna_shell',
    remotes: [],
    shared,
    shareStrategy: 'loaded-first',
    plugins: [oynaRuntimePlugin(), injectExternalRuntimeCore()],
  });
}

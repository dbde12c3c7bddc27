// What the shell and the remotes share at runtime (docs/decisions/004), in one place: the remotes'
// builds declare it (ModuleFederationPlugin `shared`, tooling/rspack-app.mjs) and the shell's
// federation host provides it (shell/src/features/remotes/federation-runtime.ts, given
// `providedModules()` at build time), so the two cannot drift apart.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const uiVersion = require(path.join(root, 'shared-ui', 'package.json')).version;

export const defaultContractsDir = path.join(root, 'shared-contracts');

/** The version of a contracts checkout, from its package.json. */
export function contractsVersionOf(dir) {
  return require(path.join(dir, 'package.json')).version;
}

/** Exact versions of the shared singletons, read from the root lock of the workspace. */
function versionOf(pkg) {
  return require(path.join(root, 'node_modules', pkg, 'package.json')).version;
}

function singleton(pkg, extra = {}) {
  const version = versionOf(pkg);
  return { singleton: true, requiredVersion: version, version, ...extra };
}

/**
 * What the shell and the remotes share at runtime (docs/decisions/004).
 *
 * Singletons: one renderer, one store context, one router, one intl context in the page.
 * `react/` and `react-dom/` cover the subpath imports (react/jsx-runtime, react-dom/client);
 * React 19 needs the very same version.
 *
 * @oyna/contracts is NOT a singleton: it is pure (types, constants, validators, action creators
 * matched by type string, the api client class; no module-level state that must be unique), so
 * two copies in a page are harmless. Shared with `requiredVersion ^<built version>`: a remote
 * built against the shell's version or an older minor uses the copy already loaded; a remote built
 * against a newer minor falls back to the copy in its own bundle, so its new exports are defined.
 * (As a singleton it would silently get the shell's older copy.) Majors are refused by the shell
 * with a clear message (RemoteModule.contractsVersion).
 *
 * @param {string} contractsVersion  the version of the contracts this app is built against
 */
export function sharedModules(contractsVersion) {
  return {
    react: singleton('react', { strictVersion: true }),
    'react/': singleton('react', { strictVersion: true }),
    'react-dom': singleton('react-dom', { strictVersion: true }),
    'react-dom/': singleton('react-dom', { strictVersion: true }),
    // The router: the parts of react-router the apps use, one instance (see @oyna/ui/router).
    '@oyna/ui/router': { singleton: true, requiredVersion: `^${uiVersion}`, version: uiVersion },
    'react-redux': singleton('react-redux'),
    '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
    'redux-saga': singleton('redux-saga'),
    'redux-saga/': singleton('redux-saga'),
    'react-intl': singleton('react-intl'),
    '@oyna/contracts': {
      singleton: false,
      requiredVersion: `^${contractsVersion}`,
      version: contractsVersion,
    },
    // The form kit, with the one react-final-form inside it that every form of the page uses
    // (docs/decisions/005-form-kit.md); the shell's copy serves the remotes.
    '@oyna/ui': { singleton: true, requiredVersion: `^${uiVersion}`, version: uiVersion },
  };
}

/**
 * The subpaths of a package shared by prefix (`react/`) that the shell provides: what the apps
 * import (the dev builds' JSX runtime included). A remote importing another subpath uses its own
 * copy of that file, which still takes the package itself from the shell.
 */
export const PROVIDED_SUBPATHS = {
  'react/': ['react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom/': ['react-dom/client'],
  'redux-saga/': ['redux-saga/effects'],
};

/**
 * What the shell's federation host puts in the share scope: every shared module, a prefix by its
 * subpaths, with the version the shell bundles and the rules a remote's copy is matched by.
 *
 * @param {string} contractsVersion
 * @returns {Record<string, { version: string, singleton: boolean, requiredVersion: string, strictVersion: boolean }>}
 */
export function providedModules(contractsVersion) {
  const provided = {};
  for (const [key, config] of Object.entries(sharedModules(contractsVersion))) {
    const keys = key.endsWith('/') ? PROVIDED_SUBPATHS[key] : [key];
    if (!keys)
      throw new Error(`tooling/shared-modules.mjs: name the subpaths of ${key} the shell provides`);
    for (const name of keys) {
      provided[name] = {
        version: config.version,
        singleton: config.singleton,
        requiredVersion: config.requiredVersion,
        strictVersion: Boolean(config.strictVersion),
      };
    }
  }
  return provided;
}

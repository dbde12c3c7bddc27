// docs/decisions/012-remote-releases.md › The gate: every production build writes a small record
// of what it was built against into its dist, so that the release CLI never has to guess:
//   - the shell: shell-release.json — its contracts version and every shared module it provides
//     (version and the range a remote's copy is matched by), served by the edge next to
//     index.html, so the gate reads what is LIVE, not what is in a checkout;
//   - a remote: oyna-build.json — its contracts version (`contractsVersion`, the one the shell
//     checks at load) and the range of every shared module it asks the share scope for.
import { rspack } from '@rspack/core';
import { providedModules, sharedModules } from '../shared-modules.mjs';

/** `^major.minor` of a version: the contracts range a remote is built with (minors only add). */
export function contractsRange(version) {
  const [major, minor] = version.split('.');
  return `^${major}.${minor ?? 0}`;
}

/** @param {string} builtWith  the contracts version the shell records; @param {string} contractsVersion */
export function shellBuildRecord(builtWith, contractsVersion) {
  return {
    app: 'shell',
    contractsVersion: builtWith,
    provided: providedModules(contractsVersion),
  };
}

/**
 * @param {string} app
 * @param {string} builtWith        the contracts version the remote records (`contractsVersion`)
 * @param {string} contractsVersion the contracts checkout it is compiled against
 */
export function remoteBuildRecord(app, builtWith, contractsVersion) {
  return {
    app,
    contractsVersion: builtWith,
    contractsRange: contractsRange(builtWith),
    shared: Object.fromEntries(
      Object.entries(sharedModules(contractsVersion)).map(([name, config]) => [
        name,
        { requiredVersion: config.requiredVersion, singleton: Boolean(config.singleton) },
      ]),
    ),
  };
}

/** Emits one JSON file into the build's output. */
export class BuildRecord {
  /** @param {string} file @param {unknown} data */
  constructor(file, data) {
    this.file = file;
    this.data = data;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('OynaBuildRecord', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'OynaBuildRecord', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            this.file,
            new rspack.sources.RawSource(`${JSON.stringify(this.data, null, 2)}\n`),
          );
        },
      );
    });
  }
}

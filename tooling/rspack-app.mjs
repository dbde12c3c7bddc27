// One Rspack + Module Federation setup for the shell and every remote, so that the shared
// singletons, loaders and dev-server layout cannot drift apart between apps.
// See docs/decisions/001-runtime-remotes-config.md and ../shared/notes/module-federation.md.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { typescriptRule } from './typescript-rule.mjs';
import { InlineScriptCspCheck } from './inline-script-csp.mjs';
import { Precompress } from './precompress.mjs';
import { CompileHints } from './compile-hints.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const uiDir = path.join(root, 'shared-ui');
const uiVersion = require(path.join(uiDir, 'package.json')).version;
const defaultContractsDir = path.join(root, 'shared-contracts');

/** The version of a contracts checkout, from its package.json. */
function contractsVersionOf(dir) {
  return require(path.join(dir, 'package.json')).version;
}

const reactRouterDist = path.join(root, 'node_modules', 'react-router', 'dist', 'production');
const reactRouterProduction = {
  'react-router$': path.join(reactRouterDist, 'index.mjs'),
  'react-router/dom$': path.join(reactRouterDist, 'dom-export.mjs'),
};

export const PORTS = {
  shell: 8080,
  sports: 8081,
  casino: 8082,
  account: 8083,
  payments: 8084,
  api: 4000,
};

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
 * The shell provides the shared modules of its first render eagerly: they are part of its first
 * scripts, which the page names in its HTML and fetches in parallel, instead of chunks the
 * federation runtime asks for only after main.js has run (a round trip and a whole download later
 * on a phone). The remotes still take them from the share scope. The form kit (`@oyna/ui`, with
 * final-form) stays a chunk of its own: no page needs it before a form opens.
 */
const NOT_EAGER = new Set(['@oyna/ui']);

function eagerly(shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([k, v]) => [k, NOT_EAGER.has(k) ? v : { ...v, eager: true }]),
  );
}

/**
 * @param {object} o
 * @param {string} o.dir        the app folder
 * @param {'shell'|'sports'|'casino'|'account'|'payments'} o.app
 * @param {string} [o.contractsDir]  the @oyna/contracts checkout to build against (default: the
 *                              workspace's); a remote team builds against the release it has
 */
export function createAppConfig({ dir, app, contractsDir = defaultContractsDir }) {
  const isShell = app === 'shell';
  const production = process.env.NODE_ENV === 'production';
  const contractsVersion = contractsVersionOf(contractsDir);
  // A remote records the contracts version it is built against; OYNA_CONTRACTS_VERSION lets the
  // e2e suite record a deliberately incompatible one to prove the shell refuses it.
  const builtWith = process.env.OYNA_CONTRACTS_VERSION || contractsVersion;
  const outDir = process.env.OYNA_OUT_DIR
    ? path.resolve(process.env.OYNA_OUT_DIR)
    : path.join(dir, 'dist');

  return {
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: isShell ? './src/index.tsx' : './src/index.ts' },
    output: {
      path: outDir,
      publicPath: isShell ? '/' : 'auto',
      uniqueName: `oyna_${app}`,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        ...(contractsDir === defaultContractsDir ? {} : { '@oyna/contracts': contractsDir }),
        // react-router 7 exports only its development build (warnings, ~3× the size); a
        // production build ships its production one, shared as the same singleton.
        ...(production ? reactRouterProduction : {}),
      },
    },
    module: {
      rules: [
        typescriptRule(
          [path.join(dir, 'src'), path.join(contractsDir, 'src'), path.join(uiDir, 'src')],
          production,
        ),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|mp4|woff2?)$/, type: 'asset' },
      ],
    },
    optimization: {
      runtimeChunk: false,
      // The shell's first scripts in a few files the HTML names, so that they download in
      // parallel and a change of the app does not invalidate the libraries' cache.
      ...(isShell && production
        ? {
            splitChunks: {
              chunks: 'all',
              cacheGroups: {
                vendors: { test: /[\\/]node_modules[\\/]/, chunks: 'initial', priority: -10 },
              },
            },
          }
        : {}),
    },
    plugins: [
      new rspack.DefinePlugin({
        __OYNA_CONTRACTS_VERSION__: JSON.stringify(builtWith),
        __OYNA_APP__: JSON.stringify(app),
      }),
      isShell &&
        new rspack.HtmlRspackPlugin({
          template: './src/index.html',
          title: 'Oyna',
          inject: 'body',
          // The boot script, inlined (and minified) into the page; the edge's CSP allows it by
          // its hash, which the check below compares with the built page.
          templateParameters: {
            bootScript: fs.readFileSync(path.join(dir, 'src/boot/first-slides.js'), 'utf8'),
          },
        }),
      isShell &&
        production &&
        new InlineScriptCspCheck({
          template: path.join(dir, '..', 'nginx', 'templates', 'edge.conf.template'),
        }),
      isShell && production && new CompileHints(),
      production && new Precompress(),
      isShell && new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] }),
      new ModuleFederationPlugin({
        name: `oyna_${app}`,
        filename: 'remoteEntry.js',
        exposes: isShell ? undefined : { './module': './src/module.ts' },
        // The shell has no build-time remotes: it reads remotes.json at runtime.
        remotes: {},
        shared: isShell
          ? eagerly(sharedModules(contractsVersion))
          : sharedModules(contractsVersion),
        shareStrategy: 'loaded-first',
        runtimePlugins: isShell
          ? [path.join(dir, 'src/features/remotes/federation-runtime-plugin.ts')]
          : [],
        dts: false,
        dev: false,
        // One federation runtime on the page: the shell publishes its own and every remote uses
        // it instead of shipping a copy in its remoteEntry.js (~25 KB on the wire each; remotes
        // are only ever loaded by the shell — docs/ARCHITECTURE.md › remotes).
        // The shell's runtime is built for browsers only (`target: 'web'` drops its Node loaders).
        experiments: isShell
          ? {
              asyncStartup: true,
              provideExternalRuntime: true,
              optimization: { target: 'web' },
            }
          : { asyncStartup: true, externalRuntime: true },
      }),
    ].filter(Boolean),
    devServer: {
      port: PORTS[app],
      host: '127.0.0.1',
      hot: false,
      liveReload: true,
      historyApiFallback: isShell,
      headers: isShell ? {} : { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
      client: { overlay: { errors: true, warnings: false } },
      // The URL layout in development is the one behind nginx (ARCHITECTURE.md › The picture).
      proxy: isShell
        ? [
            ...['sports', 'casino', 'account', 'payments'].map((r) => ({
              context: [`/remotes/${r}/`],
              target: `http://127.0.0.1:${PORTS[r]}`,
              pathRewrite: { [`^/remotes/${r}/`]: '/' },
            })),
            { context: ['/api', '/provider'], target: `http://127.0.0.1:${PORTS.api}` },
            { context: ['/notify'], target: `http://127.0.0.1:${PORTS.api}`, ws: true },
          ]
        : [],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

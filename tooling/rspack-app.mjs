// One Rspack + Module Federation setup for the shell and every remote, so that the shared
// singletons, loaders and dev-server layout cannot drift apart between apps.
// See docs/decisions/001-runtime-remotes-config.md and ../shared/notes/module-federation.md.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { typescriptRule } from './typescript-rule.mjs';
import { InlineScriptCspCheck } from './inline-script-csp.mjs';
import { Precompress } from './precompress.mjs';
import { CompileHints } from './compile-hints.mjs';
import { BuildRecord, remoteBuildRecord, shellBuildRecord } from './release/build-record.mjs';
import {
  contractsVersionOf,
  defaultContractsDir,
  providedModules,
  sharedModules,
} from './shared-modules.mjs';

export { sharedModules };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const uiDir = path.join(root, 'shared-ui');

const reactRouterDist = path.join(root, 'node_modules', 'react-router', 'dist', 'production');
const reactRouterProduction = {
  'react-router$': path.join(reactRouterDist, 'index.mjs'),
  'react-router/dom$': path.join(reactRouterDist, 'dom-export.mjs'),
};

const icuNoParser = path.join(
  root,
  'node_modules',
  '@formatjs',
  'icu-messageformat-parser',
  'no-parser.js',
);

// A remote's remoteEntry.js imports the federation's bundler runtime by the absolute path of its
// CommonJS build, which a build cannot tree-shake: the whole @module-federation/sdk came with it
// (57 → 32 KB raw, 14.7 → 8.8 KB brotli per remote). Its ES module build is the same code.
const bundlerRuntimeDist = path.join(
  root,
  'node_modules',
  '@module-federation',
  'webpack-bundler-runtime',
  'dist',
);
const bundlerRuntimeEsm = {
  [path.join(bundlerRuntimeDist, 'index.cjs')]: path.join(bundlerRuntimeDist, 'index.js'),
};

/** The development servers' ports when nothing pins them (README › Two commands). */
export const DEFAULT_DEV_PORTS = {
  shell: 8080,
  sports: 8081,
  casino: 8082,
  account: 8083,
  payments: 8084,
  // The back office (backoffice/rspack.config.mjs): a standalone app, proxied by the shell's
  // dev server at /backoffice/.
  backoffice: 8085,
  api: 4000,
};

/** The front-end apps that have a dev server of their own, in port order. */
export const DEV_APPS = ['shell', 'sports', 'casino', 'account', 'payments', 'backoffice'];

/** The environment variable that pins one dev server's port, e.g. OYNA_DEV_SPORTS_PORT. */
export const devPortVar = (app) => `OYNA_DEV_${app.toUpperCase()}_PORT`;

/**
 * The development servers' ports (`npm start`, the dev smoke run): OYNA_DEV_PORT moves the shell
 * and the remotes and the back office follow it (+1 … +5); OYNA_DEV_<APP>_PORT pins one app,
 * OYNA_DEV_API_PORT the api. Unset: 8080–8085 and 4000. Every dev server reads the same variables, so the shell's
 * proxies always point at the remotes' and the api's actual ports.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Record<'shell'|'sports'|'casino'|'account'|'payments'|'backoffice'|'api', number>}
 */
export function devPorts(env = process.env) {
  const portOf = (name, fallback) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const port = Number(value);
    if (!Number.isInteger(port) || port <= 0 || port > 65535) {
      throw new Error(`${name}=${value} is not a port number`);
    }
    return port;
  };
  const base = portOf('OYNA_DEV_PORT', DEFAULT_DEV_PORTS.shell);
  /** @type {Record<string, number>} */
  const ports = {};
  DEV_APPS.forEach((app, i) => (ports[app] = portOf(devPortVar(app), base + i)));
  ports.api = portOf(devPortVar('api'), DEFAULT_DEV_PORTS.api);
  return /** @type {ReturnType<typeof devPorts>} */ (ports);
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
  const ports = devPorts();
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
        ...(isShell ? {} : bundlerRuntimeEsm),
      },
    },
    module: {
      rules: [
        typescriptRule(
          [path.join(dir, 'src'), path.join(contractsDir, 'src'), path.join(uiDir, 'src')],
          production,
        ),
        // The shell hands react-intl its texts pre-compiled (shell/src/features/i18n/
        // compiled-messages.ts), so intl-messageformat gets the parser-less build formatjs
        // documents for that, and the ICU parser (~7 KB brotli) leaves the first scripts; the
        // shell fetches the real one for a text beyond `{name}` placeholders.
        isShell && {
          test: /[\\/]node_modules[\\/](?:intl-messageformat|@formatjs[\\/]intl)[\\/]/,
          resolve: { alias: { '@formatjs/icu-messageformat-parser$': icuNoParser } },
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|mp4|woff2?)$/, type: 'asset' },
      ].filter(Boolean),
    },
    optimization: {
      runtimeChunk: false,
      // The shell's first scripts in a few files the HTML names, so that they download in
      // parallel and a change of the app does not invalidate the libraries' cache. React is a
      // file of its own: on HTTP/1.1 each file has its own connection, and a new connection
      // starts slow, so one 104 KB file arrived last and everything waited for it (three of
      // 56, 48 and 40 KB: LCP −0.1 to −0.35 s on every page, bench/README.md › Eighth round).
      ...(isShell && production
        ? {
            splitChunks: {
              chunks: 'all',
              cacheGroups: {
                react: {
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  chunks: 'initial',
                  priority: 10,
                },
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
            // The icon inside the page: one request fewer while the first scripts download (on
            // HTTP/1.1 a phone has six connections, and the icon would take one of them).
            favicon: `data:image/svg+xml,${encodeURIComponent(
              fs.readFileSync(path.join(dir, 'public/favicon.svg'), 'utf8').trim(),
            )}`,
          },
        }),
      isShell &&
        production &&
        new InlineScriptCspCheck({
          template: path.join(dir, '..', 'nginx', 'templates', 'edge.conf.template'),
        }),
      isShell && production && new CompileHints(),
      // docs/decisions/012-remote-releases.md › The gate: what the live shell provides
      // (shell-release.json) and what a remote was built against (oyna-build.json), read by the
      // release CLI from the dist and from the edge.
      production &&
        new BuildRecord(
          isShell ? 'shell-release.json' : 'oyna-build.json',
          isShell
            ? shellBuildRecord(builtWith, contractsVersion)
            : remoteBuildRecord(app, builtWith, contractsVersion),
        ),
      production && new Precompress(),
      isShell && new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] }),
      // The shell is a runtime-only federation host: it loads the federation runtime with the
      // first remote it needs (shell/src/features/remotes/federation-host.ts) and provides the
      // shared modules from its own bundle, instead of running the runtime before its first
      // render on every page (bench/README.md › Seventh round).
      isShell &&
        new rspack.DefinePlugin({
          __OYNA_PROVIDED_MODULES__: JSON.stringify(providedModules(contractsVersion)),
          // The federation runtime's browser-only build (its Node loaders dropped).
          ENV_TARGET: JSON.stringify('web'),
        }),
      !isShell &&
        new ModuleFederationPlugin({
          name: `oyna_${app}`,
          filename: 'remoteEntry.js',
          exposes: { './module': './src/module.ts' },
          remotes: {},
          shared: sharedModules(contractsVersion),
          shareStrategy: 'loaded-first',
          dts: false,
          dev: false,
          // One federation runtime on the page: the shell's. A remote uses it instead of shipping
          // a copy in its remoteEntry.js (~25 KB on the wire each; remotes are only ever loaded by
          // the shell, which publishes its runtime for them — docs/decisions/004).
          experiments: { asyncStartup: true, externalRuntime: true },
        }),
    ].filter(Boolean),
    devServer: {
      port: ports[app],
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
              target: `http://127.0.0.1:${ports[r]}`,
              pathRewrite: { [`^/remotes/${r}/`]: '/' },
            })),
            // The back office's own dev server serves its files under /backoffice/ itself.
            { context: ['/backoffice'], target: `http://127.0.0.1:${ports.backoffice}` },
            { context: ['/api', '/provider'], target: `http://127.0.0.1:${ports.api}` },
            { context: ['/notify'], target: `http://127.0.0.1:${ports.api}`, ws: true },
          ]
        : [],
    },
    // Off: `rspack serve` turns lazy compilation on when this is left unset, and then compiles a
    // dynamic import only when the page posts it to `/_rspack/lazy/trigger` — relative to the
    // page, i.e. the shell's server, which cannot compile a remote's module: the bet slip and
    // five account screens stayed on "Loading…" in development. Routing each remote's trigger
    // through the shell's /remotes/<name>/ proxy reaches the right server, but without hot
    // updates (hot: false, a remote's chunks run in the shell's page) the placeholder is only
    // replaced by a full reload of the page, so every first visit of a screen reloaded it.
    // Everything compiled up front instead: the same chunks as the build (README › Two commands).
    lazyCompilation: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

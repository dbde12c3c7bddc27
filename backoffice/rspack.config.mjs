// The back office's own build: a plain single-page React app served at /backoffice/ (no Module
// Federation — it is not a remote of the player site). Its own dev server in `npm start`
// (OYNA_DEV_BACKOFFICE_PORT), which the shell's dev server proxies at /backoffice/, so the URLs
// are the ones behind nginx (README › The back office).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { devPorts } from '../tooling/rspack-app.mjs';
import { Precompress } from '../tooling/precompress.mjs';
import { typescriptRule } from '../tooling/typescript-rule.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(dir, '..');
const production = process.env.NODE_ENV === 'production';
const ports = devPorts();
/** Where the app lives on the site: nginx's location and the dev proxy use the same prefix. */
const BASE = '/backoffice/';

const reactRouterDist = path.join(root, 'node_modules', 'react-router', 'dist', 'production');

export default {
  context: dir,
  mode: production ? 'production' : 'development',
  devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
  entry: { main: './src/index.tsx' },
  output: {
    path: process.env.OYNA_OUT_DIR
      ? path.resolve(process.env.OYNA_OUT_DIR)
      : path.join(dir, 'dist'),
    publicPath: BASE,
    uniqueName: 'oyna_backoffice',
    filename: production ? '[name].[contenthash:10].js' : '[name].js',
    chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
    cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
    cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
    assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.mjs'],
    // react-router 7 exports only its development build; a release ships the production one.
    alias: production
      ? {
          'react-router$': path.join(reactRouterDist, 'index.mjs'),
          'react-router/dom$': path.join(reactRouterDist, 'dom-export.mjs'),
        }
      : {},
  },
  module: {
    rules: [
      typescriptRule(
        [
          path.join(dir, 'src'),
          path.join(root, 'shared-contracts', 'src'),
          path.join(root, 'shared-ui', 'src'),
        ],
        production,
      ),
      // The contracts' modules have no side effects: what the app does not use is dropped.
      { test: /\.ts$/, include: [path.join(root, 'shared-contracts', 'src')], sideEffects: false },
      { test: /\.css$/, type: 'css/auto' },
      { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
    ],
  },
  plugins: [
    new rspack.DefinePlugin({ __OYNA_APP__: JSON.stringify('backoffice') }),
    // No inline script or style in the page: the edge's CSP for /backoffice/ allows only 'self'.
    // Its own icon under its prefix: the browser would otherwise ask the player site for one.
    new rspack.HtmlRspackPlugin({
      template: './src/index.html',
      inject: 'body',
      favicon: './src/favicon.svg',
    }),
    production && new Precompress(),
  ].filter(Boolean),
  devServer: {
    port: ports.backoffice,
    host: '127.0.0.1',
    hot: false,
    liveReload: true,
    // Deep links (/backoffice/cashier) get the app's page, as nginx's SPA fallback does.
    historyApiFallback: { index: `${BASE}index.html` },
    headers: { 'Cache-Control': 'no-cache' },
    client: { overlay: { errors: true, warnings: false } },
    // Opened directly (not through the shell's proxy), the api is still the same origin's.
    proxy: [{ context: ['/api'], target: `http://127.0.0.1:${ports.api}` }],
  },
  lazyCompilation: false,
  performance: { hints: false },
  stats: 'errors-warnings',
};

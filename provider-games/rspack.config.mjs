// The built-in game provider's browser client: a plain React app (no Module Federation — it is
// the provider's own page, framed by the site), built to dist/ and served by the provider's
// server plugin under /provider/games/static/ (hashed names cached for a year).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { typescriptRule } from '../tooling/typescript-rule.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const contractsDir = path.resolve(dir, '..', 'shared-contracts', 'src');
const production = process.env.NODE_ENV === 'production';

export default {
  context: dir,
  mode: production ? 'production' : 'development',
  devtool: production ? 'source-map' : 'cheap-module-source-map',
  entry: { main: './src/client/index.tsx' },
  output: {
    path: path.join(dir, 'dist'),
    publicPath: '/provider/games/static/',
    filename: '[name].[contenthash:10].js',
    chunkFilename: '[name].[contenthash:10].js',
    cssFilename: '[name].[contenthash:10].css',
    cssChunkFilename: '[name].[contenthash:10].css',
    assetModuleFilename: '[name].[contenthash:10][ext]',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
  module: {
    rules: [
      typescriptRule([path.join(dir, 'src'), contractsDir], production),
      // The game takes a few constants and helpers from @oyna/contracts; its modules have no
      // side effects, so everything else (store, http client, i18n catalog) is dropped.
      { test: /\.ts$/, include: [contractsDir], sideEffects: false },
      { test: /\.css$/, type: 'css/auto' },
      { test: /\.(svg|png|woff2?)$/, type: 'asset/resource' },
    ],
  },
  plugins: [
    new rspack.HtmlRspackPlugin({
      // %LANG% and %TITLE% are filled per session by the server.
      template: './src/client/index.html',
      inject: 'body',
      scriptLoading: 'defer',
    }),
  ],
  performance: { hints: false },
  stats: 'errors-warnings',
};

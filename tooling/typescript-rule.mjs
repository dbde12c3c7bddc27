// TypeScript and JSX through Rspack's built-in swc: the rule every browser build shares — the
// shell and the remotes (rspack-app.mjs) and the game provider's client
// (provider-games/rspack.config.mjs, which must build without Module Federation installed).

/**
 * @param {string[]} include  the folders compiled (an app's src and the contracts' src)
 * @param {boolean} production
 */
export function typescriptRule(include, production) {
  return {
    test: /\.tsx?$/,
    include,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2022',
      },
    },
    type: 'javascript/auto',
  };
}

// One jest run for every package (README: `npm test`). Each project transforms TypeScript with
// swc; @oyna/contracts is consumed from source, as the apps do.
const swc = (react) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: react },
      transform: react ? { react: { runtime: 'automatic' } } : undefined,
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const base = (name, { react = false, env = 'node', setup = [] } = {}) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: env,
  // .mjs: ESM-only packages such as swiper/react (the home banner's carousel) need the same transform.
  transform: { '^.+\\.(t|j)sx?$': swc(react), '^.+\\.mjs$': swc(react) },
  // ESM-only packages that need transforming for jest (@scure/base, @noble/hashes: otplib's
  // TOTP, which Node 20.19+ itself loads through require(esm))
  transformIgnorePatterns: [
    '/node_modules/(?!(@reduxjs/toolkit|immer|redux|reselect|react-intl|@formatjs|intl-messageformat|swiper|ssr-window|dom7|@scure/base|@noble/hashes)/)',
  ],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/../scripts/jest/style-stub.js',
    // swiper's stylesheets are imported by package path ('swiper/css/navigation')
    '^swiper/css(/.*)?$': '<rootDir>/../scripts/jest/style-stub.js',
    '\\.(png|jpg|jpeg|svg|webp|gif|mp4)$': '<rootDir>/../scripts/jest/file-stub.js',
  },
  setupFilesAfterEnv: setup,
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

// The DOM setup (jest-dom matchers, encoding API, the mask library) is @oyna/test-kit's.
const frontend = (name) =>
  base(name, { react: true, env: 'jsdom', setup: ['<rootDir>/../test-kit/src/setup-dom.ts'] });

module.exports = {
  // A finished test file's sandbox is not always collected at once (each api file leaves its app
  // and its PGlite instance's WebAssembly memory, ~200 MB, behind until the worker ends): a worker
  // is replaced once its heap passes this after a file, so two workers stay within a few GB instead
  // of filling a 24 GB machine by the end of the run (and slowing every suite after them).
  workerIdleMemoryLimit: '320MB',
  projects: [
    base('shared-contracts'),
    frontend('shared-ui'),
    frontend('test-kit'),
    {
      ...base('api'),
      testTimeout: 60000,
      // One empty PGlite cluster per run, copied for each test file (api/src/test/pglite-template.ts).
      globalSetup: '<rootDir>/src/test/global-setup.ts',
      globalTeardown: '<rootDir>/src/test/global-teardown.ts',
    },
    frontend('shell'),
    frontend('remote-sports'),
    frontend('remote-casino'),
    frontend('remote-account'),
    frontend('remote-payments'),
    frontend('backoffice'),
    // The game provider: engine and server tests in node, its React client's tests opt into
    // jsdom with a `@jest-environment jsdom` docblock.
    base('provider-games', { react: true, setup: ['<rootDir>/src/test/setup.ts'] }),
    // The remote release CLI (docs/decisions/012-remote-releases.md).
    base('tooling/release'),
    // The documents: every path the developer guide and the remotes' READMEs name exists, and the
    // guide's quoted code is the code (docs/docs.test.ts).
    { ...base('docs'), testMatch: ['<rootDir>/*.test.ts'] },
    // The Kubernetes manifests: valid for their kinds, built per overlay, held to our rules
    // (deploy/k8s/manifest-documents.test.ts, deploy/k8s/manifest-rules.test.ts).
    { ...base('deploy'), testMatch: ['<rootDir>/**/*.test.ts'] },
  ],
};

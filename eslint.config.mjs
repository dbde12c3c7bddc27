// One ESLint setup for every package. Boundaries (ARCHITECTURE.md › Dependency rule) are enforced
// here so that review does not have to: remotes never import each other or the shell, the shell
// imports no remote, contracts import no app, and store access is typed.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { apiZones } from './tooling/eslint/api-zones.mjs';
import { frontZones } from './tooling/eslint/front-zones.mjs';

const remotes = ['sports', 'casino', 'account', 'payments'];

// Other apps: what a remote and the game provider (its own service) never import.

const rawStoreHooks = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch', 'useStore'],
  message: 'Use the typed useAppSelector / useAppDispatch / useAppStore from @oyna/contracts.',
};

/**
 * Forms are built from @oyna/ui, which holds the page's one react-final-form: a second copy in
 * an app would give its <Form> a context the kit's fields cannot see (docs/decisions/005-form-kit.md).
 */
const formLibraries = [
  'final-form',
  'final-form-arrays',
  'react-final-form',
  'react-final-form-arrays',
  'imask',
  'react-imask',
].map((name) => ({
  name,
  message:
    'Build forms from @oyna/ui (Form, fields, FieldArray, arrayMutators are exported there).',
}));

/**
 * Routing comes from @oyna/ui/router, the page's one router: a direct import of react-router
 * would bundle a second copy whose links the shell's router cannot see (docs/decisions/004).
 */
const routerLibraries = ['react-router', 'react-router-dom', 'react-router/dom'].map((name) => ({
  name,
  message: 'Import routing from @oyna/ui/router (the shared router of the page).',
}));

const testKit = {
  group: ['@oyna/test-kit', '@oyna/test-kit/*'],
  message: '@oyna/test-kit is for tests only (*.test.ts(x) and src/test/).',
};

const testFiles = ['**/*.test.{ts,tsx}', '**/src/test/**'];

// The request schemas (and the library they are written in) are for the api only: the browser
// gets the types, never the schema values (shared-contracts/README.md › Schemas).
const schemaValues = {
  group: [
    '@oyna/contracts/schemas',
    '@oyna/contracts/schemas/**',
    '@sinclair/typebox',
    '@sinclair/typebox/**',
    // The seamless-wallet protocol's schemas: the api's and the game provider's server's.
    '@oyna/contracts/game-wallet',
  ],
  message:
    "Request schemas are the servers': import the request types from @oyna/contracts instead.",
};

/** Every app, by package name and by folder: what the libraries may never import. */
const anyApp = [
  '@oyna/shell',
  '@oyna/remote-*',
  '@oyna/api',
  '**/shell/**',
  '**/remote-*/**',
  '**/api/src/**',
];

/**
 * `no-restricted-imports` for a package's sources: the forbidden import groups, the raw store
 * hooks and any extra paths; outside its tests, @oyna/test-kit too. (ESLint keeps one setting
 * per rule and file, so the test files get their own copy without the test-kit ban.)
 */
function boundary(files, forbidden, message, { extraPaths = [], schemas = false } = {}) {
  const rule = (patterns) => [
    'error',
    {
      paths: [rawStoreHooks, ...extraPaths],
      patterns: [{ group: forbidden, message }, ...(schemas ? [] : [schemaValues]), ...patterns],
    },
  ];
  return [
    { files, ignores: testFiles, rules: { 'no-restricted-imports': rule([testKit]) } },
    {
      // A file of the package AND a test file (an inner array matches all of its patterns).
      files: files.flatMap((f) => testFiles.map((t) => [f, t])),
      rules: { 'no-restricted-imports': rule([]) },
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/@mf-types/**',
      'e2e/.fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // No import cycles inside a package (CONVENTIONS.md › Boundaries are checked by tools).
    files: ['*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: '*/tsconfig.json',
          noWarnOnMultipleProjects: true,
        }),
      ],
      // Dependencies are parsed as TypeScript too, or no cycle through them is ever seen.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A package reaches another one by its name (@oyna/…), never by a relative path out of
      // its own folder.
      'import-x/no-relative-packages': 'error',
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Everything without a boundary of its own below (e2e, scripts, tooling).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: [
      'api/**',
      'shared-contracts/**',
      'shell/src/**',
      'shared-ui/src/**',
      'test-kit/src/**',
      'remote-*/src/**',
      'backoffice/src/**',
      'provider-games/src/**',
      // The api's benchmarks drive its servers (the wallet protocol's schemas included); the
      // games' run under the game provider's boundary below.
      'bench/api/**',
      'bench/games/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [schemaValues] }] },
  },
  {
    // Inside the contracts only the schema files hold schema values (the formats and the
    // `@oyna/contracts/schemas` entry in http/schemas/, each domain's http/<domain>/schemas.ts);
    // everything the root entry reaches imports them as types (`import type`), so no bundle ever
    // contains them.
    files: ['shared-contracts/src/**/*.{ts,tsx}'],
    // …and the wallet protocol, a subpath of its own (@oyna/contracts/game-wallet) for servers.
    ignores: [
      'shared-contracts/src/http/schemas/**',
      'shared-contracts/src/http/*/schemas.ts',
      'shared-contracts/src/wallet-protocol/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/schemas', '**/schemas/**', '@sinclair/typebox', '@sinclair/typebox/**'],
              allowTypeImports: true,
              message: 'Only types of the request schemas reach the root entry (import type).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'shell/src/**/*.{ts,tsx}',
      'shared-ui/src/**/*.{ts,tsx}',
      'test-kit/src/**/*.{ts,tsx}',
      ...remotes.map((r) => `remote-${r}/src/**/*.{ts,tsx}`),
      'backoffice/src/**/*.{ts,tsx}',
      'provider-games/src/client/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...boundary(
    ['shared-contracts/src/**/*.{ts,tsx}'],
    [...anyApp, '@oyna/ui'],
    '@oyna/contracts imports no app and no React components: only what two packages agree on.',
    { schemas: true },
  ),
  // The form kit is a library: it imports @oyna/contracts and libraries, never an app.
  ...boundary(
    ['shared-ui/src/**/*.{ts,tsx}'],
    anyApp,
    '@oyna/ui imports only @oyna/contracts and libraries, never an app.',
  ),
  ...boundary(
    ['test-kit/src/**/*.{ts,tsx}'],
    anyApp,
    "@oyna/test-kit serves every package's tests, so it imports no app.",
    { extraPaths: routerLibraries },
  ),
  ...boundary(
    ['shell/src/**/*.{ts,tsx}'],
    ['@oyna/remote-*', '@oyna/api', '**/remote-*/**', '**/api/src/**'],
    'The shell reaches remotes only at runtime through Module Federation, and the api only over HTTP.',
    { extraPaths: [...formLibraries, ...routerLibraries] },
  ),
  ...remotes.flatMap((r) =>
    boundary(
      [`remote-${r}/src/**/*.{ts,tsx}`],
      anyApp,
      'A remote reaches the shell and other remotes only through @oyna/contracts (store and events).',
      { extraPaths: [...formLibraries, ...routerLibraries] },
    ),
  ),
  // The back office is its own app: it reaches the api only over HTTP and no other app at all;
  // forms from the kit and routing from @oyna/ui/router, like the player site.
  ...boundary(
    ['backoffice/src/**/*.{ts,tsx}'],
    anyApp,
    'The back office reaches the api only over HTTP and shares only @oyna/contracts and @oyna/ui.',
    { extraPaths: [...formLibraries, ...routerLibraries] },
  ),
  ...boundary(
    ['api/src/**/*.ts'],
    [
      '@oyna/shell',
      '@oyna/remote-*',
      '**/shell/**',
      '**/remote-*/**',
      'react',
      'react-dom',
      'react-*',
      '@oyna/ui',
    ],
    'The api shares only @oyna/contracts with the front-ends.',
    {
      schemas: true,
      // Its tests take one thing from the test kit: the registration payload builder.
      extraPaths: ['@oyna/test-kit', '@oyna/test-kit/setup-dom'].map((name) => ({
        name,
        message: "The api's tests take only @oyna/test-kit/registration from the test kit.",
      })),
    },
  ),
  // The game provider is its own service: it shares only @oyna/contracts with the site (its
  // server validates with TypeBox like the api).
  ...boundary(
    ['provider-games/src/**/*.{ts,tsx}', 'bench/games/**/*.{ts,mjs}'],
    anyApp,
    'The game provider talks to the operator only over HTTP and shares only @oyna/contracts.',
    { schemas: true },
  ),
  // Its engine runs in the browser and on the server: pure logic, no I/O, no framework (its
  // tests may hash with Node to check it, so only the sources get this rule).
  boundary(
    ['provider-games/src/engine/**/*.ts'],
    [
      ...anyApp,
      'node:*',
      'fastify',
      'kysely',
      'react',
      'react-dom',
      '**/server/**',
      '**/client/**',
    ],
    'The engine is pure and shared by server and browser: hashing and I/O stay outside it.',
  )[0],
  boundary(
    ['provider-games/src/client/**/*.{ts,tsx}'],
    [...anyApp, 'node:*', 'fastify', 'kysely', '@fastify/*', '**/server/**'],
    'The game client runs in the browser and reaches the server only through its JSON API.',
  )[0],
  {
    // …and the back office's own typed hooks over its own store.
    files: ['shared-contracts/src/store/hooks.ts', 'backoffice/src/lib/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Feature zones inside the shell and every remote (tooling/eslint/front-zones.mjs).
  ...frontZones,
  // Layers and module boundaries inside the api (tooling/eslint/api-zones.mjs).
  ...apiZones,
);

// One ESLint setup for every package. Boundaries (ARCHITECTURE.md › Dependency rule) are enforced
// here so that review does not have to: remotes never import each other or the shell, the shell
// imports no remote, contracts import no app, and store access is typed.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const remotes = ['sports', 'casino', 'account', 'payments'];

const rawStoreHooks = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch', 'useStore'],
  message: 'Use the typed useAppSelector / useAppDispatch / useAppStore from @oyna/contracts.',
};

function boundary(files, forbidden, message) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [rawStoreHooks],
          patterns: [{ group: forbidden, message }],
        },
      ],
    },
  };
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
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', ...remotes.map((r) => `remote-${r}/src/**/*.{ts,tsx}`)],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  boundary(
    ['shared-contracts/src/**/*.{ts,tsx}'],
    [
      '@oyna/shell',
      '@oyna/remote-*',
      '@oyna/api',
      '**/shell/**',
      '**/remote-*/**',
      '**/api/src/**',
    ],
    '@oyna/contracts imports no app: it holds only what two packages agree on.',
  ),
  boundary(
    ['shell/src/**/*.{ts,tsx}'],
    ['@oyna/remote-*', '@oyna/api', '**/remote-*/**', '**/api/src/**'],
    'The shell reaches remotes only at runtime through Module Federation, and the api only over HTTP.',
  ),
  ...remotes.map((r) =>
    boundary(
      [`remote-${r}/src/**/*.{ts,tsx}`],
      [
        '@oyna/shell',
        '@oyna/remote-*',
        '@oyna/api',
        '**/shell/**',
        '**/remote-*/**',
        '**/api/src/**',
      ],
      'A remote reaches the shell and other remotes only through @oyna/contracts (store and events).',
    ),
  ),
  boundary(
    ['api/src/**/*.ts'],
    [
      '@oyna/shell',
      '@oyna/remote-*',
      '**/shell/**',
      '**/remote-*/**',
      'react',
      'react-dom',
      'react-*',
    ],
    'The api shares only @oyna/contracts with the front-ends.',
  ),
  {
    files: ['shared-contracts/src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);

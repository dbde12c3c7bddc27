// Zones inside the api (CONVENTIONS.md › Zones inside a package too; the domain shape of
// docs/decisions): the layers under the modules — lib, db, platform and the configuration —
// import no module, and a module reaches another module only through that module's index.ts.
// Generated from the folders of api/src/modules, so a new module is zoned the day it is created.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importX } from 'eslint-plugin-import-x';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const src = 'api/src';
const modulesDir = `${src}/modules`;

/** The api's modules (`api/src/modules/<x>`). */
export const apiModules = fs
  .readdirSync(path.join(root, modulesDir), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

/** The layers every module builds on: they never import a module back. */
const belowModules = [
  `${src}/lib`,
  `${src}/db`,
  `${src}/platform`,
  `${src}/config.ts`,
  `${src}/config-types.ts`,
];

const zones = [
  {
    target: belowModules,
    from: modulesDir,
    message:
      'lib, db, platform and config.ts sit below the modules and import none: move what both need into platform/ or lib/.',
  },
  ...apiModules.map((name) => ({
    target: `${modulesDir}/${name}`,
    from: modulesDir,
    except: [`./${name}`, ...apiModules.filter((m) => m !== name).map((m) => `./${m}/index.ts`)],
    message: `modules/${name} reaches another module only through its index.ts (import '../<module>'), never a file inside it.`,
  })),
];

const SQL_MESSAGE =
  "SQL lives in the module's queries.ts (or queries/): add a query function there and call it (docs/decisions/009).";

/** Flat-config entries: every api source and test file. */
export const apiZones = [
  {
    name: 'api-zones',
    files: [`${src}/**/*.ts`],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
  },
  {
    // The environment is read in one place (config.ts and config/), CLIs and tests included:
    // everything else is given the values it needs, so a setting has one parser and one default.
    name: 'api-environment',
    files: [`${src}/**/*.ts`],
    ignores: [`${src}/config.ts`, `${src}/config/**`],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Read the environment in api/src/config.ts (or config/): take the value from there.',
        },
      ],
    },
  },
  {
    // docs/decisions/009 › All SQL is in queries.ts: a module's statements live in its queries
    // file(s) (`queries.ts`, `<part>-queries.ts`, a `queries/` folder); services and desks call
    // them. Tests and their kits build their own fixtures.
    name: 'api-sql-in-queries',
    files: [`${modulesDir}/**/*.ts`],
    ignores: [
      '**/queries.ts',
      '**/*-queries.ts',
      '**/queries/**',
      '**/*.test.ts',
      '**/*.test-kit.ts',
      '**/*-test-kit.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|with|withRecursive)$/]',
          message: SQL_MESSAGE,
        },
        { selector: 'TaggedTemplateExpression[tag.name="sql"]', message: SQL_MESSAGE },
      ],
    },
  },
];

export default apiZones;

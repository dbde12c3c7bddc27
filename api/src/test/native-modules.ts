import vm from 'node:vm';

/**
 * Import this first in every test file that opens a database or injects requests.
 *
 * Jest runs test files in a VM sandbox whose module system can neither run a dynamic `import()`
 * (PGlite's CommonJS build loads fs and zlib that way) nor `require` an ES module (cookie, which
 * fastify's `inject` pulls in). Both packages are therefore loaded by Node's own loader, exactly as
 * the server loads them. Jest also wraps `node:module` and `process`, so Node's real `process` is
 * taken from the outer context. Values crossing from these packages are plain data; timestamps are
 * passed to SQL as ISO strings (never `instanceof Date` across the boundary).
 *
 * The root jest config could instead transform these two packages (transformIgnorePatterns and a
 * `.cjs` transform); then this file can go.
 */
const realProcess = vm.runInThisContext('process') as NodeJS.Process;
const mockNodeRequire = realProcess.getBuiltinModule('node:module').createRequire(__filename);

jest.mock('@electric-sql/pglite', () => mockNodeRequire('@electric-sql/pglite'));
jest.mock('cookie', () => mockNodeRequire('cookie'));
// The built-in game provider serves its client with @fastify/static, which requires this ES module.
jest.mock('content-disposition', () => mockNodeRequire('content-disposition'));

// Opening a PGlite database (initdb + migrations) takes seconds; jest's per-project testTimeout
// is not applied to projects, so the database tests set it here.
jest.setTimeout(60_000);

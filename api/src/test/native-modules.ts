import vm from 'node:vm';

/**
 * Import this first in every test file that opens a database or injects requests.
 *
 * Jest runs test files in a VM sandbox whose module system can neither run a dynamic `import()`
 * (PGlite's CommonJS build loads fs and zlib that way), so PGlite is loaded by Node's own loader,
 * exactly as the server loads it. Jest also wraps `node:module` and `process`, so Node's real `process` is
 * taken from the outer context. Values crossing from these packages are plain data; timestamps are
 * passed to SQL as ISO strings (never `instanceof Date` across the boundary).
 *
 * (cookie and content-disposition, which fastify's `inject` and @fastify/static require, are kept
 * on their CommonJS majors — cookie 2 and content-disposition 3 are ES modules for Node 22 — so
 * the root package.json pins light-my-request 6.6.0 and provider-games @fastify/static 9.)
 */
const realProcess = vm.runInThisContext('process') as NodeJS.Process;
const mockNodeRequire = realProcess.getBuiltinModule('node:module').createRequire(__filename);

jest.mock('@electric-sql/pglite', () => mockNodeRequire('@electric-sql/pglite'));

// Opening a PGlite database (initdb + migrations) takes seconds; jest's per-project testTimeout
// is not applied to projects, so the database tests set it here.
jest.setTimeout(60_000);

import '../test/native-modules';
import { ENDPOINTS, type EndpointName } from '@oyna/contracts';
import type { FastifyInstance } from 'fastify';
import { startApp, type ConfigOverrides } from '../test/app-harness';
import { BACKENDS } from '../test/backends';
import { API_PREFIX } from './route';

/**
 * Routes the app serves that are not JSON calls of the site, so not in the endpoint table.
 * Each is a prefix of the url; keep this list short and say why.
 */
const OUTSIDE_THE_TABLE = [
  // The notify hub speaks the SignalR protocol (negotiate, then a WebSocket), not the envelope.
  '/notify',
  // Seed pictures: files, not JSON.
  `${API_PREFIX}/cms/media/`,
  // The built-in game provider and payment gateway pages (ARCHITECTURE.md › picture).
  '/provider/',
  // Server-to-server seamless wallet calls of the game provider (shared notes › seamless wallet).
  `${API_PREFIX}/wallet/`,
  // The payment gateway's signed callbacks (server to server, verified over the raw body).
  `${API_PREFIX}/payments/gateway/`,
];

/**
 * Calls of the table whose domain the api does not serve yet (none today; a new domain may land
 * its entries first). Remove a name when its route exists: the test fails both ways.
 */
const NOT_YET_SERVED: readonly EndpointName[] = [];

/** "METHOD url" of every route an app registers (HEAD routes of GETs left out). */
function collect(app: FastifyInstance, into: Set<string>): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') into.add(`${method} ${route.url}`);
  });
}

const routeOf = (name: EndpointName) =>
  `${ENDPOINTS[name].method} ${API_PREFIX}/${ENDPOINTS[name].path}`;

describe.each(BACKENDS)('the endpoint table and the app on %s', (_name, backend) => {
  async function routesOf(overrides: ConfigOverrides): Promise<Set<string>> {
    const routes = new Set<string>();
    const h = await startApp(backend, overrides, (app) => collect(app, routes));
    await h.close();
    return routes;
  }

  const names = Object.keys(ENDPOINTS) as EndpointName[];
  const outside = (route: string) =>
    OUTSIDE_THE_TABLE.some((prefix) => route.split(' ')[1]?.startsWith(prefix));

  it('serves every entry of the table, and every route it serves is an entry', async () => {
    const routes = await routesOf({ nodeEnv: 'test', adminToken: 'table-test' });
    const expected = names.filter((n) => !NOT_YET_SERVED.includes(n)).map(routeOf);
    expect(expected.filter((r) => !routes.has(r))).toEqual([]);
    expect([...routes].filter((r) => !expected.includes(r) && !outside(r))).toEqual([]);
    // The list of calls still to come shrinks as they arrive, never hides a served one.
    expect(NOT_YET_SERVED.map(routeOf).filter((r) => routes.has(r))).toEqual([]);
  });

  it('leaves out the devOnly entries in production, and keeps the admin entries there for staff', async () => {
    const routes = await routesOf({ nodeEnv: 'production', adminToken: undefined });
    const devOnly = names.filter((n) => {
      const def = ENDPOINTS[n];
      return 'devOnly' in def && def.devOnly;
    });
    expect(devOnly.map((n) => ENDPOINTS[n].path)).toEqual(['dev/outbox']);
    expect(devOnly.map(routeOf).filter((r) => routes.has(r))).toEqual([]);
    // The back office works in production through staff logins (api/README.md › Admin calls).
    const admin = names.filter((n) => ENDPOINTS[n].access === 'admin');
    expect(admin.map((n) => ENDPOINTS[n].path)).toEqual(
      expect.arrayContaining(['admin/slide', 'admin/notifications', 'admin/audit', 'staff/me']),
    );
    expect(admin.map(routeOf).filter((r) => !routes.has(r))).toEqual([]);
    expect(routes.has(routeOf('login'))).toBe(true);
    expect(routes.has(routeOf('staffLogin'))).toBe(true);
  });

  it('leaves out the admin entries outside production without ADMIN_TOKEN', async () => {
    const routes = await routesOf({ nodeEnv: 'test', adminToken: undefined });
    const admin = names.filter((n) => ENDPOINTS[n].access === 'admin');
    expect(admin.map(routeOf).filter((r) => routes.has(r))).toEqual([]);
    expect(routes.has(routeOf('staffLogin'))).toBe(true);
  });
});

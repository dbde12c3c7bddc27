import type { FastifyInstance } from 'fastify';
import { CasinoQueries } from './queries';
import { casinoRoutes } from './routes';
import { CasinoService } from './service';

/** The casino domain (spec §3, §4, §7 casino/*) and its operators' calls. */
export default async function casinoModule(app: FastifyInstance): Promise<void> {
  const casino = new CasinoService({
    queries: new CasinoQueries(app.db),
    launcher: () => app.gameLauncher,
  });
  casinoRoutes(app, casino);
}

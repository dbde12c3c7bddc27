import type { FastifyInstance } from 'fastify';
import { CatalogueDesk } from './catalogue-desk';
import { CatalogueDeskQueries } from './desk-queries';
import { CasinoQueries } from './queries';
import { casinoRoutes } from './routes';
import { CasinoService } from './service';

/** The casino domain (spec §3, §4, §7 casino/*) and its operators' calls. */
export default async function casinoModule(app: FastifyInstance): Promise<void> {
  const queries = new CasinoQueries(app.db);
  const casino = new CasinoService({ queries, launcher: () => app.gameLauncher });
  const desk = new CatalogueDesk({ desk: new CatalogueDeskQueries(app.db), catalogue: queries });
  casinoRoutes(app, casino, desk);
}

import type { FastifyInstance } from 'fastify';
import type { Player } from './model';

/** A player's call to the site api, with the player's session. */
export const post = (app: FastifyInstance, p: Player, url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${p.siteToken}` },
    payload,
  });

/** A player's read of the site api, with the player's session. */
export const getAs = (app: FastifyInstance, p: Player, url: string) =>
  app.inject({
    method: 'GET',
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${p.siteToken}` },
  });

/** An operator's call to the admin api (the shared admin token). */
export const adminPost = (app: FastifyInstance, url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/${url}`,
    headers: { 'x-admin-token': app.config.adminToken ?? '' },
    payload,
  });

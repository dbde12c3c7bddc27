import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';
import { API_PREFIX } from '../../lib/route';

/** The seed pictures shipped in the repo (api/media, written by api/scripts/generate-media.mjs). */
export const MEDIA_DIR = path.resolve(__dirname, '..', '..', '..', 'media');

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** A flat file name: no separators, no dot-dot, one known extension. */
const NAME = /^[a-z0-9][a-z0-9-]{0,120}\.(svg|webp|png|jpg|mp4|webm)$/;

/**
 * GET /api/cms/media/:name — banner, promotion, popup and game pictures of the seeded content
 * (a file, not a JSON call of the endpoint table).
 * Public and cacheable for a day; an SVG gets a CSP of its own so that, opened directly, it can
 * never run script. Not counted against the per-IP budget: a page shows many pictures.
 */
export default async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const cache = new Map<string, Buffer>();

  app.get<{ Params: { name: string } }>(
    `${API_PREFIX}/cms/media/:name`,
    {
      config: { rateLimit: false },
      schema: {
        params: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', maxLength: 130 } },
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const match = NAME.exec(name);
      if (!match) throw notFound();
      let body = cache.get(name);
      if (!body) {
        try {
          body = await fs.readFile(path.join(MEDIA_DIR, name));
        } catch {
          throw notFound();
        }
        cache.set(name, body);
      }
      const type = TYPES[match[1] as string] ?? 'application/octet-stream';
      reply
        .type(type)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff');
      if (type === 'image/svg+xml') {
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      }
      return reply.send(body);
    },
  );
}

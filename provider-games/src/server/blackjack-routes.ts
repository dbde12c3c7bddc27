import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_HEADER } from '../api-types';
import { BLACKJACK_ACTIONS } from '../engine';
import type { BlackjackService } from './blackjack-service';
import { API_CSP } from './page';

/** Request schemas of Blackjack Classic's calls (JSON Schema through TypeBox, as schemas.ts). */
const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
export const BlackjackDealBody = Type.Object(
  { stakeMinor: Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 }) },
  { additionalProperties: false },
);
export type BlackjackDealBody = Static<typeof BlackjackDealBody>;
export const BlackjackActionBody = Type.Object(
  {
    roundId: Type.String({ pattern: UUID }),
    action: Type.Union(BLACKJACK_ACTIONS.map((action) => Type.Literal(action))),
  },
  { additionalProperties: false },
);
export type BlackjackActionBody = Static<typeof BlackjackActionBody>;

const ok = <T>(data: T) => ({ success: true, message: '', data });

function sessionOf(request: FastifyRequest): string | undefined {
  const header = request.headers[SESSION_HEADER];
  return typeof header === 'string' ? header : undefined;
}

/** Blackjack Classic's JSON API: deal, the round still open, and one action at a time. */
export default async function blackjackRoutes(
  app: FastifyInstance,
  deps: { blackjack: BlackjackService },
): Promise<void> {
  // The same answer headers as the other JSON calls (routes.ts).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', API_CSP);
    reply.header('cache-control', 'no-store');
  });

  app.post<{ Body: BlackjackDealBody }>(
    '/api/blackjack/deal',
    { schema: { body: BlackjackDealBody } },
    async (request) => ok(await deps.blackjack.deal(sessionOf(request), request.body.stakeMinor)),
  );

  app.get('/api/blackjack/open', async (request) =>
    ok(await deps.blackjack.open(sessionOf(request))),
  );

  app.post<{ Body: BlackjackActionBody }>(
    '/api/blackjack/action',
    { schema: { body: BlackjackActionBody } },
    async (request) =>
      ok(await deps.blackjack.act(sessionOf(request), request.body.roundId, request.body.action)),
  );
}

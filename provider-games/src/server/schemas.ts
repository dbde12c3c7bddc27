import { Type, type Static } from '@sinclair/typebox';
import { EVEN_MONEY_BETS } from '../engine';
import { CLIENT_SEED_PATTERN } from './fairness';

/**
 * Request schemas of the game client's JSON API (JSON Schema through TypeBox). The operator-facing
 * messages (launch, game list, wallet calls) are the contracts' (@oyna/contracts/game-wallet).
 */
const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const Minor = Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 });

export const StakeBody = Type.Object({ stakeMinor: Minor }, { additionalProperties: false });
export type StakeBody = Static<typeof StakeBody>;

const Amount = { amount: Minor };
const Number0to36 = Type.Integer({ minimum: 0, maximum: 36 });
const OneToThree = Type.Integer({ minimum: 1, maximum: 3 });

// No additionalProperties: false inside the union: Fastify's Ajv removes additional properties
// while it tries each branch, and would strip `dozen` while trying `straight`.
export const RouletteBetSchema = Type.Union([
  Type.Object({ type: Type.Literal('straight'), number: Number0to36, ...Amount }),
  Type.Object({
    type: Type.Literal('split'),
    numbers: Type.Tuple([Number0to36, Number0to36]),
    ...Amount,
  }),
  Type.Object({ type: Type.Union(EVEN_MONEY_BETS.map((t) => Type.Literal(t))), ...Amount }),
  Type.Object({ type: Type.Literal('dozen'), dozen: OneToThree, ...Amount }),
  Type.Object({ type: Type.Literal('column'), column: OneToThree, ...Amount }),
]);

export const RouletteBody = Type.Object(
  { bets: Type.Array(RouletteBetSchema, { minItems: 1, maxItems: 60 }) },
  { additionalProperties: false },
);
export type RouletteBody = Static<typeof RouletteBody>;

export const RoundParams = Type.Object({ roundId: Type.String({ pattern: UUID }) });
export type RoundParams = Static<typeof RoundParams>;

export const RoundBody = Type.Object(
  { roundId: Type.String({ pattern: UUID }) },
  { additionalProperties: false },
);
export type RoundBody = Static<typeof RoundBody>;

export const ClientSeedBody = Type.Object(
  { clientSeed: Type.String({ pattern: CLIENT_SEED_PATTERN }) },
  { additionalProperties: false },
);
export type ClientSeedBody = Static<typeof ClientSeedBody>;

export const SessionParams = Type.Object({ session: Type.String({ maxLength: 64 }) });
export type SessionParams = Static<typeof SessionParams>;

import { Type, type Static } from '@sinclair/typebox';

/** Request schemas of Casino Hold'em's calls (JSON Schema through TypeBox, as schemas.ts). */
export const HoldemAnteBody = Type.Object(
  {
    anteMinor: Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 }),
    // The AA bonus side bet, at most the ante; absent or 0 when not played.
    aaMinor: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 })),
  },
  { additionalProperties: false },
);
export type HoldemAnteBody = Static<typeof HoldemAnteBody>;

export const HoldemDecisionBody = Type.Object(
  {
    roundId: Type.String({ pattern: '^[0-9a-f-]{36}$' }),
    action: Type.Union([Type.Literal('call'), Type.Literal('fold')]),
  },
  { additionalProperties: false },
);
export type HoldemDecisionBody = Static<typeof HoldemDecisionBody>;

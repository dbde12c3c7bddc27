import { Type, type Static } from '@sinclair/typebox';
import { WHEEL_SPOTS } from '../engine';

/** Request schemas of the table games' calls (JSON Schema through TypeBox, as schemas.ts). */
const Stake = Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 });

/** Punto banco: the three spots staked together in one bet (0 on a spot not played). */
export const BaccaratBody = Type.Object(
  {
    bets: Type.Object(
      { player: Stake, banker: Stake, tie: Stake },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type BaccaratBody = Static<typeof BaccaratBody>;

export const WheelBody = Type.Object(
  {
    bets: Type.Array(
      Type.Object(
        {
          spot: Type.Union(WHEEL_SPOTS.map((spot) => Type.Literal(spot))),
          amount: Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: WHEEL_SPOTS.length },
    ),
  },
  { additionalProperties: false },
);
export type WheelBody = Static<typeof WheelBody>;

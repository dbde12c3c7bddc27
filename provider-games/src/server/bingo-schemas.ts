import { Type, type Static } from '@sinclair/typebox';
import { BINGO_MAX_CARDS } from '../engine';

/** Request schema of a bingo purchase (JSON Schema through TypeBox, as schemas.ts). */
export const BingoBody = Type.Object(
  {
    cards: Type.Integer({ minimum: 1, maximum: BINGO_MAX_CARDS }),
    stakePerCardMinor: Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 }),
  },
  { additionalProperties: false },
);
export type BingoBody = Static<typeof BingoBody>;

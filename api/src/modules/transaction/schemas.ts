import { envelopeSchema } from '../../lib/envelope';

/** spec §7 transaction/topwinners: isLive false, count 40. */
export interface TopWinnersBody {
  isLive: boolean;
  count: number;
}

export const topWinnersSchema = {
  body: {
    type: 'object',
    properties: {
      isLive: { type: 'boolean', default: false },
      count: { type: 'integer', minimum: 1, maximum: 100, default: 40 },
    },
  },
  response: {
    200: envelopeSchema({
      type: 'array',
      items: {
        type: 'object',
        required: ['image', 'game', 'name', 'amount', 'currencySymbol'],
        properties: {
          image: { type: 'string' },
          game: { type: 'string' },
          name: { type: 'string' },
          amount: { type: 'number' },
          currencySymbol: { type: 'string' },
        },
      },
    }),
  },
} as const;

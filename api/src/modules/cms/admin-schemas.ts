import { envelopeSchema } from '../../lib/envelope';
import type { PageUpsert, PromotionUpsert, SlideUpsert } from './content-queries';

/** Locale-keyed texts: only `tr` and `en` exist (spec §1), at least one is required. */
const perLocale = (item: Record<string, unknown>) =>
  ({
    type: 'object',
    minProperties: 1,
    additionalProperties: false,
    properties: { tr: item, en: item },
  }) as const;

const url = { type: 'string', minLength: 1, maxLength: 500 } as const;
const id = { type: 'integer', minimum: 1 } as const;
const sort = { type: 'integer', minimum: 0, default: 0 } as const;
const status = { type: 'boolean', default: true } as const;
const idResponse = {
  200: envelopeSchema({
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'integer' } },
  }),
} as const;

export type SlideBody = SlideUpsert;
export type PromotionBody = PromotionUpsert;
export type PageBody = PageUpsert;

/** A banner slide: three image urls per language (spec §2 picture sources). */
export const slideUpsertSchema = {
  body: {
    type: 'object',
    required: ['slug', 'images'],
    additionalProperties: false,
    properties: {
      id,
      slug: { type: 'string', minLength: 1, maxLength: 60, pattern: '^[a-z0-9-]+$' },
      sort,
      url: { type: 'string', maxLength: 500, default: '#' },
      target: { type: 'string', enum: ['_self', '_blank'], default: '_self' },
      status,
      images: perLocale({ type: 'array', minItems: 3, maxItems: 3, items: url }),
    },
  },
  response: idResponse,
} as const;

export const promotionUpsertSchema = {
  body: {
    type: 'object',
    required: ['texts'],
    additionalProperties: false,
    properties: {
      id,
      sort,
      status,
      texts: perLocale({
        type: 'object',
        required: ['title', 'description', 'images'],
        additionalProperties: false,
        properties: {
          title: { type: 'string', minLength: 1, maxLength: 200 },
          description: { type: 'string', maxLength: 20000 },
          images: { type: 'array', minItems: 2, maxItems: 4, items: url },
        },
      }),
    },
  },
  response: idResponse,
} as const;

export const pageUpsertSchema = {
  body: {
    type: 'object',
    required: ['categoryId', 'texts'],
    additionalProperties: false,
    properties: {
      id,
      categoryId: id,
      sort,
      status,
      texts: perLocale({
        type: 'object',
        required: ['title', 'body'],
        additionalProperties: false,
        properties: {
          title: { type: 'string', minLength: 1, maxLength: 200 },
          body: { type: 'string', maxLength: 100000 },
        },
      }),
    },
  },
  response: idResponse,
} as const;

export const callRequestsSchema = {
  querystring: {
    type: 'object',
    properties: { limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 } },
  },
} as const;

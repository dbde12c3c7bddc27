import { envelopeSchema, noQuerySchema } from '../../lib/envelope';

const image = {
  type: 'object',
  required: ['url'],
  properties: { url: { type: 'string' } },
} as const;

/** spec §7 cms/sliderlist: `{ slug }`. */
export interface SliderListBody {
  slug: string;
}

export const sliderListSchema = {
  body: {
    type: 'object',
    required: ['slug'],
    properties: { slug: { type: 'string', minLength: 1, maxLength: 60 } },
  },
  response: {
    200: envelopeSchema({
      type: 'array',
      items: {
        type: 'object',
        required: ['url', 'target', 'images'],
        properties: {
          url: { type: 'string' },
          target: { type: 'string' },
          images: { type: 'array', items: image },
        },
      },
    }),
  },
} as const;

export const promotionListSchema = {
  body: { type: 'object', properties: {} },
  response: {
    200: envelopeSchema({
      type: 'array',
      items: {
        type: 'object',
        required: ['title', 'description', 'images'],
        properties: {
          id: { type: 'integer' },
          title: { type: 'string' },
          description: { type: 'string' },
          images: { type: 'array', items: image },
        },
      },
    }),
  },
} as const;

export const videoBannerSchema = {
  querystring: noQuerySchema,
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        url: { type: 'string' },
        poster: { type: 'string' },
        title1: { type: 'string' },
        title2: { type: 'string' },
        title3: { type: 'string' },
      },
    }),
  },
} as const;

/**
 * spec §7 cms/callme. The schema only checks the shape; the §5 rules (lengths, 1–5 contacts,
 * contact types) are checked by the contracts' `validateCallRequest`, so that the api words its
 * 400 exactly as the form does.
 */
export const callMeSchema = {
  body: {
    type: 'object',
    properties: {
      name: { type: 'string', maxLength: 200 },
      message: { type: 'string', maxLength: 1000 },
      contacts: {
        type: 'array',
        maxItems: 20,
        items: {
          type: 'object',
          properties: {
            type: { type: 'integer' },
            contact: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
  },
  response: { 200: envelopeSchema({ type: 'null' }) },
} as const;

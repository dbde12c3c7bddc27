import { envelopeSchema, noQuerySchema } from '../../lib/envelope';

const contentItem = {
  type: 'object',
  required: ['id', 'title'],
  properties: { id: { type: 'integer' }, title: { type: 'string' } },
} as const;

const nullable = <T extends Record<string, unknown>>(schema: T) =>
  ({ anyOf: [schema, { type: 'null' }] }) as const;

export const groupedSchema = {
  querystring: noQuerySchema,
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        categoryList: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              contentList: { type: 'array', items: contentItem },
            },
          },
        },
        casinoCategoryList: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              name: { type: 'string' },
              slugList: { type: 'array', items: { type: 'string' } },
            },
          },
        },
        languageList: {
          type: 'array',
          items: {
            type: 'object',
            properties: { locale: { type: 'string' }, name: { type: 'string' } },
          },
        },
        siteOptionList: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              key: { type: 'string' },
              value: { type: 'string' },
              status: { type: 'boolean' },
            },
          },
        },
        domainStatus: nullable({
          type: 'object',
          properties: { current: { type: 'string' }, next: { type: 'string' } },
        }),
        trialBonusAmount: { type: 'number' },
        popup: nullable({
          type: 'object',
          properties: {
            url: { type: 'string' },
            images: {
              type: 'array',
              items: { type: 'object', properties: { url: { type: 'string' } } },
            },
          },
        }),
      },
    }),
  },
} as const;

export const translationListSchema = {
  querystring: noQuerySchema,
  response: {
    200: envelopeSchema({
      type: 'array',
      items: {
        type: 'object',
        properties: { key: { type: 'string' }, value: { type: 'string' } },
      },
    }),
  },
} as const;

/** spec §7: `cms/contentlist` with status true, categoryId 1. */
export interface ContentListBody {
  status: boolean;
  categoryId: number;
}

export const contentListSchema = {
  body: {
    type: 'object',
    required: ['categoryId'],
    properties: {
      status: { type: 'boolean', default: true },
      categoryId: { type: 'integer', minimum: 1 },
    },
  },
  response: { 200: envelopeSchema({ type: 'array', items: contentItem }) },
} as const;

export interface ContentParams {
  id: number;
}

export const contentSchema = {
  params: {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'integer', minimum: 1 } },
  },
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: { id: { type: 'integer' }, title: { type: 'string' }, body: { type: 'string' } },
    }),
  },
} as const;

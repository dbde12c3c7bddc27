import { NOTIFICATIONS_TAKE } from '@oyna/contracts';

/** spec §7 `customer/notification`: skip, take (≤ 100, spec §9 notifications page 100). */
export const listSchema = {
  body: {
    type: 'object',
    required: ['skip', 'take'],
    additionalProperties: false,
    properties: {
      skip: { type: 'integer', minimum: 0, maximum: 1_000_000 },
      take: { type: 'integer', minimum: 1, maximum: NOTIFICATIONS_TAKE },
    },
  },
} as const;
export interface ListBody {
  skip: number;
  take: number;
}

/** spec §7 `customer/readnotification`: id. */
export const readSchema = {
  body: {
    type: 'object',
    required: ['id'],
    additionalProperties: false,
    properties: { id: { type: 'integer', minimum: 1 } },
  },
} as const;
export interface ReadBody {
  id: number;
}

/** Ops endpoint: a username or `all: true`, and the texts. */
export const sendSchema = {
  body: {
    type: 'object',
    required: ['title', 'note'],
    additionalProperties: false,
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 50 },
      all: { type: 'boolean' },
      title: { type: 'string', minLength: 1, maxLength: 200 },
      note: { type: 'string', minLength: 1, maxLength: 2000 },
    },
  },
} as const;
export interface SendBody {
  username?: string;
  all?: boolean;
  title: string;
  note: string;
}

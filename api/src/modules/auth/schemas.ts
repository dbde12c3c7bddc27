import { envelopeSchema, noQuerySchema } from '../../lib/envelope';

/**
 * Request shapes of the auth calls (spec §3/§7). The schemas fix types and cap sizes; the §5
 * rules themselves run in the service through the @oyna/contracts validators, so that the api
 * and the forms answer with the same words.
 */
const text = (maxLength = 200) => ({ type: 'string', maxLength }) as const;
const body = <P extends Record<string, unknown>>(properties: P) =>
  ({ type: 'object', additionalProperties: false, properties }) as const;

export interface LoginBody {
  username: string;
  password: string;
}
export const loginSchema = { body: body({ username: text(), password: text(500) }) } as const;

export interface RegisterBody {
  name: string;
  surname: string;
  username: string;
  email: string;
  phone: string;
  PersonalNo: string;
  country: number;
  currencyId?: number;
  birthDate?: string;
  birthDateDay: string;
  birthDateMonth: string;
  birthDateYear: string;
  password: string;
  password2: string;
  refId?: number;
}
export const registerSchema = {
  body: body({
    name: text(),
    surname: text(),
    username: text(),
    email: text(),
    phone: text(),
    PersonalNo: text(),
    country: { type: 'integer' },
    currencyId: { type: 'integer' },
    birthDate: text(),
    birthDateDay: text(),
    birthDateMonth: text(),
    birthDateYear: text(),
    password: text(500),
    password2: text(500),
    refId: { type: 'integer' },
  }),
} as const;

export interface ResetPasswordBody {
  username: string;
}
export const resetPasswordSchema = { body: body({ username: text() }) } as const;

export interface CheckResetCodeBody {
  username: string;
  code: string;
}
export const checkResetCodeSchema = { body: body({ username: text(), code: text() }) } as const;

export interface ChangePasswordWithCodeBody extends CheckResetCodeBody {
  password: string;
  password2: string;
}
export const changePasswordWithCodeSchema = {
  body: body({ username: text(), code: text(), password: text(500), password2: text(500) }),
} as const;

export const formSchema = {
  querystring: noQuerySchema,
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        countries: {
          type: 'array',
          items: {
            type: 'object',
            properties: { id: { type: 'integer' }, name: { type: 'string' } },
          },
        },
      },
    }),
  },
} as const;

export const logoutSchema = { querystring: noQuerySchema } as const;

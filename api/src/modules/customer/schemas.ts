/** Request shapes of the customer calls; §5 rules run in the service (@oyna/contracts). */
export interface UpdatePhoneBody {
  step: number;
  phone: string;
  code?: string;
}
export const updatePhoneSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      step: { type: 'integer' },
      phone: { type: 'string', maxLength: 200 },
      code: { type: 'string', maxLength: 200 },
    },
  },
} as const;

/** What the phone screens need to update the stored phone and smsVerified (spec §4). */
export interface PhoneState {
  phone: string;
  smsVerified: boolean;
}

export interface ChangePasswordBody {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}
export const changePasswordSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      oldPassword: { type: 'string', maxLength: 500 },
      password: { type: 'string', maxLength: 500 },
      confirmPassword: { type: 'string', maxLength: 500 },
    },
  },
} as const;

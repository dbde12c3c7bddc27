import { Type, type Static } from '@sinclair/typebox';

/**
 * The seamless-wallet bodies (contracts' Wallet*Request), checked after the signature. Unknown
 * extra fields are allowed: providers add fields over time and the signature covers them anyway.
 */
const Uuidish = Type.String({ minLength: 1, maxLength: 100 });
const Text = Type.String({ minLength: 1, maxLength: 200 });
const Minor = Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 });

const Base = {
  request_uuid: Uuidish,
  token: Text,
  game_code: Text,
};

const Transaction = {
  ...Base,
  user: Text,
  transaction_uuid: Uuidish,
  round: Uuidish,
  round_closed: Type.Boolean(),
};

export const BalanceBody = Type.Object(Base);
export type BalanceBody = Static<typeof BalanceBody>;

export const BetBody = Type.Object({
  ...Transaction,
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  amount: Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 }),
  verification: Type.Optional(
    Type.Object({
      nonce: Type.Integer({ minimum: 0 }),
      server_seed_hash: Type.String({ maxLength: 200 }),
      url: Type.String({ maxLength: 2000 }),
    }),
  ),
});
export type BetBody = Static<typeof BetBody>;

export const WinBody = Type.Object({
  ...Transaction,
  reference_transaction_uuid: Uuidish,
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  amount: Minor,
});
export type WinBody = Static<typeof WinBody>;

export const RollbackBody = Type.Object({
  ...Transaction,
  reference_transaction_uuid: Uuidish,
});
export type RollbackBody = Static<typeof RollbackBody>;

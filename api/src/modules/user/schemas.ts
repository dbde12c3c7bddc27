import { Type } from '@sinclair/typebox';

/**
 * The answer of user/balance (spec §7) in the envelope of every call (spec §3: success, message,
 * data). Given to fastify as the 200 response schema, so that fast-json-stringify writes the
 * balance poll's answer (spec §4: every 3000 ms per tab) from a serializer compiled once,
 * instead of JSON.stringify walking the object on every call. `balance` is a number: the amount
 * in lira with its kuruş as decimals (lib/money.ts), written as JSON.stringify writes it.
 */
export const BALANCE_ENVELOPE = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  // balance = cash + bonus: the total a player can stake; cash alone can be withdrawn. maxBet:
  // the active bonus's maximum stake in lira, absent when no bonus limits stakes (contracts 2.11).
  data: Type.Object({
    balance: Type.Number(),
    cash: Type.Number(),
    bonus: Type.Number(),
    maxBet: Type.Optional(Type.Number()),
  }),
});

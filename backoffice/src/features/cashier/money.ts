/**
 * spec §3 transaction type: a withdrawal (2), else a bank transfer deposit waiting for us. (Amounts
 * and moments are written by lib/format.ts.)
 */
export const kindOf = (type: number) =>
  type === 2 ? ('bo.cashier.withdraw' as const) : ('bo.cashier.deposit' as const);

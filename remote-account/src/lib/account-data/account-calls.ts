import { createCallData } from '@oyna/contracts';

/**
 * What the account screens read (spec §2 account routes), one slot per call of the endpoint
 * table: getAccountSummary, getAccountDetails, getFinancialActivities, getGameHistory,
 * getBonusOffers, getBonuses and getSessions. A screen reads with `accountCalls.useCall(name,
 * query)`; a saga reloads what changed with `yield* accountCalls.reload(name, …)`.
 */
export const accountCalls = createCallData('accountCalls');

import {
  balancesOf,
  selectIsLoggedIn,
  selectSession,
  useAppSelector,
  type BalanceData,
} from '@oyna/contracts';
import { accountCalls } from './account-calls';

export interface BalanceParts {
  cash: number;
  bonus: number;
}

/**
 * The balance's parts, cash (the only money a withdrawal takes) and bonus money (spec §1
 * promotions and bonuses), as the shell keeps them in the session: it polls `user/balance` and
 * hears every new total (contracts 2.4). A shell of an older minor does not keep them (the
 * session has no `cash` at all), so then this screen reads `user/balance` itself; an older api's
 * answer without parts is all cash. null while not known yet.
 */
export function useBalanceParts(): BalanceParts | null {
  const session = useAppSelector(selectSession);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { cash, bonus, balance } = session;
  const call = accountCalls.useCall('getBalance', undefined, {
    enabled: loggedIn && cash === undefined,
  });
  if (cash !== undefined)
    return cash === null || balance === null ? null : { cash, bonus: bonus ?? 0 };
  const data: (Partial<BalanceData> & { balance: number }) | null = call.data;
  return data ? balancesOf(data) : null;
}

import type { BalanceData } from '../domain/auth';
import type { SessionState } from './state';

/**
 * `user/balance` as the store keeps it (spec §1 promotions and bonuses: cash and bonus money
 * apart, balance = cash + bonus). An older api answers `{ balance }` alone: all of it is cash
 * then (cash = balance, bonus = 0).
 */
export function balancesOf(data: Partial<BalanceData> & { balance: number }): BalanceData {
  const bonus = typeof data.bonus === 'number' && data.bonus > 0 ? data.bonus : 0;
  const cash = typeof data.cash === 'number' ? data.cash : data.balance - bonus;
  // The active bonus's maximum stake (contracts 2.11); an older api's answer has none.
  const maxBet = typeof data.maxBet === 'number' ? data.maxBet : null;
  return { balance: data.balance, cash, bonus, maxBet };
}

/** Rounds to kuruş: the parts of a two-decimal total stay two-decimal. */
const kurus = (n: number) => Math.round(n * 100) / 100;

export type SessionBalance = Pick<SessionState, 'balance' | 'cash' | 'bonus' | 'maxBet'>;

/**
 * The session's balance after `events.balanceChanged` (the shell's reducer; the test kit's
 * store applies the same). A total with both parts (a `user/balance` answer passed on whole) is
 * taken as it is. A total alone (a remote after a bet or a win) keeps the bonus part unless the
 * total fell below it — cash is staked first (spec §1 promotions and bonuses) — until the next
 * poll brings both; parts not known yet stay unknown. The active bonus's maximum stake comes
 * with the parts (none in them: no limit); a total alone keeps the one known.
 */
export function balanceAfter(
  session: Pick<SessionState, 'cash' | 'bonus' | 'maxBet'>,
  payload: { balance: number; cash?: number; bonus?: number; maxBet?: number | null },
): SessionBalance {
  const { balance, cash, bonus } = payload;
  if (typeof cash === 'number' && typeof bonus === 'number') {
    return { balance, cash, bonus, maxBet: payload.maxBet ?? null };
  }
  const maxBet = session.maxBet ?? null;
  if (session.bonus === null || session.bonus === undefined) {
    return { balance, cash: session.cash ?? null, bonus: session.bonus ?? null, maxBet };
  }
  const kept = Math.min(session.bonus, Math.max(balance, 0));
  return { balance, cash: kurus(balance - kept), bonus: kept, maxBet };
}

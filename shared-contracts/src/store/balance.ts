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
  return { balance: data.balance, cash, bonus };
}

/** Rounds to kuruş: the parts of a two-decimal total stay two-decimal. */
const kurus = (n: number) => Math.round(n * 100) / 100;

export type SessionBalance = Pick<SessionState, 'balance' | 'cash' | 'bonus'>;

/**
 * The session's balance after `events.balanceChanged` (the shell's reducer; the test kit's
 * store applies the same). A total with both parts (a `user/balance` answer passed on whole) is
 * taken as it is. A total alone (a remote after a bet or a win) keeps the bonus part unless the
 * total fell below it — cash is staked first (spec §1 promotions and bonuses) — until the next
 * poll brings both; parts not known yet stay unknown.
 */
export function balanceAfter(
  session: Pick<SessionState, 'cash' | 'bonus'>,
  payload: { balance: number; cash?: number; bonus?: number },
): SessionBalance {
  const { balance, cash, bonus } = payload;
  if (typeof cash === 'number' && typeof bonus === 'number') return { balance, cash, bonus };
  if (session.bonus === null || session.bonus === undefined) {
    return { balance, cash: session.cash ?? null, bonus: session.bonus ?? null };
  }
  const kept = Math.min(session.bonus, Math.max(balance, 0));
  return { balance, cash: kurus(balance - kept), bonus: kept };
}

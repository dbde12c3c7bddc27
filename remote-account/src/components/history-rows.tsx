import { FormattedMessage } from 'react-intl';
import {
  GameTransactionKind,
  type FinancialActivity,
  type GameRound,
  type TransactionStatus,
} from '@oyna/contracts';
import { dateTime, money } from './format';
import type { AccountMessageKey } from '../messages';

// The list rows the history screens and the dashboard share. Kept apart from the screens, whose
// filters need the form kit: the dashboard draws its recent rows without it.

/** The text key of a transaction status (spec §3): a key per status, or this does not compile. */
export const statusKey = (s: TransactionStatus): AccountMessageKey => `account.status.${s}`;
const categoryKey = (c: FinancialActivity['category']): AccountMessageKey =>
  `account.category.${c}`;

/** The rows of a financial list (also the dashboard's recent transactions). */
export function ActivityRows({ items }: { items: FinancialActivity[] }) {
  return (
    <ul className="account-rows">
      {items.map((a) => (
        <li key={a.id} className="account-row" data-testid="financial-row">
          <span className="account-row-main">
            <FormattedMessage id={categoryKey(a.category)} />
            <small>{dateTime(a.time)}</small>
            {a.reason ? (
              <small data-testid="financial-reason">
                <FormattedMessage id={`protection.reason.${a.reason}`} />
              </small>
            ) : null}
          </span>
          <span className={`account-status s${a.status}`}>
            <FormattedMessage id={statusKey(a.status)} />
          </span>
          {/* A returned deposit moved no money: not drawn as a credit. */}
          <span className={a.amount < 0 || a.reason ? 'account-amount neg' : 'account-amount'}>
            {money(a.amount)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The rows of a round list (also the dashboard's recent rounds). */
export function RoundRows({ items }: { items: GameRound[] }) {
  return (
    <ul className="account-rows">
      {items.map((r) => (
        <li key={r.id} className="account-row" data-testid="round-row">
          <span className="account-row-main">
            {r.game}
            <small>
              {r.provider} · {dateTime(r.time)}
            </small>
          </span>
          <span className="account-row-figures">
            <small>
              <FormattedMessage id="account.games.stake" /> {money(r.stake)} ·{' '}
              <FormattedMessage id="account.games.win" /> {money(r.win)}
            </small>
            <span className={r.net < 0 ? 'account-amount neg' : 'account-amount'}>
              {money(r.net)}
            </span>
          </span>
          <span className={`account-status ${r.kind === GameTransactionKind.Win ? 's1' : 's0'}`}>
            <FormattedMessage
              id={
                r.kind === GameTransactionKind.Win
                  ? 'account.games.kind.win'
                  : 'account.games.kind.bet'
              }
            />
          </span>
          {r.verifyUrl ? (
            <a href={r.verifyUrl} target="_blank" rel="noreferrer" className="account-link">
              <FormattedMessage id="account.games.verify" />
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

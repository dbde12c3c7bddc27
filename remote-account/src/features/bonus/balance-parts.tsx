import { FormattedMessage, useIntl } from 'react-intl';
import { selectIsLoggedIn, useAppSelector, type BalanceData } from '@oyna/contracts';
import { money } from '../../components/format';
import { accountCalls } from '../../lib/account-data/account-calls';

/** `user/balance` with its parts; an older api's answer without them is all cash. */
function partsOf(data: (Partial<BalanceData> & { balance: number }) | null) {
  if (!data) return null;
  const bonus = typeof data.bonus === 'number' ? data.bonus : 0;
  return { cash: typeof data.cash === 'number' ? data.cash : data.balance - bonus, bonus };
}

/**
 * spec §1 promotions and bonuses: the two balances, cash (the only money a withdrawal takes) and
 * bonus money. Its boxes keep their size while the answer loads (no layout shift).
 */
export function BalanceParts() {
  const intl = useIntl();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const call = accountCalls.useCall('getBalance', undefined, { enabled: loggedIn });
  const parts = partsOf(call.data);
  return (
    <section
      className="bonus-balances"
      aria-label={intl.formatMessage({ id: 'account.bonus.balances' })}
      aria-busy={!parts || undefined}
    >
      <dl>
        <div className="bonus-balance">
          <dt>
            <FormattedMessage id="account.bonus.cash" />
          </dt>
          <dd data-testid="balance-cash">{parts ? money(parts.cash) : '\u00a0'}</dd>
        </div>
        <div className="bonus-balance">
          <dt>
            <FormattedMessage id="account.bonus.bonusMoney" />
          </dt>
          <dd data-testid="balance-bonus">{parts ? money(parts.bonus) : '\u00a0'}</dd>
        </div>
      </dl>
      <p className="bonus-cash-note">
        <FormattedMessage id="account.bonus.cashNote" />
      </p>
    </section>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { money } from '../../components/format';
import { useBalanceParts } from '../../lib/account-data/balance-parts';

/**
 * spec §1 promotions and bonuses: the two balances, cash (the only money a withdrawal takes) and
 * bonus money. Its boxes keep their size while the answer loads (no layout shift).
 */
export function BalanceParts() {
  const intl = useIntl();
  // From the shell's session (its poll keeps them fresh), or user/balance from an older shell.
  const parts = useBalanceParts();
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

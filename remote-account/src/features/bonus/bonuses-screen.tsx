import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useAppDispatch,
  useAppSelector,
  type BonusListRequest,
  type BonusProduct,
  type BonusTerms,
  type PlayerBonus,
  type RoutePageProps,
} from '@oyna/contracts';
import { AccountSection } from '../../components/list-state';
import { PagedList, usePaging } from '../../components/paged-list';
import { dateTime, money } from '../../components/format';
import { accountCalls } from '../../lib/account-data/account-calls';
import { bonusForfeitRequested, selectBusy } from '../../lib/account-data/account-data-slice';
import { BalanceParts } from './balance-parts';
import './bonus.css';

export const BONUSES_PAGE_SIZE = 20;

/** The casino's products in the order a player reads them; sports is said in words below. */
const CASINO_PRODUCTS = [
  'slots',
  'table',
  'live',
  'crash',
  'bingo',
] as const satisfies readonly BonusProduct[];

/** spec §1: wagering progress — a bar and "₺x of ₺y wagered", while the bonus runs or once met. */
function Progress({ bonus }: { bonus: PlayerBonus }) {
  const id = useId();
  if (bonus.wageringRequired <= 0 || (bonus.status !== 'active' && bonus.status !== 'completed')) {
    return null;
  }
  const wagered = Math.min(bonus.wagered, bonus.wageringRequired);
  return (
    <div className="account-progress bonus-progress">
      <progress max={bonus.wageringRequired} value={wagered} aria-labelledby={id} />
      <span id={id} data-testid="bonus-wagered">
        <FormattedMessage
          id="account.bonus.wageredOf"
          values={{ wagered: money(bonus.wagered), required: money(bonus.wageringRequired) }}
        />
      </span>
    </div>
  );
}

/** spec §1: what counts toward wagering, per product, and the sports rule in plain words. */
function Contributions({ rules }: { rules: BonusTerms }) {
  const intl = useIntl();
  const percent = (p: number) => intl.formatNumber(p / 100, { style: 'percent' });
  return (
    <ul className="bonus-counts" data-testid="bonus-counts">
      {CASINO_PRODUCTS.map((product) => (
        <li key={product}>
          <FormattedMessage id={`account.bonus.product.${product}`} />{' '}
          <strong>{percent(rules.contributions[product])}</strong>
        </li>
      ))}
      {rules.contributions.sports > 0 ? (
        <li>
          <FormattedMessage
            id="account.bonus.product.sports"
            values={{
              odds: intl.formatNumber(rules.sportsMinOdds, {
                minimumFractionDigits: 2,
                maximumFractionDigits: 2,
              }),
            }}
          />{' '}
          <strong>{percent(rules.contributions.sports)}</strong>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * spec §1: giving up a bonus asks once more, saying what goes (the bonus money and its winnings)
 * and what stays (cash). An alert dialog in place, focused when it opens.
 */
function ForfeitConfirm({ bonus, onKeep }: { bonus: PlayerBonus; onKeep: () => void }) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectBusy).forfeit === bonus.bonusId;
  const titleId = useId();
  const textId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => root.current?.focus(), []);
  return (
    <div
      ref={root}
      className="bonus-confirm"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      onKeyDown={(e) => e.key === 'Escape' && onKeep()}
    >
      <p id={titleId} className="bonus-confirm-title">
        <FormattedMessage id="account.bonus.forfeit.title" />
      </p>
      <p id={textId}>
        <FormattedMessage
          id="account.bonus.forfeit.text"
          values={{ amount: money(bonus.bonusBalance) }}
        />
      </p>
      <div className="account-actions">
        <button type="button" className="account-button" onClick={onKeep}>
          <FormattedMessage id="account.bonus.forfeit.keep" />
        </button>
        <button
          type="button"
          className="account-button bonus-danger"
          disabled={busy}
          onClick={() => {
            if (bonus.bonusId !== null) dispatch(bonusForfeitRequested({ bonusId: bonus.bonusId }));
          }}
        >
          <FormattedMessage id="account.bonus.forfeit.confirm" />
        </button>
      </div>
    </div>
  );
}

/** One bonus: its title, status, progress, money, terms as a list and in plain words. */
export function BonusCard({ bonus }: { bonus: PlayerBonus }) {
  const [confirming, setConfirming] = useState(false);
  const { rules } = bonus;
  const active = bonus.status === 'active';
  return (
    <li className="bonus-card" data-testid="bonus-row">
      <div className="bonus-head">
        <h2 className="bonus-title">{bonus.title}</h2>
        <span className={`account-status b-${bonus.status}`} data-testid="bonus-status">
          <FormattedMessage id={`account.bonus.status.${bonus.status}`} />
        </span>
      </div>
      <p className="bonus-sub">
        <FormattedMessage id="account.bonus.amount" values={{ amount: money(bonus.amount) }} />
        {' · '}
        <FormattedMessage
          id="account.bonus.requestedAt"
          values={{ time: dateTime(bonus.requestedAt) }}
        />
      </p>
      <Progress bonus={bonus} />
      <dl className="bonus-facts">
        {active ? (
          <div>
            <dt>
              <FormattedMessage id="account.bonus.held" />
            </dt>
            <dd data-testid="bonus-held">{money(bonus.bonusBalance)}</dd>
          </div>
        ) : null}
        {bonus.converted !== null ? (
          <div>
            <dt>
              <FormattedMessage id="account.bonus.converted" />
            </dt>
            <dd>{money(bonus.converted)}</dd>
          </div>
        ) : null}
        {rules ? (
          <>
            <div>
              <dt>
                <FormattedMessage id="account.bonus.multiplier" />
              </dt>
              <dd>
                <FormattedMessage
                  id="account.bonus.multiplierValue"
                  values={{ multiplier: rules.wageringMultiplier }}
                />
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="account.bonus.maxBet" />
              </dt>
              <dd data-testid="bonus-max-bet">
                {rules.maxBet === null ? (
                  <FormattedMessage id="account.bonus.noLimit" />
                ) : (
                  money(rules.maxBet)
                )}
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="account.bonus.maxConversion" />
              </dt>
              <dd data-testid="bonus-max-conversion">
                {rules.maxConversion === null ? (
                  <FormattedMessage id="account.bonus.noLimit" />
                ) : (
                  money(rules.maxConversion)
                )}
              </dd>
            </div>
          </>
        ) : null}
        {bonus.expiresAt ? (
          <div>
            <dt>
              <FormattedMessage id="account.bonus.expiry" />
            </dt>
            <dd data-testid="bonus-expiry">{dateTime(bonus.expiresAt)}</dd>
          </div>
        ) : null}
      </dl>
      {rules ? (
        <section className="bonus-section">
          <h3>
            <FormattedMessage id="account.bonus.counts" />
          </h3>
          <Contributions rules={rules} />
        </section>
      ) : null}
      {bonus.terms ? (
        <section className="bonus-section">
          <h3>
            <FormattedMessage id="account.bonus.terms" />
          </h3>
          <p className="bonus-terms" data-testid="bonus-terms">
            {bonus.terms}
          </p>
        </section>
      ) : null}
      {bonus.note ? <p className="bonus-note">{bonus.note}</p> : null}
      {active && bonus.bonusId !== null ? (
        confirming ? (
          <ForfeitConfirm bonus={bonus} onKeep={() => setConfirming(false)} />
        ) : (
          <div className="account-actions">
            <button
              type="button"
              className="account-button bonus-forfeit"
              onClick={() => setConfirming(true)}
            >
              <FormattedMessage id="account.bonus.forfeit" />
            </button>
          </div>
        )
      ) : null}
    </li>
  );
}

/**
 * /dashboard/bonuses (spec §2; spec §1 promotions and bonuses): cash and bonus money on top, then
 * every bonus — requested, active, completed, rejected, expired, cancelled — with its wagering
 * progress, what counts, its maximum bet, expiry and maximum conversion, its terms in plain words,
 * and, while active, the way to give it up.
 */
export function BonusesScreen(_props: RoutePageProps) {
  const paging = usePaging<BonusListRequest>(() => ({ skip: 0, take: BONUSES_PAGE_SIZE }));
  const page = accountCalls.useCall('getBonuses', paging.query);
  return (
    <AccountSection title={<FormattedMessage id="route.dashboard.bonuses" />}>
      <BalanceParts />
      <PagedList page={page} paging={paging} emptyText="account.bonus.empty" rows={3}>
        {(data) => (
          <ul className="bonus-list">
            {data.items.map((b) => (
              <BonusCard key={b.id} bonus={b} />
            ))}
          </ul>
        )}
      </PagedList>
    </AccountSection>
  );
}

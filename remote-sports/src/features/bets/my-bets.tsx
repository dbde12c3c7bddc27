import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  events,
  formatMoney,
  selectIsLoggedIn,
  useAppDispatch,
  useAppSelector,
  type Bet,
} from '@oyna/contracts';
import { formatOdds } from '../../lib/odds';
import { selectSportsLocale } from '../../lib/locale';
import { sportsCalls } from '../../lib/sports-calls';
import {
  betsActions,
  myBetsQuery,
  quoteSlot,
  selectBets,
  type BetsFilter,
  type BetsRootState,
} from './bets-slice';
import { toMyBet } from './bets-wire';

const STATUS_KEY = {
  pending: 'sports.bets.status.pending',
  open: 'sports.bets.status.open',
  won: 'sports.bets.status.won',
  lost: 'sports.bets.status.lost',
  void: 'sports.bets.status.void',
  cashedOut: 'sports.bets.status.cashedOut',
} as const;

/** One bet as the list read it; an open one asks for its cash-out quote when the api offers one. */
function BetCard({ wire }: { wire: Bet }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectSportsLocale);
  const { confirming, cashingOut, notice, cashedOut } = useAppSelector((s: BetsRootState) =>
    selectBets(s),
  );
  const quote = sportsCalls.useCall(
    'getCashoutQuote',
    { betId: wire.id },
    { key: quoteSlot(wire.id), enabled: wire.cashoutAvailable && wire.status === 'open' },
  );
  const offered = quote.data?.available ? quote.data.value : null;
  // A bet cashed out here shows as the cash-out answered until the list is read again.
  const bet = cashedOut[String(wire.id)] ?? toMyBet(wire, locale, offered);
  const asking = confirming?.betId === bet.id ? confirming : null;
  const title =
    bet.kind === 'single'
      ? intl.formatMessage({ id: 'sports.bets.single' })
      : intl.formatMessage({ id: 'sports.bets.combo' }, { count: bet.legs.length });
  return (
    <li
      className={`sports-bet sports-bet--${bet.status}`}
      data-testid="my-bet"
      data-bet-id={bet.id}
    >
      <article aria-label={`${title} · ${bet.legs.map((l) => l.selectionName).join(', ')}`}>
        <header className="sports-bet__head">
          <strong>{title}</strong>
          <span className="sports-bet__status" data-testid="bet-status">
            <FormattedMessage id={STATUS_KEY[bet.status]} />
          </span>
        </header>
        <ul className="sports-bet__legs">
          {bet.legs.map((leg, i) => (
            <li key={i}>
              <span>
                {leg.selectionName} · {leg.marketName}
              </span>
              <span className="sports-bet__event">{leg.eventName}</span>
              <span>
                {formatOdds(leg.odds)} · <FormattedMessage id={STATUS_KEY[leg.status]} />
              </span>
            </li>
          ))}
        </ul>
        <dl className="sports-bet__numbers">
          <div>
            <dt>
              <FormattedMessage id="sports.bets.stake" />
            </dt>
            <dd>{formatMoney(bet.stake)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="sports.bets.odds" />
            </dt>
            <dd>{formatOdds(bet.odds)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage
                id={bet.paid === null ? 'sports.bets.potential' : 'sports.bets.return'}
              />
            </dt>
            <dd data-testid="bet-return">{formatMoney(bet.paid ?? bet.potentialReturn)}</dd>
          </div>
        </dl>
        {notice?.betId === bet.id ? (
          <p
            className={`sports-slip__notice sports-slip__notice--${notice.kind}`}
            role={notice.kind === 'error' ? 'alert' : 'status'}
          >
            <FormattedMessage
              id={notice.key}
              values={{
                ...notice.values,
                amount:
                  typeof notice.values?.amount === 'number'
                    ? formatMoney(notice.values.amount)
                    : notice.values?.amount,
              }}
            />
          </p>
        ) : null}
        {bet.status === 'open' && bet.cashOut !== null ? (
          asking ? (
            <div className="sports-bet__cashout">
              <button
                type="button"
                className="sports-button sports-button--accent"
                disabled={cashingOut === bet.id}
                onClick={() => dispatch(betsActions.confirmCashOut())}
              >
                <FormattedMessage
                  id="sports.bets.cashoutConfirm"
                  values={{ amount: formatMoney(asking.value) }}
                />
              </button>
              <button
                type="button"
                className="sports-button"
                onClick={() => dispatch(betsActions.cancelCashOut())}
              >
                <FormattedMessage id="sports.bets.cashoutCancel" />
              </button>
            </div>
          ) : (
            <button
              type="button"
              className="sports-button"
              onClick={() =>
                dispatch(betsActions.askCashOut({ betId: bet.id, value: bet.cashOut ?? 0 }))
              }
            >
              <FormattedMessage
                id="sports.bets.cashout"
                values={{ amount: formatMoney(bet.cashOut) }}
              />
            </button>
          )
        ) : null}
      </article>
    </li>
  );
}

/** My bets: open and settled bets with their legs, odds, stake, return, status and cash-out. */
export function MyBets() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const headingId = useId();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [filter, setFilter] = useState<BetsFilter>('open');
  const page = sportsCalls.useCall('getMyBets', myBetsQuery(filter), { enabled: loggedIn });
  // While another tab loads, the last list stays (busy) rather than a blank.
  const bets = page.data?.bets ?? [];
  return (
    <section className="sports-bets" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="sports.bets.title" />
      </h2>
      {!loggedIn ? (
        <p>
          <FormattedMessage id="sports.bets.login" />{' '}
          <button
            type="button"
            className="sports-button"
            onClick={() => dispatch(events.requireLogin())}
          >
            <FormattedMessage id="sports.bets.loginButton" />
          </button>
        </p>
      ) : (
        <>
          <div
            className="sports-tabs"
            role="group"
            aria-label={intl.formatMessage({ id: 'sports.bets.filter' })}
          >
            {(['open', 'settled'] as const).map((f) => (
              <button
                key={f}
                type="button"
                className="sports-chip"
                aria-pressed={filter === f}
                onClick={() => setFilter(f)}
              >
                <FormattedMessage id={f === 'open' ? 'sports.bets.open' : 'sports.bets.settled'} />
              </button>
            ))}
          </div>
          {page.status !== 'ready' && bets.length === 0 ? (
            <div className="sports-bets__skeleton" aria-hidden="true" />
          ) : bets.length === 0 ? (
            <p>
              <FormattedMessage id="sports.bets.empty" />
            </p>
          ) : (
            <ul className="sports-bets__list" aria-busy={page.status === 'loading'}>
              {bets.map((bet) => (
                <BetCard key={bet.id} wire={bet} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

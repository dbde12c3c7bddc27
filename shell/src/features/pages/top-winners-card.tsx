import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import {
  CURRENCY_DECIMALS,
  CURRENCY_LOCALE,
  useAppDispatch,
  useAppSelector,
  type ShellState,
  type TopWinner,
} from '@oyna/contracts';
import { selectWinners, winnersRequested, type PagesState } from './pages-slice';
import './top-winners.css';

type PagesRootState = ShellState & { pages: PagesState };

const amountFormat = new Intl.NumberFormat(CURRENCY_LOCALE, {
  minimumFractionDigits: CURRENCY_DECIMALS,
  maximumFractionDigits: CURRENCY_DECIMALS,
});

/** spec §9 currency display: symbol prefix, tr-TR, 2 decimals; the symbol comes with the win. */
export function winAmount(winner: TopWinner): string {
  return `${winner.currencySymbol}${amountFormat.format(winner.amount)}`;
}

/**
 * spec §2 top-winners card: game, name and amount with currency symbol for the 40 wins of
 * `transaction/topwinners` (isLive false). Names are cut at 8rem, 5.6rem below 1400 px.
 */
export function TopWinnersCard() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { status, items } = useAppSelector((s: PagesRootState) => selectWinners(s));

  useEffect(() => {
    dispatch(winnersRequested());
  }, [dispatch]);

  const title = intl.formatMessage({ id: 'content.winners.title' });
  return (
    <section
      className="top-winners"
      aria-labelledby="top-winners-title"
      aria-busy={status === 'loading'}
    >
      <h2 id="top-winners-title">{title}</h2>
      {status === 'ready' && items.length === 0 ? (
        <p>{intl.formatMessage({ id: 'content.winners.empty' })}</p>
      ) : (
        // A scrolling region is focusable so that keyboard readers can scroll it too.
        <div className="top-winners__scroll" tabIndex={0} role="region" aria-label={title}>
          <table className="top-winners__table">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'content.winners.game' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'content.winners.player' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'content.winners.amount' })}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((w, i) => (
                <tr key={`${i}:${w.game}:${w.name}`} data-testid="top-winner">
                  <td className="top-winners__game">
                    <img src={w.image} alt="" width={32} height={32} loading="lazy" />
                    <span>{w.game}</span>
                  </td>
                  <td>
                    <span className="top-winners__name" title={w.name}>
                      {w.name}
                    </span>
                  </td>
                  <td className="top-winners__amount">{winAmount(w)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

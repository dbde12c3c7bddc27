import type { RoundView } from '../../api-types';
import { useGame } from '../context';
import { money } from '../format';

/**
 * A table round's result line. UKGC RTS 7: a return that is not above the stake (a pushed
 * baccarat bet, a wheel bet won beside a lost one) is shown as returned, never as a win.
 */
export function RoundReturn({ round }: { round: RoundView }) {
  const { t } = useGame();
  if (round.winMinor > round.stakeMinor) {
    return <span className="result__win">{`${t('youWon')} ${money(round.winMinor)}`}</span>;
  }
  if (round.winMinor > 0) {
    return (
      <span className="result__none">
        {t('returned', { amount: money(round.winMinor), stake: money(round.stakeMinor) })}
      </span>
    );
  }
  return <span className="result__none">{t('noWin')}</span>;
}

import {
  BACCARAT_MAX_MULTIPLIER_X100,
  WHEEL_MAX_MULTIPLIER_X100,
  WHEEL_SPOTS,
  wheelSpotRtp,
} from '../../engine';
import { useGame } from '../context';
import { multiplier, percent } from '../format';

/** The table games' rules: punto banco's drawing table and edges, the wheel's spots and returns. */
export function TableRules() {
  const { state, t, language } = useGame();
  if (state.game.kind === 'baccarat') {
    return (
      <>
        <p>{t('baccaratRules')}</p>
        <p>{t('houseEdges')}</p>
        <p>{t('maxWinTable', { x: multiplier(BACCARAT_MAX_MULTIPLIER_X100, language) })}</p>
      </>
    );
  }
  return (
    <>
      <p>{t('wheelRules')}</p>
      <ul className="rules__spots">
        {WHEEL_SPOTS.map((spot) => (
          <li key={spot}>
            {t('spotRtp', {
              spot: spot === 'star' || spot === 'crescent' ? `${t(spot)} 40` : spot,
              rtp: percent(wheelSpotRtp(spot), language),
              edge: percent(1 - wheelSpotRtp(spot), language),
            })}
          </li>
        ))}
      </ul>
      <p>{t('maxWinTable', { x: multiplier(WHEEL_MAX_MULTIPLIER_X100, language) })}</p>
    </>
  );
}

import { bingoRules, type BingoPattern, type BingoVariant } from '../../engine';
import { useGame } from '../context';
import { multiplier } from '../format';
import type { TextKey } from '../i18n';

export const PATTERN_TEXT: Record<BingoPattern, TextKey> = {
  line: 'bingoLine',
  corners: 'bingoCorners',
  fullHouse: 'bingoFullHouse',
  oneLine: 'bingoOneLine',
  twoLines: 'bingoTwoLines',
};

/** The bingo rules: the draw, the cards, the prizes and their chances (RTS 3). */
export function BingoRules() {
  const { state, t, language } = useGame();
  const variant: BingoVariant = state.game.code === 'oyna-bingo-90' ? 90 : 75;
  const rules = bingoRules(variant);
  return (
    <>
      <p>{t(variant === 75 ? 'bingoRules75' : 'bingoRules90', { draw: rules.draw })}</p>
      <ul className="rules__spots">
        {rules.prizes.map((prize, i) => (
          <li key={i}>
            {`${t(PATTERN_TEXT[prize.pattern])}${
              prize.withinBalls ? ` ${t('bingoWithin', { n: prize.withinBalls })}` : ''
            }: ${multiplier(prize.multiplierX100, language)}`}
          </li>
        ))}
      </ul>
      <p>{t('bingoOnePrize')}</p>
      <p>
        {t('maxWinTable', {
          x: multiplier(Math.max(...rules.prizes.map((p) => p.multiplierX100)), language),
        })}
      </p>
    </>
  );
}

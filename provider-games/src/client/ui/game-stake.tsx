import { useGame } from '../context';
import { StakeSelector } from './stake-selector';

/** The stake selector of a game screen, labelled in the game's language. */
export function GameStake(props: {
  value: number;
  options: number[];
  onChange: (value: number) => void;
  disabled: boolean;
}) {
  const { t } = useGame();
  return (
    <StakeSelector {...props} label={t('stake')} lowerLabel={t('lower')} raiseLabel={t('raise')} />
  );
}

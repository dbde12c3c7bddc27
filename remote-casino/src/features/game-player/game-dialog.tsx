import type { LentDialogProps } from '@oyna/contracts';
import { decodeGameParam, encodeGameParam } from './game-param';
import type { PlayableGame } from './playable-game';
import { GameFrame } from './game-frame';

/** spec §2 game player dialog (phones): the same player as the play page, in the dialog slot. */
export function GameDialog({ onClose, props }: LentDialogProps) {
  const game = decodeGameParam(encodeGameParam((props.game ?? {}) as PlayableGame));
  if (!game) return null;
  return <GameFrame game={game} mobile onExit={onClose} />;
}

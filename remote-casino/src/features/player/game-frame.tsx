import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { events, GameMessageCommand, useAppDispatch, useAppSelector } from '@oyna/contracts';
import {
  casinoActions,
  selectCasino,
  type CasinoRootState,
  type PlayableGame,
} from '../catalogue/casino-slice';
import { acceptGameMessage, originOf } from './game-messages';
import '../lobby/casino.css';

/** What a framed game may do: run its scripts and call its own origin; no pop-ups, no top navigation. */
export const GAME_SANDBOX = 'allow-scripts allow-same-origin';

/**
 * The game player (spec §2 game player dialog and play page): a top bar with the game's name,
 * Deposit, restart and close; the game in an iframe (or the soft game's HTML), a spinner until it
 * is ready; the game's exit and reload messages (spec §4).
 */
export function GameFrame({
  game,
  mobile,
  onExit,
}: {
  game: PlayableGame;
  mobile: boolean;
  onExit: () => void;
}) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const player = useAppSelector((s) => selectCasino(s as CasinoRootState).player);
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);

  const start = () => {
    setLoaded(false);
    dispatch(casinoActions.launch({ game, mobile }));
  };
  const key = `${game.mainProviderId}:${game.gameCode}`;
  useEffect(() => {
    start();
    return () => {
      dispatch(casinoActions.closeGame());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one launch per game shown
  }, [key]);

  const expectedOrigin = originOf(player.url, window.location.href);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const command = acceptGameMessage(event, {
        origin: expectedOrigin,
        source: frame.current?.contentWindow,
      });
      if (command === GameMessageCommand.Exit) onExit();
      if (command === GameMessageCommand.Reload) {
        dispatch(
          events.toast({
            kind: 'info',
            message: intl.formatMessage({ id: 'casino.player.reload' }),
          }),
        );
        start();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-bound when the frame changes
  }, [expectedOrigin, onExit, player.run]);

  const ready = player.status === 'ready' && (player.url !== null || player.html !== null);
  return (
    <div className="casino-player" data-testid="game-player">
      <div className="casino-player__bar">
        <h2>{game.name}</h2>
        <button
          type="button"
          onClick={() =>
            // spec §2 game player dialog: "Deposit button (opens a Deposit Money dialog)".
            dispatch(
              events.openDeposit({
                title: intl.formatMessage({ id: 'casino.player.depositTitle' }),
              }),
            )
          }
        >
          <FormattedMessage id="casino.player.deposit" />
        </button>
        <button type="button" onClick={start}>
          <FormattedMessage id="casino.player.refresh" />
        </button>
        <button type="button" onClick={onExit}>
          <FormattedMessage id="casino.player.close" />
        </button>
      </div>
      <div className="casino-player__stage">
        {ready && (
          <iframe
            key={player.run}
            ref={frame}
            title={game.name}
            sandbox={GAME_SANDBOX}
            allow="fullscreen"
            {...(player.url !== null ? { src: player.url } : { srcDoc: player.html ?? '' })}
            onLoad={() => setLoaded(true)}
          />
        )}
        {player.status === 'error' && (
          <p role="alert" className="casino-player__spinner">
            <FormattedMessage id="casino.player.failed" />
          </p>
        )}
        {(player.status === 'loading' || (ready && !loaded)) && (
          <div className="casino-player__spinner" role="status">
            <FormattedMessage id="casino.player.loading" />
          </div>
        )}
      </div>
    </div>
  );
}

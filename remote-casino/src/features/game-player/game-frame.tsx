import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { events, GameMessageCommand, useAppDispatch, useAppSelector } from '@oyna/contracts';
import type { PlayableGame } from './playable-game';
import { playerActions, selectPlayer, type PlayerRootState } from './player-slice';
import { acceptGameMessage, originOf } from './game-messages';
import './game-player.css';

/** What a framed game may do: run its scripts and call its own origin; no pop-ups, no top navigation. */
export const GAME_SANDBOX = 'allow-scripts allow-same-origin';

/** A line icon of the player's top bar; the button carries the name. */
function BarIcon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

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
  const player = useAppSelector((s) => selectPlayer(s as PlayerRootState));
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);

  const start = () => {
    setLoaded(false);
    dispatch(playerActions.launch({ game, mobile }));
  };
  const key = `${game.mainProviderId}:${game.gameCode}`;
  useEffect(() => {
    // Launched here unless a phone's tap already launched this very game (the player saga
    // decides on the store as it is now).
    dispatch(playerActions.show({ game, mobile }));
    return () => {
      dispatch(playerActions.closeGame());
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
  const refreshLabel = intl.formatMessage({ id: 'casino.player.refresh' });
  const closeLabel = intl.formatMessage({ id: 'casino.player.close' });
  return (
    <div
      className="casino-player"
      data-testid="game-player"
      // The dialog frame gives way to this one top bar (shell › layout.css, own dialog chrome).
      data-dialog-chrome={mobile ? 'own' : undefined}
    >
      {/* spec §2 game player: one top bar — the name (cut with an ellipsis), Deposit, refresh and
          close as icons, so that it stays one line on a 360 px phone in either language. */}
      <div className="casino-player__bar">
        <h2 className="casino-player__name" title={game.name}>
          {game.name}
        </h2>
        <button
          type="button"
          className="casino-player__deposit"
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
        <button
          type="button"
          className="casino-player__icon"
          aria-label={refreshLabel}
          title={refreshLabel}
          onClick={start}
        >
          <BarIcon path="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
        </button>
        <button
          type="button"
          className="casino-player__icon"
          aria-label={closeLabel}
          title={closeLabel}
          onClick={onExit}
        >
          <BarIcon path="M6 6l12 12M18 6 6 18" />
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

import { useCallback, useEffect, useRef, type CSSProperties } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from '@oyna/ui/router';
import { events, useAppDispatch, useAppSelector, type RoutePageProps } from '@oyna/contracts';
import { GameFrame } from './game-frame';
import { usePageTop } from './use-page-top';
import { decodeGameParam } from './game-param';

/** Desktop game page /casino/play/{encoded game} (spec §2); a visitor gets the login dialog (§4). */
export function PlayPage({ params }: RoutePageProps) {
  const game = decodeGameParam(params.game);
  const loggedIn = useAppSelector((s) => s.session.loggedIn);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    if (game && !loggedIn) dispatch(events.requireLogin());
  }, [dispatch, loggedIn, game !== null]); // eslint-disable-line react-hooks/exhaustive-deps
  const player = useRef<HTMLDivElement>(null);
  const top = usePageTop(player);
  const exit = useCallback(() => {
    void navigate('/casino/slot');
  }, [navigate]);
  return (
    <section className="casino-play page" data-testid="casino-page">
      {!game ? (
        <>
          <h1>
            <FormattedMessage id="route.casino.play" />
          </h1>
          <p role="alert">
            <FormattedMessage id="casino.play.badGame" />
          </p>
        </>
      ) : (
        <>
          <h1 className="visually-hidden">{game.name}</h1>
          {/* spec §2 play page: the game fills the screen below the header, nothing cut */}
          <div
            ref={player}
            className="casino-play__player"
            style={{ '--player-top': top === null ? undefined : `${top}px` } as CSSProperties}
          >
            {loggedIn && <GameFrame game={game} mobile={false} onExit={exit} />}
          </div>
        </>
      )}
    </section>
  );
}

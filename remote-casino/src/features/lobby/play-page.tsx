import { useCallback, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from '@oyna/ui/router';
import { events, useAppDispatch, useAppSelector, type RoutePageProps } from '@oyna/contracts';
import { GameFrame } from '../player/game-frame';
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
          {loggedIn && <GameFrame game={game} mobile={false} onExit={exit} />}
        </>
      )}
    </section>
  );
}

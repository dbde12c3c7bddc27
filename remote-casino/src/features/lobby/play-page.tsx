import { FormattedMessage } from 'react-intl';
import type { RoutePageProps } from '@oyna/contracts';
import { decodeGameParam } from './game-param';

/** Desktop game page /casino/play/{encoded game} (spec §2). */
export function PlayPage({ params }: RoutePageProps) {
  const game = decodeGameParam(params.game);
  return (
    <section className="casino-play page" data-testid="casino-page">
      <h1>{game ? game.name : <FormattedMessage id="route.casino.play" />}</h1>
      {!game && (
        <p role="alert">
          <FormattedMessage id="casino.play.badGame" />
        </p>
      )}
    </section>
  );
}

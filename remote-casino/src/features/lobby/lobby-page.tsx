import { FormattedMessage } from 'react-intl';
import { routeTitleKey, type RoutePageProps } from '@oyna/contracts';
import { CasinoLobby } from './lobby-content';

export { LIVE_FILTERS, lobbyOf } from './lobby-content';

/** A casino area page (spec §2: /casino/slot, live, games, bingo, tvbets); the route picks the title. */
export function LobbyPage({ routeId }: RoutePageProps) {
  return (
    <section className="casino-lobby page" data-testid="casino-page">
      <h1>
        <FormattedMessage id={routeTitleKey(routeId)} />
      </h1>
      <p>
        <FormattedMessage id="casino.lead" />
      </p>
      <CasinoLobby routeId={routeId} />
    </section>
  );
}

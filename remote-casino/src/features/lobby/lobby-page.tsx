import { FormattedMessage } from 'react-intl';
import type { RoutePageProps } from '@oyna/contracts';

/** A casino area page (spec §2: /casino/slot, live, games, bingo, tvbets). */
export function makeLobbyPage(routeId: string) {
  function LobbyPage(_props: RoutePageProps) {
    return (
      <section className="casino-lobby page" data-testid="casino-page">
        <h1>
          <FormattedMessage id={`route.${routeId}`} />
        </h1>
        <p>
          <FormattedMessage id="casino.lead" />
        </p>
      </section>
    );
  }
  LobbyPage.displayName = `LobbyPage(${routeId})`;
  return LobbyPage;
}

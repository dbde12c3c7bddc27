import { FormattedMessage, useIntl } from 'react-intl';
import {
  routeTitleKey,
  selectLocale,
  useAppSelector,
  type RoutePageProps,
  type ShellState,
} from '@oyna/contracts';
import { bookKindOfRoute } from '../features/book/book-model';
import { Sportsbook } from './sportsbook';
import { providerFrameOf, readStoredProviderFields } from '../features/provider/provider-session';
import type { SportsRootState } from '../features/sportsbook/sports-slice';
import '../sports.css';

/**
 * One page component for the sports routes (spec §2): the route picks the title and the book
 * (pre-match, in play, e-sports; the fcg variants of the compact menu show the same books). With
 * a provider session in the stored auth data (spec §3) the route shows that provider's
 * sportsbook in a frame instead of the native one.
 */
export function SportsPage({ routeId }: RoutePageProps) {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  const generation = useAppSelector(
    (s: ShellState & SportsRootState) => s.sports?.sessionGeneration ?? 0,
  );
  // Read at every render: a session change (login stores new auth data) bumps `generation` and
  // so renders the page again.
  const frame = providerFrameOf(routeId, readStoredProviderFields(), locale);
  return (
    <section
      className="sports-page page"
      data-testid="sports-page"
      data-session-generation={generation}
      data-mode={frame ? `frame-${frame.provider}` : 'native'}
    >
      <h1>
        <FormattedMessage id={routeTitleKey(routeId)} />
      </h1>
      {frame ? (
        <div className="sports-frame">
          <iframe
            key={`${frame.src}#${generation}`}
            src={frame.src}
            title={intl.formatMessage({ id: 'sports.provider.title' })}
            allow="fullscreen"
            referrerPolicy="no-referrer"
          />
        </div>
      ) : (
        <Sportsbook kind={bookKindOfRoute(routeId)} />
      )}
    </section>
  );
}

import { FormattedMessage } from 'react-intl';
import {
  routeTitleKey,
  useAppSelector,
  type RoutePageProps,
  type ShellState,
} from '@oyna/contracts';
import type { SportsRootState } from './sports-slice';

/** One page component for the sports routes; the route id picks the title (and later the feed). */
export function SportsPage({ routeId }: RoutePageProps) {
  const generation = useAppSelector(
    (s: ShellState & SportsRootState) => s.sports?.sessionGeneration ?? 0,
  );
  return (
    <section
      className="sports-page page"
      data-testid="sports-page"
      data-session-generation={generation}
    >
      <h1>
        <FormattedMessage id={routeTitleKey(routeId)} />
      </h1>
      <p className="sports-lead">
        <FormattedMessage id="sports.lead" />
      </p>
    </section>
  );
}
